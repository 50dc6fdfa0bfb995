import { inconsistencies, type OpeningBalances } from './consistency';
import type { Drill, DrillContext, InFlight } from './drills';
import type { HuntAndTradeLoad } from './load';

/** What one drill measured; times in ms, recovery counted from the repair call. */
export interface DrillFigures {
  name: string;
  /** From the fault's start to the repair call. */
  heldMs: number;
  /** How long the repair itself took (a restart until /readyz, a broker until it answers). */
  repairMs: number;
  firstHuntMs: number;
  firstTradeMs: number;
  /** Until every consistency check passed (the ladder may trail the game by a moment). */
  consistentMs: number;
  /** Failed requests from the fault's start until the load paused, by action, status and message. */
  errors: [string, number][];
  /** What was still wrong when the checks gave up; empty when the drill passed. */
  problems: string[];
}

const STEADY_LOAD_TIMEOUT_MS = 30_000;
const RECOVERY_TIMEOUT_MS = 90_000;
const CONSISTENCY_TIMEOUT_MS = 45_000;
/** The recovered stack takes load a little longer before the load pauses for the checks. */
const LOAD_AFTER_RECOVERY_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the checks until they pass or time runs out; answers what was still wrong (empty: passed). */
async function untilConsistent(check: () => Promise<string[]>): Promise<string[]> {
  const deadline = Date.now() + CONSISTENCY_TIMEOUT_MS;
  for (;;) {
    const problems = await check().catch((error: unknown) => [`checks failed: ${String(error)}`]);
    if (problems.length === 0 || Date.now() > deadline) return problems;
    await sleep(500);
  }
}

const failedInFlight = (error: unknown): InFlight => ({
  problems: async () => [`in flight: ${String(error)}`],
});

/**
 * Runs one drill under the load: steady load, the fault, its repair, the first successful hunt and
 * trade after it, then (load paused) the consistency checks until they pass.
 */
export async function runDrill(
  drill: Drill,
  context: DrillContext,
  load: HuntAndTradeLoad,
  opening: OpeningBalances,
): Promise<DrillFigures> {
  load.start();
  await load.firstSuccess('hunt', Date.now(), STEADY_LOAD_TIMEOUT_MS);
  const brokeAt = Date.now();
  let inFlight: Promise<InFlight> | undefined;
  let repairedAt: number;
  try {
    await drill.inflict(context);
    inFlight = drill.whileBroken?.(context).catch(failedInFlight);
    await sleep(drill.holdMs);
  } finally {
    repairedAt = Date.now();
    await drill.repair(context);
  }
  const repairMs = Date.now() - repairedAt;
  let huntAt: number;
  let tradeAt: number;
  try {
    huntAt = await load.firstSuccess('hunt', repairedAt, RECOVERY_TIMEOUT_MS);
    tradeAt = await load.firstSuccess('buy', repairedAt, RECOVERY_TIMEOUT_MS);
    await sleep(LOAD_AFTER_RECOVERY_MS);
  } finally {
    await load.pause();
  }
  const inFlightProblems = inFlight ? await (await inFlight).problems() : [];
  const problems = await untilConsistent(() => inconsistencies(load.records, opening));
  return {
    name: drill.name,
    heldMs: repairedAt - brokeAt,
    repairMs,
    firstHuntMs: huntAt - repairedAt,
    firstTradeMs: tradeAt - repairedAt,
    consistentMs: Date.now() - repairedAt,
    errors: [...load.failuresSince(brokeAt)].sort((a, b) => b[1] - a[1]),
    problems: [...inFlightProblems, ...problems],
  };
}
