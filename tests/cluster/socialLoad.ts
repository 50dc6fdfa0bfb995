/**
 * The social service under load (tests/cluster/resilience.ts): players befriend each other, send
 * each other the daily gift, claim it and part again, through the gateway, while pods are deleted or
 * rolled. Every answer is recorded; `socialProblems` then checks the social service's and the game's
 * rows against what the clients were told: every answered write there exactly once, nothing the
 * clients were not told of beyond what their unanswered calls may have done.
 *
 * Each pair of players belongs to one loop, which walks it through cycles of steps, one step every
 * few seconds: a asks b (requestFriend) and b accepts; then a removes b. In one cycle (the pair's
 * own, from the first to the tenth) a sends b today's gift before that and b claims it, then b sends
 * a theirs and a claims it (each sends each friend one a day). So friendships are made and ended and
 * gifts sent and claimed throughout the load, whichever pod is away.
 */
import { statusForCode } from '@vh/kit/stateless';
import type { Answer } from '../kit/gateway';
import { held, me } from '../kit/game';
import type { TestPlayer } from '../kit/players';
import { withServiceDb } from '../kit/serviceDb';

export type SocialAction = 'request' | 'accept' | 'gift' | 'claim' | 'unfriend';

/** A request that takes this long counts as unanswered, as in the hunt-and-trade load. */
const REQUEST_TIMEOUT_MS = 20_000;
/**
 * Each pair takes a step at most this often: every step tells each of the two at most one thing in
 * their inbox, and each player is in 7 pairs, so an inbox fills by under 2 lines a second, far from
 * the 500 the service keeps (older ones are pruned, which the checks could not tell from lost ones).
 */
const PAIR_PACE_MS = 4_000;
/** Pairs send their gifts in their first to tenth cycle: the day's gifts spread over a minute or so. */
const GIFT_CYCLES = 10;
/** The social service keeps this many lines per inbox (services/social/src/inbox/inbox.ts). */
const INBOX_KEPT = 500;
/** A kept-alive connection closed under the request: sent once more, as a browser does. */
const STALE_CONNECTION = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type GraphqlBody<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** One call's outcome: done (with the data), refused (a 4xx: nothing written), or unknown. */
type Outcome<T> = { done: T } | { refused: string } | { unknown: string };

/** What the load knows of one pair, and what it was told. */
export interface PairRecord {
  a: TestPlayer;
  b: TestPlayer;
  /** Friends as far as the answered calls tell (meaningless once `unanswered` > 0). */
  friends: boolean;
  giftSentBy: { a: boolean; b: boolean };
  /** Friend request ids answered to a's requestFriend. */
  requests: Set<string>;
  /** Of those, the ones b's accept was answered for. */
  accepted: Set<string>;
  /** Gift ids answered to a sendGift of this pair, with who sent it. */
  gifts: Map<string, 'a' | 'b'>;
  /** Gift ids whose claim was answered. */
  claims: Set<string>;
  /** Calls without an answer (5xx, dropped, timed out): the pair is left alone after one. */
  unanswered: number;
  /** Friend cycles done (a request and its end). */
  cycles: number;
  /** The cycle in which the pair sends its gifts. */
  giftCycle: number;
  /** When its last step started (epoch ms). */
  steppedAt: number;
}

interface Seen {
  at: number;
  action: SocialAction;
  failure: string | null;
}

function networkCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

