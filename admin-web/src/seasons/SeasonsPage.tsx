import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { serverMessage } from '../api/errors';
import { HistoryPanel } from '../changes/HistoryPanel';
import { screenTitle } from '../layout/navigation';
import { AdminPage, LoadState } from '../ui/AdminPage';
import { ScheduleForm } from './ScheduleForm';
import { SEASONS, type AdminSeason } from './seasonOperations';
import { SeasonStandings } from './SeasonStandings';
import { SeasonsTable } from './SeasonsTable';

const PAGE = 20;
/** While a season's final standings are being written (seconds), the list asks again this often. */
const ARCHIVING_POLL_MS = 2000;
/** The competition trail, below the screen (schedule changes and ended seasons). */
const COMPETITION_TRAIL = [{ service: 'analytics' as const }];

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** /admin/seasons: the schedule, the seasons (End now on the live one), any season's standings. */
export function SeasonsPage() {
  const { data, error, refetch, fetchMore, startPolling, stopPolling } = useQuery(SEASONS, {
    variables: { limit: PAGE },
    fetchPolicy: 'network-only',
  });
  const [picked, setPicked] = useState<number | null>(null);
  const [olderLeft, setOlderLeft] = useState(true);
  // The trail below starts over after an action, so it shows it.
  const [actions, setActions] = useState(0);
  const acted = () => setActions((count) => count + 1);
  const current = data?.currentSeason ?? null;
  const listed = data?.seasons ?? [];
  const seasons: AdminSeason[] =
    current && !listed.some((season) => season.number === current.number) ? [current, ...listed] : listed;
  const archiving = seasons.some((season) => season.ended && !season.archived);

  useEffect(() => {
    if (!archiving) return;
    startPolling(ARCHIVING_POLL_MS);
    return () => stopPolling();
  }, [archiving, startPolling, stopPolling]);

  const shown = seasons.find((season) => season.number === (picked ?? current?.number)) ?? seasons[0];
  const changed = () => {
    acted();
    void refetch().catch(() => undefined);
  };
  const loadOlder = async () => {
    const more = await fetchMore({
      variables: { before: listed.at(-1)?.number },
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...previous,
        seasons: [...previous.seasons, ...fetchMoreResult.seasons],
      }),
    });
    if ((more.data?.seasons.length ?? 0) < PAGE) setOlderLeft(false);
  };

  return (
    <AdminPage title={screenTitle('seasons')}>
      <Part title="Schedule">
        <ScheduleForm onSaved={acted} />
      </Part>
      <Part title="Seasons">
        {!data ? (
          <LoadState
            failed={Boolean(error)}
            failure={`Failed to load the seasons${error ? `: ${serverMessage(error)}` : ''}`}
          />
        ) : seasons.length === 0 ? (
          <Typography color="text.secondary">No season has started yet</Typography>
        ) : (
          <>
            <SeasonsTable seasons={seasons} onStandings={setPicked} onChanged={changed} />
            {olderLeft && listed.length >= PAGE && listed.length % PAGE === 0 && (
              <Button onClick={() => void loadOlder().catch(() => undefined)} sx={{ mt: 1 }}>
                Older seasons
              </Button>
            )}
          </>
        )}
      </Part>
      {shown && (
        <Part title="Standings">
          {/* A season that turned final reads its standings again, from the first page. */}
          <SeasonStandings
            key={`${shown.number}:${shown.archived}`}
            seasons={seasons}
            season={shown}
            onSeason={setPicked}
          />
        </Part>
      )}
      <HistoryPanel key={actions} sources={COMPETITION_TRAIL} />
    </AdminPage>
  );
}
