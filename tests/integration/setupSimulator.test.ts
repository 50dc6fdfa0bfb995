import { huntToEnd, me, type CombatAnswer } from '../kit/game';
import type { GatewayClient } from '../kit/gateway';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import { withServiceDb } from '../kit/serviceDb';

interface StoredCombat {
  seed: number;
  enemy_id: number;
  hunting_ground_id: number;
  rounds_played: number;
  result: number;
  rewards: {
    xp: number;
    goldChange: number;
    loot: { itemId: number; amount: number; lootHunterBonus: number }[];
  };
}

const EVENT_FIELDS =
  'combatEventType round attackerName targetName damage isCriticalHit damageDiff healing healingDiff goldChange totalPercentage removedNegativeEffect combatResult totalDamageAttacker totalDamageTarget playerName proc { name image damageType } retainers { itemId name }';

const OUTCOME = `huntingGroundId hunts wins draws losses emptyHunts winRate winRateLow winRateHigh averageRounds
  xpPerHunt goldPerHunt huntsPerHour xpPerHour goldPerHour
  currencies { shortName perHunt perHour } loot { itemId dropRate amountPerHunt amountPerHour }
  enemies { enemyId encounterRate winRate }
  firstHunt { seed enemyId result rounds rewardXP goldChange loot { itemId amount lootHunterBonus } combatEvents { ${EVENT_FIELDS} } }`;

const SIMULATE = `query ($setup: SimulationSetupInput!, $hunts: Int, $seed: Float) {
  simulateSetup(setup: $setup, hunts: $hunts, seed: $seed) {
    hunts seed currentRefusal setup { ${OUTCOME} } current { ${OUTCOME} }
  }
}`;

type Outcome = {
  hunts: number;
  wins: number;
  winRate: number;
  xpPerHunt: number;
  huntsPerHour: number;
  xpPerHour: number;
  firstHunt: {
    seed: number;
    enemyId: number;
    result: number;
    rounds: number;
    rewardXP: number;
    goldChange: number;
    loot: StoredCombat['rewards']['loot'];
    combatEvents: Record<string, unknown>[];
  } | null;
};
interface Simulation {
  simulateSetup: {
    hunts: number;
    seed: number;
    currentRefusal: string | null;
    setup: Outcome;
    current: Outcome | null;
  };
}

interface ContentItem {
  id: number;
  type: number;
  reqXP: number;
  visible: boolean;
}

