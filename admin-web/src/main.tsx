import { ApolloProvider } from '@apollo/client/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode, Suspense, lazy, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from '@vh/web-kit/apolloClient';
import { OUTSIDE, adminSessionState } from './session/adminSession';
import { SecondFactorGate } from './session/SecondFactorGate';

/** The nonce the gateway wrote into this answer: the page's CSP admits only styles that carry it. */
function styleNonce(): string | undefined {
  const written = document.querySelector<HTMLMetaElement>('meta[name="vh-style-nonce"]')?.content ?? '';
  return written && !written.startsWith('__') ? written : undefined;
}

/**
 * react-admin and every screen come in a chunk of their own, loaded once the second factor has
 * passed: the code step (the first screen of a sign-in) needs none of them.
 */
const App = lazy(() => import('./App').then((module) => ({ default: module.App })));

/** The admin screens once this session passed the second factor; the code (or set-up) before. */
function AdminRoot({ client }: { client: ReturnType<typeof createApolloClient> }) {
  const [passed, setPassed] = useState(adminSessionState() === 'admin');
  if (!passed) return <SecondFactorGate onPassed={() => setPassed(true)} />;
  return (
    // Path routes under /admin/ (react-admin would use hash routes of its own otherwise).
    <BrowserRouter basename="/admin">
      <Suspense fallback={null}>
        <App client={client} />
      </Suspense>
    </BrowserRouter>
  );
}

// No admin token, no admin screens: everyone else is sent to the player web (which signs in).
if (adminSessionState() === 'outside') {
  window.location.replace(OUTSIDE);
} else {
  const client = createApolloClient();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <CacheProvider value={createCache({ key: 'vh', nonce: styleNonce(), prepend: true })}>
        <ApolloProvider client={client}>
          <AdminRoot client={client} />
        </ApolloProvider>
      </CacheProvider>
    </StrictMode>,
  );
}
