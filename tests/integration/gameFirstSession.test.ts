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
    const journal =
      await player.client.get<
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
});
