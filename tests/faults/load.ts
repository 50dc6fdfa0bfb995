import { randomUUID } from 'node:crypto';
import { resetCooldownAnswer, type CombatAnswer } from '../kit/game';
import type { Answer, GatewayClient } from '../kit/gateway';
import type { TestPlayer } from '../kit/players';
import { buySell, type ActionAnswer } from '../kit/shop';

export type Action = 'reset' | 'hunt' | 'buy' | 'sell';

/** What one player's client was told: the fights it was shown and the trades that went through. */
export interface ClientRecord {
  player: TestPlayer;
  /** Ids of the fights the game answered as played to the end. */
  combatIds: Set<string>;
  /** Hunts that got no answer (5xx, network, timeout): the game may or may not have played them. */
  unansweredHunts: number;
  /** Idempotency keys of the trades answered with success. */
  trades: Map<string, 'buy' | 'sell'>;
  /** Trades still without an answer when their retries ran out. */
  abandonedTrades: string[];
}

interface Seen {
  at: number;
  action: Action;
  /** Status and message of a failure; null for a success. */
  failure: string | null;
}

/** A request that takes this long counts as unanswered (the client gives up, as players do). */
const REQUEST_TIMEOUT_MS = 20_000;
/** A trade without an answer is retried with its key this long, then abandoned. */
const TRADE_RETRY_MS = 90_000;
const RETRY_PAUSE_MS = 250;
/** Pause between one loop's rounds, so a few players make a steady load, not a flood. */
const ROUND_PAUSE_MS = 100;
/** The merchant sells 1, 10, 100 or 1000 at a time. */
const LOT = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Attempt<T> = { answer: Answer<T> } | { failure: string };

/**
 * Connection failures that mean a kept-alive connection was closed under the request (the server
 * closed it as idle while shutting down) rather than a server that took the request and failed.
 */
const STALE_CONNECTION = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

