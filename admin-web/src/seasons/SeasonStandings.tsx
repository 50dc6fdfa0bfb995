import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { LadderKind } from '../__generated__/graphql';
import { serverMessage } from '../api/errors';
import { SEASON_STANDINGS, type AdminSeason } from './seasonOperations';
import { reachedAtText, seasonStateLabel } from './seasonFormat';

const ROWS_PER_PAGE = [25, 50, 100];

/**
 * A season's standings on either ladder, a page at a time (the server's seasonLadder, at most 100 a
 * page): live while the season runs, final once archived. Names open the user editor.
 */
export function SeasonStandings({
  seasons,
  season,
  onSeason,
}: {
  seasons: AdminSeason[];
  season: AdminSeason;
  onSeason: (number: number) => void;
}) {
  const [kind, setKind] = useState<LadderKind>('XP');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(ROWS_PER_PAGE[0]!);
  const { data, previousData, error, loading } = useQuery(SEASON_STANDINGS, {
    variables: { season: season.number, kind, offset: page * rowsPerPage, limit: rowsPerPage },
    fetchPolicy: 'network-only',
  });
  // The last page stays while the next one loads.
  const ladder = data?.seasonLadder ?? previousData?.seasonLadder;
  return (
    <Box component="section" aria-label="Standings">
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <TextField
          select
          size="small"
          label="Season"
          value={season.number}
          onChange={(event) => {
            onSeason(Number(event.target.value));
            setPage(0);
          }}
          sx={{ width: 300 }}
        >
          {seasons.map((option) => (
            <MenuItem key={option.number} value={option.number}>
              Season {option.number} · {seasonStateLabel(option)}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={kind}
          aria-label="Ladder"
          onChange={(_, next: LadderKind | null) => {
            if (!next) return;
            setKind(next);
            setPage(0);
          }}
        >
          <ToggleButton value="XP">XP</ToggleButton>
          <ToggleButton value="COOLNESS">Coolness</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary">
          {season.archived ? 'Final standings' : 'Live standings'}
        </Typography>
      </Box>
      {error && <Typography color="error">Failed to load the standings: {serverMessage(error)}</Typography>}
      {!ladder && !error && <Typography>Loading...</Typography>}
      {ladder && (
        <>
          <TableContainer sx={{ opacity: loading ? 0.6 : 1 }}>
            <Table
              size="small"
              aria-label={`Season ${season.number} ${kind === 'XP' ? 'XP' : 'Coolness'} standings`}
            >
              <TableHead>
                <TableRow>
                  <TableCell>Rank</TableCell>
                  <TableCell>Player</TableCell>
                  <TableCell align="right">{kind === 'XP' ? 'XP' : 'Coolness'}</TableCell>
                  <TableCell>Reached</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {ladder.rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={4}>
                      <Typography color="text.secondary">Nobody on this ladder</Typography>
                    </TableCell>
                  </TableRow>
                )}
                {ladder.rows.map((row) => (
                  <TableRow key={row.userId} data-testid="standing-row">
                    <TableCell>{row.rank}</TableCell>
                    <TableCell>
                      {row.name ? (
                        <Link to={`/user/${encodeURIComponent(row.userId)}`}>{row.name}</Link>
                      ) : (
                        <Typography variant="body2" color="text.secondary" component="span">
                          Deleted account
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">{row.score.toLocaleString()}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{reachedAtText(row.reachedAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={ladder.total}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={ROWS_PER_PAGE}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
        </>
      )}
    </Box>
  );
}
