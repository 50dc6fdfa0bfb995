import { ContentSnapshotCache, createLogger, signInternalToken } from '@vh/kit';
import { testKafka } from '../kit/events';
import fs from 'node:fs';
import path from 'node:path';
import { create, unique } from '../kit/content';
import { adminClient } from '../kit/players';

const contentUrl = 'http://127.0.0.1:4105';
const secret = (
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../.local/secrets.json'), 'utf8')) as {
    gatewaySharedSecret: string;
  }
).gatewaySharedSecret;

async function until(condition: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('content snapshot', () => {
  it('is served to services only', async () => {
    expect((await fetch(`${contentUrl}/internal/snapshot`)).status).toBe(401);
    const playerToken = signInternalToken(
      { viewer: { userId: 'u', name: 'n', role: 'admin' }, requestId: 'r', clientIp: '' },
      secret,
    );
    expect(
      (await fetch(`${contentUrl}/internal/snapshot`, { headers: { 'x-internal-auth': playerToken } }))
        .status,
    ).toBe(401);
  });

  it('is cached by a reading service and refreshed by content events', async () => {
    const logger = createLogger('snapshot-test', 'silent');
    const cache = new ContentSnapshotCache({ contentUrl, sharedSecret: secret, service: 'tests', logger });
    await cache.start(testKafka());
    const before = cache.version;
    expect(before).toBeGreaterThanOrEqual(0);

    const admin = await adminClient();
    const entry = await create(admin, 'enemytype', { name: 'Nosferatu', shortName: unique('nos') });
    await until(() => cache.entry('enemytype', entry.id) !== undefined);
    expect(cache.version).toBeGreaterThan(before);
    expect(cache.entry('enemytype', entry.id)).toMatchObject({ id: entry.id, name: 'Nosferatu' });

    await admin.request('DELETE', `/api/enemytype/${entry.id}`);
    await until(() => cache.entry('enemytype', entry.id) === undefined);
    await cache.stop();
  });
});
