/**
 * bench:hunt's floor (floorServer.ts), run from the benchmark: started while the working tree's last
 * stack still runs (it loads the content snapshot from that stack's content service), measured after
 * that stack stopped, on the game database it left behind (the same players, their cooldowns lifted
 * between hunts as for the stack), in the same closed loop as the stack's scenarios.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { LoadPlayer, Targets } from '../load/client';
import { CooldownReset } from '../load/cooldowns';
import { runClosedLoop } from '../load/executors';
import { ROOT } from '../lib/paths';
import { localSecrets } from '../lib/secrets';
import type { RunningStack } from '../lib/stack';
import type { BenchConfig } from './config';
import { summarize } from './report';
import { driveOf, floorHunt } from './scenarios';
import { settle } from './settle';
import type { Summary } from './summary';

const FLOOR_SERVER = path.join(ROOT, 'scripts', 'bench', 'floorServer.ts');
/** Loading the content snapshot and connecting take seconds; a minute means it is stuck. */
const READY_WITHIN_MS = 60_000;

/** The floor process, ready: where it answers, the database it hunts in and how to stop it. */
export interface Floor {
  url: string;
  gameDatabaseUrl: string;
  stop(): Promise<void>;
}

function ended(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the floor process on `stack`'s game database and content (which must still run). */
export async function startFloor(stack: RunningStack): Promise<Floor> {
  const gameDatabaseUrl = stack.databaseUrls.game;
  const contentUrl = stack.serviceUrls.content;
  if (!gameDatabaseUrl || !contentUrl) throw new Error('the floor needs a game database and content');
  // node with tsx's loader (no tsx launcher in between), so /proc shows the floor as one process.
  const child = spawn(process.execPath, ['--enable-source-maps', '--import', 'tsx', FLOOR_SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: gameDatabaseUrl,
      CONTENT_URL: contentUrl,
      GATEWAY_SHARED_SECRET: localSecrets().gatewaySharedSecret,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('the floor was not ready within a minute')),
        READY_WITHIN_MS,
      );
      child.once('message', (message: { port: number }) => {
        clearTimeout(timer);
        resolve(message.port);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the floor process exited (${code}) before it was ready`));
      });
    });
    return { url: `http://127.0.0.1:${port}`, gameDatabaseUrl, stop: () => ended(child) };
  } catch (error) {
    await ended(child);
    throw error;
  }
}

/** The floor in the closed loop, as a stack's scenario: after the stack settled, warm-up, then measured. */
export async function measureFloor(
  floor: Floor,
  players: LoadPlayer[],
  config: BenchConfig,
  say: (message: string) => void,
): Promise<Summary> {
  const scenario = floorHunt(floor.url);
  // The engine's targets name the stack; the floor's requests carry their own URL.
  const targets: Targets = { gatewayUrl: floor.url, gameUrl: null, appKey: '', gatewaySecret: null };
  const cooldowns = new CooldownReset(floor.gameDatabaseUrl, config.concurrency);
  try {
    await settle(say);
    say(`${scenario.name}: ${config.warmupSeconds} s warm-up, ${config.seconds} s measured`);
    const recorder = await runClosedLoop(
      driveOf(scenario, targets, cooldowns, config),
      players,
      config.concurrency,
    );
    return summarize(scenario, recorder);
  } finally {
    await cooldowns.close();
  }
}
