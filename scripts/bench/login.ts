/**
 * `npm run bench:login`: the raw argon2id verification rate of this machine (identity's hasher, every
 * core busy), then logins per second through the gateway (POST /api/user/login as the client sends
 * it) in a closed loop, and login latency in an open loop at half that rate. Prints the ratio and the
 * p99 against their targets and exits 0 either way. See docs/benchmarks.md.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { RunningStack } from '../lib/stack';
import { ROOT } from '../lib/paths';
import { localSecrets } from '../lib/secrets';
import { passwordDigest } from '../load/accounts';
import { anonymousHeaders, formBody, type Targets } from '../load/client';
import { runClosedLoop, runOpenLoop, type Drive } from '../load/executors';
import type { Recorder } from '../load/recorder';
import type { Session } from '../load/session';
import { summarizeRequests } from '../load/summary';
import { fixed, line, printTable } from '../load/table';
import { databaseUrl, progress, runOnTestStack, targetsOf } from '../load/testStack';
import { prepareLoginAccounts } from './loginAccounts';
import { MAX_LOGIN_P99_MS, MIN_LOGIN_TO_ARGON2_RATIO, OPEN_LOOP_SHARE, judgeLogin } from './loginTargets';

const say = progress('bench');
const WARMUP_SECONDS = 3;
const MAX_IN_FLIGHT = 256;
const LOGIN = 'login';

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive whole number: ${raw}`);
  return value;
}

const config = {
  players: positiveInteger('BENCH_PLAYERS', 300),
  seconds: positiveInteger('BENCH_SECONDS', 20),
  concurrency: positiveInteger('BENCH_CONCURRENCY', 8),
  argon2Seconds: positiveInteger('BENCH_ARGON2_SECONDS', 10),
};

interface Argon2Rate {
  verifications: number;
  seconds: number;
  rate: number;
  parallel: number;
}

/**
 * Runs argon2Rate.ts in a process of its own, whose libuv pool (where @node-rs/argon2 runs) has a
 * thread per core, at least libuv's default four, as identity sizes its own (services/identity/src/threadPool.ts).
 */
function measureArgon2(): Argon2Rate {
  const pool = Math.max(4, os.availableParallelism());
  const answer = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    [path.join(__dirname, 'argon2Rate.ts')],
    {
      env: {
        ...process.env,
        UV_THREADPOOL_SIZE: String(pool),
        BENCH_ARGON2_SECONDS: String(config.argon2Seconds),
      },
      encoding: 'utf8',
    },
  );
  if (answer.status !== 0) throw new Error(`argon2 measurement failed:\n${answer.stderr}`);
  return JSON.parse(answer.stdout.trim().split('\n').at(-1)!) as Argon2Rate;
}

/** One login as the client sends it: name and the SHA-256 hex of the password, from the player's address. */
async function logInOnce(session: Session): Promise<void> {
  const { player, targets } = session;
  await session.call(
    LOGIN,
    {
      url: `${targets.gatewayUrl}/api/user/login`,
      init: {
        method: 'POST',
        headers: anonymousHeaders(player.ip, targets.appKey),
        body: formBody({ username: player.name, password: passwordDigest(player.password ?? '') }),
      },
    },
    (status, body) => {
      try {
        const answer = JSON.parse(body) as { success?: boolean; access_token?: string; message?: string };
        return answer.success && answer.access_token ? null : `refused: ${answer.message}`;
      } catch {
        return `HTTP ${status}, not JSON`;
      }
    },
  );
}

const drive = (targets: Targets): Drive => ({
  iteration: logInOnce,
  targets,
  cooldowns: null,
  warmupSeconds: WARMUP_SECONDS,
  seconds: config.seconds,
});

function figuresOf(recorder: Recorder) {
  const seconds = recorder.elapsedMs / 1000;
  const stats = recorder.byName.get(LOGIN);
  const errors = new Map<string, number>([...(stats?.failures ?? []), ...(stats?.checkFailures ?? [])]);
  for (const [reason, count] of recorder.dropped) errors.set(`dropped: ${reason}`, count);
  const summary = stats ? summarizeRequests(LOGIN, stats, seconds) : null;
  const good = stats?.latenciesMs.length ?? 0;
  return {
    requests: (stats?.requests ?? 0) + recorder.droppedCount(),
    good,
    perSecond: good / seconds,
    p50: summary?.p50 ?? NaN,
    p99: summary?.p99 ?? NaN,
    max: summary?.max ?? NaN,
    errors,
    cpu: recorder.cpu,
    seconds,
  };
}

type Figures = ReturnType<typeof figuresOf>;

function printErrors(figures: Figures): void {
  for (const [reason, count] of [...figures.errors].sort((a, b) => b[1] - a[1]).slice(0, 5))
    line(`  ${String(count).padStart(6)} × ${reason}`);
}

