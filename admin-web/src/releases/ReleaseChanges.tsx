import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminReleaseFieldsFragment } from '../__generated__/graphql';
import { shownValue } from '../changes/changeDiff';
import { releaseFieldChanges } from './releaseDiff';

type Change = AdminReleaseFieldsFragment['diff'][number];

function FieldLines({ change }: { change: Change }) {
  const fields = releaseFieldChanges(change);
  if (fields.length === 0) return <Typography variant="body2">(no field changed)</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {fields.map(({ field, before, after }) => (
        <Box component="li" key={field} sx={{ wordBreak: 'break-word' }}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
            {field}:{' '}
          </Typography>
          <Typography variant="body2" component="span">
            {change.before === null
              ? shownValue(after)
              : change.after === null
                ? shownValue(before)
                : `${shownValue(before)} → ${shownValue(after)}`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A release's diff, entity by entity; a draft's rows can be taken out of it. */
export function ReleaseChanges({
  changes,
  onTakeOut,
  busy,
}: {
  changes: readonly Change[];
  onTakeOut?: (change: Change) => void;
  busy: boolean;
}) {
  if (changes.length === 0) return <Typography color="text.secondary">No change yet</Typography>;
  return (
    <Table size="small" aria-label="Release changes">
      <TableHead>
        <TableRow>
          <TableCell>Entry</TableCell>
          <TableCell>Action</TableCell>
          <TableCell>Before → after</TableCell>
          {onTakeOut && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow
            key={`${change.entity}:${change.entityId}`}
            data-testid="release-change"
            sx={{ verticalAlign: 'top' }}
          >
            <TableCell>{change.name}</TableCell>
            <TableCell>{change.action}</TableCell>
            <TableCell>
              <FieldLines change={change} />
            </TableCell>
            {onTakeOut && (
              <TableCell>
                <Button size="small" disabled={busy} onClick={() => onTakeOut(change)}>
                  Take out
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
