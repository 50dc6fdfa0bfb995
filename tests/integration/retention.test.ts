/**
 * The game's retention (docs/retention.md) against real PostgreSQL, in a database of its own migrated
 * like the game's: old journal entries go with their fights, recent and referenced ones stay, each
 * player keeps their newest entries, and two replicas running the job at once delete each row once.
 * Also the outbox cleanup: published rows go after their retention, unpublished ones never.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  createDatabase,
  createLogger,
  deletePublishedOutboxRows,
  ensureDatabaseExists,
  runMigrations,
  type Knex,
} from '@vh/kit';
import pg from 'pg';
import { runRetention, type RetentionSettings } from '@vh/game/testing';
import { stackInfo } from '../kit/stackInfo';

const DAY = 24 * 60 * 60;
const NOW_MS = Date.UTC(2027, 0, 1);
const NOW = NOW_MS / 1000;
const settings: RetentionSettings = { journalDays: 30, journalMaxEntries: 5, exchangeDays: 90, batchSize: 3 };

let db: Knex;

async function addPlayer(): Promise<string> {
  const userId = randomUUID();
  await db('players').insert({ user_id: userId, name: `r_${userId.slice(0, 8)}`, hunting_ground_id: 1 });
  return userId;
}

/** A fight that ended `ageSeconds` ago (unended: started then) and its journal entry unless told not. */
async function addFight(
  userId: string,
  ageSeconds: number,
  options: { ended?: boolean; journal?: boolean } = {},
): Promise<{ combatId: number; entryId: number | null }> {
  const at = NOW - ageSeconds;
  const ended = options.ended ?? true;
  const [combat] = (await db('combats')
    .insert({
      user_id: userId,
      kind: 'hunt',
      seed: 7,
      enemy_id: 1,
      hunting_ground_id: 1,
      setup: JSON.stringify({}),
      context: JSON.stringify({}),
      result: ended ? 2 : 0,
      started_at: at,
      ended_at: ended ? at : null,
    })
    .returning('id')) as { id: string }[];
  const combatId = Number(combat!.id);
  if (options.journal === false || !ended) return { combatId, entryId: null };
  const [entry] = (await db('journal_entries')
    .insert({
      user_id: userId,
      type: 1,
      timestamp: at,
      combat_info: JSON.stringify({ result: 2, combatId, enemyId: 1 }),
    })
    .returning('id')) as { id: string }[];
  return { combatId, entryId: Number(entry!.id) };
}

const idsOf = async (table: string, userId: string) =>
  ((await db(table).where({ user_id: userId }).orderBy('id').pluck('id')) as string[]).map(Number);

beforeAll(async () => {
  const url = new URL(stackInfo().postgresUrl);
  url.pathname = '/vh_test_retention';
  const admin = new pg.Client({ connectionString: stackInfo().postgresUrl });
  await admin.connect();
  await admin.query('drop database if exists vh_test_retention with (force)');
  await admin.end();
  await ensureDatabaseExists(url.toString());
  db = createDatabase(url.toString(), { max: 6 });
  const migrations = path.join(__dirname, '..', '..', 'services', 'game', 'dist', 'migrations');
  await runMigrations(db, migrations, createLogger('retention-test', 'silent'));
});

afterAll(async () => {
  await db?.destroy();
});

