import { useNotify } from 'ra-core';
import { useCallback, useState } from 'react';
import { serverMessage } from '../api/errors';

/**
 * Runs one admin call at a time from a screen's own button: `busy` while it runs, a refusal reaches
 * react-admin's notification as the server's own message; success says `done` (fixed, or read from
 * the answer). Answers whether the call succeeded.
 */
export function useServerAction() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T>(call: () => Promise<T>, done?: string | ((answer: T) => string)): Promise<boolean> => {
      setBusy(true);
      try {
        const answer = await call();
        const message = typeof done === 'function' ? done(answer) : done;
        if (message) notify(message, { type: 'success' });
        return true;
      } catch (error) {
        notify(serverMessage(error), { type: 'error' });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [notify],
  );
  return { busy, run };
}
