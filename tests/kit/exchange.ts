import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ExchangeClient } from '@vh/kit';
import type { ExchangeCall } from '@vh/contracts';
import { stackInfo } from './stackInfo';

const SECRETS = path.resolve(__dirname, '..', '..', '.local', 'secrets.json');

/** Calls the game's internal exchange as a service would (economy, payments). */
export async function exchange(
  call: Omit<ExchangeCall, 'idempotencyKey' | 'reason'> & Partial<ExchangeCall>,
  service = 'tests',
) {
  const secret = (JSON.parse(fs.readFileSync(SECRETS, 'utf8')) as { gatewaySharedSecret: string })
    .gatewaySharedSecret;
  const client = new ExchangeClient({
    gameUrl: stackInfo().serviceUrls.game!,
    sharedSecret: secret,
    service,
  });
  return client.exchange({ idempotencyKey: randomUUID(), reason: 'test', ...call }, randomUUID());
}
