import type { Logger } from 'pino';

type Hook = { name: string; run: () => Promise<unknown> };

/**
 * Ordered graceful shutdown: hooks run in reverse registration order (last started, first stopped),
 * each bounded by a timeout so a hung dependency cannot keep the pod alive.
 */
export class ShutdownManager {
  private readonly hooks: Hook[] = [];
  private stopping: Promise<void> | null = null;

  constructor(
    private readonly logger: Logger,
    private readonly timeoutMs = 10_000,
  ) {}

  register(name: string, run: () => Promise<unknown>): void {
    this.hooks.push({ name, run });
  }

  listen(): void {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        this.logger.info({ signal }, 'shutting down');
        void this.shutdown().then(() => process.exit(0));
      });
    }
  }

  shutdown(): Promise<void> {
    this.stopping ??= this.runHooks();
    return this.stopping;
  }

  private async runHooks(): Promise<void> {
    for (const hook of [...this.hooks].reverse()) {
      try {
        await Promise.race([
          hook.run(),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('timed out')), this.timeoutMs).unref(),
          ),
        ]);
      } catch (error) {
        this.logger.warn({ err: error, hook: hook.name }, 'shutdown hook failed');
      }
    }
  }
}
