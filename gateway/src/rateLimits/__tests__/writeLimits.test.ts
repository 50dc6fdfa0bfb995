import type { AddressInfo } from 'node:net';
import { createLogger, listen, closeServer, type Viewer } from '@vh/kit/stateless';
import express from 'express';
import type { GatewayContext } from '../../context';
import { createRestFacade } from '../../rest/facade';
import { routeTable } from '../../rest/routes';
import {
  player,
  protectedServer,
  restOperations,
  settingsFor,
} from '../../graphql/__tests__/protectedServer';
import { WriteLimits, rateLimitHeaders } from '../writeLimits';

const other: Viewer = { userId: '00000000-0000-4000-8000-000000000002', name: 'mina', role: 'user' };
const LIMITS = { perIpPerMinute: 5, perAccountPerMinute: 3 };

/** The clock stands still, so every wait below is the whole window, however slow the machine. */
function frozenClock() {
  let clock: jest.SpyInstance | undefined;
  beforeAll(() => {
    clock = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-01-01T10:00:00Z'));
  });
  afterAll(() => clock?.mockRestore());
}

describe('the write limits', () => {
  frozenClock();

  it('count each write against the address and the signed-in account, in the draft standard headers', async () => {
    const limits = WriteLimits.inMemory(LIMITS);
    const first = await limits.check({ ip: '10.0.0.1', accountId: player.userId });
    expect(first.refusal).toBeNull();
    expect(first.headers).toEqual({
      'RateLimit-Policy': '"writes-per-ip";q=5;w=60, "writes-per-account";q=3;w=60',
      RateLimit: '"writes-per-ip";r=4;t=60, "writes-per-account";r=2;t=60',
    });
    // An anonymous write (a registration, a login) counts against its address only.
    const anonymous = await limits.check({ ip: '10.0.0.2', accountId: null });
    expect(anonymous.headers).toEqual({
      'RateLimit-Policy': '"writes-per-ip";q=5;w=60',
      RateLimit: '"writes-per-ip";r=4;t=60',
    });
  });

  it('refuse an account beyond its quota from any address, naming the account and the wait', async () => {
    const limits = WriteLimits.inMemory(LIMITS);
    for (const ip of ['10.0.1.1', '10.0.1.2', '10.0.1.3'])
      expect((await limits.check({ ip, accountId: player.userId })).refusal).toBeNull();
    const refused = await limits.check({ ip: '10.0.1.4', accountId: player.userId });
    expect(refused.refusal).toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many changes from your account in a minute (at most 3). Please try again in 60 seconds.',
      retryAfterSeconds: 60,
    });
    expect(refused.headers).toMatchObject({
      RateLimit: '"writes-per-ip";r=4;t=60, "writes-per-account";r=0;t=60',
      'Retry-After': '60',
    });
    // Another account from the same address writes on.
    expect((await limits.check({ ip: '10.0.1.4', accountId: other.userId })).refusal).toBeNull();
  });

  it('refuse an address beyond its quota whoever is signed in, and count refused writes too', async () => {
    const limits = WriteLimits.inMemory(LIMITS);
    for (let index = 0; index < 5; index += 1)
      expect((await limits.check({ ip: '10.0.2.1', accountId: null })).refusal).toBeNull();
    const refused = await limits.check({ ip: '10.0.2.1', accountId: other.userId });
    expect(refused.refusal?.message).toBe(
      'Too many changes from your address in a minute (at most 5). Please try again in 60 seconds.',
    );
    // The refused write counted against the account as well.
    expect(refused.headers.RateLimit).toBe('"writes-per-ip";r=0;t=60, "writes-per-account";r=2;t=60');
  });

  it('name several policies in one field, each with its own figures', () => {
    expect(
      rateLimitHeaders([
        { name: 'writes-per-ip', quota: 600, remaining: 0, resetSeconds: 1, exceeded: true },
        { name: 'writes-per-account', quota: 120, remaining: 119, resetSeconds: 59, exceeded: false },
      ]),
    ).toEqual({
      'RateLimit-Policy': '"writes-per-ip";q=600;w=60, "writes-per-account";q=120;w=60',
      RateLimit: '"writes-per-ip";r=0;t=1, "writes-per-account";r=119;t=59',
    });
  });
});

