/**
 * One world's measurements for bench:scale: players to measure with (each with a long journal), every
 * operation in an open loop through the gateway, and the daily analytics job timed directly.
 */
import { performance } from 'node:perf_hooks';
import { createDatabase } from '@vh/kit';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { RunningStack } from '../lib/stack';
import { localSecrets } from '../lib/secrets';
import type { LoadPlayer, Targets } from '../load/client';
import { CooldownReset } from '../load/cooldowns';
import { runOpenLoop, type Drive } from '../load/executors';
import { percentile } from '../load/percentile';
import { SETUP_PARALLELISM, forEachLimited } from '../load/accounts';
import { setUpPlayers } from '../load/players';
import { sum } from '../load/recorder';
import { databaseUrl } from '../load/testStack';
import { type AnalyticsDeps, StatsRepository, computeDailyRecords } from '@vh/analytics/testing';
import type { ScaleConfig } from './scaleConfig';
import { settle } from './settle';
import { JOURNAL_OWN_COLUMNS, journalHistory } from './scaleFillSql';
import { copiedColumns } from './scaleTemplates';
import { graphqlRequest, scaleOperations, webJournalSearch, type ScaleOperation } from './scaleOperations';

export interface OperationFigures {
  name: string;
  good: number;
  errors: number;
  /** The most frequent error, to show why figures are missing. */
  firstError: string | null;
  p50: number;
  p99: number;
}

export interface WorldFigures {
  operations: OperationFigures[];
  dailyJob: { p50: number; max: number; days: number };
}

