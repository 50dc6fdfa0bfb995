import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createApolloClient } from '@vh/web-kit/apolloClient';
import { takePreviewFromAddress } from '@vh/web-kit/preview';
import { App } from './app/App';
import { registerServiceWorker } from './app/serviceWorker';
import { SessionProvider } from './session/SessionContext';
import './styles/base.css';

registerServiceWorker();
// An admin's "Preview" link from the Releases screen: before the first call, so every call carries it.
takePreviewFromAddress();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={createApolloClient()}>
      <SessionProvider>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </SessionProvider>
    </ApolloProvider>
  </StrictMode>,
);
