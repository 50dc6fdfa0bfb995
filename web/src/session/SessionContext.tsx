import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  TOKEN_CHANGED,
  TOKEN_KEY,
  decodeToken,
  readTokenWithRetries,
  storedToken,
  type Session,
} from '@vh/web-kit/token';

type SessionState = { status: 'reading' } | { status: 'none' } | { status: 'signedIn'; session: Session };

const SessionContext = createContext<SessionState>({ status: 'reading' });

/** Reads the stored token at start, after login and after another tab changes it. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'reading' });

  useEffect(() => {
    let current = true;
    // At start the stored token is read once; after a change it may still be on its way: retry.
    const read = async (retry: boolean) => {
      const token = retry ? await readTokenWithRetries() : storedToken();
      if (!current) return;
      if (!token) return setState({ status: 'none' });
      const decoded = decodeToken(token);
      if (decoded.kind === 'undecodable') {
        localStorage.removeItem(TOKEN_KEY);
        window.location.reload();
        return;
      }
      if (decoded.kind === 'expired') {
        localStorage.removeItem(TOKEN_KEY);
        return setState({ status: 'none' });
      }
      setState({ status: 'signedIn', session: decoded.session });
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY || event.key === null) void read(true);
    };
    const onChange = () => void read(true);
    void read(false);
    window.addEventListener('storage', onStorage);
    window.addEventListener(TOKEN_CHANGED, onChange);
    return () => {
      current = false;
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(TOKEN_CHANGED, onChange);
    };
  }, []);

  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}
