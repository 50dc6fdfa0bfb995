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
import { Confirm } from 'ra-ui-materialui';
import { useState } from 'react';
import { useServerAction } from '../ui/useServerAction';
import { END_SEASON_NOW, type AdminSeason } from './seasonOperations';
import { seasonStateLabel, utcWindow } from './seasonFormat';

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
  // The season the confirmation asks about; it keeps its number while the dialog fades out.
  const [ending, setEnding] = useState<{ number: number; open: boolean } | null>(null);
  const endNow = async (number: number) => {
    setEnding({ number, open: false });
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
                    <Button
                      size="small"
                      color="warning"
                      disabled={busy}
                      onClick={() => setEnding({ number: season.number, open: true })}
                    >
                      End now
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Confirm
        isOpen={ending?.open ?? false}
        title={`End season ${ending?.number ?? ''} now?`}
        content="Hunts from this moment count for the next season, which starts at once and ends at the schedule's next boundary. This season's standings become final within seconds; this cannot be undone."
        confirm="End season now"
        confirmColor="warning"
        onConfirm={() => void (ending && endNow(ending.number))}
        onClose={() => setEnding((shown) => shown && { ...shown, open: false })}
      />
    </>
  );
}
