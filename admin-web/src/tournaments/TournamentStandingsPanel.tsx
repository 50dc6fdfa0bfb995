import { useApolloClient, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Identifier } from 'ra-core';
import { useState } from 'react';
import { serverMessage } from '../api/errors';
import { LoadState } from '../ui/AdminPage';
import { useServerAction } from '../ui/useServerAction';
import { ADMIN_END_TOURNAMENT_NOW, ADMIN_TOURNAMENT_STANDINGS } from './tournamentOperations';
import { PAGE_SIZE, tournamentStateLabel } from './tournamentFormat';
import { EndNowButton } from '../ui/EndNowButton';

/**
 * A tournament's page: its phase, registrations and standings (analytics'), paged, and "End now"
 * behind a confirmation while it has not ended.
 */
export function TournamentStandingsPanel({ id }: { id: Identifier }) {
  const client = useApolloClient();
  const [offset, setOffset] = useState(0);
  const { busy, run } = useServerAction();
  const answer = useQuery(ADMIN_TOURNAMENT_STANDINGS, {
    variables: { id: Number(id), offset, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const tournament = answer.data?.tournament;
  const endNow = async () => {
    const done = await run(
      () => client.mutate({ mutation: ADMIN_END_TOURNAMENT_NOW, variables: { id: Number(id) } }),
      'Tournament ended: its results and prizes follow within seconds',
    );
    if (done) void answer.refetch().catch(() => undefined);
  };
  const standings = tournament?.standings;
  return (
    <Card sx={{ mt: 2 }} data-testid="tournament-standings">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          Tournament standings
        </Typography>
        {!tournament || !standings ? (
          <LoadState
            failed={Boolean(answer.error)}
            failure={`Failed to load the standings: ${serverMessage(answer.error)}`}
          />
        ) : (
          <>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
              <Typography data-testid="tournament-phase">{tournamentStateLabel(tournament)}</Typography>
              <Typography color="text.secondary">
                {tournament.registered} registered of {tournament.maxPlayers}
              </Typography>
              {tournament.phase !== 'ENDED' && (
                <EndNowButton
                  disabled={busy}
                  title="End this tournament now?"
                  content="Its window closes at once (an upcoming tournament never runs). Final ranks and prizes follow within seconds; this cannot be undone."
                  confirm="End tournament now"
                  onConfirm={() => void endNow()}
                />
              )}
              <Button size="small" onClick={() => void answer.refetch().catch(() => undefined)}>
                Refresh
              </Button>
            </Stack>
            {standings.rows.length === 0 ? (
              <Typography color="text.secondary">Nobody has scored yet.</Typography>
            ) : (
              <Table size="small" aria-label="Tournament standings">
                <TableHead>
                  <TableRow>
                    <TableCell>Rank</TableCell>
                    <TableCell>Player</TableCell>
                    <TableCell align="right">Points</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {standings.rows.map((row) => (
                    <TableRow key={row.userId}>
                      <TableCell>{row.rank}</TableCell>
                      <TableCell>{row.name}</TableCell>
                      <TableCell align="right">{row.score}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
              <Button
                size="small"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
              >
                Previous
              </Button>
              <Typography variant="body2">
                {standings.total === 0
                  ? '0 players'
                  : `${offset + 1} – ${offset + standings.rows.length} of ${standings.total}${standings.final ? ' (final)' : ''}`}
              </Typography>
              <Button
                size="small"
                disabled={offset + standings.rows.length >= standings.total}
                onClick={() => setOffset(offset + PAGE_SIZE)}
              >
                Next
              </Button>
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
}
