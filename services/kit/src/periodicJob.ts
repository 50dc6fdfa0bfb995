import type { Logger } from './logger';
import type { ShutdownManager } from './shutdown';

/**
 * Runs `work` every `intervalMs` on this replica, never overlapping itself. Jobs are written to be
 * safe with several replicas (locks and unique keys), so every replica may run them.
 */
export function startPeriodicJob(options: {
  name: string;
  intervalMs: number;
  work: () => Promise<void>;
  logger: Logger;
  shutdown: ShutdownManager;
}): void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await options.work();
    } catch (error) {
      options.logger.error({ err: error, job: options.name }, 'job failed; retrying next tick');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), options.intervalMs);
  timer.unref();
  void tick();
  options.shutdown.register(`job ${options.name}`, async () => clearInterval(timer));
}