async function withTimeout<T>(request: Promise<T>): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), REQUEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([request, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The outcome of one GraphQL answer: its errors' statuses tell a refusal (4xx) from a failure. */
function outcomeOf<T>(answer: Answer<GraphqlBody<T>>): Outcome<T> {
  if (answer.status >= 500) return { unknown: `${answer.status} ${answer.text.slice(0, 80)}` };
  const error = answer.body.errors?.[0];
  if (!error) {
    if (answer.status === 200 && answer.body.data) return { done: answer.body.data };
    return { unknown: `${answer.status} ${answer.text.slice(0, 80)}` };
  }
  const code = typeof error.extensions?.code === 'string' ? error.extensions.code : undefined;
  const status = typeof error.extensions?.status === 'number' ? error.extensions.status : statusForCode(code);
  const label = `${status} ${code ?? ''} ${error.message}`.trim();
  return status >= 500 ? { unknown: label } : { refused: label };
}

/**
 * One GraphQL write as a browser sends it: once, and once more when its kept-alive connection turned
 * out closed before any answer. A refusal of that second send may be the first send's doing (a
 * request already made), so it counts as unknown.
 */
async function write<T>(
  player: TestPlayer,
  query: string,
  variables: Record<string, unknown>,
): Promise<Outcome<T>> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let answer: Answer<GraphqlBody<T>> | 'timeout';
    try {
      answer = await withTimeout(player.client.graphql<T>(query, variables));
    } catch (error) {
      const code = networkCode(error);
      if (attempt === 0 && STALE_CONNECTION.has(code)) continue;
      return { unknown: `network ${code}` };
    }
    if (answer === 'timeout') return { unknown: 'timeout' };
    const outcome = outcomeOf(answer);
    if (attempt === 1 && 'refused' in outcome) return { unknown: `resent: ${outcome.refused}` };
    return outcome;
  }
  return { unknown: 'network' };
}

const REQUEST_FRIEND = `mutation SocialLoadRequest($name: String!) { requestFriend(name: $name) { id } }`;
const ANSWER_FRIEND = `mutation SocialLoadAnswer($id: ID!) { answerFriendRequest(id: $id, accept: true) }`;
const SEND_GIFT = `mutation SocialLoadGift($friendId: ID!) { sendGift(friendId: $friendId) { id } }`;
const CLAIM_GIFT = `mutation SocialLoadClaim($id: ID!) { claimGift(id: $id) { id status } }`;
const REMOVE_FRIEND = `mutation SocialLoadUnfriend($userId: ID!) { removeFriend(userId: $userId) }`;

/** Every pair of `players`, dealt round-robin to `loops` loops. */
function pairsOf(players: TestPlayer[]): PairRecord[] {
  const pairs: PairRecord[] = [];
  for (let i = 0; i < players.length; i += 1)
    for (let j = i + 1; j < players.length; j += 1)
      pairs.push({
        a: players[i]!,
        b: players[j]!,
        friends: false,
        giftSentBy: { a: false, b: false },
        requests: new Set(),
        accepted: new Set(),
        gifts: new Map(),
        claims: new Set(),
        unanswered: 0,
        cycles: 0,
        giftCycle: pairs.length % GIFT_CYCLES,
        steppedAt: 0,
      });
  return pairs;
}

export class SocialLoad {
  readonly pairs: PairRecord[];
  private readonly seen: Seen[] = [];
  private running = false;
  private loops: Promise<void>[] = [];

  /**
   * `players` all know each other by name in the social service already (its projection follows
   * identity's events). Each receives one gift a day from each other player, so at most 21 players
   * (20 claims a day each).
   */
  constructor(
    readonly players: TestPlayer[],
    private readonly loopCount = 4,
  ) {
    if (players.length > 21) throw new Error('at most 21 players: each claims one gift of every other a day');
    this.pairs = pairsOf(players);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loops = Array.from({ length: this.loopCount }, (_, loop) => {
      const pairs = this.pairs.filter((_, index) => index % this.loopCount === loop);
      // A loop's pairs take their turns spread over the pace, not all at once.
      const now = Date.now();
      pairs.forEach((pair, index) => {
        pair.steppedAt = now - PAIR_PACE_MS + (index * PAIR_PACE_MS) / pairs.length;
      });
      return this.loop(pairs);
    });
  }

