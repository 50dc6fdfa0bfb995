/** What the filled world costs on disk: each database, and the bytes per player and per fight. */
import pg from 'pg';

/** Tables that grow with players, and those that grow with fights, per service. */
const PER_PLAYER: Record<string, string[]> = {
  identity: ['users'],
  game: ['players', 'player_items', 'player_currencies', 'equipped_items', 'enemy_hunts'],
  analytics: ['players', 'activity_days', 'subscriptions'],
};
const PER_FIGHT: Record<string, string[]> = { game: ['combats', 'journal_entries'] };

export interface WorldSizes {
  databases: { name: string; bytes: number }[];
  players: number;
  fights: number;
  playerBytes: number;
  fightBytes: number;
}

async function tableBytes(client: pg.Client, tables: string[]): Promise<number> {
  const { rows } = await client.query(
    `select coalesce(sum(pg_total_relation_size(name::regclass)), 0)::float8 as bytes from unnest($1::text[]) name`,
    [tables],
  );
  return (rows[0] as { bytes: number }).bytes;
}

export async function worldSizes(databaseUrls: Record<string, string>): Promise<WorldSizes> {
  const sizes: WorldSizes = { databases: [], players: 0, fights: 0, playerBytes: 0, fightBytes: 0 };
  for (const [service, url] of Object.entries(databaseUrls)) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(
        'select current_database() as name, pg_database_size(current_database())::float8 as bytes',
      );
      sizes.databases.push(rows[0] as { name: string; bytes: number });
      sizes.playerBytes += await tableBytes(client, PER_PLAYER[service] ?? []);
      sizes.fightBytes += await tableBytes(client, PER_FIGHT[service] ?? []);
      if (service === 'game') {
        const counts = await client.query(
          'select (select count(*) from players)::float8 as players, (select count(*) from combats)::float8 as fights',
        );
        Object.assign(sizes, counts.rows[0]);
      }
    } finally {
      await client.end();
    }
  }
  return sizes;
}
