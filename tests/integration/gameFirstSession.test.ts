import type { GatewayClient } from '../kit/gateway';
import {
  balance,
  held,
  me,
  ofType,
  pastRepeatWindow,
  resetCooldown,
  type CombatAnswer,
  type MeAnswer,
} from '../kit/game';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';

interface Action {
  success: boolean;
  message: string;
}
interface Item {
  id: number;
  name: string;
  type: number;
  reqXP: number;
}
interface Ground {
  id: number;
  name: string;
  imageId: number | null;
  regionId: number;
  keyId: number | null;
}
interface Mission {
  startTimstamp: number;
  endTimestamp: number;
  huntingGround: { id: number };
  objectives: { enemyId: number; caught: number; goal: number; enemy: { name: string } }[];
}

async function typeId(admin: GatewayClient, shortName: string): Promise<number> {
  const types = (await admin.get<{ id: number; shortName: string }[]>('/api/itemtype')).body;
  return types.find((type) => type.shortName === shortName)!.id;
}

/** The mission job plans the first mission within a second of the service starting. */
async function waitForMission(client: GatewayClient): Promise<Mission> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const mission = (await client.get<Mission | null>('/api/ClientMission')).body;
    if (mission && mission.objectives.length > 0) return mission;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('no mission is running');
}

const progressedCount = (mission: Mission) =>
  mission.objectives.map((objective) => objective.caught).reduce((a, b) => a + b, 0);

/**
 * A new player's first session through the REST facade, in order: the starter kit, a hunt fought
 * round by round, the journal, a rank-up, equipment and sets, travel and a mission.
 */
