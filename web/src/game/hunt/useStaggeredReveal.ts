import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** Time between two combat log lines appearing. */
const REVEAL_STEP_MS = 250;

interface Reveal {
  key: string;
  shown: number;
}

/**
 * How many of `total` items to show: new items appear one after another, `stepMs` apart. A new
 * `resetKey` (another fight) starts over, from nothing or, with `showAllAtOnce`, from everything
 * already there (a fight resumed from the server need not replay). Reduced motion shows all at once.
 * `skip` reveals everything now.
 */
export function useStaggeredReveal(
  total: number,
  resetKey: string,
  showAllAtOnce: boolean,
  stepMs = REVEAL_STEP_MS,
): { shown: number; skip: () => void } {
  const reducedMotion = usePrefersReducedMotion();
  const [reveal, setReveal] = useState<Reveal>({ key: resetKey, shown: showAllAtOnce ? total : 0 });

  // Another fight: start over during render, so the old count never shows against the new list.
  let current = reveal;
  if (reveal.key !== resetKey) {
    current = { key: resetKey, shown: showAllAtOnce ? total : 0 };
    setReveal(current);
  }
  const shown = reducedMotion ? total : Math.min(current.shown, total);

  useEffect(() => {
    if (reducedMotion || shown >= total) return;
    const timer = setTimeout(
      () =>
        setReveal((state) =>
          state.key === resetKey ? { ...state, shown: Math.min(state.shown, total) + 1 } : state,
        ),
      stepMs,
    );
    return () => clearTimeout(timer);
  }, [reducedMotion, shown, total, resetKey, stepMs]);

  const skip = () => setReveal({ key: resetKey, shown: total });
  return { shown, skip };
}
