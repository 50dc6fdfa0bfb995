import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Confirm } from 'ra-ui-materialui';
import { useState } from 'react';
import { useServerAction } from '../ui/useServerAction';
import { LIFT_SANCTION, type SanctionDetail } from './moderationOperations';
import { periodOf, reportReasonLabel, sanctionKindLabel, utcMinute, wordOf } from './moderationFormat';

/** Free text keeps its words whole in a narrow column (the user editor's): the table scrolls instead. */
const TEXT_CELL = { overflowWrap: 'anywhere', minWidth: 160, maxWidth: 280 } as const;

/** A player's sanctions, newest first; one in force can be lifted (asked first, audited). */
export function SanctionsTable({
  sanctions,
  onChanged,
}: {
  sanctions: SanctionDetail[];
  onChanged: () => void;
}) {
  const client = useApolloClient();
  const { busy, run } = useServerAction();
  const [lifting, setLifting] = useState<SanctionDetail | null>(null);
  if (sanctions.length === 0) return <Typography color="text.secondary">No sanctions</Typography>;
  const lift = async (sanction: SanctionDetail) => {
    setLifting(null);
    const done = await run(
      () =>
        client.mutate({
          mutation: LIFT_SANCTION,
          variables: { id: sanction.id, note: 'Lifted by an admin' },
        }),
      'Sanction lifted',
    );
    if (done) onChanged();
  };
  return (
    <TableContainer>
      <Table size="small" aria-label="Sanctions">
        <TableHead>
          <TableRow>
            <TableCell>Sanction</TableCell>
            <TableCell>Reason</TableCell>
            <TableCell>Period</TableCell>
            <TableCell>Note</TableCell>
            <TableCell>Appeal</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {sanctions.map((sanction) => (
            <TableRow key={sanction.id} data-testid="sanction-row">
              <TableCell>
                {sanctionKindLabel(sanction.kind)}
                <Typography variant="caption" component="div" color="text.secondary">
                  #{sanction.id} by {sanction.decidedBy ?? '-'}, {utcMinute(sanction.startsAt)}
                </Typography>
              </TableCell>
              <TableCell>{reportReasonLabel(sanction.reason)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{periodOf(sanction)}</TableCell>
              <TableCell sx={TEXT_CELL}>{sanction.note}</TableCell>
              <TableCell sx={TEXT_CELL}>
                {sanction.appeal
                  ? `${sanction.appeal.text} (${sanction.appeal.answer ? wordOf(sanction.appeal.answer) : 'waiting'})`
                  : '-'}
              </TableCell>
              <TableCell>
                {sanction.inForce && (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy}
                    onClick={() => setLifting(sanction)}
                  >
                    Lift
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Confirm
        isOpen={lifting !== null}
        title="Lift this sanction?"
        content="It ends now; the player is told in their inbox."
        confirm="Lift"
        onConfirm={() => lifting && void lift(lifting)}
        onClose={() => setLifting(null)}
      />
    </TableContainer>
  );
}
