/** What a load scenario in tests/load/ declares: one user flow, its players, default load and thresholds. */
import type { PlayerNeeds } from './accounts';
import type { Iteration } from './executors';
import type { Threshold } from './thresholds';

/** How a scenario is driven by default: a closed loop of virtual users or an open loop at a rate. */
export type Load = { vus: number; rate?: never } | { rate: number; vus?: never };

export interface LoadScenario {
  name: string;
  description: string;
  /** Tags of every request of the scenario (area, kind of flow), reported with its summary. */
  tags: Record<string, string>;
  players: Omit<PlayerNeeds, 'count'> & {
    /** Players to prepare by default. */
    count: number;
    /** The flow hunts: the harness lifts each player's cooldown between its iterations. */
    hunts: boolean;
  };
  load: Load;
  /** Measured seconds by default. */
  seconds: number;
  thresholds: Threshold[];
  iteration: Iteration;
}

/** The load as a sentence for the report. */
export const describeLoad = (load: Load) =>
  load.vus !== undefined ? `closed loop, ${load.vus} virtual users` : `open loop, ${load.rate} iterations/s`;