  async pause(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** When `action` first succeeded at or after `since`; waits up to `timeoutMs`. */
  async firstSuccess(action: SocialAction, since: number, timeoutMs: number): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.seen.find((entry) => entry.action === action && !entry.failure && entry.at >= since);
      if (found) return found.at;
      if (Date.now() > deadline)
        throw new Error(
          `no successful ${action} within ${timeoutMs / 1000} s; ${this.describeFailures(since)}`,
        );
      await sleep(100);
    }
  }

  /** Successful calls of `action` from `since` to `until`. */
  successesBetween(action: SocialAction, since: number, until: number): number {
    return this.seen.filter(
      (entry) => entry.action === action && !entry.failure && entry.at >= since && entry.at <= until,
    ).length;
  }

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

  requestsSince(since: number): number {
    return this.seen.filter((entry) => entry.at >= since).length;
  }

  private note(action: SocialAction, failure: string | null): void {
    this.seen.push({ at: Date.now(), action, failure });
  }

  /** Runs a write and notes it; answers its data, or null when refused or unanswered. */
  private async call<T>(
    pair: PairRecord,
    action: SocialAction,
    player: TestPlayer,
    query: string,
    variables: Record<string, unknown>,
  ): Promise<T | null> {
    const outcome = await write<T>(player, query, variables);
    if ('done' in outcome) {
      this.note(action, null);
      return outcome.done;
    }
    if ('unknown' in outcome) {
      pair.unanswered += 1;
      this.note(action, outcome.unknown);
    } else this.note(action, outcome.refused);
    return null;
  }

  private async loop(pairs: PairRecord[]): Promise<void> {
    while (this.running) {
      const live = pairs.filter((pair) => pair.unanswered === 0);
      if (live.length === 0) return;
      for (const pair of live) {
        const wait = pair.steppedAt + PAIR_PACE_MS - Date.now();
        if (wait > 0) await sleep(wait);
        if (!this.running) return;
        pair.steppedAt = Date.now();
        await this.step(pair);
      }
    }
  }

  /** One step of a pair's walk (see the file's comment). */
  private async step(pair: PairRecord): Promise<void> {
    const { a, b } = pair;
    if (!pair.friends) {
      const asked = await this.call<{ requestFriend: { id: string } }>(pair, 'request', a, REQUEST_FRIEND, {
        name: b.name,
      });
      if (!asked) return;
      const id = asked.requestFriend.id;
      pair.requests.add(id);
      const accepted = await this.call(pair, 'accept', b, ANSWER_FRIEND, { id });
      if (!accepted) return;
      pair.accepted.add(id);
      pair.friends = true;
      return;
    }
    const giftDue = pair.cycles >= pair.giftCycle;
    const giver = !giftDue ? null : !pair.giftSentBy.a ? 'a' : !pair.giftSentBy.b ? 'b' : null;
    if (giver) {
      const [from, to] = giver === 'a' ? [a, b] : [b, a];
      const sent = await this.call<{ sendGift: { id: string } }>(pair, 'gift', from, SEND_GIFT, {
        friendId: to.id,
      });
      if (!sent) return;
      pair.giftSentBy[giver] = true;
      const id = sent.sendGift.id;
      pair.gifts.set(id, giver);
      if (await this.call(pair, 'claim', to, CLAIM_GIFT, { id })) pair.claims.add(id);
      return;
    }
    if (await this.call(pair, 'unfriend', a, REMOVE_FRIEND, { userId: b.id })) {
      pair.friends = false;
      pair.cycles += 1;
    }
  }
}

/** The gift item each player holds now (the opening, before the load, and the closing amounts). */
export async function giftItemHoldings(players: TestPlayer[], itemId: number): Promise<Map<string, number>> {
  const holdings = new Map<string, number>();
  for (const player of players) holdings.set(player.id, held(await me(player.client), itemId));
  return holdings;
}

interface SocialRows {
  notifications: { user_id: string; kind: string; dedupe_key: string | null }[];
  friendships: { user_id: string; friend_id: string }[];
  requests: { id: string; from_id: string; to_id: string }[];
  gifts: { id: string; from_id: string | null; to_id: string; claimed_at: Date | null; amount: number }[];
  payouts: { key: string; user_id: string; paid_at: Date | null; failure: string | null }[];
}

