import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { fieldChanges, shownValue, type AdminChange } from './changeDiff';

/** A change's fields, one per line: `field: before → after`; a create or delete shows its one side. */
function FieldLines({ change }: { change: AdminChange }) {
  const fields = fieldChanges(change);
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

/**
 * Audit entries as a table, newest first; `showEntry` adds the column naming what changed. On a narrow
 * screen the table scrolls sideways inside its container, so no column is squeezed to a letter a line
 * or cut off by the card around it.
 */
export function ChangeList({ entries, showEntry }: { entries: readonly AdminChange[]; showEntry: boolean }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Changes">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            {showEntry && <TableCell>What</TableCell>}
            <TableCell>Action</TableCell>
            <TableCell>Changes</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((change) => (
            <TableRow
              key={`${change.service}:${change.id}`}
              data-testid="change-row"
              sx={{ verticalAlign: 'top' }}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(change.at).toLocaleString()}</TableCell>
              <TableCell title={change.actorId}>{change.actorName}</TableCell>
              {showEntry && <TableCell>{`${change.entity} ${change.entityId}`}</TableCell>}
              <TableCell>{change.action}</TableCell>
              <TableCell sx={{ minWidth: 200 }}>
                <FieldLines change={change} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
