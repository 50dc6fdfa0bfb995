import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { serverMessage } from '../api/errors';
import { screenTitle } from '../layout/navigation';
import { AdminPage, LoadState } from '../ui/AdminPage';
import { ADMIN_COVENS } from './socialOperations';
import { covenStateLabel, utcMinuteOf } from './socialFormat';

const PAGE_SIZES = [25, 50, 100];
/** The search asks the server once typing pauses this long. */
const SEARCH_PAUSE_MS = 300;

/** The search box's text once it stopped changing for a moment. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** /admin/covens: every coven, newest first, found by a part of its name, a page at a time. */
export function CovensPage() {
  const [search, setSearch] = useState('');
  const settled = useSettled(search.trim());
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const { data, previousData, error } = useQuery(ADMIN_COVENS, {
    variables: { search: settled === '' ? null : settled, limit: pageSize, offset: page * pageSize },
    fetchPolicy: 'network-only',
  });
  // The rows on screen stay while the next page or search loads.
  const shown = data ?? previousData;
  return (
    <AdminPage title={screenTitle('covens')}>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          label="Search covens by name"
          size="small"
          value={search}
          sx={{ width: 320 }}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
        />
        {shown && (
          <Typography color="text.secondary" aria-live="polite">
            {shown.adminCovens.total === 1 ? '1 coven' : `${shown.adminCovens.total} covens`}
            {settled ? ` named like “${settled}”` : ''}
          </Typography>
        )}
      </Box>
      {error && <Typography color="error">Failed to load the covens: {serverMessage(error)}</Typography>}
      {!shown ? (
        !error && <LoadState failed={false} failure="" />
      ) : shown.adminCovens.covens.length === 0 ? (
        <Typography color="text.secondary">
          {settled ? 'No coven has such a name' : 'No covens yet'}
        </Typography>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label="Covens">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell align="right">Members</TableCell>
                  <TableCell>Standing</TableCell>
                  <TableCell>Founded</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.adminCovens.covens.map((coven) => (
                  <TableRow key={coven.id} data-testid="coven-row" hover>
                    <TableCell>
                      <Link to={`/covens/${coven.id}`}>{coven.name}</Link>
                    </TableCell>
                    <TableCell align="right">
                      {coven.memberCount} of {coven.maxMembers}
                    </TableCell>
                    <TableCell>{covenStateLabel(coven)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{utcMinuteOf(coven.createdAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={shown.adminCovens.total}
            page={page}
            rowsPerPage={pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
            }}
          />
        </>
      )}
    </AdminPage>
  );
}