async function readSocial(userIds: string[]): Promise<SocialRows> {
  return withServiceDb('social', async (db) => {
    await db.query('begin isolation level repeatable read read only');
    try {
      const rows = async <T>(sql: string) => (await db.query(sql, [userIds])).rows as T[];
      return {
        notifications: await rows(
          'select user_id, kind, dedupe_key from notifications where user_id = any($1)',
        ),
        friendships: await rows('select user_id, friend_id from friendships where user_id = any($1)'),
        requests: await rows(
          'select id::text, from_id, to_id from friend_requests where from_id = any($1) or to_id = any($1)',
        ),
        gifts: await rows(
          'select id::text, from_id, to_id, claimed_at, amount from gifts where to_id = any($1)',
        ),
        payouts: await rows('select key, user_id, paid_at, failure from payouts where user_id = any($1)'),
      };
    } finally {
      await db.query('rollback');
    }
  });
}

async function giftExchanges(userIds: string[]) {
  return withServiceDb('game', async (db) => {
    const result = await db.query<{
      idempotency_key: string;
      user_id: string;
      items: { itemId: number; delta: number }[];
    }>(
      `select idempotency_key, user_id, items from exchanges
       where outcome = 'applied' and user_id = any($1) and idempotency_key like 'gift:%'`,
      [userIds],
    );
    return result.rows;
  });
}

/** What the rows say of one pair, against what its clients were told. */
function pairProblems(pair: PairRecord, rows: SocialRows): string[] {
  const { a, b } = pair;
  const label = `${a.name} & ${b.name}`;
  const problems: string[] = [];
  /** The ids in `userId`'s notifications keyed `<prefix>:<id>` (a friend request's, a gift's). */
  const keyed = (userId: string, prefix: string) =>
    rows.notifications
      .filter((row) => row.user_id === userId && row.dedupe_key?.startsWith(`${prefix}:`))
      .map((row) => row.dedupe_key!.slice(prefix.length + 1));
  // Requests: each answered one told b once (its notification is keyed by the request's id).
  const asked = keyed(b.id, 'friend-request');
  for (const id of pair.requests) {
    const times = asked.filter((found) => found === id).length;
    if (times !== 1) problems.push(`${label}: answered request ${id} told ${b.name} ${times} times`);
  }
  const pending = rows.requests.filter(
    (row) => (row.from_id === a.id && row.to_id === b.id) || (row.from_id === b.id && row.to_id === a.id),
  );

  const accepts = keyed(a.id, 'friend-accepted');
  for (const id of pair.accepted) {
    if (accepts.filter((found) => found === id).length !== 1)
      problems.push(`${label}: answered accept of ${id} is not recorded once`);
    if (pending.some((row) => row.id === id)) problems.push(`${label}: accepted request ${id} still pending`);
  }
  const ab = rows.friendships.some((row) => row.user_id === a.id && row.friend_id === b.id);
  const ba = rows.friendships.some((row) => row.user_id === b.id && row.friend_id === a.id);
  if (ab !== ba) problems.push(`${label}: a friendship in one direction only`);
  // Gifts: each answered one is a row of that sender and receiver; each answered claim paid once.
  for (const [id, giver] of pair.gifts) {
    const [from, to] = giver === 'a' ? [a, b] : [b, a];
    const gift = rows.gifts.find((row) => row.id === id);
    if (!gift || gift.from_id !== from.id || gift.to_id !== to.id)
      problems.push(`${label}: answered gift ${id} from ${from.name} is not there`);
    if (keyed(to.id, 'gift').filter((found) => found === id).length !== 1)
      problems.push(`${label}: gift ${id} did not tell ${to.name} exactly once`);
  }
  for (const id of pair.claims) {
    if (!rows.gifts.find((row) => row.id === id)?.claimed_at)
      problems.push(`${label}: answered claim of gift ${id} is not recorded`);
  }
  if (pair.unanswered === 0) {
    // The walk answers every request it makes before its next step: none may wait.
    if (pending.length > 0) problems.push(`${label}: ${pending.length} requests still pending`);
    if (ab !== pair.friends)
      problems.push(`${label}: friends ${ab}, but the clients were told ${pair.friends}`);
    const giftsBetween = rows.gifts.filter(
      (row) => (row.from_id === a.id && row.to_id === b.id) || (row.from_id === b.id && row.to_id === a.id),
    );
    const untold = giftsBetween.filter((row) => !pair.gifts.has(row.id));
    if (untold.length > 0) problems.push(`${label}: ${untold.length} gifts nobody was told of`);
    const unclaimed = [...pair.gifts.keys()].filter((id) => !pair.claims.has(id));
    if (unclaimed.some((id) => rows.gifts.find((row) => row.id === id)?.claimed_at))
      problems.push(`${label}: a gift claimed although no claim was answered`);
  }
  return problems;
}

