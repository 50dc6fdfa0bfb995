import type { Client } from 'pg';
import { balance, me } from '../kit/game';
import { myXpRow } from '../kit/ladder';
import { withServiceDb } from '../kit/serviceDb';
import type { ClientRecord } from './load';

/** Journal entry types that move XP or currencies (services/game journalRepository's JOURNAL). */
const COMBAT_ENTRY = 1;
const MISSION_REWARD_ENTRY = 3;
const GOLD = 'VGC';

type Amounts = Map<string, number>;

interface GameRows {
  players: { user_id: string; xp: number }[];
  holdings: { user_id: string; short_name: string; amount: number }[];
  journal: {
    user_id: string;
    type: number;
    combat_info: CombatInfo | null;
    data: { reward?: string } | null;
  }[];
  exchanges: {
    user_id: string;
    idempotency_key: string;
    currencies: { shortName: string; delta: number }[];
    items: { itemId: number; delta: number }[];
  }[];
}

interface CombatInfo {
  combatId: number | null;
  autoHunt: boolean;
  rewardXP: number;
  goldChange: number;
  reward: { name: string; value: number }[];
}

/** The game's rows of these players, read in one snapshot (the game writes each change in one transaction). */
async function readGame(userIds: string[]): Promise<GameRows> {
  return withServiceDb('game', async (db) => {
    await db.query('begin isolation level repeatable read read only');
    try {
      const rows = async <T>(sql: string) => (await db.query(sql, [userIds])).rows as T[];
      return {
        players: await rows('select user_id, xp from players where user_id = any($1)'),
        holdings: await rows(
          'select user_id, short_name, amount from player_currencies where user_id = any($1)',
        ),
        journal: await rows(
          'select user_id, type, combat_info, data from journal_entries where user_id = any($1)',
        ),
        exchanges: await rows(
          `select user_id, idempotency_key, currencies, items from exchanges
           where outcome = 'applied' and user_id = any($1)`,
        ),
      };
    } finally {
      await db.query('rollback');
    }
  });
}

const add = (amounts: Amounts, name: string, delta: number) =>
  amounts.set(name, (amounts.get(name) ?? 0) + Number(delta));

/** What the player's ledgers add up to: the journal's fights and mission rewards, and every exchange. */
function ledgerOf(rows: GameRows, userId: string): { xp: number; currencies: Amounts } {
  const currencies: Amounts = new Map();
  let xp = 0;
  for (const entry of rows.journal.filter((row) => row.user_id === userId)) {
    if (entry.type === COMBAT_ENTRY && entry.combat_info) {
      xp += entry.combat_info.rewardXP;
      for (const { name, value } of entry.combat_info.reward) add(currencies, name, value);
      if (entry.combat_info.goldChange) add(currencies, GOLD, entry.combat_info.goldChange);
    }
    if (entry.type === MISSION_REWARD_ENTRY && entry.data?.reward) {
      const reward = JSON.parse(entry.data.reward) as {
        xp: number;
        currencies: { name: string; value: number }[];
      };
      xp += reward.xp;
      for (const { name, value } of reward.currencies) add(currencies, name, value);
    }
  }
  for (const exchange of rows.exchanges.filter((row) => row.user_id === userId)) {
    for (const { shortName, delta } of exchange.currencies) add(currencies, shortName, delta);
  }
  return { xp, currencies };
}

function holdingsOf(rows: GameRows, userId: string): Amounts {
  const amounts: Amounts = new Map();
  for (const row of rows.holdings.filter((entry) => entry.user_id === userId))
    add(amounts, row.short_name, row.amount);
  return amounts;
}

/** Per player and currency: the balance minus its ledger. Constant unless something was lost or doubled. */
export type OpeningBalances = Map<string, Amounts>;

function openingFrom(rows: GameRows, userId: string): Amounts {
  const holdings = holdingsOf(rows, userId);
  const { currencies } = ledgerOf(rows, userId);
  const opening: Amounts = new Map();
  for (const name of new Set([...holdings.keys(), ...currencies.keys()])) {
    opening.set(name, (holdings.get(name) ?? 0) - (currencies.get(name) ?? 0));
  }
  return opening;
}

