/**
 * The restore drill's backup: every service's database with pg_dump (custom format), each from a
 * snapshot exported at the same moment for all of them, so the dumps stand for one recovery point
 * (as close as separate databases can: the snapshots are taken together, within milliseconds).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { PgTools } from '../lib/pgTools';

const execFileAsync = promisify(execFile);

export interface Backup {
  /** The dump file of each service, by service name. */
  files: Record<string, string>;
  /** The snapshots' time: what a restore gets back (the latest of them). */
  recoveryPoint: Date;
  /** Between the first and the last snapshot. */
  spreadMs: number;
  /** Bytes of all dumps. */
  bytes: number;
  /** From the snapshots to the last dump written. */
  tookMs: number;
}

/** Dumps each database of `databaseUrls` into `dir`. */
export async function backUp(
  tools: PgTools,
  databaseUrls: Record<string, string>,
  dir: string,
): Promise<Backup> {
  fs.mkdirSync(dir, { recursive: true });
  const started = Date.now();
  const clients = Object.entries(databaseUrls).map(([service, url]) => ({
    service,
    url,
    client: new pg.Client({ connectionString: url }),
  }));
  await Promise.all(clients.map(({ client }) => client.connect()));
  try {
    // Every transaction first, then every snapshot together: the snapshot is taken by the first query.
    await Promise.all(
      clients.map(({ client }) => client.query('begin isolation level repeatable read read only')),
    );
    const snapshots = await Promise.all(
      clients.map(async ({ client }) => {
        const { rows } = await client.query<{ snapshot: string; at: Date }>(
          'select pg_export_snapshot() as snapshot, clock_timestamp() as at',
        );
        return rows[0]!;
      }),
    );
    const times = snapshots.map((snapshot) => snapshot.at.getTime());
    const files: Record<string, string> = {};
    // One at a time: the game under load keeps the machine's two cores busy enough.
    for (const [index, { service, url }] of clients.entries()) {
      const file = path.join(dir, `${service}.dump`);
      await execFileAsync(tools.pgDump, [
        '--format=custom',
        `--snapshot=${snapshots[index]!.snapshot}`,
        `--file=${file}`,
        `--dbname=${url}`,
      ]);
      files[service] = file;
    }
    return {
      files,
      recoveryPoint: new Date(Math.max(...times)),
      spreadMs: Math.max(...times) - Math.min(...times),
      bytes: Object.values(files).reduce((sum, file) => sum + fs.statSync(file).size, 0),
      tookMs: Date.now() - started,
    };
  } finally {
    await Promise.all(clients.map(({ client }) => client.end()));
  }
}
