import { useQuery } from '@apollo/client/react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { serverMessage } from '../api/errors';
import { useEditedRelease } from '../releases/editedRelease';
import { AdminPage, LoadState } from '../ui/AdminPage';
import { STAT_MAX_LIST } from './statMaxOperations';
import { STAT_MAX_COLUMNS, StatMaxRow } from './StatMaxRow';

/** The StatMax table of spec 002 section 2.9 at /admin/statmax (no navigation link of its own). */
export function StatMaxPage() {
  // The authored columns as the edited release has them (the release bar names it).
  const release = useEditedRelease()?.id ?? null;
  const { data, error, refetch } = useQuery(STAT_MAX_LIST, {
    variables: { release },
    fetchPolicy: 'network-only',
  });
  // 'Loading...' only before the first answer: a reload keeps the rows (and what is typed in them).
  const rows = data?.statMaxes;
  // A failed reload keeps the rows on screen; the action's own notification already said why.
  const reload = () =>
    refetch().then(
      () => undefined,
      () => undefined,
    );
  return (
    <AdminPage title="StatMax Admin">
      {rows ? (
        <TableContainer>
          <Table
            size="small"
            aria-label="StatMax"
            // Eleven columns: narrow cells keep the table within a laptop screen beside the menu.
            sx={{ '& .MuiTableCell-root': { px: 0.75 } }}
          >
            <TableHead>
              <TableRow>
                {STAT_MAX_COLUMNS.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <StatMaxRow key={row.statShortName} row={row} reload={reload} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <LoadState
          failed={Boolean(error)}
          failure={`Failed to load stat max list${error ? `: ${serverMessage(error)}` : ''}`}
        />
      )}
    </AdminPage>
  );
}
