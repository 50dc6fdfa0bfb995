import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../hunt/usePrefersReducedMotion';
import { EVENT_MS, nextStop, type TimelineEvent } from './replayTimeline';

export interface ReplayPlayer {
  /** Events shown so far. */
  shown: number;
  playing: boolean;
  speed: number;
  ended: boolean;
  play: () => void;
  pause: () => void;
  step: () => void;
  restart: () => void;
  setSpeed: (speed: number) => void;
}

/**
 * Plays a fight's log event by event at the chosen speed; step jumps to the end of the next round.
 * It starts playing by itself; reduced motion starts paused, stepping round by round.
 */
export function useReplayPlayer(events: readonly TimelineEvent[]): ReplayPlayer {
  const reducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(0);
  const [playing, setPlaying] = useState(!reducedMotion);
  const [speed, setSpeed] = useState(1);
  const total = events.length;
  const ended = total > 0 && shown >= total;

  useEffect(() => {
    if (!playing || shown >= total) return;
    const timer = setTimeout(() => setShown((count) => Math.min(count + 1, total)), EVENT_MS / speed);
    return () => clearTimeout(timer);
  }, [playing, shown, total, speed]);

  return {
    shown: Math.min(shown, total),
    playing: playing && !ended,
    speed,
    ended,
    play: () => {
      if (ended) setShown(0);
      setPlaying(true);
    },
    pause: () => setPlaying(false),
    step: () => {
      setPlaying(false);
      setShown((count) => nextStop(events, count));
    },
    restart: () => setShown(0),
    setSpeed,
  };
}
