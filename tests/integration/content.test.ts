import { randomInt } from 'node:crypto';
import { Topics, contentEvents, decodePayload, envelopeOccurredAt } from '@vh/contracts';
import { CONTENT_KINDS } from '@vh/gateway/testing';
import { eventually } from '../kit/wait';
import { GatewayClient } from '../kit/gateway';
import { EventCollector } from '../kit/events';
import { basics, create, unique, type Entry } from '../kit/content';
import { activatedPlayer, adminClient } from '../kit/players';

type Failure = { success: false; code: string; message: string };

let admin: GatewayClient;
let player: GatewayClient;

beforeAll(async () => {
  admin = await adminClient();
  player = (await activatedPlayer()).client;
});

describe('the generic content pattern', () => {
  const kinds: [string, Record<string, unknown>][] = [
    ['currency', { name: 'Bloodshard', shortName: unique('BS') }],
    ['itemtype', { name: 'Hex', shortName: unique('hex') }],
    ['enemytype', { name: 'Ghoul', shortName: unique('ghoul') }],
    ['stat', { name: 'Loot Chance', shortName: unique('loot'), unitSymbol: '%' }],
    ['rarity', { name: 'Rare', shortName: unique('rare'), colorHex: '#3355ff' }],
    ['region', { name: 'Transylvania' }],
    ['proctype', { name: 'Burst', shortName: unique('burst') }],
    ['proceventtype', { name: 'On Hit', shortName: unique('onhit') }],
    ['damagetype', { name: 'Fire', shortName: unique('fire'), colorHex: '#ff6600' }],
    // Rank XP is unique (the seeded ranks hold 0 and the steps above it): one far above them.
    ['rank', { name: 'Fledgling', xp: 2_000_000_000 + randomInt(100_000_000) }],
    ['news', { header: 'Welcome', message: 'The hunt begins' }],
  ];

  it.each(kinds)('creates, reads, updates, lists and deletes a %s', async (kind, body) => {
    const created = await create(admin, kind, body);
    expect(created).toMatchObject(body);
    const one = await admin.get<Entry>(`/api/${kind}/${created.id}`);
    expect(one.body).toEqual(created);
    const label = kind === 'news' ? 'header' : 'name';
    const renamed = await admin.request<Entry>('PUT', `/api/${kind}`, {
      json: { ...created, [label]: 'Renamed' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body[label]).toBe('Renamed');
    const list = await admin.get<Entry[]>(`/api/${kind}`);
    expect(list.body.map((entry) => entry.id)).toContain(created.id);
    const deleted = await admin.request<{ success: boolean }>('DELETE', `/api/${kind}/${created.id}`);
    expect(deleted.body.success).toBe(true);
    expect((await admin.get(`/api/${kind}/${created.id}`)).status).toBe(404);
  });

  it('fills the documented new-entry defaults', async () => {
    const currency = await create(admin, 'currency', { name: 'Defaults', shortName: unique('D') });
    expect(currency).toMatchObject({
      orderIndex: 100,
      flavorText: '',
      imageId: null,
      subscriptionOnly: false,
    });
    const region = await create(admin, 'region', { name: 'Empty' });
    expect(region).toMatchObject({ sequence: 0, xpReqired: 0, keyId: null, visible: true });
    const news = await create(admin, 'news', { header: 'Now', message: 'x' });
    expect(Math.abs((news.timestamp as number) - Date.now() / 1000)).toBeLessThan(60);
  });

  it('lets players read but not write; anonymous callers get 401', async () => {
    const stat = await create(admin, 'stat', { name: 'Glossary Stat', shortName: unique('g') });
    expect((await player.get<Entry[]>('/api/stat')).body.map((entry) => entry.id)).toContain(stat.id);
    const writes = [
      player.request('POST', '/api/stat', { json: { name: 'x', shortName: unique('x') } }),
      player.request('PUT', '/api/stat', { json: { id: stat.id, name: 'x' } }),
      player.request('DELETE', `/api/stat/${stat.id}`),
    ];
    for (const answer of await Promise.all(writes)) {
      expect(answer.status).toBe(403);
      expect((answer.body as Failure).message).toBe('Admin role required');
    }
    expect((await new GatewayClient().get('/api/stat')).status).toBe(401);
  });

  /** An entry of each kind the seeded world has none of (admins make them for their events). */
  const UNSEEDED: Record<string, Record<string, unknown>> = {
    tournament: { name: 'Autumn Cup', startsAt: 1_900_000_000, endsAt: 1_900_086_400 },
  };

  it.each(CONTENT_KINDS.map((kind) => kind.rest))(
    'refuses %s writes to players and reads one entry for them',
    async (kind) => {
      if (UNSEEDED[kind]) {
        const created = await admin.request('POST', `/api/${kind}`, { json: UNSEEDED[kind] });
        // The answer's text when it is not a 200 (the refusal says why).
        expect(created.status === 200 ? '' : created.text).toBe('');
      }
      const entries = (await admin.get<Entry[]>(`/api/${kind}`)).body;
      const visible = entries.find((entry) => entry.visible !== false)!;
      // A new entry reaches players when its release is in force (CONTENT_ACTIVATION_DELAY_MS).
      const read = await eventually(
        () => player.get<Entry>(`/api/${kind}/${visible.id}`),
        (answer) => answer.body.id === visible.id,
      );
      expect(read.body.id).toBe(visible.id);
      // Bodies the document allows (an entry as GET answers it), so the refusal is the role's.
      const refused = await Promise.all([
        player.request<Failure>('POST', `/api/${kind}`, { json: visible }),
        player.request<Failure>('PUT', `/api/${kind}`, { json: visible }),
        player.request<Failure>('DELETE', `/api/${kind}/${visible.id}`),
      ]);
      expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403]);
      expect((await new GatewayClient().get(`/api/${kind}/${visible.id}`)).status).toBe(401);
    },
  );

  it('sorts the glossary by name', async () => {
    const names = (await player.get<Entry[]>('/api/stat')).body.map((entry) => String(entry.name));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('integrity', () => {
  it('refuses unknown ids, malformed ids, wrong types and unknown fields without a 5xx', async () => {
    expect((await admin.get<Failure>('/api/item/999999')).status).toBe(404);
    expect((await admin.get<Failure>('/api/item/abc')).status).toBe(400);
    expect((await admin.request<Failure>('DELETE', '/api/item/999999')).status).toBe(404);
    const wrongType = await admin.request<Failure>('POST', '/api/currency', {
      json: { name: 'x', shortName: unique('c'), orderIndex: 'high' },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toContain('orderIndex');
    const unknownField = await admin.request<Failure>('POST', '/api/currency', {
      json: { name: 'x', shortName: unique('c'), colour: 'red' },
    });
    expect(unknownField.status).toBe(400);
    // The document states the kinds' field rules (content's declarations): broken, a 400 naming the field.
    const badHex = await admin.request<Failure>('POST', '/api/rarity', {
      json: { name: 'x', shortName: unique('r'), colorHex: 'red' },
    });
    expect(badHex.status).toBe(400);
    expect(badHex.body.message).toMatch(/^body\.colorHex: /);
    const noUpdateTarget = await admin.request<Failure>('PUT', '/api/currency', {
      json: { id: 999999, name: 'x' },
    });
    expect(noUpdateTarget.status).toBe(404);
  });

  it('refuses entries without a name, as a careless admin sends them (400 naming the field)', async () => {
    for (const [kind, field] of [
      ['region', 'name'],
      ['rank', 'name'],
      ['news', 'header'],
    ] as const) {
      for (const json of [{}, { [field]: ' \t ' }]) {
        const answer = await admin.request<Failure>('POST', `/api/${kind}`, { json });
        expect([kind, answer.status, answer.body.message]).toEqual([
          kind,
          400,
          expect.stringMatching(new RegExp(`^body\\.${field}: `)),
        ]);
      }
    }
    // Behind the document, content refuses it too (its own GraphQL callers: the admin web).
    const unnamed = await admin.graphql<unknown>(
      'mutation ($input: RegionInput!) { createRegion(input: $input) { id } }',
      { input: { name: ' ' } },
    );
    expect(unnamed.body.errors?.[0]).toMatchObject({
      message: 'name is required',
      extensions: { code: 'VALIDATION_FAILED', status: 422 },
    });
    // A second rank at 0 XP (the first rank's) is refused, naming the rank that holds it.
    const secondFirstRank = await admin.request<Failure>('POST', '/api/rank', { json: { name: 'Again' } });
    expect(secondFirstRank.status).toBe(409);
    expect(secondFirstRank.body.message).toMatch(/^A rank with xp 0 already exists: rank \d+ \(.+\)$/);
  });

  it('refuses references to entries that do not exist', async () => {
    const { rarity, itemType } = await basics(admin);
    const missingType = await admin.request<Failure>('POST', '/api/item', {
      json: { name: 'x', type: 999999, rarity: rarity.id },
    });
    expect(missingType.status).toBe(422);
    expect(missingType.body.message).toBe('type refers to a itemtype that does not exist (999999)');
    const missingCurrency = await admin.request<Failure>('POST', '/api/item', {
      json: { name: 'x', type: itemType.id, rarity: rarity.id, price: [{ name: 'NOPE', value: 1 }] },
    });
    expect(missingCurrency.status).toBe(422);
    expect(missingCurrency.body.message).toContain('price[0].name');
    const wrongKind = await admin.request<Failure>('POST', '/api/item', {
      json: { name: 'x', type: rarity.id, rarity: rarity.id },
    });
    expect(wrongKind.status).toBe(422);
    const missingRequired = await admin.request<Failure>('POST', '/api/item', {
      json: { name: 'x', rarity: rarity.id },
    });
    expect(missingRequired.status).toBe(400);
    expect(missingRequired.body.message).toMatch(/^body\.type: /);
    const missingImage = await admin.request<Failure>('POST', '/api/enemytype', {
      json: { name: 'x', shortName: unique('e'), imageId: 999999 },
    });
    expect(missingImage.status).toBe(422);
  });

  it('refuses to delete what is still in use, naming the user (409)', async () => {
    const { rarity, itemType, currency, stat } = await basics(admin);
    const item = await create(admin, 'item', {
      name: 'Silver Stake',
      type: itemType.id,
      rarity: rarity.id,
      price: [{ name: currency.shortName, value: 25 }],
      stats: [{ shortName: stat.shortName, valueFrom: 2, valueTo: 5 }],
    });
    for (const [kind, entry] of [
      ['itemtype', itemType],
      ['currency', currency],
      ['stat', stat],
      ['rarity', rarity],
    ] as const) {
      const answer = await admin.request<Failure>('DELETE', `/api/${kind}/${entry.id}`);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toContain(`item ${item.id} (Silver Stake)`);
    }
    const rename = await admin.request<Failure>('PUT', '/api/currency', {
      json: { id: currency.id, shortName: unique('NEW') },
    });
    expect(rename.status).toBe(409);
    expect((await admin.request('DELETE', `/api/item/${item.id}`)).status).toBe(200);
    expect((await admin.request('DELETE', `/api/currency/${currency.id}`)).status).toBe(200);
  });

  it('keeps shortNames unique within a kind, without regard to case', async () => {
    const shortName = unique('dup');
    await create(admin, 'enemytype', { name: 'A', shortName });
    const duplicate = await admin.request<Failure>('POST', '/api/enemytype', {
      json: { name: 'B', shortName: shortName.toUpperCase() },
    });
    expect(duplicate.status).toBe(409);
    await create(admin, 'proctype', { name: 'Other kind, same shortName', shortName });
  });

  it('validates nested entries: table ranges, loot amounts, stat ranges', async () => {
    const region = await create(admin, 'region', { name: 'R' });
    const ground = await create(admin, 'huntingground', { name: 'G', regionId: region.id });
    const { rarity, enemyType } = await basics(admin);
    const enemy = await create(admin, 'enemy', {
      name: 'Vlad',
      enemyType: enemyType.id,
      enemyRarity: rarity.id,
      xp: 5,
    });
    const badRange = await admin.request<Failure>('POST', '/api/huntingtable', {
      json: {
        name: 'T',
        huntingGroundId: ground.id,
        enemies: [{ enemyId: enemy.id, rangeMin: 10, rangeMax: 5 }],
      },
    });
    expect(badRange.status).toBe(422);
    const table = await create(admin, 'huntingtable', {
      name: 'T',
      huntingGroundId: ground.id,
      enemies: [{ enemyId: enemy.id, rangeMin: 0, rangeMax: 100 }],
    });
    expect((await admin.get<Entry[]>(`/api/huntingtable/huntingground/${ground.id}`)).body).toEqual([table]);
    expect((await admin.request<Failure>('DELETE', `/api/enemy/${enemy.id}`)).status).toBe(409);
  });
});

describe('player-facing reads', () => {
  it('serves a client item with type, rarity colour, stats, price and materials', async () => {
    const { rarity, itemType, currency, stat, enemyType } = await basics(admin);
    const mat = await create(admin, 'item', { name: 'Bat Wing', type: itemType.id, rarity: rarity.id });
    const item = await create(admin, 'item', {
      name: 'Crypt Keeper',
      type: itemType.id,
      rarity: rarity.id,
      reqXP: 50,
      price: [{ name: currency.shortName, value: 40 }],
      stats: [{ shortName: stat.shortName, valueFrom: 1, valueTo: 3 }],
      craftingMats: [{ itemId: mat.id, amount: 2 }],
      creatureType: enemyType.id,
    });
    const answer = await player.get<Record<string, unknown>>(`/api/ClientItem/${item.id}`);
    expect(answer.body).toMatchObject({
      id: item.id,
      name: 'Crypt Keeper',
      reqXP: 50,
      itemType: { name: 'Weapon', shortName: itemType.shortName },
      rarity: { shortName: rarity.shortName, colorHex: '#a0a0a0' },
      price: [{ name: 'Vampire Gold Coins', shortName: currency.shortName, value: 40, imageId: null }],
      stats: [{ shortName: stat.shortName, name: 'Damage', valueFrom: 1, valueTo: 3 }],
      craftingMats: [{ item: { id: mat.id, name: 'Bat Wing' }, amount: 2 }],
      retainerCreatureType: { name: 'Vampire' },
    });
  });

  it('hides invisible entries from players but not from admins', async () => {
    const { rarity, itemType } = await basics(admin);
    const hidden = await create(admin, 'item', {
      name: 'Secret',
      type: itemType.id,
      rarity: rarity.id,
      visible: false,
    });
    expect((await player.get(`/api/ClientItem/${hidden.id}`)).status).toBe(404);
    expect((await admin.get(`/api/item/${hidden.id}`)).status).toBe(200);
  });

  it('lists regions and their grounds by sequence, visible ones only for players', async () => {
    const region = await create(admin, 'region', { name: 'Carpathians', sequence: 1 });
    const second = await create(admin, 'huntingground', {
      name: 'Second',
      regionId: region.id,
      sequence: 2,
      xpReqired: 10,
    });
    const first = await create(admin, 'huntingground', { name: 'First', regionId: region.id, sequence: 1 });
    await create(admin, 'huntingground', {
      name: 'Hidden',
      regionId: region.id,
      sequence: 3,
      visible: false,
    });
    const grounds = await player.get<Entry[]>(`/api/ClientTravel/GetHuntingGroundsOfRegion/${region.id}`);
    expect(grounds.body.map((ground) => ground.name)).toEqual(['First', 'Second']);
    expect(grounds.body[1]).toMatchObject({
      id: second.id,
      xpReqired: 10,
      key: null,
      specialBaitItem: [],
      travelCost: [],
    });
    const adminView = await admin.get<Entry[]>(`/api/huntingground/region/${region.id}`);
    expect(adminView.body.map((ground) => ground.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(adminView.body).toHaveLength(3);
    const regions = await player.get<Entry[]>('/api/ClientTravel/getregions');
    const sequences = regions.body.map((entry) => entry.sequence as number);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
  });

  it('pages the latest news, newest first', async () => {
    await create(admin, 'news', { header: 'Old', message: 'x', timestamp: 1_700_000_000 });
    await create(admin, 'news', { header: 'Newer', message: 'x', timestamp: 1_800_000_000 });
    const page = await player.get<Entry[]>('/api/news/latestnews/0/5');
    const stamps = page.body.map((entry) => entry.timestamp as number);
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    expect(page.body.length).toBeLessThanOrEqual(5);
    // The client's News names each item (spec 000's data model): `name`, the header's text.
    for (const news of page.body) expect(news.name).toBe(news.header);
    // More than the documented 50 a page: the facade refuses the path before the operation runs.
    expect((await player.get('/api/news/latestnews/0/500')).status).toBe(400);
  });
});

describe('settings', () => {
  it('saves, reads back and deletes ForceMissionHuntingGround (admin only)', async () => {
    const region = await create(admin, 'region', { name: 'Mission Region' });
    const ground = await create(admin, 'huntingground', { name: 'Mission Ground', regionId: region.id });
    const value = `${region.id}__${ground.id}`;
    const saved = await admin.post<{ id: number; key: string; value: string }>('/api/setting', {
      multipart: { key: 'ForceMissionHuntingGround', value },
    });
    expect(saved.body).toMatchObject({ key: 'ForceMissionHuntingGround', value });
    expect((await admin.get('/api/setting/getbykey/ForceMissionHuntingGround')).body).toEqual(saved.body);
    const wrong = await admin.post<Failure>('/api/setting', {
      form: { key: 'ForceMissionHuntingGround', value: '1_2' },
    });
    expect(wrong.status).toBe(422);
    const mismatch = await admin.post<Failure>('/api/setting', {
      form: { key: 'ForceMissionHuntingGround', value: `999999__${ground.id}` },
    });
    expect(mismatch.status).toBe(422);
    expect(
      (await player.post('/api/setting', { form: { key: 'ForceMissionHuntingGround', value } })).status,
    ).toBe(403);
    expect((await admin.request('DELETE', `/api/setting/${saved.body.id}`)).status).toBe(200);
    expect((await admin.get('/api/setting/getbykey/ForceMissionHuntingGround')).body).toBeNull();
    expect((await admin.request('DELETE', `/api/setting/${saved.body.id}`)).status).toBe(404);
  });
});

describe('content events', () => {
  it('publishes ContentChanged with a rising snapshot version for every change', async () => {
    // Kafka outlives the test databases, whose ids restart: only this run's events count.
    const startedAt = Date.now() - 1000;
    const collector = await new EventCollector(Topics.contentChanges).start();
    const entry = await create(admin, 'enemytype', { name: 'Wraith', shortName: unique('wraith') });
    await admin.request('DELETE', `/api/enemytype/${entry.id}`);
    const change = (action: contentEvents.ContentAction) => async () => {
      const envelope = await collector.waitFor((candidate) => {
        const payload = decodePayload(candidate, contentEvents.ContentChangedSchema);
        return (
          envelopeOccurredAt(candidate).getTime() >= startedAt &&
          payload?.kind === 'enemytype' &&
          payload.entryId === entry.id &&
          payload.action === action
        );
      });
      return decodePayload(envelope, contentEvents.ContentChangedSchema)!;
    };
    const created = await change(contentEvents.ContentAction.CREATED)();
    const deleted = await change(contentEvents.ContentAction.DELETED)();
    expect(deleted.version).toBeGreaterThan(created.version);
    await collector.stop();
  });
});

describe('StatMax', () => {
  it('recalculates from the visible items and applies cap mode and desired percent', async () => {
    const { rarity, currency } = await basics(admin);
    const weapon = await create(admin, 'itemtype', {
      name: 'W',
      shortName: unique('w'),
      itemTypeSlots: 1,
      isEquipment: true,
    });
    const ring = await create(admin, 'itemtype', {
      name: 'R',
      shortName: unique('r'),
      itemTypeSlots: 3,
      isEquipment: true,
    });
    const crit = await create(admin, 'stat', { name: 'Crit', shortName: unique('crit'), unitSymbol: '%' });
    const statEntry = (value: number) => [{ shortName: crit.shortName, valueFrom: 0, valueTo: value }];
    await create(admin, 'item', {
      name: 'Silver Stake',
      type: weapon.id,
      rarity: rarity.id,
      stats: statEntry(5),
    });
    await create(admin, 'item', {
      name: 'Crown Jewel',
      type: ring.id,
      rarity: rarity.id,
      unique: true,
      stats: statEntry(8),
    });
    await create(admin, 'item', {
      name: 'Ring of Night',
      type: ring.id,
      rarity: rarity.id,
      stats: statEntry(3),
    });
    await create(admin, 'item', {
      name: 'Hidden',
      type: weapon.id,
      rarity: rarity.id,
      visible: false,
      stats: statEntry(50),
    });
    void currency;

    const before = await admin.get<{ statShortName: string; desiredPercent: number }[]>('/api/statmax');
    expect(before.body.find((row) => row.statShortName === crit.shortName)).toMatchObject({
      desiredPercent: 25,
      capMode: 0,
    });

    const recalc = await admin.post<Record<string, unknown>>(`/api/statmax/${crit.shortName}/recalc`);
    expect(recalc.body).toEqual({
      statShortName: crit.shortName,
      rawTheoreticalMax: 19,
      smoothedTheoreticalMax: 19,
      highestUserValue: 0,
      currentTargetMax: 19,
      capMode: 0,
      hardCapValue: null,
      desiredPercent: 25,
      contributingItems: 'Silver Stake x1 (5); Crown Jewel x1 (8); Ring of Night x2 (3)',
    });

    const hard = await admin.request<Record<string, unknown>>(
      'POST',
      `/api/statmax/${crit.shortName}/capmode`,
      {
        json: { capMode: 1, hardCapValue: 40 },
      },
    );
    expect(hard.body).toMatchObject({ capMode: 1, hardCapValue: 40, currentTargetMax: 40 });
    const desired = await admin.request<Record<string, unknown>>(
      'POST',
      `/api/statmax/${crit.shortName}/desired`,
      {
        json: { desired: 20 },
      },
    );
    expect(desired.body).toMatchObject({ desiredPercent: 20 });

    // A stronger item moves the smoothed max 30% of the way toward the new raw max.
    await create(admin, 'item', {
      name: 'Dawn Blade',
      type: weapon.id,
      rarity: rarity.id,
      stats: statEntry(15),
    });
    const again = await admin.post<Record<string, unknown>>(`/api/statmax/${crit.shortName}/recalc`);
    expect(again.body).toMatchObject({ rawTheoreticalMax: 29, smoothedTheoreticalMax: 22 });
  });

  it('refuses bad values, unknown stats and players', async () => {
    const crit = await create(admin, 'stat', { name: 'Crit2', shortName: unique('crit') });
    const route = `/api/statmax/${crit.shortName}`;
    // Out of the documented ranges: the facade refuses them (400) before content sees them.
    expect((await admin.request('POST', `${route}/capmode`, { json: { capMode: 3 } })).status).toBe(400);
    expect(
      (await admin.request('POST', `${route}/capmode`, { json: { capMode: 1, hardCapValue: null } })).status,
    ).toBe(400);
    expect((await admin.request('POST', `${route}/desired`, { json: { desired: 101 } })).status).toBe(400);
    expect((await admin.request('POST', `${route}/desired`, { json: { desired: 'lots' } })).status).toBe(400);
    expect((await admin.post('/api/statmax/no-such-stat/recalc')).status).toBe(404);
    expect((await player.get('/api/statmax')).status).toBe(403);
    expect((await player.post(`${route}/recalc`)).status).toBe(403);
  });
});

describe('grimoire enemies', () => {
  it('lists the visible enemies of a ground’s tables by rarity, then name', async () => {
    const common = await create(admin, 'rarity', { name: 'C', shortName: unique('c'), sequence: 0 });
    const boss = await create(admin, 'rarity', { name: 'B', shortName: unique('b'), sequence: 4 });
    const type = await create(admin, 'enemytype', { name: 'Ghoul', shortName: unique('g') });
    const enemy = (name: string, rarity: Entry, extra: Record<string, unknown> = {}) =>
      create(admin, 'enemy', { name, enemyType: type.id, enemyRarity: rarity.id, ...extra });
    const lord = await enemy('Ghoul Lord', boss);
    const zed = await enemy('Zed', common);
    const abe = await enemy('Abe', common);
    const ghost = await enemy('Ghost', common, { visible: false });
    const elsewhere = await enemy('Elsewhere', common);
    const region = await create(admin, 'region', { name: 'Grim' });
    const ground = await create(admin, 'huntingground', { name: 'Graveyard', regionId: region.id });
    const other = await create(admin, 'huntingground', { name: 'Other', regionId: region.id });
    const entries = (...list: Entry[]) =>
      list.map((e, i) => ({ enemyId: e.id, rangeMin: i * 10, rangeMax: i * 10 + 10 }));
    await create(admin, 'huntingtable', {
      name: 'Normal',
      huntingGroundId: ground.id,
      enemies: entries(zed, abe, ghost),
    });
    await create(admin, 'huntingtable', {
      name: 'Special',
      huntingGroundId: ground.id,
      enemies: entries(lord, zed),
    });
    await create(admin, 'huntingtable', {
      name: 'Elsewhere',
      huntingGroundId: other.id,
      enemies: entries(elsewhere),
    });
    const answer = await player.graphql<{ enemiesOfHuntingGround: { name: string }[] }>(
      'query($id: Int!) { enemiesOfHuntingGround(huntingGroundId: $id) { name } }',
      { id: ground.id },
    );
    expect(answer.body.data?.enemiesOfHuntingGround.map((e) => e.name)).toEqual(['Abe', 'Zed', 'Ghoul Lord']);
  });
});
