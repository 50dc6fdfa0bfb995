/**
 * The restore drill's restore: each dump into a new, empty database with pg_restore, and the rows of
 * every table counted in the dump and in the restored database.
 */
import { execFile, spawn } from 'node:child_process';
import readline from 'node:readline';
import { promisify } from 'node:util';
import pg from 'pg';
import type { PgTools } from '../lib/pgTools';

const execFileAsync = promisify(execFile);

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function databaseUrlNamed(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops and creates `database`, then restores `file` into it. --exit-on-error: a row that breaks a
 * constraint, a foreign key or a trigger re-created after the data fails the restore.
 */
export async function restoreInto(
  tools: PgTools,
  serverUrl: string,
  database: string,
  file: string,
): Promise<string> {
  await onServer(serverUrl, `drop database if exists "${database}" with (force)`);
  await onServer(serverUrl, `create database "${database}"`);
  const url = databaseUrlNamed(serverUrl, database);
  await execFileAsync(tools.pgRestore, [
    '--exit-on-error',
    '--no-owner',
    '--no-privileges',
    `--dbname=${url}`,
    file,
  ]);
  return url;
}

export async function dropDatabase(serverUrl: string, database: string): Promise<void> {
  await onServer(serverUrl, `drop database if exists "${database}" with (force)`);
}

/** Rows per table (`schema.table`) of a plain SQL dump's data: the lines of each table's COPY block. */
export async function copyRowCounts(lines: AsyncIterable<string>): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  let table: string | null = null;
  for await (const line of lines) {
    if (table === null) {
      const copy = /^COPY (.+?) (?:\(.*\) )?FROM stdin;$/.exec(line);
      if (copy) {
        table = copy[1]!.replace(/"/g, '');
        counts.set(table, 0);
      }
    } else if (line === '\\.') table = null;
    else counts.set(table, counts.get(table)! + 1);
  }
  return counts;
}

/** Rows per table in a custom-format dump (pg_restore writes its data as COPY blocks). */
export async function dumpRowCounts(tools: PgTools, file: string): Promise<Map<string, number>> {
  const child = spawn(tools.pgRestore, ['--data-only', '--file=-', file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const closed = new Promise<number | null>((resolve) => child.once('close', resolve));
  const counts = await copyRowCounts(readline.createInterface({ input: child.stdout }));
  const code = await closed;
  if (code !== 0) throw new Error(`pg_restore --data-only ${file} exited ${code}`);
  return counts;
}

/** Rows per table (`schema.table`) of every user table of a database. */
export async function tableRowCounts(url: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ schema: string; name: string }>(
      `select schemaname as schema, relname as name from pg_stat_user_tables order by 1, 2`,
    );
    const counts = new Map<string, number>();
    for (const { schema, name } of tables) {
      const { rows } = await client.query<{ count: string }>(`select count(*) from "${schema}"."${name}"`);
      counts.set(`${schema}.${name}`, Number(rows[0]!.count));
    }
    return counts;
  } finally {
    await client.end();
  }
}

/** Tables whose count differs between the dump and the restored database (a table missing on one side counts as 0). */
export function countDifferences(dump: Map<string, number>, restored: Map<string, number>): string[] {
  const tables = new Set([...dump.keys(), ...restored.keys()]);
  return [...tables]
    .filter((table) => (dump.get(table) ?? 0) !== (restored.get(table) ?? 0))
    .map(
      (table) => `${table}: ${dump.get(table) ?? 0} rows in the dump, ${restored.get(table) ?? 0} restored`,
    );
}
