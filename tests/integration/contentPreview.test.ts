import { unique, type Entry } from '../kit/content';
import type { GatewayClient } from '../kit/gateway';
import { me } from '../kit/game';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import { createRelease, draftCreate, published } from '../kit/releases';
import { eventually } from '../kit/wait';

const REGIONS = `query { regions { id name } }`;
const GROUNDS = `query ($id: Int!) { huntingGroundsOfRegion(regionId: $id) { id name } }`;
const WEAPONS = `query { merchant(key: WEAPON_MASTER) { tabs { items { id name } } } }`;
const SIMULATE = `query ($ground: Int!) {
  simulateSetup(setup: { itemIds: [], baitItemId: 2000000000, huntingGroundId: $ground }, hunts: 100) { hunts }
}`;
const TRAVEL = `mutation ($id: Int!) { travel(huntingGroundId: $id) { success message } }`;

const ids = (entries: { id: number }[] | undefined) => (entries ?? []).map((entry) => entry.id);

describe('previewing a release', () => {
  let admin: GatewayClient;
  let player: TestPlayer;

  beforeAll(async () => {
    admin = await adminClient();
    player = await activatedPlayer();
  });

  it('shows the draft to the previewing admin only, in content, the game and the economy, and writes nothing', async () => {
    const draft = await createRelease(admin, unique('Preview moors'));
    const regionId = await draftCreate(admin, draft.id, 'Region', { name: 'Preview Moors', sequence: 93 });
    const groundId = await draftCreate(admin, draft.id, 'HuntingGround', {
      name: 'Preview Mire',
      regionId,
      sequence: 1,
    });
    const weaponType = (await admin.get<Entry[]>('/api/itemtype')).body.find(
      (type) => String(type.shortName).toLowerCase() === 'weapon',
    )!;
    const rarity = (await admin.get<Entry[]>('/api/rarity')).body[0]!;
    const bladeId = await draftCreate(admin, draft.id, 'Item', {
      name: 'Preview Blade',
      type: weaponType.id,
      rarity: rarity.id,
      visible: true,
      buyable: true,
      reqXP: 0,
      price: [{ name: 'VGC', value: 10 }],
    });
    const preview = { 'X-Content-Preview': String(draft.id) };

    // Content: the player lists as the draft makes them, for the previewing admin only.
    const previewed = await admin.graphql<{ regions: Entry[] }>(REGIONS, {}, preview);
    expect(ids(previewed.body.data?.regions)).toContain(regionId);
    const grounds = await admin.graphql<{ huntingGroundsOfRegion: Entry[] }>(
      GROUNDS,
      { id: regionId },
      preview,
    );
    expect(grounds.body.data?.huntingGroundsOfRegion).toEqual([{ id: groundId, name: 'Preview Mire' }]);
    expect(ids((await admin.graphql<{ regions: Entry[] }>(REGIONS)).body.data?.regions)).not.toContain(
      regionId,
    );
    expect(
      ids((await player.client.graphql<{ regions: Entry[] }>(REGIONS)).body.data?.regions),
    ).not.toContain(regionId);

    // A player cannot ask for a preview: refused before any service is called.
    const refused = await player.client.graphql(REGIONS, {}, preview);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      message: 'Only an admin who passed the second factor can preview a release',
    });

    // The game answers from the draft's snapshot: the draft's ground is known in the preview only.
    const simulatedLive = await admin.graphql(SIMULATE, { ground: groundId });
    expect(simulatedLive.body.errors?.[0]?.message).toBe('This hunting ground does not exist');
    const simulatedPreview = await admin.graphql(SIMULATE, { ground: groundId }, preview);
    expect(simulatedPreview.body.errors?.[0]?.message).not.toBe('This hunting ground does not exist');
    expect(simulatedPreview.body.errors?.[0]?.extensions).toMatchObject({ status: 422 });

    // The economy too: the draft's blade is on the Weaponmaster's shelf in the preview only.
    const shelf = (answer: { body: { data?: { merchant: { tabs: { items: Entry[] }[] } } } }) =>
      (answer.body.data?.merchant.tabs ?? []).flatMap((tab) => ids(tab.items));
    expect(shelf(await admin.graphql(WEAPONS, {}, preview))).toContain(bladeId);
    expect(shelf(await admin.graphql(WEAPONS))).not.toContain(bladeId);

    // Every write of a preview is refused, and the admin's real state is untouched.
    // The admin's state, without the clock the answer carries.
    const stateOf = async () => {
      const { currentTimeStamp: _clock, ...state } = await me(admin);
      return state;
    };
    const before = await stateOf();
    const travelled = await admin.graphql(TRAVEL, { id: groundId }, preview);
    expect(travelled.status).toBe(403);
    expect(travelled.body.errors?.[0]).toMatchObject({
      message: 'A preview is read-only: leave the preview to play for real',
      extensions: { code: 'PREVIEW_READ_ONLY' },
    });
    expect(await stateOf()).toEqual(before);

    // Once published there is nothing left to preview: the live world has it.
    await published(admin, draft.id);
    const afterPublish = await admin.graphql(REGIONS, {}, preview);
    expect(afterPublish.body.errors?.[0]?.message).toBe(
      `Release ${draft.id} is published: only a draft or a scheduled release is previewed`,
    );
    // Players see it once it is in force, a moment after the commit (every service switching together).
    await eventually(
      async () => ids((await player.client.graphql<{ regions: Entry[] }>(REGIONS)).body.data?.regions),
      (regions) => regions.includes(regionId),
    );
  });

  it('answers 404 for a release that does not exist and 400 for a header that is no release id', async () => {
    const missing = await admin.graphql(REGIONS, {}, { 'X-Content-Preview': '2000000000' });
    expect(missing.body.errors?.[0]).toMatchObject({
      message: 'No release with id 2000000000',
      extensions: { status: 404 },
    });
    const malformed = await admin.graphql(REGIONS, {}, { 'X-Content-Preview': 'seven' });
    expect(malformed.status).toBe(400);
  });
});
