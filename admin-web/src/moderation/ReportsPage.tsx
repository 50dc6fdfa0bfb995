import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ReportKind, ReportStatus } from '../__generated__/graphql';
import { serverMessage } from '../api/errors';
import { screenTitle } from '../layout/navigation';
import { AdminPage, LoadState } from '../ui/AdminPage';
import { ADMIN_REPORTS } from './moderationOperations';
import { PHONE_SAFE, reportReasonLabel, utcMinute, wordOf } from './moderationFormat';

const PAGE_SIZES = [25, 50, 100];
const STATUSES = ['OPEN', 'ASSIGNED', 'RESOLVED'] as const;
const KINDS = ['MESSAGE', 'PLAYER', 'APPEAL'] as const;
const ALL = 'ALL';

/** /admin/reports: the moderation queue, unresolved oldest first; filtered by status, kind and mine. */
export function ReportsPage() {
  const [status, setStatus] = useState<string>(ALL);
  const [kind, setKind] = useState<string>(ALL);
  const [mine, setMine] = useState(false);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const { data, previousData, error } = useQuery(ADMIN_REPORTS, {
    variables: {
      status: status === ALL ? null : (status as ReportStatus),
      kind: kind === ALL ? null : (kind as ReportKind),
      assignedToMe: mine,
      limit: pageSize,
      offset: page * pageSize,
    },
    fetchPolicy: 'network-only',
  });
  const shown = data ?? previousData;
  const filter = (label: string, value: string, choices: readonly string[], set: (value: string) => void) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      sx={{ width: 200 }}
      onChange={(event) => {
        set(event.target.value);
        setPage(0);
      }}
    >
      <MenuItem value={ALL}>All</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {wordOf(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <AdminPage title={screenTitle('reports')}>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {filter('Status', status, STATUSES, setStatus)}
        {filter('Kind', kind, KINDS, setKind)}
        <FormControlLabel
          control={<Switch checked={mine} onChange={(event) => setMine(event.target.checked)} />}
          label="Assigned to me"
        />
        {shown && (
          <Typography color="text.secondary" aria-live="polite">
            {shown.reports.total === 1 ? '1 report' : `${shown.reports.total} reports`}
          </Typography>
        )}
      </Box>
      {error && <Typography color="error">Failed to load the reports: {serverMessage(error)}</Typography>}
      {!shown ? (
        !error && <LoadState failed={false} failure="" />
      ) : shown.reports.reports.length === 0 ? (
        <Typography color="text.secondary">No reports</Typography>
      ) : (
        <>
          <TableContainer sx={PHONE_SAFE}>
            <Table size="small" aria-label="Reports">
              <TableHead>
                <TableRow>
                  <TableCell>Report</TableCell>
                  <TableCell>About</TableCell>
                  <TableCell>Reason</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Filed</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.reports.reports.map((report) => (
                  <TableRow key={report.id} data-testid="report-row" hover>
                    <TableCell>
                      <Link to={`/reports/${report.id}`}>
                        #{report.id} {wordOf(report.kind)}
                      </Link>
                      <Typography
                        variant="caption"
                        component="div"
                        color="text.secondary"
                        sx={{ overflowWrap: 'anywhere', maxWidth: 320 }}
                      >
                        {report.text || '-'}
                      </Typography>
                    </TableCell>
                    <TableCell>{report.target?.name ?? '-'}</TableCell>
                    <TableCell>{reportReasonLabel(report.reason)}</TableCell>
                    <TableCell>
                      {wordOf(report.status)}
                      {report.assigneeName ? ` (${report.assigneeName})` : ''}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{utcMinute(report.createdAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={shown.reports.total}
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
