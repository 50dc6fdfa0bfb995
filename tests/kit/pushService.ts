import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import type { TestPlayer } from './players';
import { graphqlData } from './seasons';
// http_ece ships no types: decrypt(body, { version, privateKey, authSecret }) -> Buffer.
const ece = require('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer;
};

/** A browser's push subscription made by a test: what the web would send, and the keys to read pushes. */
export interface TestSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The subscription's private key (the browser's): decrypts what the game sends. */
  receiver: ReturnType<typeof createECDH>;
}

export interface ReceivedPush {
  /** The endpoint's last path segment. */
  id: string;
  /** The decrypted payload, parsed (the reminder). */
  payload: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
}

/** The VAPID public key of the test stack (.local/secrets.json, made by scripts/lib/secrets.ts). */
export function stackVapidPublicKey(): string {
  const file = path.resolve(__dirname, '..', '..', '.local', 'secrets.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { vapidPublicKey: string }).vapidPublicKey;
}

/**
 * A stand-in for a browser vendor's push service (RFC 8030) on plain http: takes POST /push/<id>,
 * decrypts the aes128gcm body with the subscription's keys (RFC 8291) and keeps what arrived.
 * `answerWith` makes an endpoint answer a status instead (410 Gone, 500...).
 */
export class PushServiceStandIn {
  readonly received: ReceivedPush[] = [];
  private readonly subscriptions = new Map<string, TestSubscription>();
  private readonly answers = new Map<string, number>();
  private server: http.Server | null = null;
  private origin = '';

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const id = (req.url ?? '').split('/').pop() ?? '';
        const subscription = this.subscriptions.get(id);
        const forced = this.answers.get(id);
        if (req.method !== 'POST' || !subscription) return void res.writeHead(404).end();
        if (forced) return void res.writeHead(forced).end();
        const body = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: subscription.receiver,
          authSecret: subscription.auth,
        });
        this.received.push({ id, payload: JSON.parse(body.toString('utf8')), headers: req.headers });
        res.writeHead(201).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Keys made as a browser makes them: a P-256 pair and a 16-byte authentication secret. */
  newSubscription(): TestSubscription {
    const receiver = createECDH('prime256v1');
    receiver.generateKeys();
    const id = randomBytes(8).toString('hex');
    const subscription = {
      endpoint: `${this.origin}/push/${id}`,
      p256dh: receiver.getPublicKey('base64url', 'uncompressed'),
      auth: randomBytes(16).toString('base64url'),
      receiver,
    };
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  answerWith(subscription: TestSubscription, status: number | null): void {
    const id = subscription.endpoint.split('/').pop()!;
    if (status === null) this.answers.delete(id);
    else this.answers.set(id, status);
  }

  pushesTo(subscription: TestSubscription): ReceivedPush[] {
    const id = subscription.endpoint.split('/').pop()!;
    return this.received.filter((push) => push.id === id);
  }
}

/** Stores a browser's subscription for the player (as the profile does when a toggle goes on). */
export async function subscribePlayer(player: TestPlayer, subscription: TestSubscription): Promise<void> {
  const { endpoint, p256dh, auth } = subscription;
  await graphqlData(
    player.client,
    `mutation ($s: PushSubscriptionInput!) { subscribePush(subscription: $s) { subscriptions } }`,
    { s: { endpoint, p256dh, auth } },
  );
}

/** Chooses the groups of inbox news pushed to the player; answers the groups chosen. */
export async function chooseInboxPushGroups(player: TestPlayer, groups: string[]): Promise<string[]> {
  const data = await graphqlData<{ setInboxPushGroups: { inboxGroups: string[] } }>(
    player.client,
    `mutation ($g: [InboxPushGroup!]!) { setInboxPushGroups(groups: $g) { inboxGroups } }`,
    { g: groups },
  );
  return data.setInboxPushGroups.inboxGroups;
}
