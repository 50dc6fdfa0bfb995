/** Posts signed events to the webhook URL, retrying like PayPal: pauses of 1s, 2s, 4s... up to 8 attempts. */
import type { Logger } from '@vh/kit';
import type { StoredEvent } from '../store';

export interface DeliveryOptions {
  url: string;
  logger: Logger;
  maxAttempts?: number;
  /** The pause after the first failed attempt; each later pause doubles. */
  firstPauseMs?: number;
  attemptTimeoutMs?: number;
}

export class WebhookDelivery {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly stopping = new AbortController();
  private readonly maxAttempts: number;
  private readonly firstPauseMs: number;
  private readonly attemptTimeoutMs: number;

  constructor(private readonly options: DeliveryOptions) {
    this.maxAttempts = options.maxAttempts ?? 8;
    this.firstPauseMs = options.firstPauseMs ?? 1_000;
    this.attemptTimeoutMs = options.attemptTimeoutMs ?? 10_000;
  }

  /** Returns at once: the API answer never waits for the receiver. */
  enqueue(event: StoredEvent): void {
    event.delivery = 'pending';
    this.schedule(event, 0);
  }

  /** Drops pending retries and aborts posts in flight (shutdown). */
  stop(): void {
    this.stopping.abort();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private schedule(event: StoredEvent, delayMs: number): void {
    if (this.stopping.signal.aborted) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(event);
    }, delayMs);
    this.timers.add(timer);
  }

  private async attempt(event: StoredEvent): Promise<void> {
    event.attempts += 1;
    const failure = await this.post(event);
    if (!failure) {
      event.delivery = 'delivered';
      return;
    }
    const log = { eventId: event.id, eventType: event.eventType, attempt: event.attempts, failure };
    if (event.attempts >= this.maxAttempts || this.stopping.signal.aborted) {
      event.delivery = 'failed';
      this.options.logger.warn(log, 'webhook delivery given up');
      return;
    }
    this.options.logger.info(log, 'webhook delivery failed; retrying');
    this.schedule(event, this.firstPauseMs * 2 ** (event.attempts - 1));
  }

  /** Resolves to why the attempt failed, or null when the receiver answered 2xx. */
  private async post(event: StoredEvent): Promise<string | null> {
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: event.headers,
        body: event.body,
        signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(this.attemptTimeoutMs)]),
      });
      await response.arrayBuffer();
      return response.ok ? null : `status ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }
}
