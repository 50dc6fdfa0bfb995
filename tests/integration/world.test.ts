import { CONTENT_KINDS } from '../../gateway/src/rest/routes/contentKinds';
import type { Entry } from '../kit/content';
import { activatedPlayer, adminClient } from '../kit/players';
import type { GatewayClient } from '../kit/gateway';

/** The seeded world (migrate.js seeds it into every fresh database, the test stack's included). */
describe('the seeded world', () => {
  let admin: GatewayClient;
  const world = new Map<string, Entry[]>();

  beforeAll(async () => {
    admin = await adminClient();
    for (const kind of CONTENT_KINDS)
      world.set(kind.rest, (await admin.get<Entry[]>(`/api/${kind.rest}`)).body);
  });

  it('has the documented size', () => {
    const count = (kind: string) => world.get(kind)!.length;
    expect(count('region')).toBeGreaterThanOrEqual(2);
    expect(count('huntingground')).toBeGreaterThanOrEqual(8);
    expect(count('enemy')).toBeGreaterThanOrEqual(60);
    expect(count('enemytype')).toBeGreaterThanOrEqual(4);
    expect(count('item')).toBeGreaterThanOrEqual(200);
    expect(count('stat')).toBeGreaterThanOrEqual(12);
    expect(count('rank')).toBe(25);
    expect(count('rarity')).toBe(5);
    const grounds = world.get('huntingground')!.map((ground) => ground.id);
    const tabled = new Set(world.get('huntingtable')!.map((table) => table.huntingGroundId));
    expect(grounds.every((id) => tabled.has(id))).toBe(true);
    const locked = world.get('region')!.filter((region) => (region.xpReqired as number) > 0 && region.keyId);
    expect(locked.length).toBeGreaterThanOrEqual(1);
  });

  it('gives every entity an image that the image URLs answer', async () => {
    const ids = new Set<number>();
    for (const entries of world.values()) {
      for (const entry of entries) {
        for (const field of ['imageId', 'animatedImageId', 'animatedId']) {
          if (typeof entry[field] === 'number') ids.add(entry[field] as number);
        }
      }
    }
    const withImage = (kind: string) => world.get(kind)!.every((entry) => typeof entry.imageId === 'number');
    for (const kind of ['item', 'enemy', 'region', 'huntingground', 'stat', 'currency', 'rank', 'news']) {
      expect([kind, withImage(kind)]).toEqual([kind, true]);
    }
    const failures: string[] = [];
    for (const id of ids) {
      for (const variant of ['', 'thumb/']) {
        const response = await fetch(`${admin.baseUrl}/api/image/${variant}${id}`);
        const type = response.headers.get('content-type') ?? '';
        await response.arrayBuffer();
        if (response.status !== 200 || !/^(image|video)\//.test(type))
          failures.push(`${variant}${id}: ${response.status} ${type}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('is readable by a player through REST and GraphQL', async () => {
    const player = (await activatedPlayer()).client;
    const regions = await player.get<Entry[]>('/api/ClientTravel/getregions');
    expect(regions.body.length).toBeGreaterThanOrEqual(2);
    const grounds = await player.get<Entry[]>(
      `/api/ClientTravel/GetHuntingGroundsOfRegion/${regions.body[0]!.id}`,
    );
    expect(grounds.body.length).toBeGreaterThan(0);
    const item = world.get('item')!.find((entry) => entry.visible !== false)!;
    const clientItem = await player.get<{ rarity: { colorHex: string } }>(`/api/ClientItem/${item.id}`);
    expect(clientItem.body.rarity.colorHex).toMatch(/^#[0-9a-fA-F]{6}$/);
    const graphql = await player.graphql<{
      enemies: { name: string; enemyRarityRef: { shortName: string } }[];
    }>('{ enemies { name enemyRarityRef { shortName } } }');
    expect(new Set(graphql.body.data!.enemies.map((enemy) => enemy.enemyRarityRef.shortName))).toEqual(
      new Set(['common', 'uncommon', 'normal', 'rare', 'boss']),
    );
    expect((await player.get<Entry[]>('/api/news/latestnews/0/5')).body).toHaveLength(5);
  });
});
