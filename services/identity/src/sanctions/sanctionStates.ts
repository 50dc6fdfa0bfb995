import {
  SANCTIONS_REFRESH_MS,
  markSanctionsLoaded,
  writeSanctionState,
  type Knex,
  type Logger,
  type Redis,
  type SanctionState,
} from '@vh/kit';
import { FEATURE_OF_KIND } from '@vh/contracts/client';
import { sanctions, type SanctionRow } from './sanctionRepository';

const RETRY_EVERY_MS = 1000;
const GIVE_UP_AFTER_MS = 10 * 60_000;

/** Per feature, the latest end of the open sanctions closing it (0 = permanent wins). */
export function stateOf(open: readonly SanctionRow[]): SanctionState {
  const state: SanctionState = {};
  for (const row of open) {
    const feature = FEATURE_OF_KIND[row.kind];
    if (!feature) continue;
    const end = row.ends_at ? row.ends_at.getTime() : 0;
    const held = state[feature];
    state[feature] = held === 0 || end === 0 ? 0 : Math.max(held ?? 0, end);
  }
  return state;
}

/**
 * Writes each player's sanction state to Redis (kit sanctions.ts) after a change commits, retrying
 * every second for ten minutes when Redis is away, and puts back the copies Redis lost every
 * SANCTIONS_REFRESH_MS (never over a newer write).
 */
export class SanctionStates {
  private readonly pending = new Map<string, number>();
  private retryTimer: NodeJS.Timeout | null = null;
  private refreshTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Knex,
    private readonly redis: Redis,
    private readonly logger: Logger,
    private readonly now: () => Date,
  ) {}

  /** The player's state from the database, written at once. */
  async publish(userId: string): Promise<void> {
    try {
      const now = this.now();
      await writeSanctionState(
        this.redis,
        userId,
        stateOf(await sanctions.open(this.db, now, userId)),
        now.getTime(),
      );
      this.pending.delete(userId);
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'sanction state not written yet; retrying');
      if (!this.pending.has(userId)) this.pending.set(userId, Date.now());
      this.retryTimer ??= setInterval(() => void this.retry(), RETRY_EVERY_MS);
    }
  }

  /** Every open sanction's copy where Redis has none, then the marker that copies are complete. */
  async refresh(): Promise<void> {
    const now = this.now();
    const byUser = new Map<string, SanctionRow[]>();
    for (const row of await sanctions.open(this.db, now)) {
      byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
    }
    for (const [userId, rows] of byUser) {
      await writeSanctionState(this.redis, userId, stateOf(rows), now.getTime(), true);
    }
    await markSanctionsLoaded(this.redis);
  }

  start(): void {
    const run = () =>
      this.refresh().catch((error: unknown) => this.logger.warn({ err: error }, 'sanction refresh failed'));
    void run();
    this.refreshTimer = setInterval(run, SANCTIONS_REFRESH_MS);
  }

  stop(): void {
    if (this.retryTimer) clearInterval(this.retryTimer);
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    this.retryTimer = this.refreshTimer = null;
  }

  private async retry(): Promise<void> {
    for (const [userId, since] of [...this.pending]) {
      if (Date.now() - since > GIVE_UP_AFTER_MS) {
        this.logger.error({ userId }, 'sanction state never written; the refresh writes it when missing');
        this.pending.delete(userId);
        continue;
      }
      await this.publish(userId);
    }
    if (this.pending.size === 0 && this.retryTimer) {
      clearInterval(this.retryTimer);
      this.retryTimer = null;
    }
  }
}
