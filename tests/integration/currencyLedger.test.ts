import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { exchange } from '../kit/exchange';
import { balance, huntToEnd, me, pastRepeatWindow, resetCooldown } from '../kit/game';
import type { GatewayClient } from '../kit/gateway';
import { boughtThroughSandbox, packageNamed } from '../kit/payments';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import { graphqlData } from '../kit/seasons';
import { withServiceDb } from '../kit/serviceDb';
import { buySell, setPlayer, shop, type AdminItem } from '../kit/shop';
import { stackInfo } from '../kit/stackInfo';
import { eventually } from '../kit/wait';

const GOLD = 'VGC';
const ROOT = path.resolve(__dirname, '..', '..');

interface LedgerEntry {
  id: string;
  currency: string;
  delta: number;
  balanceAfter: number;
  source: string;
  reference: string;
  at: string;
}

const ENTRY = 'id currency delta balanceAfter source reference at';

const MY_LEDGER = `query ($filter: CurrencyLedgerFilter, $after: String, $limit: Int) {
  me { currencyLedger(filter: $filter, after: $after, limit: $limit) { entries { ${ENTRY} } nextCursor } } }`;
const USER_LEDGER = `query ($id: ID!, $filter: CurrencyLedgerFilter, $after: String, $limit: Int) {
  user(id: $id) { currencyLedger(filter: $filter, after: $after, limit: $limit) { entries { ${ENTRY} } nextCursor } } }`;
const MY_FLOW = `query ($days: Int!) { me { currencyFlow(days: $days) {
  currency balance balanceBefore credited debited sources { source credited debited changes } } } }`;

type Slice = { entries: LedgerEntry[]; nextCursor: string | null };

/** Every ledger row of the player, newest first, read page by page as a client does. */
async function wholeLedger(client: GatewayClient, filter: Record<string, unknown> = {}, limit = 3) {
  const rows: LedgerEntry[] = [];
  let after: string | null = null;
  do {
    const data: { me: { currencyLedger: Slice } } = await graphqlData(client, MY_LEDGER, {
      filter,
      limit,
      ...(after ? { after } : {}),
    });
    rows.push(...data.me.currencyLedger.entries);
    after = data.me.currencyLedger.nextCursor;
  } while (after);
  return rows;
}

/** The player's balances and ledger sums straight from the game's database (one snapshot). */
async function storedSums(userId: string) {
  return withServiceDb('game', async (db) => {
    const result = await db.query<{ currency: string; balance: string; ledger_sum: string; rows: string }>(
      `select coalesce(b.short_name, l.currency) as currency, coalesce(b.amount, 0) as balance,
              coalesce(l.sum, 0) as ledger_sum, coalesce(l.rows, 0) as rows
       from (select short_name, amount from player_currencies where user_id = $1) b
       full join (select currency, sum(delta) as sum, count(*) as rows from currency_ledger
                  where user_id = $1 group by currency) l on l.currency = b.short_name`,
      [userId],
    );
    return result.rows.map((row) => ({
      currency: row.currency,
      balance: Number(row.balance),
      ledgerSum: Number(row.ledger_sum),
      rows: Number(row.rows),
    }));
  });
}

async function expectBalanced(player: TestPlayer) {
  const sums = await storedSums(player.id);
  for (const pair of sums)
    expect({ currency: pair.currency, sum: pair.ledgerSum }).toEqual({
      currency: pair.currency,
      sum: pair.balance,
    });
  // What the player sees agrees: each currency's newest row is its balance now.
  const shown = await me(player.client);
  const ledger = await wholeLedger(player.client, {}, 100);
  for (const { shortName, value } of shown.currencies) {
    const newest = ledger.find((row) => row.currency === shortName);
    expect({ shortName, balance: newest?.balanceAfter ?? 0 }).toEqual({ shortName, balance: value });
  }
  return ledger;
}

