import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, lazy, type ComponentType } from 'react';

/** A screen loaded as a chunk of its own when its route opens (the moderation screens share one). */
function lazyScreen(load: () => Promise<ComponentType>) {
  const Screen = lazy(async () => ({ default: await load() }));
  return function Route() {
    return (
      <Suspense fallback={<LinearProgress sx={{ mt: 2 }} />}>
        <Screen />
      </Suspense>
    );
  };
}

/** /admin/reports: the moderation queue. */
export const ReportsRoute = lazyScreen(async () => (await import('./ReportsPage')).ReportsPage);
/** /admin/reports/:id: a report, its links and the decision. */
export const ReportRoute = lazyScreen(async () => (await import('./ReportPage')).ReportPage);