export async function openingBalances(records: ClientRecord[]): Promise<OpeningBalances> {
  const userIds = records.map((record) => record.player.id);
  const rows = await readGame(userIds);
  return new Map(userIds.map((userId) => [userId, openingFrom(rows, userId)]));
}

const sameAmounts = (a: Amounts, b: Amounts) =>
  [...new Set([...a.keys(), ...b.keys()])].every((name) => (a.get(name) ?? 0) === (b.get(name) ?? 0));
const show = (amounts: Amounts) => JSON.stringify(Object.fromEntries(amounts));

/** The ids of a player's own (not auto-hunt) fights in the journal, one per journal row. */
function journalFights(record: ClientRecord, rows: GameRows): string[] {
  return rows.journal
    .filter((row) => row.user_id === record.player.id && row.type === COMBAT_ENTRY && row.combat_info)
    .filter((row) => !row.combat_info!.autoHunt)
    .map((row) => String(row.combat_info!.combatId));
}

/** Every hunt the client was shown is in the journal once; unexplained fights only for unanswered calls. */
function huntProblems(record: ClientRecord, rows: GameRows): string[] {
  const fights = journalFights(record, rows);
  const problems: string[] = [];
  for (const id of record.combatIds) {
    const times = fights.filter((fight) => fight === id).length;
    if (times !== 1) problems.push(`fight ${id} answered to the client is in the journal ${times} times`);
  }
  const unexplained = fights.filter((fight) => !record.combatIds.has(fight)).length;
  if (unexplained > record.unansweredHunts) {
    problems.push(
      `${unexplained} fights in the journal the client never saw, but only ${record.unansweredHunts} unanswered hunts`,
    );
  }
  return problems;
}

interface TradeRow {
  id: string;
  idempotency_key: string;
  status: string;
  kind: string;
  currencies: { shortName: string; delta: number }[];
}

async function tradesOf(record: ClientRecord): Promise<TradeRow[]> {
  return withServiceDb('economy', async (db: Client) => {
    const result = await db.query<TradeRow>(
      'select id, idempotency_key, status, kind, currencies from trades where user_id = $1',
      [record.player.id],
    );
    return result.rows;
  });
}

/** The client's successful trades = economy's applied trades = the game's applied exchanges for them. */
async function tradeProblems(record: ClientRecord, rows: GameRows): Promise<string[]> {
  const trades = await tradesOf(record);
  const problems: string[] = [];
  const pending = trades.filter((trade) => trade.status === 'pending');
  if (pending.length > 0) problems.push(`${pending.length} trades still pending`);
  const applied = trades.filter((trade) => trade.status === 'applied');
  for (const [key, kind] of record.trades) {
    const found = applied.filter((trade) => trade.idempotency_key === key);
    if (found.length !== 1 || found[0]!.kind !== kind) {
      problems.push(`${kind} ${key} answered with success has ${found.length} applied trade rows`);
    }
  }
  const unexplained = applied.filter((trade) => !record.trades.has(trade.idempotency_key));
  if (unexplained.length > 0)
    problems.push(`${unexplained.length} applied trades the client was never told of`);
  if (record.abandonedTrades.length > 0)
    problems.push(`${record.abandonedTrades.length} trades never answered`);

  const exchanges = rows.exchanges.filter(
    (row) => row.user_id === record.player.id && row.idempotency_key.startsWith('trade:'),
  );
  const appliedIds = new Set(applied.map((trade) => `trade:${trade.id}`));
  const orphans = exchanges.filter((row) => !appliedIds.has(row.idempotency_key));
  if (orphans.length > 0)
    problems.push(`${orphans.length} trade exchanges in the game without an applied trade`);
  for (const trade of applied) {
    const exchange = exchanges.find((row) => row.idempotency_key === `trade:${trade.id}`);
    if (!exchange) problems.push(`applied trade ${trade.id} has no exchange in the game`);
    else if (JSON.stringify(exchange.currencies) !== JSON.stringify(trade.currencies)) {
      problems.push(`trade ${trade.id}: the game applied ${JSON.stringify(exchange.currencies)}`);
    }
  }
  return problems;
}