async function attemptOnce<T>(request: Promise<Answer<T>>): Promise<Attempt<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Attempt<T>>((resolve) => {
    timer = setTimeout(() => resolve({ failure: 'timeout' }), REQUEST_TIMEOUT_MS);
  });
  const answered = request.then(
    (answer): Attempt<T> => ({ answer }),
    (error: unknown): Attempt<T> => ({ failure: `network ${networkCode(error)}` }),
  );
  try {
    return await Promise.race([answered, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One request as a browser sends it: when its kept-alive connection turns out closed before any
 * answer, it is sent once more on a new connection (browsers do this themselves; Node's fetch does
 * not). The ledger checks still catch a request that the first connection did carry out.
 */
async function attempt<T>(send: () => Promise<Answer<T>>): Promise<Attempt<T>> {
  const first = await attemptOnce(send());
  if ('failure' in first && STALE_CONNECTION.has(first.failure.replace(/^network /, ''))) {
    return attemptOnce(send());
  }
  return first;
}

function networkCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

function restFailure(answer: Answer<unknown>): string {
  const message = (answer.body as { message?: unknown } | null)?.message;
  return `${answer.status} ${typeof message === 'string' ? message : answer.text.slice(0, 80)}`;
}

/** 5xx, a dropped connection or a timeout: the request may or may not have been carried out. */
const unanswered = (result: Attempt<unknown>) => 'failure' in result || result.answer.status >= 500;

/**
 * A few players hunting and trading through the gateway, each with two loops: one where the admin
 * resets the cooldown and the player quick-hunts, one where the player buys ten of their bait and
 * sells ten back. Every answer is recorded, so the drills can count failures and check each success
 * against the services' ledgers afterwards.
 */
export class HuntAndTradeLoad {
  readonly records: ClientRecord[];
  private readonly seen: Seen[] = [];
  private running = false;
  private loops: Promise<void>[] = [];

  constructor(
    players: TestPlayer[],
    private readonly admin: GatewayClient,
    private readonly baitId: number,
  ) {
    this.records = players.map((player) => ({
      player,
      combatIds: new Set(),
      unansweredHunts: 0,
      trades: new Map(),
      abandonedTrades: [],
    }));
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loops = this.records.flatMap((record) => [this.huntLoop(record), this.tradeLoop(record)]);
  }

  /** Stops the loops and waits for every request in flight (trades finish their retries). */
  async pause(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** When `action` first succeeded at or after `since`; waits up to `timeoutMs`. */
  async firstSuccess(action: Action, since: number, timeoutMs: number): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.seen.find((entry) => entry.action === action && !entry.failure && entry.at >= since);
      if (found) return found.at;
      if (Date.now() > deadline) {
        throw new Error(
          `no successful ${action} within ${timeoutMs / 1000} s; ${this.describeFailures(since)}`,
        );
      }
      await sleep(100);
    }
  }

  /** Failures since `since`, counted by action, status and message. */
  failuresSince(since: number): Map<string, number> {
    const counts = new Map<string, number>();
    for (const { at, action, failure } of this.seen) {
      if (at < since || !failure) continue;
      const label = `${action}: ${failure}`;
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    return counts;
  }

  describeFailures(since: number): string {
    const counts = [...this.failuresSince(since)].map(([label, count]) => `${count} × ${label}`);
    return counts.length > 0 ? `failures: ${counts.join('; ')}` : 'no failures';
  }

  /** Requests answered or given up on since `since` (a trade's retries count each). */
  requestsSince(since: number): number {
    return this.seen.filter((entry) => entry.at >= since).length;
  }

  successCount(action: Action): number {
    return this.seen.filter((entry) => entry.action === action && !entry.failure).length;
  }

  private note(action: Action, failure: string | null): void {
    this.seen.push({ at: Date.now(), action, failure });
  }

  private async huntLoop(record: ClientRecord): Promise<void> {
    while (this.running) {
      if (await this.resetCooldown(record)) await this.hunt(record);
      await sleep(ROUND_PAUSE_MS);
    }
  }

  private async tradeLoop(record: ClientRecord): Promise<void> {
    while (this.running) {
      await this.trade(record, 'buy', LOT);
      await this.trade(record, 'sell', -LOT);
      await sleep(ROUND_PAUSE_MS);
    }
  }

  private async resetCooldown(record: ClientRecord): Promise<boolean> {
    const result = await attempt(() => resetCooldownAnswer(this.admin, record.player.id));
    if ('failure' in result) {
      this.note('reset', result.failure);
      return false;
    }
    const error = result.answer.body.errors?.[0];
    if (result.answer.status !== 200 || error) {
      const code = error?.extensions?.code ?? '';
      this.note('reset', `${result.answer.status} ${code} ${error?.message ?? result.answer.text}`.trim());
      return false;
    }
    this.note('reset', null);
    return true;
  }

  private async hunt(record: ClientRecord): Promise<void> {
    const result = await attempt(() => record.player.client.get<CombatAnswer>('/api/Game/quickhunt'));
    if (unanswered(result)) record.unansweredHunts += 1;
    if ('failure' in result) return this.note('hunt', result.failure);
    const { status, body } = result.answer;
    if (status !== 200) return this.note('hunt', restFailure(result.answer));
    if (body.errorMessage || !body.id || !body.combatEnded) {
      return this.note('hunt', `200 ${body.errorMessage ?? 'fight not ended'}`);
    }
    if (record.combatIds.has(body.id)) return this.note('hunt', `200 repeated fight ${body.id}`);
    record.combatIds.add(body.id);
    this.note('hunt', null);
  }

  /** One trade, retried with the same idempotency key until it has an answer, as a good client does. */
  private async trade(record: ClientRecord, kind: 'buy' | 'sell', amount: number): Promise<void> {
    const key = randomUUID();
    const giveUpAt = Date.now() + TRADE_RETRY_MS;
    for (;;) {
      const result = await attempt<ActionAnswer>(() =>
        buySell(record.player.client, this.baitId, amount, key),
      );
      if (!unanswered(result)) {
        const { answer } = result as { answer: Answer<ActionAnswer> };
        if (answer.status === 200 && answer.body.success) {
          record.trades.set(key, kind);
          return this.note(kind, null);
        }
        return this.note(kind, answer.status === 200 ? `200 ${answer.body.message}` : restFailure(answer));
      }
      this.note(kind, 'failure' in result ? result.failure : restFailure(result.answer));
      if (Date.now() > giveUpAt) {
        record.abandonedTrades.push(key);
        return;
      }
      await sleep(RETRY_PAUSE_MS);
    }
  }
}
