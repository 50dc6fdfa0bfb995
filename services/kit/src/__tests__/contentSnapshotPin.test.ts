import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { create, toBinary } from '@bufbuild/protobuf';
import { contentSnapshot } from '@vh/contracts';
import { ContentSnapshotCache } from '../contentSnapshot';
import { createLogger } from '../logger';

const { ContentSnapshotSchema } = contentSnapshot;

/** A content service stand-in answering the snapshot of the version it is set to. */
function snapshotServer(state: { version: number; regionName: string }): Promise<Server> {
  const server = createServer((_req, res) => {
    const body = toBinary(
      ContentSnapshotSchema,
      create(ContentSnapshotSchema, {
        version: BigInt(state.version),
        entries: [{ kind: 'region', id: 1, dataJson: JSON.stringify({ name: state.regionName }) }],
      }),
    );
    res.writeHead(200, { etag: `"${state.version}"`, 'content-type': 'application/x-protobuf' });
    res.end(Buffer.from(body));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('ContentSnapshotCache.pinned', () => {
  const state = { version: 1, regionName: 'Old' };
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
});
