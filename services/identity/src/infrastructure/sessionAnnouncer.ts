import { announceSessionGeneration, type Logger, type Redis } from '@vh/kit';

const RETRY_EVERY_MS = 1000;
const GIVE_UP_AFTER_MS = 10 * 60_000;

/**
 * Tells every gateway replica (through Redis) that an account's sessions changed. Announcements are
 * made after the database commit; one that fails (Redis down) is retried in the background, latest
 * generation per account first, so an ended session is refused as soon as Redis is back. Until then
 * the gateways' own copies expire after a minute and are read again.
 */
export class SessionAnnouncer {
  private readonly pending = new Map<string, { generation: number; since: number }>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
  ) {}

  async announce(userId: string, generation: number): Promise<void> {
    try {
      await announceSessionGeneration(this.redis, userId, generation);
      this.pending.delete(userId);
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'session change not announced yet; retrying');
      this.pending.set(userId, { generation, since: this.pending.get(userId)?.since ?? Date.now() });
      this.timer ??= setInterval(() => void this.retry(), RETRY_EVERY_MS);
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async retry(): Promise<void> {
    for (const [userId, { generation, since }] of [...this.pending]) {
      if (Date.now() - since > GIVE_UP_AFTER_MS) {
        this.logger.error({ userId }, 'session change never announced; gateway copies expire on their own');
        this.pending.delete(userId);
        continue;
      }
      try {
        await announceSessionGeneration(this.redis, userId, generation);
        this.pending.delete(userId);
      } catch {
        return;
      }
    }
    if (this.pending.size === 0) this.stop();
  }
}
