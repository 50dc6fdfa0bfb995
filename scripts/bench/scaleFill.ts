/**
 * bench:scale's filled world: kept in databases of its own (vh_scale_*) and Redis db 3, so a run
 * fills them only when they do not hold this fill version at these sizes (a marker row says so).
 */
import { performance } from 'node:perf_hooks';
import { NUMBER_BY_ROLE } from '@vh/kit';
import { Redis } from 'ioredis';
import pg from 'pg';
import { infraUp } from '../lib/infra';
import { discoverServices } from '../lib/services';
import { RedisLadder, type PlayerRow } from '@vh/analytics/testing';
import { chunks } from './scaleDistribution';
import * as sql from './scaleFillSql';
import { copiedColumns } from './scaleTemplates';

/** Bump when the fill changes: a kept world of another version is dropped and filled again. */
export const FILL_VERSION = 3;
export const KEPT_STORES = { databasePrefix: 'vh_scale', redisDb: 3 };

export interface FillSize {
  players: number;
  fights: number;
}

const PLAYER_CHUNK = 50_000;
const FIGHT_CHUNK = 100_000;
const ACTIVITY_DAYS = 30;
const LADDER_PAGE = 5_000;

const keptDatabases = () =>
  discoverServices()
    .filter((service) => service.database)
    .map((service) => `${KEPT_STORES.databasePrefix}_${service.database}`);

function urlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The kept world's stores, whether or not its stack runs. */
export interface KeptWorld {
  databaseUrls: Record<string, string>;
  redisUrl: string;
}

export async function keptWorld(): Promise<KeptWorld> {
  const { postgresUrl, redisUrl } = await infraUp();
  const redis = new URL(redisUrl);
  redis.pathname = `/${KEPT_STORES.redisDb}`;
  return {
    databaseUrls: Object.fromEntries(
      discoverServices()
        .filter((service) => service.database)
        .map((service) => [
          service.name,
          urlOf(postgresUrl, `${KEPT_STORES.databasePrefix}_${service.database}`),
        ]),
    ),
    redisUrl: redis.toString(),
  };
}

interface Marker {
  version: number;
  players: number;
  fights: number;
  fill_started_at: string | null;
  filled_at: string | null;
}

/**
 * Where the kept world stands for this fill: 'filled'; 'prepared' (migrated, templates made, the
 * fill not begun); or 'none', after dropping whatever it held (another size or version, a fill cut
 * short), so its stack starts it afresh.
 */
export async function keptWorldState(
  world: KeptWorld,
  size: FillSize,
  say: (text: string) => void,
): Promise<'filled' | 'prepared' | 'none'> {
  const gameUrl = world.databaseUrls.game!;
  const serverUrl = urlOf(gameUrl, 'postgres');
  const marker = await withClient(serverUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [
      new URL(gameUrl).pathname.slice(1),
    ]);
    if (found.rowCount === 0) return null;
    return withClient(gameUrl, async (game) => {
      const { rows } = await game.query(
        `select case when to_regclass('bench_scale_fill') is null then null else
           (select row_to_json(f) from bench_scale_fill f limit 1) end as marker`,
      );
      return (rows[0] as { marker: Marker | null }).marker;
    });
  });
  const same =
    marker?.version === FILL_VERSION && marker.players === size.players && marker.fights === size.fights;
  if (same && marker.filled_at) return 'filled';
  if (same && !marker.fill_started_at) return 'prepared';
  say(
    marker
      ? `kept world holds version ${marker.version}, ${marker.players} players, ${marker.fights} fights` +
          `${same ? ', its fill cut short' : ''}: dropping it`
      : 'no filled world kept yet',
  );
  await withClient(serverUrl, async (client) => {
    for (const name of keptDatabases()) await client.query(`drop database if exists "${name}" with (force)`);
  });
  const redis = new Redis(world.redisUrl);
  await redis.flushdb();
  redis.disconnect();
  return 'none';
}

/** After the kept world's stack migrated it and the templates were made: the fill may begin. */
export async function markPrepared(world: KeptWorld, size: FillSize): Promise<void> {
  await withClient(world.databaseUrls.game!, async (game) => {
    await game.query('drop table if exists bench_scale_fill');
    await game.query(
      `create table bench_scale_fill as select $1::int as version, $2::bigint as players, $3::bigint as fights,
         null::timestamptz as fill_started_at, null::timestamptz as filled_at`,
      [FILL_VERSION, size.players, size.fights],
    );
  });
}

/** Runs a statement over [from, to] chunks of `total`, printing progress. */
async function inChunks(
  client: pg.Client,
  say: (text: string) => void,
  what: string,
  total: number,
  size: number,
  statement: string,
): Promise<void> {
  const started = performance.now();
  for (const { from, to } of chunks(total, size)) {
    await client.query(statement, [from, to]);
    const seconds = (performance.now() - started) / 1000;
    say(
      `  ${what}: ${(to + 1).toLocaleString('en')} / ${total.toLocaleString('en')} (${seconds.toFixed(0)} s)`,
    );
  }
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // A benchmark's fill: losing its last commits on a crash only means filling again.
  await client.query('set synchronous_commit = off');
  return client;
}

