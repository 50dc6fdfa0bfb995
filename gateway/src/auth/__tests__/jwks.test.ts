import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '@vh/kit/stateless';
import { JwksKeyStore } from '../jwks';

const jwkOf = (kid: string) => ({
  ...generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' }),
  kid,
  alg: 'ES256',
  use: 'sig',
});

const logger = { warn: () => undefined } as unknown as Logger;

describe('JwksKeyStore', () => {
  let published: ReturnType<typeof jwkOf>[] = [];
  let fetches = 0;
  /** Each answer waits this long, so several requests arrive while one refresh is under way. */
  let delayMs = 0;
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      fetches += 1;
      setTimeout(
        () => res.setHeader('content-type', 'application/json').end(JSON.stringify({ keys: published })),
        delayMs,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    published = [jwkOf('current'), jwkOf('next')];
    fetches = 0;
    delayMs = 0;
  });

  it('knows the next key from the start, so a rotation needs no fetch', async () => {
    const keys = new JwksKeyStore(url, logger);
    await keys.refresh();
    expect(await keys.keyFor('next')).toBeDefined();
    expect(fetches).toBe(1);
  });

  it('lets every request for a new key id wait for the one refresh under way', async () => {
    const keys = new JwksKeyStore(url, logger);
    await keys.refresh();
    published = [jwkOf('promoted'), jwkOf('newer'), ...published];
    delayMs = 100;
    const found = await Promise.all(Array.from({ length: 20 }, () => keys.keyFor('promoted')));
    expect(found.every(Boolean)).toBe(true);
    expect(fetches).toBe(2);
  });

  it('refreshes at most once per cooldown for unknown key ids, but learns new keys by its periodic refresh', async () => {
    let now = 1_000_000;
    const keys = new JwksKeyStore(url, logger, () => now);
    await keys.refresh();
    expect(await keys.keyFor('forged-1')).toBeUndefined();
    expect(await keys.keyFor('forged-2')).toBeUndefined();
    expect(fetches).toBe(2);
    published = [...published, jwkOf('later')];
    const stop = keys.startRefreshing(20);
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(await keys.keyFor('later')).toBeDefined();
    expect(await keys.keyFor('forged-3')).toBeUndefined();
    now += 1_001;
    expect(await keys.keyFor('forged-4')).toBeUndefined();
    expect(fetches).toBeGreaterThan(3);
  });

  it('tells its listeners when the published set changed', async () => {
    const keys = new JwksKeyStore(url, logger);
    const changed = jest.fn();
    keys.onChange(changed);
    await keys.refresh();
    await keys.refresh();
    expect(changed).toHaveBeenCalledTimes(1);
    published = published.slice(1);
    await keys.refresh();
    expect(changed).toHaveBeenCalledTimes(2);
  });
});
