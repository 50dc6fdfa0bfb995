/**
 * `npm run drill:restore` (docs/deploy.md#restore-drill): backs up every service's database with
 * pg_dump while the game runs under load, restores the dumps into new databases, checks every
 * invariant on them and runs a fresh stack on them. Prints the recovery point and how long the
 * restore took; exits 0 when every check held, 1 otherwise.
 *
 * 1. A fresh test stack (production mode); the quick hunt and the merchant scenarios of tests/load/
 *    and premium purchases through the sandbox provider run in open loops (DRILL_HUNT_RATE 20/s,
 *    DRILL_MERCHANT_RATE 10/s, DRILL_PURCHASE_RATE 1/s, DRILL_LOAD_SECONDS 40 s; scripts/drill/load.ts).
 * 2. After DRILL_BACKUP_AFTER_SECONDS (15) of load: one snapshot per database, exported together,
 *    and pg_dump of each from it (scripts/drill/backup.ts). The load goes on to its end; it must
 *    fail under 1 % of its requests.
 * 3. That stack stops (the lost machine). Each dump is restored into vh_drill_<database> with
 *    pg_restore (constraints, foreign keys and triggers re-created after the data: a violation fails).
 * 4. On the restored databases: the rows of every table equal the dump's; `npm run ledger:verify`'s
 *    checks (balances, chains, every caller's record: economy, payments, analytics, social); every
 *    trade economy applied is in the game's exchanges with the same items.
 * 5. A fresh stack on the restored databases (a new Redis db, new Kafka topics): every service and
 *    the gateway must come up ready; the ledger checks run again once its jobs ran.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { Redis } from 'ioredis';
import { backUp, type Backup } from './drill/backup';
import { checkTradeInventories } from './drill/inventories';
import { startDrillLoad, type LoadSummary } from './drill/load';
import { countDifferences, dropDatabase, dumpRowCounts, restoreInto, tableRowCounts } from './drill/restore';
import { infraEndpoints } from './lib/infra';
import { LOCAL_DIR } from './lib/paths';
import { pgTools, type PgTools } from './lib/pgTools';
import { formatReport, verifyLedger } from './ledger/verify';
import { printSummary } from './load/summary';
import { fixed, line } from './load/table';
import { progress, runWithStacks, withTestStack } from './load/testStack';

const say = progress('drill');
const RESTORED_PREFIX = 'vh_drill';
/** Redis is not backed up (sessions, limits, caches): the restored stack starts on an empty db of its own. */
const RESTORED_REDIS_DB = 7;
const settings = {
  huntRate: Number(process.env.DRILL_HUNT_RATE ?? 20),
  merchantRate: Number(process.env.DRILL_MERCHANT_RATE ?? 10),
  purchaseRate: Number(process.env.DRILL_PURCHASE_RATE ?? 1),
  loadSeconds: Number(process.env.DRILL_LOAD_SECONDS ?? 40),
  backupAfterSeconds: Number(process.env.DRILL_BACKUP_AFTER_SECONDS ?? 15),
};
const MAX_ERROR_RATE = 0.01;

async function serverMajor(serverUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ major: number }>(
      `select current_setting('server_version_num')::int / 10000 as major`,
    );
    return rows[0]!.major;
  } finally {
    await client.end();
  }
}

const seconds = (ms: number) => `${fixed(ms / 1000, 1)} s`;
const databaseOf = (url: string) => new URL(url).pathname.slice(1).replace(/^vh_test_/, '');

/** Step 1 and 2: the backup, taken under load. */
async function backUpUnderLoad(
  dir: string,
): Promise<{ tools: PgTools; backup: Backup; databases: Record<string, string>; load: LoadSummary[] }> {
  return withTestStack('drill', {}, async (stack) => {
    const tools = pgTools(await serverMajor(stack.endpoints.postgresUrl));
    say(`${tools.version}; preparing the load's players`);
    const finished = await startDrillLoad(stack, {
      rates: {
        quickhunt: settings.huntRate,
        merchant: settings.merchantRate,
        purchases: settings.purchaseRate,
      },
      seconds: settings.loadSeconds,
    });
    say(
      `load: quick hunts at ${settings.huntRate}/s, merchant buys at ${settings.merchantRate}/s and premium ` +
        `purchases at ${settings.purchaseRate}/s for ${settings.loadSeconds} s`,
    );
    await sleep(settings.backupAfterSeconds * 1000);
    say('backing up every database with pg_dump, under load');
    const backup = await backUp(tools, stack.databaseUrls, dir);
    say(
      `backup done in ${seconds(backup.tookMs)}, ${fixed(backup.bytes / 2 ** 20, 1)} MiB; the load goes on to its end`,
    );
    const databases = Object.fromEntries(
      Object.entries(stack.databaseUrls).map(([service, url]) => [service, databaseOf(url)]),
    );
    return { tools, backup, databases, load: await finished() };
  });
}

interface Checks {
  failures: string[];
  lines: string[];
}

async function checkLedger(urls: Record<string, string>, when: string, checks: Checks): Promise<void> {
  const reports = await verifyLedger(urls, { limit: 20 });
  checks.lines.push(
    `ledger (${when}):`,
    ...formatReport(reports)
      .split('\n')
      .map((text) => `  ${text}`),
  );
  const differences = reports.reduce((sum, report) => sum + report.differences.length, 0);
  if (differences > 0) checks.failures.push(`the ledger does not verify ${when}: ${differences} differences`);
}

