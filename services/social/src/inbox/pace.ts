/**
 * A rate for bulk work that may wait (a week's 100,000 league results): callers report what they did
 * and wait until it fits the rate, shared by every caller of the process. A burst goes at once.
 */
export class Pace {
  /** When the work reported so far is paid for (epoch ms). */
  private freeAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<unknown> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /** Counts `amount` of work done; resolves once it fits the rate. Answers the wait (ms). */
  async after(amount: number): Promise<number> {
    const now = this.now();
    const msPer = 1000 / this.perSecond;
    // Unused rate accumulates up to the burst.
    this.freeAt = Math.max(this.freeAt, now - this.burst * msPer) + amount * msPer;
    const wait = Math.max(0, this.freeAt - now);
    if (wait > 0) await this.sleep(wait);
    return wait;
  }
}
