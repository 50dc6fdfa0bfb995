import { DEVICE_TOKEN_LIFETIME_SECONDS, DeviceTokens } from '../domain/deviceTokens';
import { delayAfter } from '../domain/loginDelays';

describe('DeviceTokens', () => {
  let now = 1_800_000_000;
  const tokens = new DeviceTokens('a-server-secret-of-length', () => now);

  it('recognises its own token for the account it was issued to', () => {
    const token = tokens.issue('user-1');
    const deviceId = tokens.verify(token, 'user-1');
    expect(deviceId).toMatch(/^[\w-]{22}$/);
    expect(token.startsWith(`${deviceId}.`)).toBe(true);
  });

  it('keeps a known device id when renewing', () => {
    const first = tokens.issue('user-1');
    const deviceId = tokens.verify(first, 'user-1')!;
    now += 60;
    expect(tokens.verify(tokens.issue('user-1', deviceId), 'user-1')).toBe(deviceId);
  });

  it('refuses it for another account, under another secret, altered, malformed or expired', () => {
    const token = tokens.issue('user-1');
    const [deviceId, issuedAt, signature] = token.split('.') as [string, string, string];
    expect(tokens.verify(token, 'user-2')).toBeNull();
    expect(new DeviceTokens('another-secret-of-length', () => now).verify(token, 'user-1')).toBeNull();
    expect(tokens.verify(`${deviceId}.${Number(issuedAt) + 1}.${signature}`, 'user-1')).toBeNull();
    expect(tokens.verify(`${deviceId}.${issuedAt}.${signature}x`, 'user-1')).toBeNull();
    for (const malformed of ['', '...', 'a.b.c', `${token}.extra`, `${deviceId}.-1.${signature}`]) {
      expect(tokens.verify(malformed, 'user-1')).toBeNull();
    }
    now += DEVICE_TOKEN_LIFETIME_SECONDS + 1;
    expect(tokens.verify(token, 'user-1')).toBeNull();
  });
});

describe('delayAfter', () => {
  const policy = { freeAttempts: 5, maxDelaySeconds: 900, forgetAfterSeconds: 900 };

  it('lets the free attempts through, then doubles the wait up to the ceiling', () => {
    expect([0, 1, 4].map((attempts) => delayAfter(attempts, policy))).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8].map((attempts) => delayAfter(attempts, policy))).toEqual([1, 2, 4, 8]);
    expect(delayAfter(14, policy)).toBe(512);
    expect(delayAfter(15, policy)).toBe(900);
    expect(delayAfter(1000, policy)).toBe(900);
  });
});
