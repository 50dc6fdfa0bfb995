import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@mui/utils';
import { useServerAction } from '../ui/useServerAction';
import { END_SEASON_NOW, type AdminSeason } from './seasonOperations';
import { seasonStateLabel, utcWindow } from './seasonFormat';
import { EndNowButton } from '../ui/EndNowButton';

/**
 * The seasons, newest first: window, state and ranked players; "Standings" shows a season's ladder
 * below, "End now" (the live season only, behind a confirmation) ends it at once.
 */
export function SeasonsTable({
  seasons,
  onStandings,
  onChanged,
}: {
  seasons: AdminSeason[];
  onStandings: (season: number) => void;
  onChanged: () => void;
}) {
  const client = useApolloClient();
  const { busy, run } = useServerAction();
  const endNow = async (number: number) => {
    const done = await run(
      () => client.mutate({ mutation: END_SEASON_NOW, variables: { number } }),
      `Season ${number} ended: its final standings follow within seconds`,
    );
    if (done) onChanged();
  };
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="Seasons">
          <TableHead>
            <TableRow>
              <TableCell>Season</TableCell>
              <TableCell>Window</TableCell>
              <TableCell>State</TableCell>
              <TableCell align="right">XP players</TableCell>
              <TableCell align="right">Coolness players</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {seasons.map((season) => (
              <TableRow key={season.number} data-testid="season-row" data-season={season.number}>
                <TableCell>{season.number}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {utcWindow(season.startsAt, season.endsAt)}
                </TableCell>
                <TableCell>{seasonStateLabel(season)}</TableCell>
                <TableCell align="right">{season.xpPlayers}</TableCell>
                <TableCell align="right">{season.coolnessPlayers}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => onStandings(season.number)}>
                    Standings
                  </Button>
                  {!season.ended && (
                    <EndNowButton
                      disabled={busy}
                      title={`End season ${season.number} now?`}
                      content="Hunts from this moment count for the next season, which starts at once and ends at the schedule's next boundary. This season's standings become final within seconds; this cannot be undone."
                      confirm="End season now"
                      onConfirm={() => void endNow(season.number)}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
