import { EventEmitter } from 'node:events';
import { SESSION_CHANGES_CHANNEL, type Redis } from '@vh/kit/stateless';
import pino from 'pino';
import { SessionGenerations } from '../sessionGenerations';

/** The two Redis connections the class uses, reduced to what it calls; the copies live in a Map. */
function redisPair() {
  const stored = new Map<string, string>();
  let down = false;
  const redis = {
    get: jest.fn(async (key: string) => {
      if (down) throw new Error('Redis is away');
      return stored.get(key) ?? null;
    }),
  };
  const subscriber = Object.assign(new EventEmitter(), {
    status: 'ready',
    subscribe: jest.fn(async () => 1),
  });
  return {
    stored,
    redis,
    subscriber,
    setDown: (value: boolean) => (down = value),
    announce: (userId: string) => subscriber.emit('message', SESSION_CHANGES_CHANNEL, userId),
  };
}

describe('SessionGenerations', () => {
  const identity = jest.fn<Promise<Response>, [string]>();
  const realFetch = global.fetch;

  beforeEach(() => {
    identity.mockReset();
    global.fetch = ((url: string) => identity(url)) as typeof fetch;
  });
  afterAll(() => {
    global.fetch = realFetch;
  });

  async function started(pair: ReturnType<typeof redisPair>) {
    const sessions = new SessionGenerations(
      pair.redis as unknown as Redis,
      pair.subscriber as unknown as Redis,
      {
        identityOrigin: 'http://identity',
        sharedSecret: 'a-shared-secret-of-enough-length',
        logger: pino({ level: 'silent' }),
      },
    );
    await sessions.start();
    return sessions;
  }

  it('keeps a checked generation in memory until identity announces a change', async () => {
    const pair = redisPair();
    pair.stored.set('vh:sessions:gen:u1', '3');
    const sessions = await started(pair);
    expect(await sessions.current('u1')).toBe(3);
    expect(await sessions.current('u1')).toBe(3);
    expect(pair.redis.get).toHaveBeenCalledTimes(1);

    pair.stored.set('vh:sessions:gen:u1', '4');
    pair.announce('u1');
    expect(await sessions.current('u1')).toBe(4);
  });

  it('asks identity when Redis has no copy, and says 503 when nobody can answer', async () => {
    const pair = redisPair();
    const sessions = await started(pair);
    identity.mockResolvedValueOnce(new Response(JSON.stringify({ generation: -1 })));
    expect(await sessions.current('gone')).toBe(-1);
    expect(identity.mock.calls[0]![0]).toBe('http://identity/internal/sessions/gone');

    pair.setDown(true);
    identity.mockRejectedValue(new Error('identity is away'));
    await expect(sessions.current('unknown')).rejects.toMatchObject({ status: 503 });
  });

  it('reads every time while the subscription is down, and uses a recent copy when nothing answers', async () => {
    const pair = redisPair();
    pair.stored.set('vh:sessions:gen:u1', '2');
    const sessions = await started(pair);
    expect(await sessions.current('u1')).toBe(2);

    pair.subscriber.emit('close');
    pair.stored.set('vh:sessions:gen:u1', '5');
    expect(await sessions.current('u1')).toBe(5);
    expect(await sessions.current('u1')).toBe(5);
    expect(pair.redis.get).toHaveBeenCalledTimes(3);

    pair.subscriber.emit('ready');
    expect(await sessions.current('u1')).toBe(5);
    pair.setDown(true);
    identity.mockRejectedValue(new Error('identity is away'));
    // The copy read after the subscription came back is still trusted while listening.
    expect(await sessions.current('u1')).toBe(5);
  });

  it('does not keep a read that an announcement overtook', async () => {
    const pair = redisPair();
    pair.stored.set('vh:sessions:gen:u1', '1');
    const sessions = await started(pair);
    let release!: () => void;
    pair.redis.get.mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve('1'))));
    const pending = sessions.current('u1');
    pair.stored.set('vh:sessions:gen:u1', '2');
    pair.announce('u1');
    release();
    expect(await pending).toBe(1);
    expect(await sessions.current('u1')).toBe(2);
  });
});