/** Where the CPU of a login goes: ms per good login by part of the stack, and cores busy. */
function printCpu(closed: Figures): void {
  if (closed.cpu.size === 0 || closed.good === 0) return;
  const total = [...closed.cpu.values()].reduce((sum, seconds) => sum + seconds, 0);
  line();
  line('CPU per login in ms, by part of the stack (closed loop, from /proc):');
  printTable(
    ['part', 'ms per login'],
    [
      ...[...closed.cpu]
        .sort((a, b) => b[1] - a[1])
        .filter(([, seconds]) => seconds > 0)
        .map(([part, seconds]) => [part, fixed((seconds * 1000) / closed.good, 2)]),
      ['total', fixed((total * 1000) / closed.good, 2)],
      ['cores busy', fixed(total / closed.seconds, 2)],
    ],
  );
}

async function measure(stack: RunningStack, argon2: Argon2Rate): Promise<void> {
  const targets = targetsOf(stack);
  say(`preparing ${config.players} accounts (one argon2id hash shared by all)`);
  const players = await prepareLoginAccounts(
    databaseUrl(stack, 'identity'),
    localSecrets().passwordPepper,
    config.players,
  );
  say(
    `closed loop: ${config.concurrency} virtual users, ${WARMUP_SECONDS} s warm-up, ${config.seconds} s measured`,
  );
  const closed = figuresOf(await runClosedLoop(drive(targets), players, config.concurrency));
  const rate = closed.perSecond * OPEN_LOOP_SHARE;
  say(`open loop at ${fixed(rate, 1)} logins/s: ${WARMUP_SECONDS} s warm-up, ${config.seconds} s measured`);
  const open = rate > 0 ? figuresOf(await runOpenLoop(drive(targets), players, rate, MAX_IN_FLIGHT)) : null;

  line();
  printTable(
    ['run', 'logins/s', 'requests', 'errors', 'p50 ms', 'p99 ms', 'max ms'],
    [
      [
        `argon2id verify, ${argon2.parallel} in parallel (raw)`,
        fixed(argon2.rate, 1),
        String(argon2.verifications),
        '0',
        '-',
        '-',
        '-',
      ],
      [
        `closed loop, ${config.concurrency} virtual users`,
        fixed(closed.perSecond, 1),
        String(closed.requests),
        String(closed.requests - closed.good),
        fixed(closed.p50, 1),
        fixed(closed.p99, 1),
        fixed(closed.max, 1),
      ],
      ...(open
        ? [
            [
              `open loop at ${fixed(rate, 1)}/s`,
              fixed(open.perSecond, 1),
              String(open.requests),
              String(open.requests - open.good),
              fixed(open.p50, 1),
              fixed(open.p99, 1),
              fixed(open.max, 1),
            ],
          ]
        : []),
    ],
  );
  for (const [name, figures] of [
    ['closed loop', closed],
    ['open loop', open],
  ] as const) {
    if (!figures || figures.errors.size === 0) continue;
    line();
    line(`Errors of the ${name}:`);
    printErrors(figures);
  }
  printCpu(closed);

  const verdicts = judgeLogin({
    argon2PerSecond: argon2.rate,
    loginsPerSecond: closed.perSecond,
    openLoop: { rate, achieved: open?.perSecond ?? 0, p99: open?.p99 ?? NaN },
  });
  line();
  line('Targets:');
  line(
    `  logins/s through the gateway / raw argon2id verifications/s: ${fixed(closed.perSecond, 1)} / ` +
      `${fixed(argon2.rate, 1)} = ${fixed(verdicts.ratio, 2)} (target >= ${MIN_LOGIN_TO_ARGON2_RATIO})  ` +
      `${verdicts.ratioPass ? 'PASS' : 'MISS'}`,
  );
  line(
    `  login p99 at ${fixed(rate, 1)} logins/s: ${fixed(open?.p99 ?? NaN, 1)} ms (target < ${MAX_LOGIN_P99_MS} ms)` +
      `${verdicts.latencyNote ? `, ${verdicts.latencyNote}` : ''}  ${verdicts.p99Pass ? 'PASS' : 'MISS'}`,
  );
}

const cpus = os.cpus();
line('Vampire Hunt login benchmark');
line(
  `  machine:  ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown model'}), node ${process.version}`,
);
line(
  `  run:      ${config.players} accounts, ${WARMUP_SECONDS} s warm-up + ${config.seconds} s per loop; ` +
    `closed loop: ${config.concurrency} virtual users; open loop: ${OPEN_LOOP_SHARE} × closed loop`,
);
line();
say(`raw argon2id verifications for ${config.argon2Seconds} s (identity's hasher, before the stack starts)`);
const argon2 = measureArgon2();
runOnTestStack('bench', (stack) => measure(stack, argon2));
