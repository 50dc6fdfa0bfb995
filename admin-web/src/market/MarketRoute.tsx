import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, lazy } from 'react';

const MarketPage = lazy(async () => ({ default: (await import('./MarketPage')).MarketPage }));

/** /admin/market: a chunk of its own, loaded when the route opens. */
export function MarketRoute() {
  return (
    <Suspense fallback={<LinearProgress sx={{ mt: 2 }} />}>
      <MarketPage />
    </Suspense>
  );
}
