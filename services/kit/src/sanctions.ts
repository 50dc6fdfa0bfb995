/**
 * Sanction checks (docs/sanctions.md#how-a-sanction-bites-at-once): identity owns the sanctions and,
 * after each change commits, writes the player's open features' end times to one Redis key. Every
 * replica of every service that owns a feature (social: gifts, board, coven; economy: market) reads
 * that key on each guarded write, so a sanction bites on its next call everywhere, with no cache to
 * invalidate, and lifts itself when its end time passes (the check compares it, no job needed).
 *
 * Losing Redis's copies: identity rewrites every open sanction's key (only where none is) every
 * SANCTIONS_REFRESH_MS and renews the `loaded` marker; a check that finds neither the player's key
 * nor the marker cannot tell "no sanction" from "copies lost" and answers 503 until identity wrote
 * them back (fail closed, at most one refresh period).
 */
import type { Redis } from 'ioredis';
import { FEATURE_CLOSED_MESSAGES, type SanctionFeature } from '@vh/contracts/client';
import { ForbiddenError, ServiceUnavailableError } from './errors';

/** Per feature, the end in Unix milliseconds, or 0 for permanent. A feature absent is open. */
export type SanctionState = Partial<Record<SanctionFeature, number>>;

export const SANCTIONS_LOADED_KEY = 'vh:sanctions:loaded';
/** How often identity writes missing copies back; the marker lives three periods. */
export const SANCTIONS_REFRESH_MS = 30_000;
/** An emptied state stays this long as `{}`, so a refresh that read the database before the lift cannot bring it back. */
const EMPTY_STATE_TTL_SECONDS = 600;
/** A state is kept a day past its last end (then it is open anyway). */
const KEEP_PAST_END_MS = 24 * 3600_000;

export function sanctionStateKey(userId: string): string {
  return `vh:sanctions:${userId}`;
}

/** The end of the feature's sanction if one is in force at `nowMs` (0 = permanent), else null. */
export function closedUntil(state: SanctionState, feature: SanctionFeature, nowMs: number): number | null {
  const end = state[feature];
  if (end === undefined) return null;
  return end === 0 || end > nowMs ? end : null;
}

function ttlMs(state: SanctionState, nowMs: number): number | null {
  const ends = Object.values(state);
  if (ends.includes(0)) return null;
  return Math.max(...ends) - nowMs + KEEP_PAST_END_MS;
}

/**
 * Writes a player's state (identity, after the change committed). `onlyIfMissing` is the refresh:
 * it never overwrites what a change wrote since.
 */
export async function writeSanctionState(
  redis: Redis,
  userId: string,
  state: SanctionState,
  nowMs: number,
  onlyIfMissing = false,
): Promise<void> {
  const key = sanctionStateKey(userId);
  const value = JSON.stringify(state);
  const ttl = Object.keys(state).length === 0 ? EMPTY_STATE_TTL_SECONDS * 1000 : ttlMs(state, nowMs);
  const args: (string | number)[] = [key, value];
  if (ttl !== null) args.push('PX', Math.max(1000, ttl));
  if (onlyIfMissing) args.push('NX');
  await redis.call('SET', ...args);
}

export async function markSanctionsLoaded(redis: Redis): Promise<void> {
  await redis.set(SANCTIONS_LOADED_KEY, '1', 'PX', SANCTIONS_REFRESH_MS * 3);
}

/** When a feature reopens, as players read it. */
function untilText(end: number): string {
  return end === 0 ? 'for good' : `until ${new Date(end).toISOString()}`;
}

/** Reads sanction states for one service's guarded writes. */
export class SanctionChecks {
  constructor(
    private readonly redis: Redis,
    private readonly now: () => number = Date.now,
  ) {}

  /** The player's state; 503 when Redis lost the copies and identity has not written them back. */
  async state(userId: string): Promise<SanctionState> {
    let values: (string | null)[];
    try {
      values = await this.redis.mget(sanctionStateKey(userId), SANCTIONS_LOADED_KEY);
    } catch {
      throw new ServiceUnavailableError('Sanctions cannot be checked right now. Please try again shortly.');
    }
    const [state, loaded] = values;
    if (state) return JSON.parse(state) as SanctionState;
    if (!loaded) {
      throw new ServiceUnavailableError('Sanctions cannot be checked right now. Please try again shortly.');
    }
    return {};
  }

  /** The end of the sanction closing `feature` for the player (0 = permanent), or null when open. */
  async closedUntil(userId: string, feature: SanctionFeature): Promise<number | null> {
    return closedUntil(await this.state(userId), feature, this.now());
  }

  /** 403 with the feature's documented message and its end when a sanction closes it. */
  async require(userId: string, feature: SanctionFeature): Promise<void> {
    const end = await this.closedUntil(userId, feature);
    if (end !== null) throw new ForbiddenError(`${FEATURE_CLOSED_MESSAGES[feature]} ${untilText(end)}`);
  }
}