/** Steps 3 and 4: the restore and the checks on the restored databases, before anything runs on them. */
async function restoreAndCheck(
  tools: PgTools,
  backup: Backup,
  databases: Record<string, string>,
  checks: Checks,
) {
  const serverUrl = infraEndpoints().postgresUrl;
  const started = Date.now();
  const urls: Record<string, string> = {};
  for (const [service, file] of Object.entries(backup.files)) {
    urls[service] = await restoreInto(tools, serverUrl, `${RESTORED_PREFIX}_${databases[service]}`, file);
  }
  const restoreMs = Date.now() - started;
  say(`restored ${Object.keys(urls).length} databases in ${seconds(restoreMs)}`);

  let tables = 0;
  let rows = 0;
  for (const [service, file] of Object.entries(backup.files)) {
    const inDump = await dumpRowCounts(tools, file);
    const differences = countDifferences(inDump, await tableRowCounts(urls[service]!));
    tables += inDump.size;
    for (const count of inDump.values()) rows += count;
    for (const difference of differences) checks.failures.push(`${service}: ${difference}`);
  }
  checks.lines.push(
    `row counts: ${tables} tables, ${rows.toLocaleString('en')} rows, restored equal to the dumps: ${checks.failures.length === 0 ? 'yes' : 'NO'}`,
  );
  await checkLedger(urls, 'on the restored databases', checks);
  const inventories = await checkTradeInventories(urls.economy!, urls.game!);
  checks.lines.push(
    `inventories: ${inventories.trades} applied trades, ${inventories.differences.length === 0 ? 'each in the game with the same items' : `${inventories.differences.length} DIFFERENCES`}`,
    ...inventories.differences.slice(0, 20).map((text) => `  - ${text}`),
  );
  if (inventories.differences.length > 0)
    checks.failures.push(`${inventories.differences.length} trades not in the inventories`);
  return { urls, started, restoreMs };
}

async function flushRestoredRedis(): Promise<void> {
  const url = new URL(infraEndpoints().redisUrl);
  url.pathname = `/${RESTORED_REDIS_DB}`;
  const redis = new Redis(url.toString());
  await redis.flushdb();
  redis.disconnect();
}

function printLoad(load: LoadSummary[], checks: Checks): void {
  for (const summary of load) {
    printSummary(summary);
    if (summary.total.errorRate >= MAX_ERROR_RATE)
      checks.failures.push(
        `${summary.scenario}: ${fixed(summary.total.errorRate * 100, 2)} % of its requests failed during the backup`,
      );
  }
}

async function run(): Promise<number> {
  const dir = path.join(LOCAL_DIR, 'drill', new Date().toISOString().replace(/[:.]/g, '-'));
  line('Vampire Hunt restore drill');
  const { tools, backup, databases, load } = await backUpUnderLoad(dir);
  const checks: Checks = { failures: [], lines: [] };
  printLoad(load, checks);

  say('the stack is gone; restoring the dumps into new databases');
  const restored = await restoreAndCheck(tools, backup, databases, checks);
  await flushRestoredRedis();
  say('a fresh stack on the restored databases');
  const servingMs = await withTestStack(
    'drill',
    { keptStores: { databasePrefix: RESTORED_PREFIX, redisDb: RESTORED_REDIS_DB } },
    async (stack) => {
      const serving = Date.now() - restored.started;
      const version = await fetch(`${stack.gatewayUrl}/api/version`);
      if (!version.ok)
        checks.failures.push(`the restored gateway answered /api/version with ${version.status}`);
      // A few seconds of the restored stack's jobs (settlement, reconciliation, outbox relays) first.
      await sleep(5_000);
      await checkLedger(stack.databaseUrls, 'with the restored stack running', checks);
      return serving;
    },
  );

  line();
  line('restore drill');
  line(
    `  recovery point:   ${backup.recoveryPoint.toISOString()} (the databases' snapshots within ${backup.spreadMs} ms)`,
  );
  line(
    `  backup:           ${seconds(backup.tookMs)} under load, ${fixed(backup.bytes / 2 ** 20, 1)} MiB in ${dir}`,
  );
  line(
    `  restore:          ${seconds(restored.restoreMs)} (pg_restore of ${Object.keys(backup.files).length} databases)`,
  );
  line(`  until it served:  ${seconds(servingMs)} (restore, then every service and the gateway ready)`);
  for (const text of checks.lines) line(`  ${text}`);
  if (checks.failures.length > 0) {
    line();
    for (const failure of checks.failures) line(`FAILED: ${failure}`);
    line(`the dumps stay in ${dir}, the restored databases as ${RESTORED_PREFIX}_<database>`);
    return 1;
  }
  line('  every check held');
  // Kept for a look when a check failed: the dumps and the restored databases.
  fs.rmSync(dir, { recursive: true, force: true });
  for (const database of Object.values(databases))
    await dropDatabase(infraEndpoints().postgresUrl, `${RESTORED_PREFIX}_${database}`);
  return 0;
}

runWithStacks('drill', run);
