/**
 * The replay's timeline: which events are shown, where "step" goes next, and both sides' health
 * after the events shown, worked out from the log itself (damage to a target, healing to its owner).
 */

export interface TimelineEvent {
  round: number;
  attackerName?: string | null;
  targetName?: string | null;
  damage: number;
  healing: number;
}

export interface Side {
  name: string;
  maxHealth: number;
}

/** Replay speeds offered, as multipliers of the normal pace. */
export const REPLAY_SPEEDS = [0.5, 1, 2, 4] as const;

/** Time between two events at speed 1. */
export const EVENT_MS = 600;

/** Where "step" goes: past every event of the round the next event belongs to. */
export function nextStop(events: readonly TimelineEvent[], shown: number): number {
  const next = events[shown];
  if (!next) return events.length;
  let stop = shown;
  while (stop < events.length && events[stop]!.round === next.round) stop++;
  return stop;
}

/** Both sides' health after the first `shown` events (never below 0 nor above the maximum). */
export function healthAfter(
  events: readonly TimelineEvent[],
  shown: number,
  player: Side,
  enemy: Side,
): { player: number; enemy: number } {
  const health = { player: player.maxHealth, enemy: enemy.maxHealth };
  const sideOf = (name: string | null | undefined) =>
    name === player.name ? 'player' : name === enemy.name ? 'enemy' : null;
  const clamp = (side: 'player' | 'enemy') => {
    const max = side === 'player' ? player.maxHealth : enemy.maxHealth;
    health[side] = Math.min(Math.max(health[side], 0), max);
  };
  for (const event of events.slice(0, shown)) {
    // A retainer's blow names the retainer as attacker; its target is still a side.
    const target = sideOf(event.targetName);
    if (event.damage > 0 && target) {
      health[target] -= event.damage;
      clamp(target);
    }
    const healed = sideOf(event.attackerName);
    if (event.healing > 0 && healed) {
      health[healed] += event.healing;
      clamp(healed);
    }
  }
  return health;
}

/** The round being shown: the round of the last event shown (0 before the first round). */
export function roundShown(events: readonly TimelineEvent[], shown: number): number {
  return shown > 0 ? (events[shown - 1]?.round ?? 0) : 0;
}
