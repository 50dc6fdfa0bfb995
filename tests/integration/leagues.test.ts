/**
 * Weekly leagues (issue 35) on analytics' own code and a database of this suite's own: placement
 * of 1,000 synthetic players into cohorts of 30 to 50 by activity, promotion and demotion, the
 * daily cap (a round-the-clock script scores what a player at the cap does), ties, and a payout job
 * killed after the game applied a reward and run again, paying each player exactly once through
 * the test stack's real game.
 */
import { randomUUID } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import {
  ensureWeekHolding,
  payRewards,
  payoutKey,
  forgetKnownWeeks,
  recordEvents,
  runLeagueJob,
  writeResults,
  type AnalyticsDeps,
} from '@vh/analytics/testing';
import {
  Topics,
  analyticsEvents,
  decodeEnvelope,
  decodePayload,
  encodeEvent,
  gameEvents,
  type EventEnvelope,
} from '@vh/contracts';
import { ExchangeClient, type Knex } from '@vh/kit';
import fs from 'node:fs';
import path from 'node:path';
import { ownAnalytics, type OwnAnalytics } from '../kit/analyticsDb';
import { balance, me } from '../kit/game';
import { activatedPlayer } from '../kit/players';
import { stackInfo } from '../kit/stackInfo';

const DAY_MS = 86_400_000;
const WIN = 2;

function huntEvent(userId: string, at: Date, result = WIN, autoHunt = false): EventEnvelope {
  return decodeEnvelope(
    encodeEvent(
      gameEvents.HuntCompletedSchema,
      create(gameEvents.HuntCompletedSchema, { userId, result, modifiers: { autoHunt } }),
      { id: randomUUID(), occurredAt: at, producer: 'leagues-test' },
    ),
  );
}

/** Synthetic players with `hunts(index)` own hunts on each of the 14 days before `weekStart`. */
async function syntheticPlayers(db: Knex, count: number, weekStart: Date, hunts: (index: number) => number) {
  const ids = Array.from({ length: count }, () => randomUUID());
  await db('players').insert(ids.map((id, index) => ({ user_id: id, name: `synthetic${index}` })));
  const days = Array.from({ length: 14 }, (_, day) =>
    new Date(weekStart.getTime() - (day + 1) * DAY_MS).toISOString().slice(0, 10),
  );
  const rows = ids.flatMap((id, index) =>
    hunts(index) > 0 ? days.map((day) => ({ user_id: id, day, hunts: hunts(index) })) : [],
  );
  for (let start = 0; start < rows.length; start += 5000)
    await db('hunt_days').insert(rows.slice(start, start + 5000));
  return ids;
}

/** The CompetitionResult events analytics' outbox holds, by player. */
async function announcedResults(db: Knex) {
  const rows = await db('outbox').where({ topic: Topics.analyticsCompetition }).orderBy('created_at');
  return rows.map((row: { payload: Buffer; message_key: string }) => {
    const result = decodePayload(decodeEnvelope(row.payload), analyticsEvents.CompetitionResultSchema)!;
    expect(row.message_key).toBe(result.userId);
    return result;
  });
}

const secret = () =>
  (
    JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', '.local', 'secrets.json'), 'utf8')) as {
      gatewaySharedSecret: string;
    }
  ).gatewaySharedSecret;

