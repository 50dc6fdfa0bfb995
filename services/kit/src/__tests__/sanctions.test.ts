import type { Redis } from 'ioredis';
import { SANCTIONS_LOADED_KEY, SanctionChecks, closedUntil, sanctionStateKey } from '../sanctions';

const NOW = Date.parse('2026-12-01T10:00:00Z');

/** A Redis that answers MGET from a map (the only call the checks make). */
function redisHolding(values: Record<string, string>, failing = false): Redis {
  return {
    mget: async (...keys: string[]) => {
      if (failing) throw new Error('connection lost');
      return keys.map((key) => values[key] ?? null);
    },
  } as unknown as Redis;
}

describe('sanction checks', () => {
  it('closes a feature until its end, for good at 0, and not after the end', () => {
    expect(closedUntil({ gifts: NOW + 1 }, 'gifts', NOW)).toBe(NOW + 1);
    expect(closedUntil({ gifts: 0 }, 'gifts', NOW)).toBe(0);
    expect(closedUntil({ gifts: NOW }, 'gifts', NOW)).toBeNull();
    expect(closedUntil({ gifts: NOW + 1 }, 'market', NOW)).toBeNull();
  });

  it("refuses with the feature's message and end, and lets others through", async () => {
    const checks = new SanctionChecks(
      redisHolding({ [sanctionStateKey('u1')]: JSON.stringify({ market: NOW + 60_000, board: 0 }) }),
      () => NOW,
    );
    await expect(checks.require('u1', 'market')).rejects.toMatchObject({
      status: 403,
      message: 'You are banned from the market until 2026-12-01T10:01:00.000Z',
    });
    await expect(checks.require('u1', 'board')).rejects.toThrow('You are banned from coven boards for good');
    await expect(checks.require('u1', 'gifts')).resolves.toBeUndefined();
  });

  it('trusts a missing key only while the copies are known complete, else answers 503', async () => {
    const loaded = new SanctionChecks(redisHolding({ [SANCTIONS_LOADED_KEY]: '1' }), () => NOW);
    await expect(loaded.require('u2', 'gifts')).resolves.toBeUndefined();
    const lost = new SanctionChecks(redisHolding({}), () => NOW);
    await expect(lost.require('u2', 'gifts')).rejects.toMatchObject({ status: 503 });
    const down = new SanctionChecks(redisHolding({}, true), () => NOW);
    await expect(down.require('u2', 'gifts')).rejects.toMatchObject({ status: 503 });
  });
});
