/**
 * The journal that remembers, through the gateway: filters, search, keyset paging by cursor, the
 * export as CSV and JSON (own journal only, auth required), bad input refused with a message, and the
 * spec's GET /api/Journal unchanged.
 */
import { huntToEnd, me, pastRepeatWindow, resetCooldown, type CombatAnswer } from '../kit/game';
import { GatewayClient } from '../kit/gateway';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import { historyMessage, writeJournalHistory } from '../kit/journal';

const SEARCH = `query ($filter: JournalFilter, $after: String, $limit: Int) {
  journalEntries(filter: $filter, after: $after, limit: $limit) {
    nextCursor
    entries { id type timestamp combatInfo { result enemyInfo { enemyId name } } huntingGround { id name }
      data { message } }
  }
}`;

interface SearchEntry {
  id: string;
  type: number;
  timestamp: number;
  combatInfo: { result: number; enemyInfo: { enemyId: number; name: string } | null } | null;
  huntingGround: { id: number; name: string } | null;
  data: { message: string | null } | null;
}
interface Slice {
  nextCursor: string | null;
  entries: SearchEntry[];
}

const search = (player: TestPlayer, variables: Record<string, unknown>) =>
  player.client.graphql<{ journalEntries: Slice }>(SEARCH, variables);

async function slice(player: TestPlayer, variables: Record<string, unknown>): Promise<Slice> {
  const answer = await search(player, variables);
  if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data!.journalEntries;
}

const exportOf = (client: GatewayClient, query: string) => client.get<string>(`/api/journal/export?${query}`);

/** CSV records split as a spreadsheet would (quoted fields may hold commas and quotes). */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  while (index < text.length) {
    const character = text[index]!;
    const next = text[index + 1];
    index += 1;
    if (quoted && character === '"' && next === '"') {
      field += '"';
      index += 1;
    } else if (character === '"') {
      quoted = !quoted;
    } else if (!quoted && character === ',') {
      record.push(field);
      field = '';
    } else if (!quoted && character === '\r' && next === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else {
      field += character;
    }
  }
  return records;
}