const WARMUP_SECONDS = 2;
const MAX_IN_FLIGHT = 64;
const DAILY_JOB_RUNS = 3;

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Gives every measured player a journal of `depth` entries (copies of the template entries). */
async function seedJournals(gameUrl: string, players: LoadPlayer[], depth: number) {
  const client = new pg.Client({ connectionString: gameUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select count(*)::int as count from bench_scale_journal');
    const columns = await copiedColumns(
      client,
      'journal_entries',
      'bench_scale_journal',
      JOURNAL_OWN_COLUMNS,
    );
    await client.query(journalHistory((rows[0] as { count: number }).count, columns), [
      players.map((player) => player.userId),
      depth,
    ]);
    await client.query('analyze journal_entries');
  } finally {
    await client.end();
  }
}

const CURSOR_WALK_PAGE = 100;

/**
 * Walks each player's journal search to `depth` entries (untimed), as a client scrolling down would,
 * and answers the cursor there: the deep page by cursor is timed from it.
 */
async function deepCursors(
  targets: Targets,
  players: LoadPlayer[],
  depth: number,
): Promise<Map<string, string>> {
  const query = webJournalSearch();
  const cursors = new Map<string, string>();
  await forEachLimited(players, SETUP_PARALLELISM, async (player) => {
    let after: string | null = null;
    for (let seen = 0; seen < depth; seen += CURSOR_WALK_PAGE) {
      const { url, init } = graphqlRequest(targets, player, query, {
        limit: Math.min(CURSOR_WALK_PAGE, depth - seen),
        ...(after ? { after } : {}),
      });
      const answer = (await (await fetch(url, init)).json()) as {
        data?: { journalEntries?: { nextCursor?: string | null } };
        errors?: { message: string }[];
      };
      after = answer.data?.journalEntries?.nextCursor ?? null;
      if (!after)
        throw new Error(
          `journal search of ${player.name} ended before ${depth}: ${JSON.stringify(answer.errors)}`,
        );
    }
    cursors.set(player.userId, after!);
  });
  return cursors;
}

async function ladderMiddle(redisUrl: string): Promise<number> {
  const redis = new Redis(redisUrl);
  try {
    return Math.floor((await redis.zcard('vh:ladder:xp')) / 2);
  } finally {
    redis.disconnect();
  }
}

function figuresOf(
  operation: ScaleOperation,
  recorder: Awaited<ReturnType<typeof runOpenLoop>>,
): OperationFigures {
  const stats = recorder.byName.get(operation.name);
  const sorted = [...(stats?.latenciesMs ?? [])].sort((a, b) => a - b);
  const errors = new Map([...(stats?.failures ?? []), ...(stats?.checkFailures ?? [])]);
  for (const [reason, count] of recorder.dropped) errors.set(`dropped: ${reason}`, count);
  const first = [...errors].sort((a, b) => b[1] - a[1])[0];
  return {
    name: operation.name,
    good: sorted.length,
    errors: sum(errors.values()),
    firstError: first ? `${first[1]} × ${first[0]}` : null,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

/** The daily analytics job as the service runs it (every day since the last record), timed. */
async function timeDailyJob(analyticsUrl: string) {
  const db = createDatabase(analyticsUrl, { max: 2 });
  try {
    const deps = { stats: new StatsRepository(db) } as Pick<AnalyticsDeps, 'stats'> as AnalyticsDeps;
    const times: number[] = [];
    let days = 0;
    for (let run = 0; run < DAILY_JOB_RUNS; run += 1) {
      const started = performance.now();
      days = await computeDailyRecords(deps);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), max: times[times.length - 1]!, days };
  } finally {
    await db.destroy();
  }
}

export async function measureWorld(
  stack: RunningStack,
  targets: Targets,
  config: ScaleConfig,
  say: (text: string) => void,
): Promise<WorldFigures> {
  const gameUrl = databaseUrl(stack, 'game');
  const identityUrl = databaseUrl(stack, 'identity');
  const key = localSecrets().jwtPrivateKey;
  say(`creating ${config.measuredPlayers} measured players and ${config.admins} admins`);
  const players = await setUpPlayers(targets, identityUrl, key, {
    count: config.measuredPlayers,
    role: 'user',
    password: false,
  });
  const admins = await setUpPlayers(targets, identityUrl, key, {
    count: config.admins,
    role: 'admin',
    password: false,
  });
  await seedJournals(gameUrl, players, config.journalDepth);
  const [ground] = await query<{ id: number }>(
    gameUrl,
    'select hunting_ground_id as id from bench_scale_players limit 1',
  );
  const cooldowns = new CooldownReset(gameUrl, 4);
  const seconds = Math.ceil(config.samples / config.rate);
  const figures: OperationFigures[] = [];
  try {
    // The hunt runs first, so the measured players are on the ladder in the almost empty world too.
    const context = {
      targets,
      ladderMiddle: 0,
      huntingGroundId: ground!.id,
      // `<run>_001`: ten of the measured players (`ld<run>_0010` to `_0019`), as an admin looking for one.
      searchFragment: `${players[0]!.name.slice(2, 9)}001`,
      journalDeepOffset: config.journalDepth - 100,
      deepCursors: await deepCursors(targets, players, config.journalDepth - 100),
    };
    for (const operation of scaleOperations(context)) {
      context.ladderMiddle = await ladderMiddle(stack.redisUrl);
      const drive: Drive = {
        iteration: async (session) => {
          await session.call(operation.name, operation.prepare(session.player), operation.verdict);
        },
        targets,
        cooldowns: operation.hunts ? cooldowns : null,
        warmupSeconds: WARMUP_SECONDS,
        seconds,
      };
      await settle(say);
      say(`${operation.name}: ${config.rate}/s for ${WARMUP_SECONDS} + ${seconds} s`);
      const recorder = await runOpenLoop(
        drive,
        operation.admin ? admins : players,
        config.rate,
        MAX_IN_FLIGHT,
      );
      figures.push(figuresOf(operation, recorder));
    }
  } finally {
    await cooldowns.close();
  }
  say('daily analytics job');
  const dailyJob = await timeDailyJob(databaseUrl(stack, 'analytics'));
  return { operations: figures, dailyJob };
}
