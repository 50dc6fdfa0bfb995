import type { Logger } from '@vh/kit';
import type { SandboxStore } from './store';
import type { WebhookPublisher } from './webhooks/publisher';

export interface SandboxConfig {
  /** Origin of the links a browser opens (the approval page). */
  publicOrigin: string;
  /** Origin of the API links (self, capture, cancel...). */
  apiOrigin: string;
  clientId: string;
  clientSecret: string;
  /** Where events are posted; undefined keeps them only in the store. */
  webhookUrl?: string;
  webhookId: string;
  webhookSecret: string;
}

/** What every domain step and route needs; the clock is injectable so tests can move time. */
export interface SandboxContext {
  config: SandboxConfig;
  store: SandboxStore;
  webhooks: WebhookPublisher;
  now: () => Date;
  logger: Logger;
}
