import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, lazy, type ComponentType } from 'react';

/** A screen loaded as a chunk of its own when its route opens (the social screens share one). */
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

/** /admin/covens: the covens, found by name. */
export const CovensRoute = lazyScreen(async () => (await import('./CovensPage')).CovensPage);
/** /admin/covens/:id: a coven, its members and expeditions, rename and disband. */
export const CovenRoute = lazyScreen(async () => (await import('./CovenPage')).CovenPage);
/** /admin/gifts: the daily gift's item and amount. */
export const GiftSettingRoute = lazyScreen(async () => (await import('./GiftSettingPage')).GiftSettingPage);