describe('weekly leagues', () => {
  let own: OwnAnalytics;
  let deps: AnalyticsDeps;
  let db: Knex;
  const game = () =>
    new ExchangeClient({
      gameUrl: stackInfo().serviceUrls.game!,
      sharedSecret: secret(),
      service: 'analytics',
    });
  let exchange: AnalyticsDeps['exchange'] = { exchange: (...args) => game().exchange(...args) };

  beforeAll(async () => {
    own = await ownAnalytics('vh_test_leagues', 8, { exchange: (...args) => exchange.exchange(...args) });
    ({ deps, db } = own);
  });
  afterAll(() => own?.close());

  beforeEach(async () => {
    await db.raw(
      'truncate payouts, league_days, league_members, league_cohorts, league_weeks, hunt_days, players, outbox',
    );
    forgetKnownWeeks();
  });

  /** The current week, placed now (its start is this Monday 00:00 UTC). */
  async function placeWeek(at = new Date()) {
    await ensureWeekHolding(deps, at);
    return (await deps.leagues.holding(at))!;
  }

  it('places 1,000 players in cohorts of 30 to 50 with similar activity, never by money', async () => {
    const week = (await db('league_weeks').count('* as n').first())!;
    expect(Number(week.n)).toBe(0);
    const monday = new Date(Date.UTC(2026, 10, 23));
    // Activity from 0.5 to 50 hunts a day; 37 players who did not hunt are not placed.
    await syntheticPlayers(db, 1_037, monday, (index) => (index < 1_000 ? 1 + (index % 100) : 0));
    await ensureWeekHolding(deps, new Date(monday.getTime() + 1000));
    const placed = (await deps.leagues.holding(new Date(monday.getTime() + 1000)))!;
    expect(placed.placed).toBe(1_000);
    const cohorts = await db('league_cohorts').where({ week: placed.id }).orderBy('chunk');
    expect(cohorts.map((cohort) => cohort.size).reduce((a, b) => a + b, 0)).toBe(1_000);
    for (const cohort of cohorts) {
      expect(cohort.size).toBeGreaterThanOrEqual(30);
      expect(cohort.size).toBeLessThanOrEqual(50);
      expect(cohort.tier).toBe(1);
    }
    // Bands follow each other: no cohort mixes a player less active than another cohort's most active.
    for (let index = 1; index < cohorts.length; index++) {
      expect(cohorts[index].activity_min).toBeGreaterThanOrEqual(cohorts[index - 1].activity_max);
    }
    const members = await db('league_members').where({ week: placed.id });
    for (const member of members) {
      const cohort = cohorts.find((entry) => entry.id === member.cohort)!;
      expect(member.activity).toBeGreaterThanOrEqual(cohort.activity_min);
      expect(member.activity).toBeLessThanOrEqual(cohort.activity_max);
    }
  });

  it('caps a day: a script hunting around the clock scores what a player hunting at the cap does', async () => {
    const week = await placeWeek();
    const [script, person] = [randomUUID(), randomUUID()];
    const { dailyCap, winPoints } = await deps.leagues.settings();
    const dayStart = Math.max(week.starts_at.getTime(), Date.now() - DAY_MS + 60_000);
    const day = new Date(dayStart).toISOString().slice(0, 10);
    const sameDay = (ms: number) => new Date(Math.min(ms, Date.parse(`${day}T23:59:59Z`)));
    // The script: a hunt every 30 s (far beyond the cooldown) for the rest of the day.
    const scripted = Array.from({ length: 400 }, (_, index) =>
      huntEvent(script, sameDay(dayStart + index * 30_000)),
    );
    // The person: exactly the hunts the cap allows, all won.
    const human = Array.from({ length: dailyCap / winPoints }, (_, index) =>
      huntEvent(person, sameDay(dayStart + index * 60_000)),
    );
    for (let start = 0; start < scripted.length; start += 50)
      await recordEvents(deps, scripted.slice(start, start + 50));
    await recordEvents(deps, human);
    const points = await db('league_members').where({ week: week.id }).whereIn('user_id', [script, person]);
    expect(points.map((member) => member.points)).toEqual([dailyCap, dailyCap]);
    // A redelivered batch counts nothing again.
    await recordEvents(deps, human.slice(0, 10));
    expect((await db('league_members').where({ week: week.id, user_id: person }).first()).points).toBe(
      dailyCap,
    );
  });

  it('breaks ties by who reached the score first, promotes the top and demotes the bottom', async () => {
    await db('league_tiers').update({ promote: 2, demote: 2 });
    const monday = new Date(Date.UTC(2026, 10, 23));
    const ids = await syntheticPlayers(db, 40, monday, (index) => 5 + index);
    // A first week at tier 2 for all of them, as if they were promoted before.
    const [previous] = await db('league_weeks')
      .insert({ starts_at: new Date(monday.getTime() - 7 * DAY_MS), ends_at: monday, results_at: monday })
      .returning('id');
    const [cohort] = await db('league_cohorts')
      .insert({ week: previous.id, tier: 1, chunk: 0, activity_min: 0, activity_max: 0, size: 40 })
      .returning('id');
    await db('league_members').insert(
      ids.map((id) => ({
        week: previous.id,
        user_id: id,
        cohort: cohort.id,
        tier: 1,
        activity: 0,
        next_tier: 2,
      })),
    );
    const week = await placeWeek(new Date(monday.getTime() + 1000));
    expect(week.placed).toBe(40);
    // Points: player i wins i+1 hunts; players 38 and 39 tie, and 38 got there first.
    const at = (minutes: number) => new Date(monday.getTime() + 3_600_000 + minutes * 60_000);
    const hunts = ids.flatMap((id, index) =>
      Array.from({ length: Math.min(index, 38) + 1 }, (_, hunt) =>
        huntEvent(id, at(hunt + (index === 39 ? 1 : 0))),
      ),
    );
    await recordEvents(deps, hunts);
    await db('league_weeks').where({ id: week.id }).update({ ends_at: new Date() });
    expect(await writeResults(deps, week.id)).toBe(true);
    expect(await writeResults(deps, week.id)).toBe(false);
    const results = new Map(
      (await db('league_members').where({ week: week.id })).map((member) => [member.user_id, member]),
    );
    expect(results.get(ids[38]!)).toMatchObject({ rank: 1, outcome: 'promoted', next_tier: 3 });
    expect(results.get(ids[39]!)).toMatchObject({ rank: 2, outcome: 'promoted', next_tier: 3 });
    expect(results.get(ids[37]!)).toMatchObject({ rank: 3, outcome: 'stayed', next_tier: 2 });
    expect(results.get(ids[1]!)).toMatchObject({ rank: 39, outcome: 'demoted', next_tier: 1 });
    expect(results.get(ids[0]!)).toMatchObject({ rank: 40, outcome: 'demoted', next_tier: 1 });
    // The top 3 are paid the tier's reward; nobody else.
    const payouts = await db('payouts').where({ competition: 'league', ref: week.id }).orderBy('rank');
    expect(payouts.map((payout) => [payout.user_id, payout.rank])).toEqual([
      [ids[38], 1],
      [ids[39], 2],
      [ids[37], 3],
    ]);
    // Every member's result is announced once (written with the results; the second call wrote none).
    const tiers = new Map((await deps.leagues.tiers()).map((tier) => [tier.tier, tier]));
    const announced = new Map((await announcedResults(db)).map((result) => [result.userId, result]));
    expect(announced.size).toBe(40);
    const title = `${tiers.get(2)!.name} league, week of 2026-11-23`;
    expect(announced.get(ids[38]!)).toMatchObject({
      competition: 'league',
      ref: BigInt(week.id),
      title,
      rank: 1,
      fieldSize: 40,
      outcome: 'promoted',
      nextTier: tiers.get(3)!.name,
      reward: {
        currency: tiers.get(2)!.reward_currency,
        currencyAmount: BigInt(tiers.get(2)!.reward_currency_amount),
      },
    });
    expect(announced.get(ids[37]!)).toMatchObject({
      rank: 3,
      outcome: 'stayed',
      nextTier: tiers.get(2)!.name,
    });
    expect(announced.get(ids[0]!)).toMatchObject({
      title,
      rank: 40,
      outcome: 'demoted',
      nextTier: tiers.get(1)!.name,
    });
    expect(announced.get(ids[0]!)!.reward).toBeUndefined();
  });

  it('pays each reward exactly once when the payout job is killed part-way and run again', async () => {
    const players = await Promise.all([activatedPlayer(), activatedPlayer(), activatedPlayer()]);
    const vgc = async (player: (typeof players)[number]) => balance(await me(player.client), 'VGC');
    const before = await Promise.all(players.map(vgc));
    const week = await placeWeek();
    await db('league_weeks').where({ id: week.id }).update({ results_at: new Date() });
    await db('payouts').insert(
      players.map((player, index) => ({
        competition: 'league',
        ref: week.id,
        user_id: player.id,
        rank: index + 1,
        tier: 1,
        currency: 'VGC',
        currency_amount: 100 + index,
      })),
    );
    // The job dies right after the game applied the second reward, before marking it paid.
    let calls = 0;
    exchange = {
      exchange: async (call, requestId) => {
        const answer = await game().exchange(call, requestId);
        if (++calls === 2) throw new Error('killed');
        return answer;
      },
    };
    await expect(payRewards(deps)).rejects.toThrow('killed');
    exchange = { exchange: (...args) => game().exchange(...args) };
    expect(await payRewards(deps)).toBeGreaterThan(0);
    expect(await payRewards(deps)).toBe(0);
    const after = await Promise.all(players.map(vgc));
    expect(after.map((amount, index) => amount - before[index]!)).toEqual([100, 101, 102]);
    const rows = await db('payouts').where({ competition: 'league', ref: week.id });
    expect(rows.every((row) => row.paid_at !== null)).toBe(true);
    expect(payoutKey(rows[0])).toBe(`league:${week.id}:${rows[0].user_id}`);
    // The league job marks a week paid once every reward is settled.
    await runLeagueJob(deps, 10_000);
    expect((await deps.leagues.find(week.id))?.paid_at).not.toBeNull();
  });
});
