import { ApolloProvider } from '@apollo/client/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from '../../web/src/api/client';
import { App } from './App';
import { OUTSIDE, isAdminSignedIn } from './session/adminSession';

/** The nonce the gateway wrote into this answer: the page's CSP admits only styles that carry it. */
function styleNonce(): string | undefined {
  const written = document.querySelector<HTMLMetaElement>('meta[name="vh-style-nonce"]')?.content ?? '';
  return written && !written.startsWith('__') ? written : undefined;
}

// No admin token, no admin screens: everyone else is sent to the player web (which signs in).
if (!isAdminSignedIn()) {
  window.location.replace(OUTSIDE);
} else {
  const client = createApolloClient();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <CacheProvider value={createCache({ key: 'vh', nonce: styleNonce(), prepend: true })}>
        <ApolloProvider client={client}>
          {/* Path routes under /admin/ (react-admin would use hash routes of its own otherwise). */}
          <BrowserRouter basename="/admin">
            <App client={client} />
          </BrowserRouter>
        </ApolloProvider>
      </CacheProvider>
    </StrictMode>,
  );
}
