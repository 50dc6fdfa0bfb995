import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, lazy } from 'react';

/** The Seasons screen is a chunk of its own, loaded when /admin/seasons opens. */
const SeasonsPage = lazy(() => import('./SeasonsPage').then((module) => ({ default: module.SeasonsPage })));

export function SeasonsRoute() {
  return (
    <Suspense fallback={<LinearProgress sx={{ mt: 2 }} />}>
      <SeasonsPage />
    </Suspense>
  );
}
