/**
 * The two ways a flow is driven, as k6's executors: a closed loop (virtual users, each starting its next
 * iteration as soon as the last ended: capacity, with latencies that are mostly the loop's own queueing)
 * and an open loop (iterations started at a fixed rate whether earlier ones ended or not: latency at
 * that rate). Both warm up first (not recorded), then measure.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LoadPlayer, Targets } from './client';
import type { CooldownReset } from './cooldowns';
import { cpuUsedBetween, readCpu } from './processCpu';
import { Recorder } from './recorder';
import { PlayerRotation } from './rotation';
import { newSession, type Session } from './session';

/** One iteration of a flow, for the player of its session. */
export type Iteration = (session: Session) => Promise<void>;

export interface Drive {
  iteration: Iteration;
  targets: Targets;
  /** Lifts hunt cooldowns between a player's iterations; null when the flow does not hunt. */
  cooldowns: CooldownReset | null;
  warmupSeconds: number;
  seconds: number;
}

/** Report name of a flow's own failures (a bug in the flow, an answer it could not read). */
export const FLOW_ERRORS = '(flow)';

async function iterate(drive: Drive, player: LoadPlayer, recorder: Recorder | null): Promise<void> {
  try {
    await drive.iteration(newSession(drive.targets, player, recorder));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    recorder?.record(FLOW_ERRORS, { kind: 'failed', reason });
  }
  if (recorder) recorder.iterations += 1;
}

/** Deals players round robin into one share per virtual user: no player is ever in flight twice. */
export function sharesOf(players: LoadPlayer[], virtualUsers: number): LoadPlayer[][] {
  const shares: LoadPlayer[][] = Array.from({ length: virtualUsers }, () => []);
  players.forEach((player, index) => shares[index % virtualUsers]!.push(player));
  return shares;
}

/** A virtual user: one iteration at a time, in laps over its own share of players. */
async function virtualUser(drive: Drive, share: LoadPlayer[], deadline: number, recorder: Recorder | null) {
  const userIds = share.map((player) => player.userId);
  while (performance.now() < deadline) {
    // Every player of the share played at most once since the last reset: one reset per lap.
    await drive.cooldowns?.reset(userIds);
    for (const player of share) {
      if (performance.now() >= deadline) return;
      await iterate(drive, player, recorder);
    }
  }
}

/** Every virtual user until the deadline; answers the time until the last one finished. */
async function closedPhase(drive: Drive, shares: LoadPlayer[][], seconds: number, recorder: Recorder | null) {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(shares.map((share) => virtualUser(drive, share, deadline, recorder)));
  return performance.now() - started;
}

/** Closed loop: `virtualUsers` virtual users (at most one per player). */
export async function runClosedLoop(
  drive: Drive,
  players: LoadPlayer[],
  virtualUsers: number,
): Promise<Recorder> {
  if (players.length < virtualUsers)
    throw new Error(`${virtualUsers} virtual users need at least as many players (${players.length})`);
  const shares = sharesOf(players, virtualUsers);
  await closedPhase(drive, shares, drive.warmupSeconds, null);
  const recorder = new Recorder();
  const cpuBefore = readCpu();
  recorder.elapsedMs = await closedPhase(drive, shares, drive.seconds, recorder);
  recorder.cpu = cpuUsedBetween(cpuBefore, readCpu());
  return recorder;
}

/**
 * Open loop: iterations started at `rate` per second, the warm-up and the measured window on one
 * schedule without a pause; then waits for every iteration. An iteration due while `maxInFlight` run,
 * or while no player is idle (all in flight or awaiting their cooldown reset), is dropped and counted.
 */
export async function runOpenLoop(
  drive: Drive,
  players: LoadPlayer[],
  rate: number,
  maxInFlight: number,
): Promise<Recorder> {
  const rotation = await PlayerRotation.start(players, drive.cooldowns);
  const recorder = new Recorder();
  recorder.elapsedMs = drive.seconds * 1000;
  const inFlight = new Set<Promise<void>>();

  const start = (measured: boolean) => {
    const record = measured ? recorder : null;
    if (inFlight.size >= maxInFlight) return record?.drop(`${maxInFlight} iterations already in flight`);
    const player = rotation.take();
    if (!player) return record?.drop('no idle player (all in flight or awaiting their cooldown reset)');
    const running = iterate(drive, player, record).finally(() => {
      inFlight.delete(running);
      rotation.giveBack(player);
    });
    inFlight.add(running);
  };

  const intervalMs = 1000 / rate;
  const warmup = Math.round(drive.warmupSeconds * rate);
  const total = warmup + Math.round(drive.seconds * rate);
  const started = performance.now();
  let cpuBefore = readCpu();
  for (let next = 0; next < total;) {
    // Iteration n is due at started + n × interval. All due ones start now, including those that fell
    // due while the timer slept (timers are coarser than the interval): the rate holds on average.
    const due = Math.min(total, Math.floor((performance.now() - started) / intervalMs) + 1);
    for (; next < due; next += 1) {
      if (next === warmup) cpuBefore = readCpu();
      start(next >= warmup);
    }
    // Never negative: the next one may already be due (Node 24+ warns of a negative timeout).
    if (next < total) await sleep(Math.max(0, started + next * intervalMs - performance.now()));
  }
  await Promise.all(inFlight);
  recorder.cpu = cpuUsedBetween(cpuBefore, readCpu());
  await rotation.settle();
  return recorder;
}
