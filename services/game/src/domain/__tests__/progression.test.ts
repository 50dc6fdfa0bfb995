import { coffinNow } from '../coffin';
import { countedSlots, displacedBy, isSlotLocked, slotCapacity } from '../equipment';
import { forcedGroundId, nextWindow, planMission } from '../missions';
import { COFFIN_RECHARGE_SECONDS, MISSION_PAUSE_SECONDS, MISSION_SECONDS } from '../rules';
import { coolnessOf, nextRankXp, rankAt, ranksCrossed, unlockedSets } from '../progress';
import { createRandom } from '../random';

const accessory = { shortName: 'accessory', itemTypeSlots: 3, isEquipment: true };
const retainer = { shortName: 'retainer', itemTypeSlots: 3, isEquipment: true };
const weapon = { shortName: 'weapon', itemTypeSlots: 1, isEquipment: true };
const stats =
  (values: Record<string, number>) =>
  (shortName: string): number =>
    values[shortName] ?? 0;

describe('equipment slots', () => {
  it('opens accessory 3 with curator 1 and retainers 2 and 3 with dominate 1 and 2', () => {
    expect(slotCapacity(accessory, stats({}))).toBe(2);
    expect(slotCapacity(accessory, stats({ curator: 1 }))).toBe(3);
    expect(slotCapacity(retainer, stats({}))).toBe(1);
    expect(slotCapacity(retainer, stats({ dominate: 1 }))).toBe(2);
    expect(slotCapacity(retainer, stats({ dominate: 2 }))).toBe(3);
    expect(slotCapacity(weapon, stats({}))).toBe(1);
    expect(slotCapacity({ shortName: 'key', itemTypeSlots: 0, isEquipment: false }, stats({}))).toBe(0);
    expect(isSlotLocked('accessory', 3, stats({}))).toBe(true);
    expect(isSlotLocked('accessory', 3, stats({ curator: 1 }))).toBe(false);
    expect(isSlotLocked('retainer', 3, stats({ dominate: 1 }))).toBe(true);
  });

  it('replaces the oldest item of a full type, and refuses a type without slots', () => {
    const equipped = [
      { itemId: 7, equippedSeq: 5 },
      { itemId: 3, equippedSeq: 2 },
    ];
    expect(displacedBy(equipped, 2)).toEqual([3]);
    expect(displacedBy(equipped, 3)).toEqual([]);
    expect(displacedBy(equipped, 1)).toEqual([3, 7]);
    expect(displacedBy([], 0)).toBeNull();
    expect(countedSlots(equipped, 1)).toEqual([{ itemId: 3, equippedSeq: 2 }]);
  });
});

describe('progress', () => {
  const ranks = [
    { id: 1, name: 'Lantern Bearer', xp: 0, rewardItemId: null },
    { id: 2, name: 'Grave Watcher', xp: 40, rewardItemId: 11 },
    { id: 3, name: 'Stake Whittler', xp: 100, rewardItemId: 12 },
  ];

  it('finds the rank and the next threshold by XP', () => {
    expect(rankAt(ranks, 0)?.name).toBe('Lantern Bearer');
    expect(rankAt(ranks, 99)?.name).toBe('Grave Watcher');
    expect(rankAt(ranks, 100)?.name).toBe('Stake Whittler');
    expect(nextRankXp(ranks, 39)).toBe(40);
    expect(nextRankXp(ranks, 150)).toBe(150);
  });

  it('lists each rank crossed once, from the last one rewarded', () => {
    expect(ranksCrossed(ranks, 0, 120).map((rank) => rank.id)).toEqual([2, 3]);
    expect(ranksCrossed(ranks, 40, 120).map((rank) => rank.id)).toEqual([3]);
    expect(ranksCrossed(ranks, 100, 500)).toEqual([]);
  });

  it('unlocks a set per five ranks and more with a subscription, at most ten', () => {
    expect(unlockedSets(0, 0)).toBe(1);
    expect(unlockedSets(4, 0)).toBe(1);
    expect(unlockedSets(5, 0)).toBe(2);
    expect(unlockedSets(0, 1)).toBe(2);
    expect(unlockedSets(0, 3)).toBe(5);
    expect(unlockedSets(24, 3)).toBe(9);
    expect(unlockedSets(99, 3)).toBe(10);
  });

  it('weighs coolness by rarity', () => {
    expect(coolnessOf(0)).toBe(10);
    expect(coolnessOf(4)).toBe(50);
  });
});

describe('coffin charges', () => {
  it('recharge one at a time up to the maximum', () => {
    const start = { charges: 0, rechargeFrom: 1_000 };
    expect(coffinNow(start, 3, 1_000)).toEqual({
      charges: 0,
      rechargeFrom: 1_000,
      nextRechargeAt: 1_000 + COFFIN_RECHARGE_SECONDS,
    });
    expect(coffinNow(start, 3, 1_000 + COFFIN_RECHARGE_SECONDS + 5).charges).toBe(1);
    expect(coffinNow(start, 3, 1_000 + 10 * COFFIN_RECHARGE_SECONDS)).toMatchObject({
      charges: 3,
      nextRechargeAt: 0,
    });
    expect(coffinNow({ charges: 2, rechargeFrom: 0 }, 0, 50).charges).toBe(0);
  });
});

describe('missions', () => {
  const enemies = [
    { id: 1, raritySequence: 0, xp: 10, currencies: [{ name: 'VGC', value: 11 }] },
    { id: 2, raritySequence: 1, xp: 16, currencies: [{ name: 'VGC', value: 16 }] },
    { id: 3, raritySequence: 3, xp: 40, currencies: [{ name: 'VGC', value: 35 }] },
    { id: 4, raritySequence: 4, xp: 80, currencies: [{ name: 'VGC', value: 77 }] },
  ];

  it('plans one to three distinct objectives, never a boss, with goals by rarity and a reward', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const plan = planMission({ id: 9, enemies, rewardItemId: null }, createRandom(seed))!;
      const ids = plan.objectives.map((objective) => objective.enemyId);
      expect(ids.length).toBeGreaterThanOrEqual(1);
      expect(ids.length).toBeLessThanOrEqual(3);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).not.toContain(4);
      for (const objective of plan.objectives) {
        expect(objective.goal).toBe({ 1: 12, 2: 6, 3: 2 }[objective.enemyId]);
      }
      expect(plan.reward.xp).toBeGreaterThan(0);
      expect(plan.reward.currencies[0]!.name).toBe('VGC');
    }
    expect(planMission({ id: 9, enemies: [enemies[3]!], rewardItemId: null }, createRandom(1))).toBeNull();
  });

  it('starts the next mission after a pause, or now when the pause is over', () => {
    expect(nextWindow(null, 500)).toEqual({ startsAt: 500, endsAt: 500 + MISSION_SECONDS });
    expect(nextWindow(1_000, 1_100).startsAt).toBe(1_000 + MISSION_PAUSE_SECONDS);
    expect(nextWindow(1_000, 1_000 + MISSION_PAUSE_SECONDS + 9).startsAt).toBe(
      1_000 + MISSION_PAUSE_SECONDS + 9,
    );
  });

  it('reads the forced ground from regionId__huntingGroundId', () => {
    expect(forcedGroundId('3__17')).toBe(17);
    expect(forcedGroundId('17')).toBeNull();
    expect(forcedGroundId(undefined)).toBeNull();
  });
});
