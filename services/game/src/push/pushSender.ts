import webpush from 'web-push';
import type { PushSubscriptionRow } from '../repositories/reminderRepository';

/** delivered: the push service took it; gone: 404/410, the subscription is dead; failed: try again. */
export type PushOutcome = 'delivered' | 'gone' | 'failed';

export interface PushSender {
  send(
    target: PushSubscriptionRow,
    payload: string,
    /** Topic: an undelivered earlier push of the same topic is replaced (none: each stays). */
    options: { ttlSeconds: number; topic?: string },
  ): Promise<PushOutcome>;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: contact the push services may use (RFC 8292). */
  subject: string;
}

const SEND_TIMEOUT_MS = 10_000;

/**
 * Web Push (RFC 8030/8291/8292): web-push encrypts the payload (aes128gcm) and signs the VAPID JWT;
 * the request goes out with fetch, which also reaches the plain-http stand-in of the tests (web-push's
 * own sender speaks https only). Outside production http endpoints are refused when stored.
 */
export class WebPushSender implements PushSender {
  constructor(private readonly vapid: VapidKeys) {
    // Refuses malformed keys or subject at start-up rather than at the first reminder.
    webpush.setVapidDetails(vapid.subject, vapid.publicKey, vapid.privateKey);
  }

  async send(target: PushSubscriptionRow, payload: string, options: { ttlSeconds: number; topic?: string }) {
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: this.vapid,
        TTL: options.ttlSeconds,
        ...(options.topic ? { topic: options.topic } : {}),
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ?? undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'delivered' : 'failed';
    } catch {
      return 'failed';
    }
  }
}
