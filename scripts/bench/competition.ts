/**
 * `npm run bench:competition`: the Monday league placement and the season rollover at scale, and
 * what they cost the hunt. On the test stack (production mode), analytics' database gets
 * BENCH_COMPETITION_PLAYERS (100,000) synthetic players who hunted this fortnight and hold a score
 * in the live season. Then the REST hunt runs in an open loop twice: quiet, and while the next
 * week's placement and the season's end and archive run (analytics' own code, on the stack's
 * database). Prints each job's time and the hunt p99 of both runs with their ratio (docs/benchmarks.md,
 * targets: each job under 60 s, the p99 under 2 x the quiet one). Exits 0 whatever the figures.
 */
import { archiveSeason, ensureWeekHolding, ladderOnlyDeps, type AnalyticsDeps } from '@vh/analytics/testing';
import { createDatabase, createLogger } from '@vh/kit';
import { Redis } from 'ioredis';
import { localSecrets } from '../lib/secrets';
import type { RunningStack } from '../lib/stack';
import { CooldownReset } from '../load/cooldowns';
import { runOpenLoop, type Drive } from '../load/executors';
import { setUpPlayers } from '../load/players';
import { databaseUrl, progress, runOnTestStack, targetsOf } from '../load/testStack';
import { summarizeOpenLoop } from './report';
import { iterationOf, scenarios } from './scenarios';

const say = progress('bench');
const PLAYERS = Number(process.env.BENCH_COMPETITION_PLAYERS ?? 100_000);
const RATE = Number(process.env.BENCH_COMPETITION_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const DAY_MS = 86_400_000;

/** Synthetic players: own hunts this fortnight (activity 0.1 to 50 a day) and a live season score. */
async function fill(deps: AnalyticsDeps, season: number): Promise<void> {
  const { db } = deps;
  say(`filling analytics with ${PLAYERS.toLocaleString('en')} players`);
  await db.raw(
    `insert into players (user_id, name, xp, coolness, progress_version, xp_at)
     select gen_random_uuid(), 'scale' || g, g, g % 50, 1, now() from generate_series(1, ?) g`,
    [PLAYERS],
  );
  await db.raw(
    `insert into hunt_days (user_id, day, hunts)
     select user_id, current_date - 3, 1 + abs(hashtext(user_id::text)) % 700 from players where name like 'scale%'`,
  );
  await db.raw(
    `insert into season_players (season, user_id, xp_base, coolness_base, xp, xp_at, coolness, coolness_at, progress_version)
     select ?, user_id, 0, 0, 1 + abs(hashtext(user_id::text)) % 100000, now() - interval '1 hour', coolness,
            now() - interval '2 hours', 1
     from players where name like 'scale%'`,
    [season],
  );
  await db.raw('analyze');
}

async function timed(name: string, work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  say(`${name}: ${seconds.toFixed(1)} s`);
  return seconds;
}

async function measure(stack: RunningStack): Promise<void> {
  const targets = targetsOf(stack);
  const logger = createLogger('bench-competition', 'warn');
  const db = createDatabase(databaseUrl(stack, 'analytics'));
  const redis = new Redis(stack.redisUrl);
  const deps = ladderOnlyDeps(db, redis, logger);
  const players = await setUpPlayers(targets, databaseUrl(stack, 'identity'), localSecrets().jwtPrivateKey, {
    count: 200,
    role: 'user',
    password: false,
  });
  const cooldowns = new CooldownReset(databaseUrl(stack, 'game'), 16);
  try {
    await deps.seasons.ensureHolding(new Date());
    const season = (await deps.seasons.holding(new Date()))!;
    await fill(deps, season.number);
    const rest = scenarios(targets).find((scenario) => scenario.key === 'rest')!;
    const drive: Drive = {
      iteration: iterationOf(rest),
      targets,
      cooldowns,
      warmupSeconds: 5,
      seconds: SECONDS,
    };
    say(`quiet: the REST hunt at ${RATE}/s for ${SECONDS} s`);
    const quiet = summarizeOpenLoop(rest, await runOpenLoop(drive, players, RATE, 256), RATE);

    say(`busy: the REST hunt at ${RATE}/s while next week is placed and season ${season.number} rolls over`);
    const nextMonday = new Date((await deps.leagues.holding(new Date()))?.ends_at ?? Date.now() + 7 * DAY_MS);
    const jobs = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      const placement = await timed('league placement (next week)', () =>
        ensureWeekHolding(deps, new Date(nextMonday.getTime() + 1000)),
      );
      const rollover = await timed(`season ${season.number} end and archive`, async () => {
        await db.transaction(async (trx) =>
          deps.seasons.endNow(trx, (await deps.seasons.lock(trx, season.number))!),
        );
        await archiveSeason(deps, season.number);
      });
      return { placement, rollover };
    })();
    const [busyRecorder, times] = await Promise.all([runOpenLoop(drive, players, RATE, 256), jobs]);
    const busy = summarizeOpenLoop(rest, busyRecorder, RATE);
    const placed = await db('league_members')
      .join('league_weeks', 'league_weeks.id', 'league_members.week')
      .where('league_weeks.starts_at', '>=', nextMonday)
      .count('* as n')
      .first();
    const archived = await db('season_standings').where({ season: season.number }).count('* as n').first();
    process.stdout.write(
      [
        '',
        `competition at scale (${PLAYERS.toLocaleString('en')} players)`,
        `  league placement: ${times.placement.toFixed(1)} s for ${Number(placed?.n ?? 0).toLocaleString('en')} players placed (target < 60 s)`,
        `  season rollover:  ${times.rollover.toFixed(1)} s, ${Number(archived?.n ?? 0).toLocaleString('en')} standings archived (target < 60 s)`,
        `  hunt p99 quiet:   ${quiet.p99.toFixed(1)} ms (${quiet.requests} hunts, ${quiet.errors} failed, ${quiet.dropped} dropped)`,
        `  hunt p99 busy:    ${busy.p99.toFixed(1)} ms (${busy.requests} hunts, ${busy.errors} failed, ${busy.dropped} dropped) = ${(busy.p99 / quiet.p99).toFixed(2)} x quiet (target < 2 x)`,
        '',
      ].join('\n'),
    );
  } finally {
    await cooldowns.close();
    await db.destroy();
    redis.disconnect();
  }
}

runOnTestStack('bench', measure);
