import { loadGatewayEnv } from '../environment';

const base = {
  GATEWAY_SHARED_SECRET: 'a-shared-secret-of-enough-length',
  IDENTITY_JWKS_URL: 'http://identity:4001/.well-known/jwks.json',
  LOCAL_MAILBOX_SMTP_PORT: '2525',
  REDIS_URL: 'redis://redis:6379/0',
};

describe('gateway environment', () => {
  it('serves the local mailbox and accepts the local app key outside production', () => {
    const env = loadGatewayEnv({ ...base, NODE_ENV: 'development' });
    expect(env.localMailboxPort).toBe(2525);
    expect(env.appKeys).toEqual(['local-dev-app-key']);
  });

  it('never serves the local mailbox in production, whatever is configured', () => {
    const env = loadGatewayEnv({ ...base, NODE_ENV: 'production', APP_KEYS: 'k1, k2' });
    expect(env.localMailboxPort).toBeUndefined();
    expect(env.appKeys).toEqual(['k1', 'k2']);
  });

  it('refuses to start in production without application keys', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exit');
    });
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(() => loadGatewayEnv({ ...base, NODE_ENV: 'production' })).toThrow('exit');
    expect(String(stderr.mock.calls[0]![0])).toContain('APP_KEYS');
    exit.mockRestore();
    stderr.mockRestore();
  });
});