describe('a new player first session', () => {
  let admin: GatewayClient;
  let player: TestPlayer;
  let start: MeAnswer;

  beforeAll(async () => {
    admin = await adminClient();
    player = await activatedPlayer();
    start = await me(player.client);
  });

  it('starts with the starter kit on the first hunting ground', () => {
    expect(start.xp).toBe(0);
    expect(balance(start, 'VGC')).toBe(200);
    const bait = ofType(start, 'bait');
    expect(bait).toHaveLength(1);
    expect(bait[0]).toMatchObject({ amount: 10, equipped: true });
    const weapons = ofType(start, 'weapon');
    expect(weapons[0]).toMatchObject({ amount: 1, equipped: true });
    expect(start.currentHuntingGround?.name).toBe('Gallows Hill');
    expect(start.unlockedEquipmentSlots).toBe(1);
    expect(start.activeEquipmentSlot).toBe(0);
    expect(start.nextAllowedHuntTimeStamp).toBeLessThanOrEqual(start.currentTimeStamp);
    expect(start.stats.find((stat) => stat.shortName === 'damage')).toMatchObject({
      valueFrom: 4,
      valueTo: 8,
    });
  });

  it('hunts: the first call starts the fight, attack plays one round at a time to the end', async () => {
    const baitId = ofType(start, 'bait')[0]!.itemId;
    const opened = (await player.client.get<CombatAnswer>('/api/Game/hunt')).body;
    expect(opened.errorMessage).toBeNull();
    expect(opened.result).toBe(0);
    expect(opened.round).toBe(0);
    expect(opened.attacker).toMatchObject({ name: player.name, isPlayer: true, health: 100, maxHealth: 100 });
    expect(opened.combatEvents[0]!.combatEventType).toBe(1);
    expect(held(await me(player.client), baitId)).toBe(9);

    // A call inside the 2-second window answers the previous result without playing.
    const repeated = (await player.client.get<CombatAnswer>('/api/Game/hunt')).body;
    expect(repeated).toEqual(opened);

    let fight = opened;
    for (let round = 1; fight.result === 0; round++) {
      await pastRepeatWindow();
      fight = (await player.client.get<CombatAnswer>('/api/Game/hunt')).body;
      expect(fight.id).toBe(opened.id);
      expect(fight.round).toBe(round);
      expect(fight.combatEvents.slice(0, opened.combatEvents.length)).toEqual(opened.combatEvents);
    }
    expect([1, 2, 3]).toContain(fight.result);
    expect(fight.combatEnded).toBe(true);
    expect(fight.combatEvents.at(-1)).toMatchObject({ combatEventType: 17, combatResult: fight.result });
    const after = await me(player.client);
    expect(after.xp).toBe(fight.rewardXP);
    expect(after.nextAllowedHuntTimeStamp).toBeGreaterThanOrEqual(after.currentTimeStamp + 479);
    expect(held(after, baitId)).toBe(
      9 +
        fight.loot
          .filter((drop) => drop.itemId === baitId)
          .reduce((n, d) => n + d.amount + d.lootHunterBonus, 0),
    );
  });

  it('refuses a new hunt during the cooldown with the time left', async () => {
    await pastRepeatWindow();
    const refused = await player.client.get<CombatAnswer>('/api/Game/hunt');
    expect(refused.status).toBe(200);
    expect(refused.body.errorMessage).toMatch(/^You can hunt again in \d+:\d\d$/);
  });

  it('writes the fight to the journal, newest first', async () => {
    const journal = await player.client.get<
      {
        type: number;
        timestamp: number;
        timeStamp: number;
        combatInfo: { result: number; enemyInfo: { name: string } };
      }[]
    >('/api/Journal');
    expect(journal.status).toBe(200);
    const combat = journal.body.find((entry) => entry.type === 1)!;
    expect([1, 2, 3]).toContain(combat.combatInfo.result);
    expect(combat.combatInfo.enemyInfo.name).toEqual(expect.any(String));
    expect(combat.timeStamp).toBe(combat.timestamp);
  });

  it('ranks up when XP crosses a threshold, granting the reward item once', async () => {
    const before = await me(player.client);
    const set = await admin.request('PUT', '/api/user', {
      json: { id: player.id, name: player.name, email: player.email, userRole: 1, patreonType: 0, xp: 400 },
    });
    expect(set.status).toBe(200);
    const after = await me(player.client);
    expect(after.xp).toBe(400);
    expect(after.currentRank?.name).toBe('Night Warden');
    expect(after.nextRankXP).toBe(600);
    // Ranks 2 to 5 reward an avatar, a special bait, a coin and the Tome of the Curator.
    expect(after.inventory.length).toBeGreaterThan(before.inventory.length);
    expect(ofType(after, 'tome').map((entry) => entry.item?.name)).toContain('Tome of the Curator');
    const journal = (
      await player.client.get<{ type: number; data: { newRank_name: string } }[]>('/api/Journal')
    ).body;
    expect(journal.filter((entry) => entry.type === 2).map((entry) => entry.data.newRank_name)).toEqual([
      'Night Warden',
      'Garlic Monger',
      'Stake Whittler',
      'Grave Watcher',
    ]);
  });

  it('equips, refusing items above its XP, and replaces the oldest item of a full slot type', async () => {
    const items = (await admin.get<Item[]>('/api/item')).body;
    const weaponType = await typeId(admin, 'weapon');
    const weapons = items.filter((item) => item.type === weaponType).sort((a, b) => a.reqXP - b.reqXP);
    const affordable = weapons.find((item) => item.reqXP > 0 && item.reqXP <= 400)!;
    const tooStrong = weapons.find((item) => item.reqXP > 400)!;
    for (const item of [affordable, tooStrong]) {
      const added = await admin.post<{ success: boolean }>('/api/user/AddInventoryItem', {
        form: { userId: player.id, itemId: String(item.id), deltaAmount: '1', remove: 'false' },
      });
      expect(added.body.success).toBe(true);
    }
    const refused = await player.client.get<Action>(`/api/game/equip/${tooStrong.id}`);
    expect(refused.body).toEqual({
      success: false,
      message: `You need ${tooStrong.reqXP} XP to equip ${tooStrong.name}`,
    });
    const equipped = await player.client.get<Action>(`/api/game/equip/${affordable.id}`);
    expect(equipped.body).toEqual({ success: true, message: `${affordable.name} equipped` });
    const after = await me(player.client);
    const starterWeapon = ofType(start, 'weapon')[0]!.itemId;
    expect(after.inventory.find((entry) => entry.itemId === starterWeapon)?.equipped).toBe(false);
    expect(after.inventory.find((entry) => entry.itemId === affordable.id)?.equipped).toBe(true);

    const unequipped = await player.client.get<Action>(`/api/game/unequip/${affordable.id}`);
    expect(unequipped.body.success).toBe(true);
    expect((await player.client.get<Action>(`/api/game/unequip/${affordable.id}`)).body.success).toBe(false);
    expect((await player.client.get<Action>(`/api/game/equip/${starterWeapon}`)).body.success).toBe(true);
    expect((await player.client.get<Action>('/api/game/equip/999999999')).body).toEqual({
      success: false,
      message: 'This item does not exist',
    });
    expect((await player.client.get('/api/game/equip/abc')).status).toBe(400);
  });

  it('changes equipment set only to unlocked sets; each set holds its own equipment', async () => {
    const locked = await player.client.get<Action>('/api/game/changeEquipmentSet/1');
    expect(locked.body).toEqual({ success: false, message: 'Equipment set 2 is locked' });
    // Rank 6 (600 XP) opens the second set.
    await admin.request('PUT', '/api/user', {
      json: { id: player.id, name: player.name, email: player.email, userRole: 1, patreonType: 0, xp: 600 },
    });
    expect((await me(player.client)).unlockedEquipmentSlots).toBe(2);
    const changed = await player.client.get<Action>('/api/game/changeEquipmentSet/1');
    expect(changed.body).toEqual({ success: true, message: 'Equipment set 2 is active' });
    const second = await me(player.client);
    expect(second.activeEquipmentSlot).toBe(1);
    expect(second.inventory.filter((entry) => entry.equipped)).toEqual([]);
    await resetCooldown(admin, player.id);
    const noBait = (await player.client.get<CombatAnswer>('/api/Game/hunt')).body;
    expect(noBait.errorMessage).toBe('No bait equipped!');
    expect((await player.client.get<Action>('/api/game/changeEquipmentSet/0')).body.success).toBe(true);
    // The starter bait is equipped again in the first set (rank rewards added unequipped baits).
    const starterBait = ofType(start, 'bait')[0]!.itemId;
    const firstSet = await me(player.client);
    expect(firstSet.inventory.find((entry) => entry.itemId === starterBait)?.equipped).toBe(true);
    expect((await player.client.get<Action>('/api/game/changeEquipmentSet/10')).body.success).toBe(false);
  });

  it('travels when XP, key and travel cost allow it, and says why not otherwise', async () => {
    const grounds = (await admin.get<Ground[]>('/api/huntingground')).body.filter(
      (ground) => typeof ground.imageId === 'number',
    );
    const marsh = grounds.find((ground) => ground.name === 'The Weeping Marsh')!;
    const churchyard = grounds.find((ground) => ground.name === 'Churchyard of Saint Agnes')!;
    const before = await me(player.client);

    const unknown = await player.client.post<Action>('/api/Game/travel', {
      form: { newHuntingGroundId: '999999' },
    });
    expect(unknown.body).toEqual({ success: false, message: 'This hunting ground does not exist' });
    const here = await player.client.post<Action>('/api/Game/travel', {
      form: { newHuntingGroundId: String(before.currentHuntingGround!.id) },
    });
    expect(here.body).toEqual({ success: false, message: 'You are already at Gallows Hill' });
    const keyed = await player.client.post<Action>('/api/Game/travel', {
      form: { newHuntingGroundId: String(churchyard.id) },
    });
    expect(keyed.body).toEqual({
      success: false,
      message: "You need Sexton's Key to travel to Churchyard of Saint Agnes",
    });
    expect((await player.client.post('/api/Game/travel', { form: {} })).status).toBe(400);

    const travelled = await player.client.post<Action>('/api/Game/travel', {
      form: { newHuntingGroundId: String(marsh.id) },
    });
    expect(travelled.body).toEqual({ success: true, message: 'You travelled to The Weeping Marsh' });
    const after = await me(player.client);
    expect(after.currentHuntingGround?.name).toBe('The Weeping Marsh');
    expect(balance(after, 'VGC')).toBe(balance(before, 'VGC') - 50);
    const journal = (
      await player.client.get<{ type: number; data: { travel_name: string } }[]>('/api/Journal')
    ).body;
    expect(journal[0]).toMatchObject({ type: 0, data: { travel_name: 'The Weeping Marsh' } });
  });

  it('progresses the running mission by beating its enemies', async () => {
    const mission = await waitForMission(player.client);
    expect(mission.objectives.length).toBeGreaterThanOrEqual(1);
    // Earlier fights of this session may already count, if they beat an objective's enemy.
    expect(mission.objectives[0]).toMatchObject({ caught: expect.any(Number), goal: expect.any(Number) });
    expect(mission.startTimstamp).toBeLessThanOrEqual(mission.endTimestamp);

    // Go where the mission is, with gear that wins every fight there.
    const grounds = (await admin.get<Ground[]>('/api/huntingground')).body;
    const ground = grounds.find((entry) => entry.id === mission.huntingGround.id)!;
    const region = (await admin.get<{ keyId: number | null }>(`/api/region/${ground.regionId}`)).body;
    const items = (await admin.get<Item[]>('/api/item')).body;
    const weaponType = await typeId(admin, 'weapon');
    const best = items
      .filter((item) => item.type === weaponType && item.reqXP <= 200_000)
      .sort((a, b) => b.reqXP - a.reqXP)[0]!;
    await admin.request('PUT', '/api/user', {
      json: {
        id: player.id,
        name: player.name,
        email: player.email,
        userRole: 1,
        patreonType: 0,
        xp: 200_000,
        currencies: [
          { name: 'VGC', value: 100_000 },
          { name: 'GRAVEDUST', value: 10_000 },
          { name: 'BLOODSHARD', value: 10_000 },
        ],
      },
    });
    for (const itemId of [best.id, ground.keyId, region.keyId].filter((id): id is number => Boolean(id))) {
      await admin.post('/api/user/AddInventoryItem', {
        form: { userId: player.id, itemId: String(itemId), deltaAmount: '1' },
      });
    }
    expect((await player.client.get<Action>(`/api/game/equip/${best.id}`)).body.success).toBe(true);
    if ((await me(player.client)).currentHuntingGround?.id !== ground.id) {
      const moved = await player.client.post<Action>('/api/Game/travel', {
        form: { newHuntingGroundId: String(ground.id) },
      });
      expect(moved.body.message).toBe(`You travelled to ${ground.name}`);
    }

    const caught = () => mission.objectives.map((objective) => objective.caught).reduce((a, b) => a + b, 0);
    let progressed = await waitForMission(player.client);
    for (let hunt = 0; hunt < 40 && progressedCount(progressed) === caught(); hunt++) {
      await resetCooldown(admin, player.id);
      await pastRepeatWindow();
      const fight = (await player.client.get<CombatAnswer>('/api/Game/quickhunt')).body;
      expect(fight.errorMessage).toBeNull();
      progressed = await waitForMission(player.client);
    }
    expect(progressedCount(progressed)).toBeGreaterThan(caught());
  });
});
