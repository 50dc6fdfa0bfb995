/**
 * Real rows to clone: a few players hunt through the REST facade, and their fights, journal entries,
 * inventories and currencies become the templates the fill copies (realistic setups, rewards and
 * sizes, in the formats the game writes today). Kept in the game's database (bench_scale_* tables).
 */
import pg from 'pg';
import type { RunningStack } from '../lib/stack';
import { localSecrets } from '../lib/secrets';
import { gatewayHeaders, type LoadPlayer, type Targets } from '../load/client';
import { CooldownReset } from '../load/cooldowns';
import { setUpPlayers } from '../load/players';
import { databaseUrl } from '../load/testStack';

const TEMPLATE_PLAYERS = 8;
const HUNTS_PER_TEMPLATE_PLAYER = 8;

async function hunt(targets: Targets, player: LoadPlayer): Promise<void> {
  const response = await fetch(`${targets.gatewayUrl}/api/Game/quickhunt`, {
    headers: gatewayHeaders(player, targets.appKey),
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`template hunt answered ${response.status}: ${text.slice(0, 200)}`);
}

/** Tables of template rows, each numbered from 0 (`n`) so the fill can pick one by `index % count`. */
const TEMPLATE_TABLES = `
  create table bench_scale_combats as
    select (row_number() over (order by id) - 1)::int as n, c.*, coalesce(ended_at - started_at, 0) as duration
    from combats c where user_id = any($1::uuid[]) and result <> 0;
  create table bench_scale_journal as
    select (row_number() over (order by id) - 1)::int as n, j.*
    from journal_entries j where user_id = any($1::uuid[]);
  create table bench_scale_players as
    select (row_number() over (order by user_id) - 1)::int as n, user_id, hunting_ground_id
    from players where user_id = any($1::uuid[]);
`;

/**
 * Columns a copy takes from its template: every column the table and the template share (whatever
 * later migrations added), but those the fill sets itself.
 */
export async function copiedColumns(
  client: pg.Client,
  table: string,
  template: string,
  ownColumns: string[],
): Promise<string[]> {
  const { rows } = await client.query(
    `select column_name as name from information_schema.columns
     where table_schema = current_schema() and table_name = $1
       and column_name in (select column_name from information_schema.columns
                           where table_schema = current_schema() and table_name = $2)
       and column_name <> all($3::text[])
     order by ordinal_position`,
    [table, template, ownColumns],
  );
  return rows.map((row: { name: string }) => row.name);
}

export async function hasTemplates(gameDatabaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: gameDatabaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select to_regclass('bench_scale_players') is not null as present`);
    return (rows[0] as { present: boolean }).present;
  } finally {
    await client.end();
  }
}

/** Plays the template hunts and stores their rows, unless the database already holds templates. */
export async function ensureTemplates(stack: RunningStack, targets: Targets, say: (text: string) => void) {
  const gameUrl = databaseUrl(stack, 'game');
  if (await hasTemplates(gameUrl)) return;
  say(`templates: ${TEMPLATE_PLAYERS} players hunt ${HUNTS_PER_TEMPLATE_PLAYER} times each`);
  const players = await setUpPlayers(targets, databaseUrl(stack, 'identity'), localSecrets().jwtPrivateKey, {
    count: TEMPLATE_PLAYERS,
    role: 'user',
    password: false,
  });
  const cooldowns = new CooldownReset(gameUrl, 1);
  const ids = players.map((player) => player.userId);
  try {
    for (let round = 0; round < HUNTS_PER_TEMPLATE_PLAYER; round += 1) {
      await cooldowns.reset(ids);
      await Promise.all(players.map((player) => hunt(targets, player)));
    }
  } finally {
    await cooldowns.close();
  }
  const client = new pg.Client({ connectionString: gameUrl });
  await client.connect();
  try {
    await client.query('begin');
    for (const statement of TEMPLATE_TABLES.split(';').filter((text) => text.trim()))
      await client.query(statement, statement.includes('$1') ? [ids] : []);
    await client.query('commit');
  } finally {
    await client.end();
  }
}
