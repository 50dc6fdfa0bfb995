import { loadSandboxEnv } from '../environment';

describe('sandbox environment', () => {
  it('runs with no configuration at all', () => {
    const env = loadSandboxEnv({});
    expect(env.SANDBOX_WEBHOOK_URL).toBeUndefined();
    expect(env).toMatchObject({
      PORT: 4010,
      SANDBOX_PUBLIC_ORIGIN: 'http://localhost:4010',
      SANDBOX_API_ORIGIN: 'http://localhost:4010',
      SANDBOX_CLIENT_ID: 'vh-sandbox-client',
      SANDBOX_CLIENT_SECRET: 'vh-sandbox-secret',
      SANDBOX_WEBHOOK_ID: 'WH-SANDBOX',
      SANDBOX_WEBHOOK_SECRET: 'vh-sandbox-webhook-secret',
      SANDBOX_BILLING_INTERVAL_MS: 60_000,
    });
  });

  it('derives the origins from the port and treats empty values as unset', () => {
    const env = loadSandboxEnv({ PORT: '4110', SANDBOX_WEBHOOK_URL: '', SANDBOX_API_ORIGIN: '' });
    expect(env.SANDBOX_PUBLIC_ORIGIN).toBe('http://localhost:4110');
    expect(env.SANDBOX_API_ORIGIN).toBe('http://localhost:4110');
    expect(env.SANDBOX_WEBHOOK_URL).toBeUndefined();
  });

  it('keeps explicit origins without a trailing slash', () => {
    const env = loadSandboxEnv({
      SANDBOX_PUBLIC_ORIGIN: 'http://localhost:4000/',
      SANDBOX_API_ORIGIN: 'http://127.0.0.1:4010',
      SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:4000/api/payment/webhook',
    });
    expect(env.SANDBOX_PUBLIC_ORIGIN).toBe('http://localhost:4000');
    expect(env.SANDBOX_API_ORIGIN).toBe('http://127.0.0.1:4010');
    expect(env.SANDBOX_WEBHOOK_URL).toBe('http://127.0.0.1:4000/api/payment/webhook');
  });
});
