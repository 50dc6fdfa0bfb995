import { TooManyRequestsError } from '@vh/kit';

/**
 * How much of a replica's CPU the setup simulator may take. A simulation is pure CPU (thousands of
 * fights) on the same event loop that answers hunts, so a replica runs at most `concurrent` at once
 * and a player one at a time; the rest are refused with a 429 at once rather than queued, so a
 * burst of simulations can never pile up in front of hunts.
 */
export interface SimulationLimits {
  concurrent: number;
  /** Seconds the client is told to wait before trying again. */
  retryAfterSeconds: number;
}

export const SIMULATION_LIMITS: SimulationLimits = { concurrent: 2, retryAfterSeconds: 2 };

export class SimulationGate {
  private readonly running = new Set<string>();

  constructor(private readonly limits: SimulationLimits = SIMULATION_LIMITS) {}

  /** Runs one player's simulation, or refuses it when the player or the replica is busy. */
  async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const { concurrent, retryAfterSeconds } = this.limits;
    if (this.running.has(userId)) {
      throw new TooManyRequestsError('Your last simulation is still running.', retryAfterSeconds);
    }
    if (this.running.size >= concurrent) {
      throw new TooManyRequestsError('The simulator is busy; try again in a moment.', retryAfterSeconds);
    }
    this.running.add(userId);
    try {
      return await work();
    } finally {
      this.running.delete(userId);
    }
  }
}