describe('the journal that remembers', () => {
  const HISTORY = 230;
  let player: TestPlayer;
  let stranger: TestPlayer;
  let hunts: CombatAnswer[];
  let groundId: number;
  let groundName: string;
  /** Entries the real hunts wrote: their fights, and a rank up if one came with them. */
  let recent: number;

  beforeAll(async () => {
    [player, stranger] = await Promise.all([activatedPlayer(), activatedPlayer()]);
    const admin = await adminClient();
    // A long history first (300 days ago, inside the retention), then two real hunts on top.
    await me(player.client);
    await writeJournalHistory(player.id, HISTORY, Math.floor(Date.now() / 1000) - 300 * 24 * 3600);
    hunts = [];
    for (let index = 0; index < 2; index += 1) {
      if (index > 0) {
        await resetCooldown(admin, player.id);
        await pastRepeatWindow();
      }
      hunts.push(await huntToEnd(player.client));
    }
    const user = await me(player.client);
    groundId = user.currentHuntingGround!.id;
    groundName = user.currentHuntingGround!.name;
    const now = Math.floor(Date.now() / 1000);
    recent = (await slice(player, { filter: { from: now - 3600 }, limit: 100 })).entries.length;
    expect(recent).toBeGreaterThanOrEqual(hunts.length);
  });

  it('filters by enemy, hunting ground, result, type and date', async () => {
    const hunt = hunts[hunts.length - 1]!;
    const enemyId = hunt.enemyInfo!.enemyId;
    const byEnemy = await slice(player, { filter: { enemyId } });
    expect(byEnemy.entries.length).toBeGreaterThan(0);
    expect(byEnemy.entries.every((entry) => entry.combatInfo?.enemyInfo?.enemyId === enemyId)).toBe(true);

    const byGround = await slice(player, { filter: { huntingGroundId: groundId } });
    expect(byGround.entries).toHaveLength(hunts.length);
    expect(byGround.entries.every((entry) => entry.huntingGround?.id === groundId)).toBe(true);

    const losses = await slice(player, { filter: { result: 3, type: 1 }, limit: 100 });
    expect(losses.entries.every((entry) => entry.combatInfo?.result === 3)).toBe(true);

    const messages = await slice(player, { filter: { type: 4 }, limit: 100 });
    expect(messages.entries).toHaveLength(HISTORY / 10);

    const now = Math.floor(Date.now() / 1000);
    const today = await slice(player, { filter: { type: 1, from: now - 3600, to: now + 60 } });
    expect(today.entries.map((entry) => entry.id)).toHaveLength(hunts.length);
  });

  it('searches the names an entry mentions', async () => {
    const enemyName = hunts[0]!.enemyInfo!.name;
    const byEnemyName = await slice(player, { filter: { search: enemyName.slice(1, -1).toUpperCase() } });
    expect(byEnemyName.entries.some((entry) => entry.combatInfo?.enemyInfo?.name === enemyName)).toBe(true);
    const byGroundName = await slice(player, { filter: { search: groundName } });
    expect(byGroundName.entries).toHaveLength(hunts.length);
    const byMessage = await slice(player, { filter: { search: 'night 10:' }, limit: 100 });
    expect(byMessage.entries.map((entry) => entry.data?.message)).toEqual([historyMessage(10)]);
    const literal = await slice(player, { filter: { search: '%' } });
    expect(literal.entries).toEqual([]);
  });

  it('pages deeply by cursor: every entry once, newest first', async () => {
    const seen: number[] = [];
    let after: string | null = null;
    for (let page = 0; page < 20; page += 1) {
      const next: Slice = await slice(player, { after, limit: 37 });
      seen.push(...next.entries.map((entry) => Number(entry.id)));
      after = next.nextCursor;
      if (!after) break;
    }
    expect(after).toBeNull();
    expect(seen).toHaveLength(HISTORY + recent);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
  });

  it.each([
    [{ filter: { type: 7 } }, /Unknown journal entry type 7/],
    [{ filter: { result: 9 } }, /Unknown combat result 9/],
    [{ filter: { from: 100, to: 50 } }, /date range is reversed/],
    [{ filter: { search: 'x'.repeat(101) } }, /at most 100 characters/],
    [{ after: 'bm90LWEtY3Vyc29y' }, /cursor is not one the journal gave out/],
    [{ limit: 500 }, /limit must be from 1 to 100/],
  ])('refuses %j with a 400 and its reason', async (variables, message) => {
    const answer = await search(player, variables);
    expect(answer.body.errors?.[0]?.message).toMatch(message);
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('answers a filter by an enemy that does not exist with a 404', async () => {
    const answer = await search(player, { filter: { enemyId: 2_000_000_000 } });
    expect(answer.body.errors?.[0]?.message).toMatch(/Unknown enemy/);
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('exports the own journal as CSV, filtered, with formulas and quotes defused', async () => {
    const answer = await exportOf(player.client, 'format=csv&type=4');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="vampire-hunt-journal-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...records] = csvRecords(answer.text);
    expect(header).toEqual([
      'id',
      'time',
      'type',
      'result',
      'enemy',
      'hunting ground',
      'xp',
      'gold change',
      'rewards',
      'loot',
      'tags',
      'details',
    ]);
    expect(records).toHaveLength(HISTORY / 10);
    expect(records.every((record) => record[2] === 'System message')).toBe(true);
    expect(records.at(-1)![11]).toBe(historyMessage(0));

    const everything = await exportOf(player.client, 'format=csv');
    expect(csvRecords(everything.text)).toHaveLength(HISTORY + recent + 1);
  });

  it('exports JSON in the journal call shape, and only the caller own entries', async () => {
    const answer = await exportOf(player.client, `format=json&huntingGroundId=${groundId}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/filename="vampire-hunt-journal-.*\.json"/);
    const entries = answer.body as unknown as Record<string, unknown>[];
    expect(entries).toHaveLength(hunts.length);
    expect(entries[0]).toMatchObject({
      type: 1,
      timeStamp: expect.any(Number),
      huntingGround: { id: groundId, name: groundName },
    });

    const strangers = await exportOf(stranger.client, 'format=json');
    expect(strangers.status).toBe(200);
    expect(strangers.body).toEqual([]);
  });

  it('refuses an export without a login, or with bad parameters, with a message', async () => {
    expect((await exportOf(player.client.withToken(null), 'format=csv')).status).toBe(401);
    for (const [query, message] of [
      ['format=xml', /format must be csv or json/],
      ['type=9', /Unknown journal entry type 9/],
      ['from=10&to=5', /date range is reversed/],
      ['enemyId=abc', /enemyId must be a whole number/],
      ['colour=red', /Unknown parameter colour/],
      [`search=${'y'.repeat(101)}`, /at most 100 characters/],
      ['type=1&type=2', /type must be given once/],
    ] as const) {
      const answer = await exportOf(player.client, query);
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
      expect((answer.body as unknown as { message: string }).message).toMatch(message);
    }
  });

  it('keeps the spec call GET /api/Journal as it was', async () => {
    const answer = await player.client.get<Record<string, unknown>[]>('/api/Journal');
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(50);
    expect(answer.body[0]).toMatchObject({ timeStamp: expect.any(Number), loot: expect.any(Array) });
    expect(Object.keys(answer.body[0]!).sort()).toEqual(
      ['combatInfo', 'data', 'id', 'loot', 'timeStamp', 'timestamp', 'type'].sort(),
    );
  });
});
