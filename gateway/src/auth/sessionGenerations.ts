import { randomUUID } from 'node:crypto';
import {
  INTERNAL_AUTH_HEADER,
  SESSION_CHANGES_CHANNEL,
  SESSION_GENERATION_ROUTE,
  ServiceUnavailableError,
  readSessionGeneration,
  signInternalToken,
  type Logger,
  type Redis,
} from '@vh/kit/stateless';

/** Local copies are read again after this long even without an announcement (one may be lost). */
const LOCAL_COPY_MS = 60_000;
/** A stale local copy is still used when neither Redis nor identity answers, for this long. */
const STALE_COPY_MS = 5 * 60_000;
const MAX_LOCAL_COPIES = 200_000;
const IDENTITY_TIMEOUT_MS = 2000;

interface LocalCopy {
  generation: number;
  readAt: number;
}

/**
 * The session generation of each account (see the kit's sessions.ts), as this gateway replica checks
 * tokens against it. Copies are kept in memory while the Redis subscription that announces changes
 * is up, and dropped on every announcement, so an ended session is refused within milliseconds on
 * every replica. A missing copy is read from Redis, then from identity's database.
 */
export class SessionGenerations {
  private readonly copies = new Map<string, LocalCopy>();
  private listening = false;
  /** Counts announcements: a read that saw one arrive meanwhile may be stale and is not kept. */
  private announcements = 0;

  constructor(
    private readonly redis: Redis,
    private readonly subscriber: Redis,
    private readonly options: { identityOrigin: string; sharedSecret: string; logger: Logger },
  ) {}

  async start(): Promise<void> {
    this.subscriber.on('message', (_channel: string, userId: string) => {
      this.announcements++;
      this.copies.delete(userId);
    });
    // Announcements missed while the subscription was down make every copy suspect.
    this.subscriber.on('ready', () => this.forgetAll(true));
    this.subscriber.on('close', () => this.forgetAll(false));
    await this.subscriber.subscribe(SESSION_CHANGES_CHANNEL).catch((error: unknown) => {
      this.options.logger.warn({ err: error }, 'session changes channel unavailable; reading every time');
    });
    if (this.subscriber.status === 'ready') this.listening = true;
  }

  /** The account's current generation; 503 when it cannot be known at all. */
  async current(userId: string): Promise<number> {
    const now = Date.now();
    const copy = this.copies.get(userId);
    if (copy && this.listening && now - copy.readAt < LOCAL_COPY_MS) return copy.generation;
    const seen = this.announcements;
    try {
      const generation = await this.read(userId);
      if (seen === this.announcements && this.listening) this.keep(userId, generation, now);
      return generation;
    } catch (error) {
      if (copy && now - copy.readAt < STALE_COPY_MS) return copy.generation;
      this.options.logger.error({ err: error, userId }, 'session generation unavailable');
      throw new ServiceUnavailableError('Sign-in cannot be checked right now. Please try again shortly.');
    }
  }

  private async read(userId: string): Promise<number> {
    const stored = await readSessionGeneration(this.redis, userId).catch(() => null);
    return stored ?? (await this.readFromIdentity(userId));
  }

  private async readFromIdentity(userId: string): Promise<number> {
    const token = signInternalToken(
      { viewer: null, requestId: randomUUID(), clientIp: '', service: 'gateway' },
      this.options.sharedSecret,
    );
    const response = await fetch(
      `${this.options.identityOrigin}${SESSION_GENERATION_ROUTE}/${encodeURIComponent(userId)}`,
      { headers: { [INTERNAL_AUTH_HEADER]: token }, signal: AbortSignal.timeout(IDENTITY_TIMEOUT_MS) },
    );
    if (!response.ok) throw new Error(`identity answered ${response.status}`);
    const { generation } = (await response.json()) as { generation: number };
    return generation;
  }

  private keep(userId: string, generation: number, readAt: number): void {
    if (this.copies.size >= MAX_LOCAL_COPIES) {
      // The oldest copy first (a Map keeps insertion order); it is read again when needed.
      this.copies.delete(this.copies.keys().next().value!);
    }
    this.copies.set(userId, { generation, readAt });
  }

  private forgetAll(listening: boolean): void {
    this.announcements++;
    this.copies.clear();
    this.listening = listening;
  }
}
