import { CONTENT_KINDS } from '@vh/gateway/testing';
import type { Entry } from '../kit/content';
import { activatedPlayer, adminClient } from '../kit/players';
import type { GatewayClient } from '../kit/gateway';

/**
 * The seeded world (migrate.js seeds it into every fresh database, the test stack's included). Other
 * suites add entries of their own, without images; every seeded entry has a generated image, which
 * is how this suite tells them apart, whatever order the suites run in.
 */
describe('the seeded world', () => {
  let admin: GatewayClient;
  const world = new Map<string, Entry[]>();
  const everything = new Map<string, Entry[]>();

  beforeAll(async () => {
    admin = await adminClient();
    for (const kind of CONTENT_KINDS) {
      const entries = (await admin.get<Entry[]>(`/api/${kind.rest}`)).body;
      everything.set(kind.rest, entries);
      const imageless = ['rarity', 'huntingtable'].includes(kind.rest);
      world.set(
        kind.rest,
        imageless ? entries : entries.filter((entry) => typeof entry.imageId === 'number'),
      );
    }
  });

  it('has the documented size', () => {
    const count = (kind: string) => world.get(kind)!.length;
    expect(count('region')).toBeGreaterThanOrEqual(2);
    expect(count('huntingground')).toBeGreaterThanOrEqual(8);
    expect(count('enemy')).toBeGreaterThanOrEqual(60);
    expect(count('enemytype')).toBeGreaterThanOrEqual(4);
    expect(count('item')).toBeGreaterThanOrEqual(200);
    expect(count('stat')).toBeGreaterThanOrEqual(12);
    expect(count('rank')).toBeGreaterThanOrEqual(25);
    const rarities = new Set(world.get('rarity')!.map((rarity) => rarity.shortName));
    for (const rarity of ['common', 'uncommon', 'normal', 'rare', 'boss'])
      expect(rarities.has(rarity)).toBe(true);
    const grounds = world.get('huntingground')!.map((ground) => ground.id);
    const tabled = new Set(world.get('huntingtable')!.map((table) => table.huntingGroundId));
    expect(grounds.every((id) => tabled.has(id))).toBe(true);
    const locked = world.get('region')!.filter((region) => (region.xpReqired as number) > 0 && region.keyId);
    expect(locked.length).toBeGreaterThanOrEqual(1);
  });

  it('gives every entity an image that the image URLs answer', async () => {
    const ids = new Set<number>();
    for (const entries of everything.values()) {
      for (const entry of entries) {
        for (const field of ['imageId', 'animatedImageId', 'animatedId']) {
          if (typeof entry[field] === 'number') ids.add(entry[field] as number);
        }
      }
    }
    const withImage = (kind: string) => world.get(kind)!.length;
    expect(withImage('item')).toBeGreaterThanOrEqual(200);
    expect(withImage('enemy')).toBeGreaterThanOrEqual(60);
    for (const kind of ['region', 'huntingground', 'stat', 'currency', 'rank', 'news']) {
      expect([kind, withImage(kind) > 0]).toEqual([kind, true]);
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
    const regions = (await player.get<Entry[]>('/api/ClientTravel/getregions')).body;
    const seeded = regions.filter((region) => typeof region.imageId === 'number');
    expect(seeded.length).toBeGreaterThanOrEqual(2);
    const grounds = await player.get<Entry[]>(`/api/ClientTravel/GetHuntingGroundsOfRegion/${seeded[0]!.id}`);
    expect(grounds.body.length).toBeGreaterThan(0);
    const item = world.get('item')!.find((entry) => entry.visible !== false)!;
    const clientItem = await player.get<{ rarity: { colorHex: string } }>(`/api/ClientItem/${item.id}`);
    expect(clientItem.body.rarity.colorHex).toMatch(/^#[0-9a-fA-F]{6}$/);
    const graphql = await player.graphql<{
      enemies: { name: string; enemyRarityRef: { shortName: string } }[];
    }>('{ enemies { name enemyRarityRef { shortName } } }');
    const rarities = new Set(graphql.body.data!.enemies.map((enemy) => enemy.enemyRarityRef.shortName));
    for (const rarity of ['common', 'uncommon', 'normal', 'rare', 'boss'])
      expect(rarities.has(rarity)).toBe(true);
    expect((await player.get<Entry[]>('/api/news/latestnews/0/5')).body).toHaveLength(5);
  });
});
