import type { CpuReading } from '../load/processCpu';
import type { MeasuredKey } from './scenarioKeys';

/** One scenario's figures, as the report prints them and the targets judge them. */
export interface Summary {
  key: MeasuredKey;
  name: string;
  requests: number;
  errors: number;
  /** Good answers per second. */
  throughput: number;
  p50: number;
  p99: number;
  max: number;
  errorCounts: Map<string, number>;
  /** CPU seconds each part of the stack used in the measured time. */
  cpu: CpuReading;
  /** Seconds of the measured time. */
  seconds: number;
}

/** The open-loop run: `throughput` is the achieved rate, good answers per second of the window. */
export interface LatencySummary extends Summary {
  /** The rate the schedule fired at. */
  targetRate: number;
  dropped: number;
}
