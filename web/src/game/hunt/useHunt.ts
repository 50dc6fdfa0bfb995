import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { HuntAction } from '../../__generated__/graphql';
import { failureMessage } from '../../api/errors';
import { REFRESH_PLAYER } from '../player/meQuery';
import { ACTIVE_COMBAT, HUNT, type Combat } from './huntOperations';
import { isThrottled } from './huntThrottle';

interface ShownCombat {
  combat: Combat;
  /** Loaded as it stood on the server (its past events need no replay), not the answer of a call. */
  resumed: boolean;
}

interface HuntState {
  shown: ShownCombat | null;
  /** A hunt call is on its way: the buttons wait for it. */
  busy: boolean;
  /** The visible text of a failed fetch (the details are only logged). */
  failure: string | null;
  /** Counts hunt calls actually sent (a throttled request is not one). */
  calls: number;
  hunt: (action: HuntAction) => Promise<void>;
}

/**
 * The hunt screen's fight: on every visit (`visitKey`) it shows the fight in progress or starts one
 * (a coffin hunt when `coffin`). Requests within HUNT_THROTTLE_MS of the last are ignored and the
 * last result stays; only one call runs at a time.
 */
export function useHunt(coffin: boolean, visitKey: string): HuntState {
  const client = useApolloClient();
  const [shown, setShown] = useState<ShownCombat | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [calls, setCalls] = useState(0);
  const inFlight = useRef(false);
  const lastCallAt = useRef<number | null>(null);
  const callsSent = useRef(0);
  const shownId = useRef<string | null>(null);

  const refreshPlayer = useCallback(() => {
    client.refetchQueries({ include: REFRESH_PLAYER }).catch((error: unknown) => {
      console.warn('player refresh after the hunt failed', error);
    });
  }, [client]);

  const show = useCallback((combat: Combat, resumed: boolean) => {
    shownId.current = combat.id ?? null;
    setShown({ combat, resumed });
    setFailure(null);
  }, []);

  const hunt = useCallback(
    async (action: HuntAction) => {
      const now = Date.now();
      if (inFlight.current || isThrottled(lastCallAt.current, now)) return;
      inFlight.current = true;
      lastCallAt.current = now;
      callsSent.current += 1;
      setCalls(callsSent.current);
      setBusy(true);
      try {
        const { data } = await client.mutate({ mutation: HUNT, variables: { action } });
        if (!data) throw new Error('the hunt answered without a combat');
        const combat = data.hunt;
        const started = !!combat.id && combat.id !== shownId.current;
        show(combat, false);
        // A new fight spent bait and started the cooldown; an ended one paid out XP and loot.
        if (!combat.errorMessage && (started || combat.combatEnded)) refreshPlayer();
      } catch (error) {
        console.warn('hunt failed', error);
        setFailure(failureMessage(error));
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [client, show, refreshPlayer],
  );

  // Each visit (clicking HUNT or COFFIN HUNT again is a new one) resumes the fight or starts one.
  useEffect(() => {
    let current = true;
    const callsBefore = callsSent.current;
    client
      .query({ query: ACTIVE_COMBAT, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        // A hunt call sent meanwhile answers with a newer state than this one.
        if (!current || callsSent.current !== callsBefore) return;
        const active = data?.me?.activeCombat;
        if (active) show(active, active.id !== shownId.current);
        else void hunt(coffin ? 'COFFIN' : 'ATTACK');
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.warn('active combat fetch failed', error);
        setFailure(failureMessage(error));
      });
    return () => {
      current = false;
    };
  }, [visitKey, coffin, client, hunt, show]);

  return { shown, busy, failure, calls, hunt };
}