/** Runs npm run ledger:verify's script on the test stack's databases. */
async function ledgerVerify(): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await promisify(execFile)(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      [path.join(ROOT, 'scripts', 'ledger-verify.ts'), '--test', '--limit', '100'],
      { cwd: ROOT, timeout: 120_000 },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

async function mismatchMetric(): Promise<number> {
  const text = await (await fetch(stackInfo().metricsUrls.game!)).text();
  const line = text.split('\n').find((entry) => entry.startsWith('vh_game_ledger_mismatches '));
  return line ? Number(line.split(' ')[1]) : NaN;
}

describe('the currency ledger', () => {
  let admin: GatewayClient;
  let player: TestPlayer;

  beforeAll(async () => {
    admin = await adminClient();
    player = await activatedPlayer();
  });

  it('starts with the starter kit and records every hunt reward with its fight, balances adding up', async () => {
    const first = await expectBalanced(player);
    expect(first.every((row) => row.source === 'STARTER_KIT')).toBe(true);
    const fights: string[] = [];
    for (let hunt = 0; hunt < 4; hunt += 1) {
      await resetCooldown(admin, player.id);
      const fight = await huntToEnd(player.client);
      expect(fight.errorMessage).toBeNull();
      fights.push(String(fight.id));
      await pastRepeatWindow();
    }
    const ledger = await expectBalanced(player);
    const hunts = ledger.filter((row) => row.source === 'HUNT');
    // Every hunt row names one of the fights; won fights paid (VGC at least, with the thief's gold in the same row).
    expect(hunts.length).toBeGreaterThan(0);
    for (const row of hunts) expect(fights).toContain(row.reference);
    // Each row follows from the one before it, oldest first.
    const byCurrency = new Map<string, number>();
    for (const row of [...ledger].reverse()) {
      expect(row.balanceAfter).toBe((byCurrency.get(row.currency) ?? 0) + row.delta);
      byCurrency.set(row.currency, row.balanceAfter);
    }
  });

  it("records an admin's edit, merchant trades and a premium subscription's coins, each with its source and key", async () => {
    await setPlayer(admin, player, { currencies: [{ name: GOLD, value: 50_000 }] });
    const jewel = (await shop(player.client, 'GetJewel')).body;
    const bait = jewel.find((item) => item.price.some((entry) => entry.shortName === GOLD));
    expect(bait).toBeDefined();
    expect((await buySell(player.client, bait!.id, 10)).body.success).toBe(true);
    // A sale of something that has a refund.
    const items = new Map(
      (await admin.get<AdminItem[]>('/api/item')).body.map((item) => [item.id, item] as const),
    );
    const held = (await me(player.client)).inventory.find(
      (entry) => entry.amount > 0 && (items.get(entry.itemId)?.refund.length ?? 0) > 0,
    );
    if (held) expect((await buySell(player.client, held.itemId, -1)).body.success).toBe(true);

    const silver = await packageNamed(player.client, 'Silver Subscription');
    await boughtThroughSandbox(player.client, silver.id);

    // The subscription's coins arrive by the payments event: wait for them, then compare at rest.
    await eventually(
      () => wholeLedger(player.client, {}, 100),
      (rows) => rows.some((row) => row.source === 'PREMIUM_GRANT'),
    );
    const ledger = await expectBalanced(player);
    const admins = ledger.filter((row) => row.source === 'ADMIN_GRANT');
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ currency: GOLD, balanceAfter: 50_000 });
    expect(admins[0]!.reference).toMatch(/^admin:/);
    const merchant = ledger.filter((row) => row.source === 'MERCHANT');
    expect(merchant.length).toBe(held ? 2 : 1);
    for (const row of merchant) expect(row.reference).toMatch(/^trade:/);
    expect(merchant.some((row) => row.delta < 0)).toBe(true);
    const premium = ledger.filter((row) => row.source === 'PREMIUM_GRANT');
    expect(premium).toHaveLength(1);
    expect(premium[0]!.reference).toMatch(/^payment:/);
    expect(premium[0]!.delta).toBeGreaterThan(0);
  });

  it("records analytics' league and tournament rewards and social's payouts, each paid by its own job, by their keys", async () => {
    // Payouts as the services decide them: rows their jobs pay through the exchange with the row's key.
    const ref = 900_000_000 + Math.floor(Math.random() * 100_000_000);
    await withServiceDb('analytics', (db) =>
      db.query(
        `insert into payouts (competition, ref, user_id, rank, tier, currency, currency_amount)
         values ('league', $1, $2, 1, 1, $3, 11), ('tournament', $1, $2, 2, null, $3, 13)`,
        [ref, player.id, GOLD],
      ),
    );
    await withServiceDb('social', (db) =>
      db.query(
        `insert into payouts (key, user_id, reason, currency, currency_amount)
         values ($1, $2, 'expedition share', $3, 17), ($4, $2, 'daily gift', $3, 19)`,
        [`expedition:${ref}:${player.id}`, player.id, GOLD, `gift:${ref}`],
      ),
    );
    // Another service's credit (the load tool's, the tests') is 'other'.
    const other = await exchange(
      { userId: player.id, currencies: [{ shortName: GOLD, delta: 23 }], items: [] },
      'tests',
    );
    expect(other.status).toBe('applied');

    // The jobs pay in their own time: once all four rows are there, nothing more is in flight, and
    // the balances, the sums and what the player sees must agree (read while a payout lands, the
    // balance and the ledger read after it would not).
    await eventually(
      () => wholeLedger(player.client, {}, 100),
      (rows) => rows.filter((row) => row.reference.includes(String(ref))).length === 4,
    );
    const ledger = await expectBalanced(player);
    const paid = (source: string) => ledger.find((row) => row.source === source);
    expect(paid('LEAGUE_REWARD')).toMatchObject({ delta: 11, reference: `league:${ref}:${player.id}` });
    expect(paid('TOURNAMENT_REWARD')).toMatchObject({
      delta: 13,
      reference: `tournament:${ref}:${player.id}`,
    });
    expect(paid('EXPEDITION')).toMatchObject({ delta: 17, reference: `expedition:${ref}:${player.id}` });
    expect(paid('GIFT')).toMatchObject({ delta: 19, reference: `gift:${ref}` });
    expect(paid('OTHER')).toMatchObject({ delta: 23 });
  });

  it('filters by currency, source and time, pages without gaps or repeats, and answers only the player and admins', async () => {
    const all = await wholeLedger(player.client, {}, 100);
    const paged = await wholeLedger(player.client, {}, 2);
    expect(paged.map((row) => row.id)).toEqual(all.map((row) => row.id));
    const hunts = await wholeLedger(player.client, { source: 'HUNT', currency: GOLD });
    expect(hunts.map((row) => row.id)).toEqual(
      all.filter((row) => row.source === 'HUNT' && row.currency === GOLD).map((row) => row.id),
    );
    const middle = all[Math.floor(all.length / 2)]!;
    const since = await wholeLedger(player.client, { from: middle.at });
    expect(since.every((row) => row.at >= middle.at)).toBe(true);
    expect(since.map((row) => row.id)).toContain(middle.id);
    const before = await wholeLedger(player.client, { to: middle.at });
    expect(before.every((row) => row.at < middle.at)).toBe(true);

    // An admin reads the same rows; another player and a bad cursor or limit are refused.
    const asAdmin = await graphqlData<{ user: { currencyLedger: Slice } }>(admin, USER_LEDGER, {
      id: player.id,
      limit: 100,
    });
    expect(asAdmin.user.currencyLedger.entries.map((row) => row.id)).toEqual(all.map((row) => row.id));
    const other = await activatedPlayer();
    const refused = await other.client.graphql(USER_LEDGER, { id: player.id });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const badCursor = await player.client.graphql(MY_LEDGER, { after: 'nope' });
    expect(badCursor.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    const tooMany = await player.client.graphql(MY_LEDGER, { limit: 101 });
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('sums the flow by currency and source over 7 days: the balance before and what came and went make the balance', async () => {
    const { me: mine } = await graphqlData<{
      me: {
        currencyFlow: {
          currency: string;
          balance: number;
          balanceBefore: number;
          credited: number;
          debited: number;
          sources: { source: string; credited: number; debited: number; changes: number }[];
        }[];
      };
    }>(player.client, MY_FLOW, { days: 7 });
    const gold = mine.currencyFlow.find((flow) => flow.currency === GOLD)!;
    expect(gold.balance).toBe(balance(await me(player.client), GOLD));
    // Everything is from today: the period began with nothing.
    expect(gold.balanceBefore).toBe(0);
    expect(gold.balanceBefore + gold.credited - gold.debited).toBe(gold.balance);
    const merchant = gold.sources.find((entry) => entry.source === 'MERCHANT')!;
    expect(merchant.debited).toBeGreaterThan(0);
    expect((await player.client.graphql(MY_FLOW, { days: 91 })).body.errors?.[0]?.extensions?.code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('is in "download my data": every row, newest first, with the game part\'s summary', async () => {
    const all = await wholeLedger(player.client, {}, 100);
    const answer = await player.client.get<{
      sections: {
        game: { currencyLedgerSummary: { currency: string; rows: number; sum: number }[] };
        currencyLedger: { cap: number; truncated: boolean; entries: (LedgerEntry & { source: string })[] };
      };
    }>('/api/clientUser/exportMyData');
    expect(answer.status).toBe(200);
    const { currencyLedger, game } = answer.body.sections;
    expect(currencyLedger.truncated).toBe(false);
    expect(currencyLedger.entries.map((row) => row.id)).toEqual(all.map((row) => row.id));
    expect(currencyLedger.entries[0]).toMatchObject({ ...all[0], source: all[0]!.source.toLowerCase() });
    const shown = await me(player.client);
    for (const { currency, sum } of game.currencyLedgerSummary) {
      expect({ currency, sum }).toEqual({ currency, sum: balance(shown, currency) });
    }
  });

  it('is append-only: the database refuses an update and a delete of a row', async () => {
    await withServiceDb('game', async (db) => {
      await expect(
        db.query('update currency_ledger set delta = delta + 1 where user_id = $1', [player.id]),
      ).rejects.toThrow(/append-only/);
      await expect(db.query('delete from currency_ledger where user_id = $1', [player.id])).rejects.toThrow(
        /append-only/,
      );
      await expect(db.query('truncate currency_ledger')).rejects.toThrow(/append-only/);
    });
  });

  it('verifies across the stores; a planted difference is found by ledger:verify and by the periodic check', async () => {
    const clean = await ledgerVerify();
    expect(clean.output).toContain('The ledger verifies');
    expect(clean.code).toBe(0);
    expect(await eventually(mismatchMetric, (count) => count === 0)).toBe(0);

    // A balance changed behind the ledger's back.
    const plant = (delta: number) =>
      withServiceDb('game', (db) =>
        db.query('update player_currencies set amount = amount + $2 where user_id = $1 and short_name = $3', [
          player.id,
          delta,
          GOLD,
        ]),
      );
    await plant(7);
    try {
      const found = await ledgerVerify();
      expect(found.code).toBe(1);
      expect(found.output).toContain(`player ${player.id} ${GOLD}`);
      expect(found.output).toContain('+7 unexplained');
      // The periodic check sums every player in turn; the metric counts the pair until it is put right.
      expect(await eventually(mismatchMetric, (count) => count === 1, 60_000)).toBe(1);
      const known = await withServiceDb('game', (db) =>
        db.query('select user_id, currency, balance - ledger_sum as difference from ledger_mismatches'),
      );
      expect(known.rows.map((row) => ({ ...row, difference: Number(row.difference) }))).toEqual([
        { user_id: player.id, currency: GOLD, difference: 7 },
      ]);
    } finally {
      await plant(-7);
    }
    expect(await eventually(mismatchMetric, (count) => count === 0, 60_000)).toBe(0);
    expect((await ledgerVerify()).code).toBe(0);
  });

  it("goes with the account: a deleted player's rows are erased with its balances, and the ledger still verifies", async () => {
    const leaving = await activatedPlayer();
    await setPlayer(admin, leaving, { currencies: [{ name: GOLD, value: 123 }] });
    expect((await storedSums(leaving.id)).some((pair) => pair.rows > 0)).toBe(true);
    const deleted = await admin.request('DELETE', `/api/user/${leaving.id}`);
    expect(deleted.status).toBe(200);
    expect(
      await eventually(
        () => storedSums(leaving.id),
        (sums) => sums.length === 0,
      ),
    ).toEqual([]);
    expect((await ledgerVerify()).code).toBe(0);
  });
});