describe('game retention', () => {
  it('deletes old entries and their fights, keeps recent and referenced fights', async () => {
    const userId = await addPlayer();
    const old = await addFight(userId, 40 * DAY);
    const oldLast = await addFight(userId, 41 * DAY);
    const oldActive = await addFight(userId, 42 * DAY, { ended: false });
    const oldAuto = await addFight(userId, 39 * DAY);
    const orphan = await addFight(userId, 45 * DAY, { journal: false });
    const recent = await addFight(userId, 2 * DAY);
    await db('players')
      .where({ user_id: userId })
      .update({ last_combat_id: oldLast.combatId, active_combat_id: oldActive.combatId });
    // A claim of the current hour still names its fight; one from last week is forgotten.
    const hour = Math.floor(NOW_MS / 3_600_000);
    await db('auto_hunts').insert([
      { user_id: userId, hour, combat_id: oldAuto.combatId },
      { user_id: userId, hour: hour - 24 * 7, combat_id: null },
    ]);

    const report = await runRetention(db, { ...settings, journalMaxEntries: 100 }, NOW_MS);

    expect(report.complete).toBe(true);
    expect(await idsOf('journal_entries', userId)).toEqual([recent.entryId]);
    expect(await idsOf('combats', userId)).toEqual(
      [oldLast.combatId, oldActive.combatId, oldAuto.combatId, recent.combatId].sort((a, b) => a - b),
    );
    const kept = await idsOf('combats', userId);
    expect(kept).not.toContain(old.combatId);
    expect(kept).not.toContain(orphan.combatId);
    const hours = (await db('auto_hunts').where({ user_id: userId }).pluck('hour')) as (string | number)[];
    expect(hours.map(Number)).toEqual([hour]);

    // Once the player moved on, the fights their entries left behind go too.
    await db('players').where({ user_id: userId }).update({ last_combat_id: recent.combatId });
    await runRetention(db, { ...settings, journalMaxEntries: 100 }, NOW_MS);
    expect(await idsOf('combats', userId)).toEqual(
      [oldActive.combatId, oldAuto.combatId, recent.combatId].sort((a, b) => a - b),
    );
  });

  it('keeps each player to their newest entries, with the fights of those entries', async () => {
    const heavy = await addPlayer();
    const light = await addPlayer();
    const fights = [];
    for (let index = 12; index > 0; index -= 1) fights.push(await addFight(heavy, index * 60));
    const lightFights = [await addFight(light, 120), await addFight(light, 60)];
    await db('players').where({ user_id: heavy }).update({ last_combat_id: fights[0]!.combatId });

    await runRetention(db, settings, NOW_MS);

    const newest = fights.slice(-settings.journalMaxEntries);
    expect(await idsOf('journal_entries', heavy)).toEqual(newest.map((fight) => fight.entryId));
    // The oldest fight is still the player's last answer: it stays although its entry went.
    expect(await idsOf('combats', heavy)).toEqual([fights[0]!.combatId, ...newest.map((f) => f.combatId)]);
    expect(await idsOf('journal_entries', light)).toEqual(lightFights.map((fight) => fight.entryId));

    // Entries written later are bounded by the next pass, which reads only what is new.
    const later = [await addFight(heavy, 30), await addFight(heavy, 20)];
    await runRetention(db, settings, NOW_MS);
    expect(await idsOf('journal_entries', heavy)).toEqual(
      [...newest.slice(2), ...later].map((fight) => fight.entryId),
    );
  });

  it('forgets exchange outcomes past their age in batches, keeps the younger ones', async () => {
    const userId = await addPlayer();
    const exchange = (key: string, ageDays: number) => ({
      idempotency_key: key,
      user_id: userId,
      requested_by: 'economy',
      reason: 'buy',
      request_hash: 'h',
      currencies: JSON.stringify([]),
      items: JSON.stringify([]),
      created_at: new Date(NOW_MS - ageDays * DAY * 1000),
    });
    const old = Array.from({ length: 7 }, (_, index) => `old-${userId}-${index}`);
    await db('exchanges').insert([
      ...old.map((key, index) => exchange(key, 91 + index)),
      exchange(`young-${userId}`, 89),
      exchange(`today-${userId}`, 0),
    ]);

    const report = await runRetention(db, settings, NOW_MS);

    expect(report.complete).toBe(true);
    expect(report.exchanges).toBe(old.length); // three batches of 3, the last one short
    const left = (await db('exchanges').where({ user_id: userId }).pluck('idempotency_key')) as string[];
    expect(left.sort()).toEqual([`today-${userId}`, `young-${userId}`]);
  });

  it('lets two replicas run at once without deleting anything twice', async () => {
    const players = await Promise.all([addPlayer(), addPlayer(), addPlayer()]);
    for (const userId of players) {
      for (let index = 0; index < 8; index += 1) await addFight(userId, (50 + index) * DAY);
      for (let index = 0; index < 7; index += 1) await addFight(userId, index * 60);
    }
    const before = {
      entries: Number((await db('journal_entries').count({ n: '*' }))[0]!.n),
      fights: Number((await db('combats').count({ n: '*' }))[0]!.n),
    };

    // Each replica passes until one completes with nothing left; a pass that meets the other's lock
    // stops and the next one resumes.
    const replica = async () => {
      const totals = { entries: 0, fights: 0 };
      for (let pass = 0; pass < 50; pass += 1) {
        const report = await runRetention(db, settings, NOW_MS);
        totals.entries += report.journalEntries;
        totals.fights += report.fights;
        if (report.complete && report.journalEntries + report.fights === 0) break;
      }
      return totals;
    };
    const [first, second] = await Promise.all([replica(), replica()]);

    const after = {
      entries: Number((await db('journal_entries').count({ n: '*' }))[0]!.n),
      fights: Number((await db('combats').count({ n: '*' }))[0]!.n),
    };
    for (const userId of players) {
      expect((await idsOf('journal_entries', userId)).length).toBe(settings.journalMaxEntries);
      expect((await idsOf('combats', userId)).length).toBe(settings.journalMaxEntries);
    }
    expect(first.entries + second.entries).toBe(before.entries - after.entries);
    expect(first.fights + second.fights).toBe(before.fights - after.fights);
  });
});

describe('outbox cleanup', () => {
  it('deletes published rows past their retention in batches, never unpublished ones', async () => {
    const row = (hoursAgo: number, published: boolean) => ({
      id: randomUUID(),
      topic: 'vh.test.retention',
      message_key: 'k',
      event_type: 'test',
      payload: Buffer.from('x'),
      created_at: db.raw(`now() - make_interval(hours => ?)`, [hoursAgo]),
      published_at: published ? db.raw(`now() - make_interval(hours => ?)`, [hoursAgo]) : null,
    });
    const oldPublished = Array.from({ length: 7 }, () => row(80, true));
    const recentPublished = row(10, true);
    const oldPending = row(200, false);
    await db('outbox').insert([...oldPublished, recentPublished, oldPending]);

    const deleted = await Promise.all([
      deletePublishedOutboxRows(db, 72, 2),
      deletePublishedOutboxRows(db, 72, 2),
    ]);

    expect(deleted[0] + deleted[1]).toBe(oldPublished.length);
    expect((await db('outbox').pluck('id')).sort()).toEqual([recentPublished.id, oldPending.id].sort());
  });
});