/** The setup simulator answers what the game service does for the same seed and setup. */
describe('setup simulator', () => {
  let admin: GatewayClient;
  let player: TestPlayer;
  let items: ContentItem[];
  let typeIds: Map<string, number>;

  const simulate = (variables: Record<string, unknown>, client = player.client) =>
    client.graphql<Simulation>(SIMULATE, variables);

  /** The player's current setup as the simulator takes it: equipped items, the bait apart. */
  async function currentSetup() {
    const user = await me(player.client);
    const equipped = user.inventory.filter((entry) => entry.equipped);
    const bait = equipped.find((entry) => entry.item?.itemType?.shortName === 'bait')!;
    return {
      itemIds: equipped.filter((entry) => entry !== bait).map((entry) => entry.itemId),
      baitItemId: bait.itemId,
      huntingGroundId: user.currentHuntingGround!.id,
    };
  }

  beforeAll(async () => {
    admin = await adminClient();
    player = await activatedPlayer();
    items = (await admin.get<ContentItem[]>('/api/item')).body;
    const types = (await admin.get<{ id: number; shortName: string }[]>('/api/itemtype')).body;
    typeIds = new Map(types.map((type) => [type.shortName, type.id]));
  });

  it('replays a stored fight exactly: same enemy, rounds, events and rewards from its seed and setup', async () => {
    const setup = await currentSetup();
    const statsBefore = (await me(player.client)).stats;
    const fight: CombatAnswer = await huntToEnd(player.client);
    expect(fight.combatEnded).toBe(true);
    const stored = await withServiceDb('game', async (db) => {
      const { rows } = await db.query<StoredCombat>(
        'SELECT seed, enemy_id, hunting_ground_id, rounds_played, result, rewards FROM combats WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
        [player.id],
      );
      return rows[0]!;
    });
    // The hunt's loot must not have changed what the player fights with, or the setups would differ.
    expect((await me(player.client)).stats).toEqual(statsBefore);

    const answer = await simulate({ setup, hunts: 100, seed: Number(stored.seed) });
    expect(answer.body.errors).toBeUndefined();
    const { simulateSetup } = answer.body.data!;
    expect(simulateSetup.seed).toBe(Number(stored.seed));
    const first = simulateSetup.setup.firstHunt!;
    expect(first).toMatchObject({
      seed: Number(stored.seed),
      enemyId: stored.enemy_id,
      result: stored.result,
      rounds: stored.rounds_played,
      rewardXP: stored.rewards.xp,
      goldChange: stored.rewards.goldChange,
      loot: stored.rewards.loot,
    });
    const huntEvents = await player.client.graphql<{ hunt: { combatEvents: Record<string, unknown>[] } }>(
      `mutation { hunt(action: QUICK) { combatEvents { ${EVENT_FIELDS} } } }`,
    );
    // Within the repeat window the hunt call answers the fight just played: its events, from the store.
    expect(first.combatEvents).toEqual(huntEvents.body.data!.hunt.combatEvents);

    // The current setup is this very setup: the same seeds give the very same outcome.
    expect(simulateSetup.current).toEqual(simulateSetup.setup);
    expect(simulateSetup.setup.hunts).toBe(100);
    expect(simulateSetup.setup.winRate).toBeCloseTo(simulateSetup.setup.wins / 100);
    expect(simulateSetup.setup.xpPerHour).toBeCloseTo(
      simulateSetup.setup.xpPerHunt * simulateSetup.setup.huntsPerHour,
    );

    // Reproducible: the same request answers the same numbers.
    const again = await simulate({ setup, hunts: 100, seed: Number(stored.seed) });
    expect(again.body.data!.simulateSetup).toEqual(simulateSetup);
  });

  it('compares a setup with items the player does not own against the current one', async () => {
    const setup = await currentSetup();
    const user = await me(player.client);
    const weaponType = typeIds.get('weapon')!;
    const strongest = items
      .filter((item) => item.type === weaponType && item.visible && item.reqXP <= 5000)
      .sort((a, b) => b.reqXP - a.reqXP)[0]!;
    const withoutWeapon = setup.itemIds.filter(
      (itemId) => items.find((item) => item.id === itemId)?.type !== weaponType,
    );
    const answer = await simulate({
      setup: { ...setup, itemIds: [...withoutWeapon, strongest.id], xp: 5000 },
      hunts: 200,
    });
    expect(answer.body.errors).toBeUndefined();
    const { simulateSetup } = answer.body.data!;
    expect(user.inventory.some((entry) => entry.itemId === strongest.id)).toBe(false);
    expect(simulateSetup.setup.hunts).toBe(200);
    expect(simulateSetup.current!.hunts).toBe(200);
    expect(simulateSetup.setup.firstHunt!.seed).toBe(simulateSetup.seed);
    expect(simulateSetup.current!.firstHunt!.seed).toBe(simulateSetup.seed);
    expect(simulateSetup.setup.winRate).toBeGreaterThanOrEqual(simulateSetup.current!.winRate);
  });

  it('refuses setups and counts outside the rules with a message naming the problem', async () => {
    const setup = await currentSetup();
    const weaponType = typeIds.get('weapon')!;
    const [weaponA, weaponB] = items
      .filter((item) => item.type === weaponType && item.visible)
      .sort((a, b) => a.reqXP - b.reqXP);
    const demanding = items.filter((item) => item.type === weaponType).sort((a, b) => b.reqXP - a.reqXP)[0]!;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ setup, hunts: 5 }, /hunts must be a whole number from 100 to 2000/],
      [{ setup, hunts: 100, seed: -1 }, /seed must be a whole number from 0 to 4294967295/],
      [{ setup: { ...setup, itemIds: [987654] }, hunts: 100 }, /Item 987654 does not exist/],
      [{ setup: { ...setup, baitItemId: weaponA!.id }, hunts: 100 }, /is not a bait/],
      [{ setup: { ...setup, huntingGroundId: 987654 }, hunts: 100 }, /This hunting ground does not exist/],
      [
        { setup: { ...setup, itemIds: [weaponA!.id, weaponB!.id], xp: 10_000_000 }, hunts: 100 },
        /Only 1 .* slot is open/,
      ],
      [{ setup: { ...setup, itemIds: [demanding.id], xp: 0 }, hunts: 100 }, /needs \d+ XP/],
    ];
    for (const [variables, message] of cases) {
      const answer = await simulate(variables);
      expect(answer.body.errors?.[0]?.message).toMatch(message);
      expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('lets a player run one simulation at a time', async () => {
    const setup = await currentSetup();
    const answers = await Promise.all([1, 2, 3].map(() => simulate({ setup, hunts: 2000 })));
    const codes = answers.map((answer) => answer.body.errors?.[0]?.extensions?.code ?? 'OK');
    expect(codes).toContain('OK');
    expect(codes).toContain('TOO_MANY_REQUESTS');
  });
});