/**
 * Problems of the social load's writes after it paused (empty when consistent): every answered
 * write there exactly once; every claimed gift paid once through the game's exchange, in the
 * receiver's inventory (`opening` holdings of `giftItem` plus the claimed gifts) and its payout
 * settled; nothing the clients were not told of beyond their unanswered calls.
 */
export async function socialProblems(
  load: SocialLoad,
  giftItem: number,
  opening: Map<string, number>,
): Promise<string[]> {
  const userIds = load.players.map((player) => player.id);
  const rows = await readSocial(userIds);
  for (const player of load.players) {
    const lines = rows.notifications.filter((row) => row.user_id === player.id).length;
    // A full inbox is pruned to its newest lines: a missing one would prove nothing.
    if (lines >= INBOX_KEPT) return [`${player.name}'s inbox holds ${lines} lines: slow the load down`];
  }
  const problems = load.pairs.flatMap((pair) => pairProblems(pair, rows));
  // Requests a player was told of that no answer named: only an unanswered call of a pair where
  // they are asked may have made one (each player is asked by several others).
  const answered = new Set(load.pairs.flatMap((pair) => [...pair.requests]));
  for (const player of load.players) {
    const untold = rows.notifications.filter(
      (row) =>
        row.user_id === player.id &&
        row.dedupe_key?.startsWith('friend-request:') &&
        !answered.has(row.dedupe_key.slice('friend-request:'.length)),
    ).length;
    const allowed = load.pairs
      .filter((pair) => pair.b.id === player.id)
      .reduce((sum, pair) => sum + pair.unanswered, 0);
    if (untold > allowed)
      problems.push(
        `${player.name}: ${untold} friend requests nobody was told of, ${allowed} unanswered calls`,
      );
  }
  const exchanges = await giftExchanges(userIds);
  const closing = await giftItemHoldings(load.players, giftItem);
  for (const player of load.players) {
    const claimed = rows.gifts.filter((row) => row.to_id === player.id && row.claimed_at);
    for (const gift of claimed) {
      const payout = rows.payouts.find((row) => row.key === `gift:${gift.id}`);
      if (!payout?.paid_at)
        problems.push(`gift ${gift.id} claimed by ${player.name}: payout ${payout?.failure ?? 'not paid'}`);
      const paid = exchanges.filter((row) => row.idempotency_key === `gift:${gift.id}`);
      if (paid.length !== 1 || paid[0]!.user_id !== player.id)
        problems.push(`gift ${gift.id} claimed by ${player.name} applied ${paid.length} times in the game`);
    }
    const claimedIds = new Set(claimed.map((gift) => `gift:${gift.id}`));
    const strays = exchanges.filter(
      (row) => row.user_id === player.id && !claimedIds.has(row.idempotency_key),
    );
    if (strays.length > 0) problems.push(`${player.name}: ${strays.length} gift payments of unclaimed gifts`);
    const expected = (opening.get(player.id) ?? 0) + claimed.reduce((sum, gift) => sum + gift.amount, 0);
    if (closing.get(player.id) !== expected)
      problems.push(`${player.name} holds ${closing.get(player.id)} of the gift item, expected ${expected}`);
  }
  return problems;
}
