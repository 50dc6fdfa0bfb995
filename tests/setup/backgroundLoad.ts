/**
 * `VH_BACKGROUND_LOAD=<scenario>@<rate>` (npm run test:under-load): while the suites run, the load tool
 * plays that scenario of tests/load/ against the test stack in an open loop, in a process of its own,
 * so the concurrency suites prove their guarantees under a benchmark's load rather than on an idle
 * stack. The teardown fails the run when the load stopped early or made no fights.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { LOCAL_DIR, ROOT } from '@vh/scripts/lib/paths';
import { logTail, waitFor } from '@vh/scripts/lib/processes';
import type { RunningStack } from '@vh/scripts/lib/stack';
import { adminTotpSecret } from '../kit/secondFactor';

export interface BackgroundLoad {
  scenario: string;
  rate: number;
  child: ChildProcess;
  logFile: string;
  gameDatabaseUrl: string;
  fightsBefore: number;
  startedAt: number;
}

/** Longer than any run of the suites; the teardown stops it. */
const LOAD_SECONDS = 3600;
/** Players prepared through the admin API before the load begins. */
const READY_WITHIN_MS = 180_000;

function parseSpec(spec: string): { scenario: string; rate: number } {
  const match = /^([\w-]+)@(\d+(?:\.\d+)?)$/.exec(spec.trim());
  if (!match || Number(match[2]) <= 0)
    throw new Error(`VH_BACKGROUND_LOAD must be <scenario>@<rate per second>, e.g. quickhunt@40: ${spec}`);
  return { scenario: match[1]!, rate: Number(match[2]) };
}

async function count(databaseUrl: string, sql: string): Promise<number> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ count: string }>(sql);
    return Number(rows[0]!.count);
  } finally {
    await db.end();
  }
}

const countFights = (gameDatabaseUrl: string) => count(gameDatabaseUrl, 'select count(*) from combats');

/** Mails not sent yet: the load players' activation mails would queue the suites' own behind them. */
const unsentMails = (identityDatabaseUrl: string) =>
  count(identityDatabaseUrl, 'select count(*) from mail_outbox where sent_at is null');

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/**
 * Starts the load named by VH_BACKGROUND_LOAD (null without it) and waits until it hunts (a second's
 * worth of fights made) and its players' activation mails are out.
 */
export async function startBackgroundLoad(stack: RunningStack): Promise<BackgroundLoad | null> {
  const spec = process.env.VH_BACKGROUND_LOAD;
  if (!spec) return null;
  const { scenario, rate } = parseSpec(spec);
  const logFile = path.join(LOCAL_DIR, 'logs', 'background-load.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.openSync(logFile, 'w');
  const gameDatabaseUrl = stack.databaseUrls.game!;
  const fightsAtSpawn = await countFights(gameDatabaseUrl);
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    [
      path.join(ROOT, 'scripts', 'load.ts'),
      scenario,
      '--rate',
      String(rate),
      '--duration',
      String(LOAD_SECONDS),
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', out, out],
      env: {
        ...process.env,
        LOAD_BASE_URL: stack.gatewayUrl,
        LOAD_APP_KEY: stack.apiAppKey,
        LOAD_ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'admin',
        // The admin signs in with its second factor (the steps are shared with the kit's codes).
        LOAD_ADMIN_TOTP_SECRET: adminTotpSecret(),
        LOAD_GAME_DATABASE_URL: gameDatabaseUrl,
      },
    },
  );
  fs.closeSync(out);
  process.stdout.write(`[background load] ${scenario} at ${rate}/s, log in ${logFile}\n`);
  await waitFor(
    'the background load',
    async () =>
      (await countFights(gameDatabaseUrl)) - fightsAtSpawn >= rate &&
      (await unsentMails(stack.databaseUrls.identity!)) === 0,
    READY_WITHIN_MS,
    () => (alive(child) ? null : `it exited:\n${logTail(logFile)}`),
  );
  return {
    scenario,
    rate,
    child,
    logFile,
    gameDatabaseUrl,
    // Counted from here: the fights of the run-in are not beside the suites.
    fightsBefore: await countFights(gameDatabaseUrl),
    startedAt: Date.now(),
  };
}

/** Stops the load; throws when it had stopped on its own or made no fights while the suites ran. */
export async function stopBackgroundLoad(load: BackgroundLoad): Promise<void> {
  const stillRunning = alive(load.child);
  const fights = (await countFights(load.gameDatabaseUrl)) - load.fightsBefore;
  const seconds = (Date.now() - load.startedAt) / 1000;
  if (stillRunning) {
    const exited = new Promise((resolve) => load.child.once('exit', resolve));
    load.child.kill('SIGTERM');
    await exited;
  }
  process.stdout.write(
    `[background load] ${load.scenario} at ${load.rate}/s: ${fights} fights in ${seconds.toFixed(0)} s ` +
      `(${(fights / seconds).toFixed(1)}/s) beside the suites\n`,
  );
  if (!stillRunning) throw new Error(`the background load stopped early:\n${logTail(load.logFile)}`);
  if (fights === 0) throw new Error(`the background load made no fights:\n${logTail(load.logFile)}`);
}
