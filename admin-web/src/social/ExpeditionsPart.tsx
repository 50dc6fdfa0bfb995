import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminExpedition } from './socialOperations';
import { expeditionProgress, expeditionStateLabel, playerName, utcMinuteOf } from './socialFormat';

/** A coven's expeditions, newest first: each one's status, targets, contributions and shares. */
export function ExpeditionsPart({ expeditions }: { expeditions: readonly AdminExpedition[] }) {
  if (expeditions.length === 0) return <Typography color="text.secondary">No expeditions yet</Typography>;
  return (
    <>
      {expeditions.map((expedition) => (
        <ExpeditionCard key={expedition.id} expedition={expedition} />
      ))}
    </>
  );
}

/** One table of an expedition; numbers stand right, names left. `label` names it for assistive tech. */
function Listing(props: { title: string; label: string; head: string[]; rows: (string | number)[][] }) {
  const { title, label, head, rows } = props;
  const numeric = head.map(
    (_, column) => rows.length > 0 && rows.every((row) => typeof row[column] === 'number'),
  );
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h4">
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None yet
        </Typography>
      ) : (
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {head.map((heading, column) => (
                <TableCell key={heading} align={numeric[column] ? 'right' : 'left'}>
                  {heading}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((cells, row) => (
              <TableRow key={row}>
                {cells.map((cell, column) => (
                  <TableCell key={column} align={numeric[column] ? 'right' : 'left'}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

function ExpeditionCard({ expedition }: { expedition: AdminExpedition }) {
  const shared = expedition.shares.reduce((sum, share) => sum + share.amount, 0);
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="expedition" data-expedition={expedition.id}>
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          Expedition {expedition.id} · {expeditionStateLabel(expedition)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Started {utcMinuteOf(expedition.startedAt)} · {expeditionProgress(expedition.targets)} · chest{' '}
          {expedition.chest.amount} {expedition.chest.currency}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {expedition.formula}
        </Typography>
        <Listing
          title="Targets"
          label={`Expedition ${expedition.id} targets`}
          head={['Enemy', 'Hunting ground', 'Caught', 'Required']}
          rows={expedition.targets.map((target) => [
            target.enemy.name,
            target.huntingGround.name,
            target.caught,
            target.required,
          ])}
        />
        <Listing
          title="Contributions"
          label={`Expedition ${expedition.id} contributions`}
          head={['Member', 'Catches', 'Hunts']}
          rows={expedition.contributions.map((contribution) => [
            playerName(contribution.player),
            contribution.catches,
            contribution.hunts,
          ])}
        />
        <Listing
          title="Shares"
          label={`Expedition ${expedition.id} shares`}
          head={['Member', 'Credits', 'Floor', 'Share', 'Paid']}
          rows={expedition.shares.map((share) => [
            playerName(share.player),
            share.credits,
            share.floor,
            share.amount,
            share.paid ? 'paid' : 'paying',
          ])}
        />
        {expedition.shares.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            The shares sum to {shared} {expedition.chest.currency} of a chest of {expedition.chest.amount}.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