/** Payments' grant entries and the game's exchanges of them are the same set, each applied once. */
async function paymentProblems(record: ClientRecord, rows: GameRows): Promise<string[]> {
  const entries = await withServiceDb('payments', async (db: Client) => {
    const result = await db.query<{ exchange_key: string }>(
      'select exchange_key from payment_entries where user_id = $1',
      [record.player.id],
    );
    return result.rows.map((row) => row.exchange_key);
  });
  const exchanges = new Set(rows.exchanges.map((row) => row.idempotency_key));
  return entries
    .filter((key) => !exchanges.has(key))
    .map((key) => `payment entry ${key} was never applied by the game`);
}

/** The game's XP and balances as the API shows them, and the ladder's XP, against the ledgers. */
async function playerProblems(record: ClientRecord, rows: GameRows, opening: Amounts): Promise<string[]> {
  const { player } = record;
  const problems: string[] = [];
  const ledger = ledgerOf(rows, player.id);
  // bigint columns arrive as strings in the tests' pg client.
  const xp = Number(rows.players.find((row) => row.user_id === player.id)?.xp ?? 0);
  if (xp !== ledger.xp) problems.push(`XP ${xp} but its events add up to ${ledger.xp}`);
  const balances = openingFrom(rows, player.id);
  if (!sameAmounts(balances, opening)) {
    problems.push(`balances minus ledger ${show(balances)}, was ${show(opening)} before the drills`);
  }
  const seen = await me(player.client);
  if (seen.xp !== xp) problems.push(`the API shows XP ${seen.xp}, the database ${xp}`);
  for (const [name, amount] of holdingsOf(rows, player.id)) {
    if (balance(seen, name) !== amount)
      problems.push(`the API shows ${balance(seen, name)} ${name}, the database ${amount}`);
  }
  const row = await myXpRow(player.client);
  if ((row?.xp ?? 0) !== ledger.xp)
    problems.push(`the ladder shows XP ${row?.xp ?? 'unranked'}, the events ${ledger.xp}`);
  return problems;
}

/**
 * Everything the drills promise, for every player of the load: no hunt, trade or payment grant lost or
 * doubled, balances equal to their ledgers, the ladder equal to the XP events. Empty when consistent.
 */
export async function inconsistencies(records: ClientRecord[], opening: OpeningBalances): Promise<string[]> {
  const rows = await readGame(records.map((record) => record.player.id));
  const problems: string[] = [];
  for (const record of records) {
    const found = [
      ...huntProblems(record, rows),
      ...(await tradeProblems(record, rows)),
      ...(await paymentProblems(record, rows)),
      ...(await playerProblems(record, rows, opening.get(record.player.id)!)),
    ];
    problems.push(...found.map((problem) => `${record.player.name}: ${problem}`));
  }
  return problems;
}

/** Successes the clients were told of (fights shown, trades answered), and how many of them are lost or doubled. */
export interface AnsweredOutcomes {
  answered: number;
  /** Told of, but not in the ledgers. */
  lost: number;
  /** Told of once, but in the ledgers more than once. */
  doubled: number;
}

export async function answeredOutcomes(records: ClientRecord[]): Promise<AnsweredOutcomes> {
  const rows = await readGame(records.map((record) => record.player.id));
  const outcome = { answered: 0, lost: 0, doubled: 0 };
  const count = (times: number) => {
    outcome.answered += 1;
    if (times === 0) outcome.lost += 1;
    if (times > 1) outcome.doubled += 1;
  };
  for (const record of records) {
    const fights = journalFights(record, rows);
    for (const id of record.combatIds) count(fights.filter((fight) => fight === id).length);
    const applied = (await tradesOf(record)).filter((trade) => trade.status === 'applied');
    for (const key of record.trades.keys())
      count(applied.filter((trade) => trade.idempotency_key === key).length);
  }
  return outcome;
}
