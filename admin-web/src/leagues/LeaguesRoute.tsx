import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, lazy } from 'react';

/** The Leagues screen is a chunk of its own, loaded when /admin/leagues opens. */
const LeaguesPage = lazy(() => import('./LeaguesPage').then((module) => ({ default: module.LeaguesPage })));

export function LeaguesRoute() {
  return (
    <Suspense fallback={<LinearProgress sx={{ mt: 2 }} />}>
      <LeaguesPage />
    </Suspense>
  );
}
