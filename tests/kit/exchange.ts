import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { INTERNAL_AUTH_HEADER, signInternalToken } from '@vh/kit';
import { gameExchange } from '@vh/proto';
import { stackInfo } from './stackInfo';

const SECRETS = path.resolve(__dirname, '..', '..', '.local', 'secrets.json');

export interface ExchangeCall {
  idempotencyKey?: string;
  userId: string;
  currencies?: { shortName: string; delta: number }[];
  items?: { itemId: number; delta: number }[];
  reason?: string;
}

/** Calls the game's internal exchange as a service would (economy, payments), protobuf both ways. */
export async function exchange(call: ExchangeCall, service = 'tests') {
  const secret = (JSON.parse(fs.readFileSync(SECRETS, 'utf8')) as { gatewaySharedSecret: string })
    .gatewaySharedSecret;
  const request = create(gameExchange.ExchangeRequestSchema, {
    idempotencyKey: call.idempotencyKey ?? randomUUID(),
    userId: call.userId,
    currencies: (call.currencies ?? []).map((entry) => ({
      shortName: entry.shortName,
      delta: BigInt(entry.delta),
    })),
    items: (call.items ?? []).map((entry) => ({ itemId: entry.itemId, delta: BigInt(entry.delta) })),
    reason: call.reason ?? 'test',
  });
  const token = signInternalToken({ viewer: null, requestId: randomUUID(), clientIp: '', service }, secret);
  const response = await fetch(`${stackInfo().serviceUrls.game}/internal/exchange`, {
    method: 'POST',
    headers: { [INTERNAL_AUTH_HEADER]: token, 'content-type': 'application/x-protobuf' },
    body: Buffer.from(toBinary(gameExchange.ExchangeRequestSchema, request)),
  });
  if (!response.ok) return { httpStatus: response.status, body: await response.text() } as const;
  const answer = fromBinary(
    gameExchange.ExchangeResponseSchema,
    new Uint8Array(await response.arrayBuffer()),
  );
  return {
    httpStatus: response.status,
    status: gameExchange.ExchangeStatus[answer.status],
    code: answer.code,
    message: answer.message,
    currencies: answer.currencies.map((entry) => ({
      shortName: entry.shortName,
      amount: Number(entry.amount),
    })),
    items: answer.items.map((entry) => ({ itemId: entry.itemId, amount: Number(entry.amount) })),
  } as const;
}
