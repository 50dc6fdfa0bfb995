/** Makes webhook events: builds, signs and records each one, then hands it to delivery unless held. */
import { newId } from '../ids';
import type { SandboxStore, StoredEvent } from '../store';
import { formatTime } from '../time';
import type { WebhookDelivery } from './delivery';
import { signedHeaders } from './signing';

interface EventInput {
  eventType: string;
  resourceType: string;
  summary: string;
  resource: unknown;
  customIds: Array<string | undefined>;
  /** Keep the event for GET /sandbox/events instead of sending it (POST /sandbox/approve?webhooks=hold). */
  hold: boolean;
}

interface PublisherOptions {
  store: SandboxStore;
  webhookId: string;
  webhookSecret: string;
  certUrl: string;
  /** Null when no webhook URL is configured: events are only stored. */
  delivery: WebhookDelivery | null;
  now: () => Date;
}

export class WebhookPublisher {
  constructor(private readonly options: PublisherOptions) {}

  publish(input: EventInput): StoredEvent {
    const now = this.options.now();
    const id = newId.event();
    const body = JSON.stringify({
      id,
      event_version: '1.0',
      create_time: formatTime(now),
      resource_type: input.resourceType,
      event_type: input.eventType,
      summary: input.summary,
      resource: input.resource,
    });
    const transmission = {
      transmissionId: newId.transmission(),
      transmissionTime: formatTime(now),
      webhookId: this.options.webhookId,
    };
    const event: StoredEvent = {
      id,
      eventType: input.eventType,
      createTime: now,
      customIds: input.customIds.filter((customId): customId is string => Boolean(customId)),
      headers: signedHeaders(this.options.webhookSecret, transmission, body, this.options.certUrl),
      body,
      delivery: input.hold ? 'held' : 'not_sent',
      attempts: 0,
    };
    this.options.store.events.push(event);
    if (!input.hold) this.options.delivery?.enqueue(event);
    return event;
  }
}
