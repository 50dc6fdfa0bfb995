import { useCallback, useState } from 'react';
import { failureMessage } from '../../api/errors';
import { Message } from '../../ui/Message';

interface Outcome {
  text: string;
  failed: boolean;
}

/**
 * One area's actions and what the last one said: `run` clears the message, runs the action and
 * shows its success text, or the server's refusal ('You already asked Vlad').
 */
export function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<string | null | undefined>) => {
    setOutcome(null);
    setBusy(true);
    try {
      const text = await action();
      if (text) setOutcome({ text, failed: false });
      return true;
    } catch (failure) {
      setOutcome({ text: failureMessage(failure), failed: true });
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  const message = <Message text={outcome?.text} failed={outcome?.failed} />;
  return { busy, run, message, setOutcome };
}