async function templateCounts(game: pg.Client) {
  const { rows } = await game.query(
    `select (select count(*) from bench_scale_players)::int as players,
            (select count(*) from bench_scale_combats)::int as combats,
            (select count(*) from bench_scale_journal)::int as journal`,
  );
  return rows[0] as { players: number; combats: number; journal: number };
}

async function fillGame(game: pg.Client, size: FillSize, say: (text: string) => void) {
  const templates = await templateCounts(game);
  if (templates.combats === 0 || templates.journal === 0) throw new Error('the template hunts left no fight');
  await inChunks(game, say, 'game players', size.players, PLAYER_CHUNK, sql.gamePlayers(templates.players));
  await inChunks(game, say, 'inventories', size.players, PLAYER_CHUNK, sql.gameItems(templates.players));
  await inChunks(game, say, 'currencies', size.players, PLAYER_CHUNK, sql.gameCurrencies(templates.players));
  await inChunks(game, say, 'equipment', size.players, PLAYER_CHUNK, sql.gameEquipment(templates.players));
  const fightColumns = await copiedColumns(game, 'combats', 'bench_scale_combats', sql.FIGHT_OWN_COLUMNS);
  const journalColumns = await copiedColumns(
    game,
    'journal_entries',
    'bench_scale_journal',
    sql.JOURNAL_OWN_COLUMNS,
  );
  await inChunks(
    game,
    say,
    'fights',
    size.fights,
    FIGHT_CHUNK,
    sql.gameFights(size.players, templates.combats, fightColumns),
  );
  await inChunks(
    game,
    say,
    'journal entries',
    size.fights,
    FIGHT_CHUNK,
    sql.gameJournal(size.players, templates.journal, journalColumns),
  );
}

async function fillAnalytics(analytics: pg.Client, size: FillSize, say: (text: string) => void) {
  await inChunks(analytics, say, 'analytics players', size.players, PLAYER_CHUNK, sql.analyticsPlayers());
  await inChunks(analytics, say, 'subscriptions', size.players, PLAYER_CHUNK, sql.analyticsSubscriptions());
  for (let day = 0; day < ACTIVITY_DAYS; day += 1)
    await analytics.query(sql.analyticsActivityDay(size.players), [Math.ceil(size.players / 10), day]);
  say(`  activity: ${ACTIVITY_DAYS} days`);
  await analytics.query(sql.analyticsPurchases(size.players), [Math.ceil(size.players / 100)]);
  await analytics.query(sql.analyticsPastRecords());
  say('  purchases and past daily records');
}

/** The ladders in Redis, placed by the analytics service's own code from its PostgreSQL copy. */
async function fillLadders(analytics: pg.Client, redisUrl: string, say: (text: string) => void) {
  const redis = new Redis(redisUrl);
  try {
    const ladder = new RedisLadder(redis);
    let after = '00000000-0000-0000-0000-000000000000';
    let placed = 0;
    for (;;) {
      const { rows } = await analytics.query<PlayerRow>(
        `select user_id, name, avatar_image_id, xp::float8 as xp, xp_at, coolness, coolness_at,
                progress_version::float8 as progress_version, banned, row_version::float8 as row_version,
                registered_at, deleted_at, updated_at
         from players where user_id > $1 and (xp > 0 or coolness > 0) order by user_id limit $2`,
        [after, LADDER_PAGE],
      );
      if (rows.length === 0) break;
      await ladder.placeAll(rows);
      placed += rows.length;
      after = rows[rows.length - 1]!.user_id;
      if (placed % (LADDER_PAGE * 20) === 0) say(`  ladders: ${placed.toLocaleString('en')} placed`);
    }
    await ladder.markReady();
    say(`  ladders: ${placed.toLocaleString('en')} placed`);
  } finally {
    redis.disconnect();
  }
}

/**
 * Fills the prepared kept world; needs no running stack (SQL and Redis only). The marker says when the
 * fill began and ended, so a fill cut short is dropped and done again.
 */
export async function fillWorld(world: KeptWorld, size: FillSize, say: (text: string) => void) {
  const started = performance.now();
  const identity = await connect(world.databaseUrls.identity!);
  const game = await connect(world.databaseUrls.game!);
  const analytics = await connect(world.databaseUrls.analytics!);
  try {
    await game.query('update bench_scale_fill set fill_started_at = now()');
    say(`filling ${size.players.toLocaleString('en')} players, ${size.fights.toLocaleString('en')} fights`);
    await inChunks(
      identity,
      say,
      'accounts',
      size.players,
      PLAYER_CHUNK,
      sql.identityUsers(NUMBER_BY_ROLE.user),
    );
    await fillGame(game, size, say);
    await fillAnalytics(analytics, size, say);
    say('  vacuum analyze');
    for (const client of [identity, game, analytics]) await client.query('vacuum analyze');
    await fillLadders(analytics, world.redisUrl, say);
    await game.query('update bench_scale_fill set filled_at = now()');
    say(`filled in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await Promise.all([identity.end(), game.end(), analytics.end()]);
  }
}
