import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { create, toBinary } from '@bufbuild/protobuf';
import { gameExchange } from '@vh/contracts';
import { ExchangeClient, ExchangeUnavailableError } from '../exchangeClient';

const APPLIED = Buffer.from(
  toBinary(
    gameExchange.ExchangeResponseSchema,
    create(gameExchange.ExchangeResponseSchema, { status: gameExchange.ExchangeStatus.APPLIED }),
  ),
);

/** A game whose first `closeFirst` requests lose their connection before any answer. */
async function gameClosing(closeFirst: number) {
  let received = 0;
  const server = http.createServer((req, res) => {
    received += 1;
    if (received <= closeFirst) return req.socket.destroy();
    res.end(APPLIED);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const client = new ExchangeClient({
    gameUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sharedSecret: 'secret-for-tests-only-0123456789',
    service: 'tests',
  });
  const call = { idempotencyKey: 'k1', userId: 'u1', reason: 'test' };
  return { server, call: () => client.exchange(call, 'r1'), received: () => received };
}

describe('ExchangeClient', () => {
  it('sends a call again once, with the same key, when its connection closed before any answer', async () => {
    const game = await gameClosing(1);
    try {
      await expect(game.call()).resolves.toMatchObject({ status: 'applied' });
      expect(game.received()).toBe(2);
    } finally {
      game.server.close();
    }
  });

  it('gives up after the second lost connection, naming the cause', async () => {
    const game = await gameClosing(2);
    try {
      const failure = game.call();
      await expect(failure).rejects.toBeInstanceOf(ExchangeUnavailableError);
      await expect(failure).rejects.toMatchObject({
        details: { detail: expect.stringMatching(/fetch failed: \w+/) },
      });
      expect(game.received()).toBe(2);
    } finally {
      game.server.close();
    }
  });
});
