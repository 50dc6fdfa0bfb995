import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { create, toBinary } from '@bufbuild/protobuf';
import { contentSnapshot } from '@vh/contracts';
import { ContentSnapshotCache } from '../contentSnapshot';
import { createLogger } from '../logger';

const { ContentSnapshotSchema } = contentSnapshot;

/** A content service stand-in answering the snapshot of the version it is set to. */
function snapshotServer(state: {
  version: number;
  regionName: string;
  activatesAtMs: number;
  delayMs?: number;
}): Promise<Server> {
  const server = createServer(async (_req, res) => {
    // The snapshot is read when the request arrives, answered after the delay (a slow load).
    const { version, regionName, activatesAtMs, delayMs } = state;
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const body = toBinary(
      ContentSnapshotSchema,
      create(ContentSnapshotSchema, {
        version: BigInt(version),
        activatesAtMs: BigInt(activatesAtMs),
        entries: [{ kind: 'region', id: 1, dataJson: JSON.stringify({ name: regionName }) }],
      }),
    );
    res.writeHead(200, { etag: `"${version}"`, 'content-type': 'application/x-protobuf' });
    res.end(Buffer.from(body));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('ContentSnapshotCache.pinned', () => {
  const state = { version: 1, regionName: 'Old', activatesAtMs: 0 };
  let server: Server;
  let cache: ContentSnapshotCache;

  beforeAll(async () => {
    server = await snapshotServer(state);
    cache = new ContentSnapshotCache({
      contentUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      sharedSecret: 'a-test-secret-of-16+',
      service: 'tests',
      logger: createLogger('tests', 'silent'),
    });
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('keeps the version it was taken at while the cache moves on', async () => {
    await cache.refresh();
    const pin = cache.pinned();
    state.version = 2;
    state.regionName = 'New';
    await cache.refresh();

    expect(cache.version).toBe(2);
    expect(cache.entry('region', 1)).toMatchObject({ name: 'New' });
    expect(pin.version).toBe(1);
    expect(pin.entry('region', 1)).toMatchObject({ name: 'Old' });
    expect(pin.pinned()).toBe(pin);
  });

  it('answers each request from the version in force when it started, all switching at one instant', async () => {
    const activatesAtMs = Date.now() + 60_000;
    Object.assign(state, { version: 3, regionName: 'Next', activatesAtMs });
    await cache.refresh();

    // Loaded ahead of its time: requests started before it still read the version before.
    expect(cache.latestVersion).toBe(3);
    expect(cache.version).toBe(2);
    expect(cache.entry('region', 1)).toMatchObject({ name: 'New' });
    expect(cache.pinnedAt(activatesAtMs - 1).version).toBe(2);
    expect(cache.pinnedAt(activatesAtMs).entry('region', 1)).toMatchObject({ name: 'Next' });
    expect(cache.pinnedAt(activatesAtMs).pinnedAt(0)).toBe(cache.pinnedAt(activatesAtMs));
  });

  it('answers from its first snapshot at once, even one activated later', async () => {
    const fresh = new ContentSnapshotCache({
      contentUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      sharedSecret: 'a-test-secret-of-16+',
      service: 'tests',
      logger: createLogger('tests', 'silent'),
    });
    await fresh.refresh();
    expect(fresh.version).toBe(3);
    expect(fresh.pinnedAt(0).entry('region', 1)).toMatchObject({ name: 'Next' });
  });

  it('a refresh asked while a load runs waits for a load after it: a write committed meanwhile is seen', async () => {
    Object.assign(state, { version: 4, regionName: 'Four', activatesAtMs: 0, delayMs: 100 });
    const running = cache.refresh();
    await new Promise((resolve) => setTimeout(resolve, 20));
    Object.assign(state, { version: 5, regionName: 'Five', delayMs: 0 });
    await cache.refresh();
    expect(cache.latestVersion).toBe(5);
    await running;
    expect(cache.entry('region', 1)).toMatchObject({ name: 'Five' });
  });
});