describe('the write limits over time', () => {
  afterEach(() => jest.useRealTimers());

  it('start again when the window ends', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') });
    const limits = WriteLimits.inMemory(LIMITS);
    for (let index = 0; index < 3; index += 1)
      await limits.check({ ip: '10.0.3.1', accountId: player.userId });
    jest.setSystemTime(new Date('2026-01-01T10:00:45Z'));
    const refused = await limits.check({ ip: '10.0.3.1', accountId: player.userId });
    expect(refused.refusal?.message).toContain('Please try again in 15 seconds.');
    jest.setSystemTime(new Date('2026-01-01T10:01:01Z'));
    const again = await limits.check({ ip: '10.0.3.1', accountId: player.userId });
    expect(again.refusal).toBeNull();
    expect(again.headers.RateLimit).toBe('"writes-per-ip";r=4;t=60, "writes-per-account";r=2;t=60');
  });
});

describe('the write limits at the GraphQL server', () => {
  frozenClock();
  const server = protectedServer(settingsFor('test'), WriteLimits.inMemory(LIMITS));
  afterAll(() => server.stop());

  it('count mutations and answer the fourth of an account with 429, before it runs', async () => {
    const travel = 'mutation Travel { travel(huntingGroundId: 1) { success } }';
    for (let index = 0; index < 3; index += 1) {
      const answer = await server.run(travel, { clientIp: `10.1.0.${index}` });
      expect(answer.errors).toBeUndefined();
      expect(answer.headers.get('ratelimit')).toBe(
        `"writes-per-ip";r=4;t=60, "writes-per-account";r=${2 - index};t=60`,
      );
    }
    const refused = await server.run(travel, { clientIp: '10.1.0.9' });
    expect(refused.status).toBe(429);
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Too many changes from your account in a minute (at most 3). Please try again in 60 seconds.',
      extensions: { code: 'TOO_MANY_REQUESTS', status: 429, details: { retryAfterSeconds: 60 } },
    });
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('ratelimit-policy')).toBe(
      '"writes-per-ip";q=5;w=60, "writes-per-account";q=3;w=60',
    );
  });

  it('leave queries alone: no count, no headers', async () => {
    const answer = await server.run('{ me { id } }', { viewer: other, clientIp: '10.1.1.1' });
    expect(answer.errors).toBeUndefined();
    expect(answer.headers.get('ratelimit')).toBeUndefined();
  });
});

describe('the write limits at the REST facade', () => {
  frozenClock();
  const graphql = protectedServer(settingsFor('test'), WriteLimits.inMemory(LIMITS));
  let url: string;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    const app = express();
    app.use((req, res, next) => {
      const context: GatewayContext = {
        viewer: player,
        requestId: 'test',
        clientIp: req.header('x-client-ip') ?? '127.0.0.1',
        appVersion: 'test',
        appKey: 'web-key',
        asOf: Date.now(),
      };
      res.locals.context = context;
      next();
    });
    app.use(
      createRestFacade({
        routes: routeTable,
        operations: restOperations,
        apollo: graphql.server,
        logger: createLogger('gateway-test', 'silent'),
      }),
    );
    const server = await listen(app, 0);
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    stop = () => closeServer(server);
  });
  afterAll(async () => {
    await stop();
    await graphql.stop();
  });

  const call = (method: string, path: string, ip: string, form?: Record<string, string>) =>
    fetch(`${url}${path}`, {
      method,
      headers: {
        'x-client-ip': ip,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });

  it('count a POST that changes state and a legacy GET that does, not a POST that only reads', async () => {
    const search = await call('POST', '/api/user/search', '10.2.0.1', { searchstring: 'vl' });
    expect(search.headers.get('ratelimit')).toBeNull();
    const travel = await call('POST', '/api/Game/travel', '10.2.0.1', { newHuntingGroundId: '1' });
    expect(travel.status).toBe(200);
    expect(travel.headers.get('ratelimit-policy')).toBe(
      '"writes-per-ip";q=5;w=60, "writes-per-account";q=3;w=60',
    );
    expect(travel.headers.get('ratelimit')).toBe('"writes-per-ip";r=4;t=60, "writes-per-account";r=2;t=60');
    const hunt = await call('GET', '/api/Game/quickhunt', '10.2.0.2');
    expect(hunt.headers.get('ratelimit')).toBe('"writes-per-ip";r=4;t=60, "writes-per-account";r=1;t=60');
  });

  it('answer 429 with Retry-After and the documented failure body once the account used its quota', async () => {
    await call('POST', '/api/Game/travel', '10.2.0.3', { newHuntingGroundId: '1' });
    const refused = await call('POST', '/api/Game/travel', '10.2.0.4', { newHuntingGroundId: '1' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('ratelimit')).toBe('"writes-per-ip";r=4;t=60, "writes-per-account";r=0;t=60');
    expect(await refused.json()).toEqual({
      success: false,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many changes from your account in a minute (at most 3). Please try again in 60 seconds.',
    });
  });
});
