import { useState } from 'react';
import { serverMessage } from '../api/errors';
import { storeToken } from '@vh/web-kit/token';

interface CodeAnswer {
  success: boolean;
  message: string;
  accessToken?: string | null;
}

/**
 * Sends a second-factor code: a passing answer's token replaces the stored one (its amr names otp),
 * anything else leaves the server's message to show. Answers whether the code passed.
 */
export function useCodeSubmit() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  async function submit(send: () => Promise<CodeAnswer | undefined>): Promise<boolean> {
    setBusy(true);
    setMessage(null);
    try {
      const answer = await send();
      if (answer?.success && answer.accessToken) {
        storeToken(answer.accessToken);
        return true;
      }
      setMessage(answer?.message ?? 'The server did not answer');
      return false;
    } catch (error) {
      setMessage(serverMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, message, submit };
}
