import { KINDS, KIND_NAMES, SHAPES, type FieldSpec, type KindName } from '../../domain/kinds';
import { WORLD, type SeedEntry } from '../world';

// ------------------------------------------------------------------------------------------------ lookups

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A seed entry whose data is read loosely (the test checks the shapes itself). */
type Entry = Omit<SeedEntry, 'data'> & { data: Data };

const entries = (kind: KindName): Entry[] => WORLD[kind];
const byKey = (kind: KindName): Map<string, Entry> =>
  new Map(entries(kind).map((entry) => [entry.key, entry]));
const KEYED = Object.fromEntries(KIND_NAMES.map((kind) => [kind, byKey(kind)])) as Record<
  KindName,
  Map<string, Entry>
>;

/** The entry a '<kind>:<key>' reference points at (or undefined). */
function resolve(reference: string): Entry | undefined {
  const [kind, key] = reference.split(':') as [KindName, string];
  return KEYED[kind]?.get(key);
}
const keyOf = (reference: string): string => reference.split(':')[1]!;
const shortNames = (kind: KindName): Set<string> =>
  new Set(entries(kind).map((entry) => entry.data.shortName as string));

const items = entries('item').map((entry) => ({ key: entry.key, ...entry.data }) as Data);
const item = (key: string): Data => ({ key, ...KEYED.item.get(key)!.data });
const typeOf = (data: Data): string => keyOf(data.type);
const itemsOfType = (...types: string[]): Data[] => items.filter((data) => types.includes(typeOf(data)));
const statOf = (data: Data, shortName: string) =>
  (data.stats as Data[]).find((entry) => entry.shortName === shortName);
const vgc = (list: Data[]): number => list.find((entry) => entry.name === 'VGC')?.value ?? 0;

const rarityOrder = new Map(entries('rarity').map((entry) => [entry.key, entry.data.sequence as number]));
const enemyRarity = (key: string): string => keyOf(KEYED.enemy.get(key)!.data.enemyRarity);
const tablesOf = (groundKey: string): Data[] =>
  entries('huntingtable')
    .map((entry) => entry.data as Data)
    .filter((data) => data.huntingGroundId === `huntingground:${groundKey}`);
const ordinaryTable = (groundKey: string): Data => tablesOf(groundKey).find((table) => !table.baitItemId)!;
const groundsInOrder = [...entries('huntingground')].sort((a, b) => a.data.sequence - b.data.sequence);

// --------------------------------------------------------------------------------------- field validation

function checkValue(spec: FieldSpec, value: unknown, path: string, errors: string[]): void {
  const fail = (message: string): void => {
    errors.push(`${path}: ${message} (${JSON.stringify(value)})`);
  };
  switch (spec.type) {
    case 'string':
      if (typeof value !== 'string') return fail('not a string');
      if (spec.max !== undefined && value.length > spec.max) fail(`longer than ${spec.max}`);
      if (spec.pattern && value !== '' && !spec.pattern.test(value)) fail('does not match its pattern');
      return;
    case 'int':
      if (typeof value !== 'number' || !Number.isInteger(value)) return fail('not an integer');
      if (spec.min !== undefined && value < spec.min) fail(`below ${spec.min}`);
      if (spec.max !== undefined && value > spec.max) fail(`above ${spec.max}`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') fail('not a boolean');
      return;
    case 'ref':
      if (spec.ref.by === 'shortName') {
        if (typeof value !== 'string' || !shortNames(spec.ref.kind).has(value))
          fail(`no ${spec.ref.kind} with this shortName`);
      } else if (typeof value !== 'string' || !value.startsWith(`${spec.ref.kind}:`) || !resolve(value)) {
        fail(`no ${spec.ref.kind} with this key`);
      }
      return;
    case 'refList':
      if (!Array.isArray(value)) return fail('not a list');
      if (new Set(value).size !== value.length) fail('lists an entry twice');
      value.forEach((element, index) =>
        checkValue({ type: 'ref', ref: spec.ref }, element, `${path}[${index}]`, errors),
      );
      return;
    case 'list': {
      if (!Array.isArray(value)) return fail('not a list');
      const fields = SHAPES[spec.of] as Record<string, FieldSpec>;
      value.forEach((element: Data, index) => {
        for (const key of Object.keys(element))
          if (!(key in fields)) errors.push(`${path}[${index}].${key}: not a field of ${spec.of}`);
        for (const [name, fieldSpec] of Object.entries(fields)) {
          if (element[name] === undefined) {
            if (fieldSpec.type === 'ref' && fieldSpec.required)
              errors.push(`${path}[${index}].${name}: required`);
            continue;
          }
          checkValue(fieldSpec, element[name], `${path}[${index}].${name}`, errors);
        }
      });
    }
  }
}

// ----------------------------------------------------------------------------------------------- combat

/** Deterministic random numbers (mulberry32), so the balance checks never flake. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Fighter {
  health: number;
  /** Damage ranges struck each round: the player's weapon first, then each retainer. */
  strikes: [number, number][];
}

/**
 * The combat of docs/game-rules.md without crits, procs and modifiers (a conservative lower bound): five
 * rounds; the player and retainers strike, then the enemy strikes back.
 */
function fight(player: Fighter, enemy: Fighter, next: () => number): 'win' | 'draw' | 'loss' {
  const roll = ([from, to]: [number, number]) => from + Math.floor(next() * (to - from + 1));
  let playerHealth = player.health;
  let enemyHealth = enemy.health;
  for (let round = 1; round <= 5; round++) {
    for (const strike of player.strikes) {
      enemyHealth -= roll(strike);
      if (enemyHealth <= 0) return 'win';
    }
    for (const strike of enemy.strikes) playerHealth -= roll(strike);
    if (playerHealth <= 0) return 'loss';
  }
  return 'draw';
}

function odds(player: Fighter, enemyKey: string, runs = 2000): { win: number; draw: number } {
  const stats = KEYED.enemy.get(enemyKey)!.data.stats as Data[];
  const health = stats.find((entry) => entry.shortName === 'health')!.valueFrom;
  const damage = stats.find((entry) => entry.shortName === 'damage')!;
  const enemy: Fighter = { health, strikes: [[damage.valueFrom, damage.valueTo]] };
  const next = random(42);
  const outcomes = { win: 0, draw: 0, loss: 0 };
  for (let run = 0; run < runs; run++) outcomes[fight(player, enemy, next)]++;
  return { win: outcomes.win / runs, draw: outcomes.draw / runs };
}

/** A player wearing these items: base health 100 plus health stats; weapon and retainers strike. */
function fighterOf(gear: Data[]): Fighter {
  const health = 100 + gear.reduce((sum, data) => sum + (statOf(data, 'health')?.valueFrom ?? 0), 0);
  const strikes = gear
    .filter((data) => ['weapon', 'retainer'].includes(typeOf(data)))
    .map((data) => [statOf(data, 'damage')!.valueFrom, statOf(data, 'damage')!.valueTo] as [number, number]);
  return { health, strikes };
}

/** Expected XP and VGC of one hunt on a table (win: XP and currencies; draw: XP only). */
function expectedHunt(player: Fighter, table: Data): { xp: number; vgc: number; win: number } {
  const total = table.enemies.reduce((sum: number, entry: Data) => sum + entry.rangeMax - entry.rangeMin, 0);
  let xp = 0;
  let gold = 0;
  let win = 0;
  for (const entry of table.enemies as Data[]) {
    const share = (entry.rangeMax - entry.rangeMin) / total;
    const enemy = KEYED.enemy.get(keyOf(entry.enemyId))!.data;
    const chances = odds(player, keyOf(entry.enemyId));
    xp += share * (chances.win + chances.draw) * enemy.xp;
    gold += share * chances.win * vgc(enemy.currencies);
    win += share * chances.win;
  }
  return { xp, vgc: gold, win };
}

/** The strongest buyable merchant item of a type (no Bloodforge, no subscription) a player of this XP may use. */
function bestShopItem(type: string, xp: number, measure: (data: Data) => number): Data | undefined {
  return itemsOfType(type)
    .filter(
      (data) =>
        data.buyable && data.price.length > 0 && !data.bloodforge && data.needSub === 0 && data.reqXP <= xp,
    )
    .sort((a, b) => measure(b) - measure(a))[0];
}
const averageDamage = (data: Data) =>
  (statOf(data, 'damage')!.valueFrom + statOf(data, 'damage')!.valueTo) / 2;
const healthOf = (data: Data) => statOf(data, 'health')?.valueFrom ?? 0;

// ------------------------------------------------------------------------------------------------ tests

describe('seed world: structure', () => {
  it('has every kind, with unique snake_case keys', () => {
    expect(Object.keys(WORLD).sort()).toEqual([...KIND_NAMES].sort());
    for (const kind of KIND_NAMES) {
      const keys = entries(kind).map((entry) => entry.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
    }
  });

  it('uses only declared fields, with values that fit them, and every reference resolves', () => {
    const errors: string[] = [];
    for (const kind of KIND_NAMES) {
      const fields = KINDS[kind].fields;
      for (const entry of entries(kind)) {
        for (const [name, value] of Object.entries(entry.data)) {
          const path = `${kind}:${entry.key}.${name}`;
          if (['imageId', 'animatedId', 'animatedImageId'].includes(name))
            errors.push(`${path}: set by the seeder`);
          else if (!(name in fields)) errors.push(`${path}: not a field of ${kind}`);
          else checkValue(fields[name]!, value, path, errors);
        }
        for (const [name, spec] of Object.entries(fields)) {
          if (spec.type === 'ref' && spec.required && entry.data[name] === undefined)
            errors.push(`${kind}:${entry.key}.${name}: required`);
        }
      }
    }
    expect(errors).toEqual([]);
  });

  it('keeps shortNames unique where they are the key of references', () => {
    for (const kind of KIND_NAMES.filter((name) => KINDS[name].uniqueKey === 'shortName')) {
      expect(shortNames(kind).size).toBe(entries(kind).length);
    }
  });

  it('gives every entry of a kind with images an image spec, and enemies an animated one', () => {
    for (const kind of KIND_NAMES.filter((name) => 'imageId' in KINDS[name].fields)) {
      for (const entry of entries(kind)) {
        expect(entry.image?.motif).toBeTruthy();
        expect(entry.image?.label).toBeTruthy();
      }
    }
    for (const entry of entries('enemy')) expect(entry.animatedImage?.animated).toBe(true);
    for (const entry of entries('item')) expect(entry.image!.motif).not.toBe('');
  });
});

describe('seed world: vocabularies', () => {
  it('has the five rarities in sequence with distinct colours', () => {
    const rarities = entries('rarity').map((entry) => entry.data);
    expect(rarities.map((data) => data.shortName)).toEqual(['common', 'uncommon', 'normal', 'rare', 'boss']);
    expect(rarities.map((data) => data.sequence)).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(rarities.map((data) => data.colorHex)).size).toBe(5);
  });

  it('has every item type of spec 000 with its slots and equipment flags', () => {
    const equipment = [
      'weapon',
      'head',
      'armour',
      'hands',
      'feet',
      'coffin',
      'mount',
      'power',
      'emblem',
      'retainer',
      'accessory',
      'bait',
      'hex',
      'avatar',
      'coin',
    ];
    const other = ['key', 'craftingmat', 'scroll', 'alchemy', 'tome', 'collection', 'achievement'];
    const types = new Map(entries('itemtype').map((entry) => [entry.data.shortName as string, entry.data]));
    expect([...types.keys()].sort()).toEqual([...equipment, ...other].sort());
    for (const name of equipment) {
      expect(types.get(name)!.isEquipment).toBe(true);
      expect(types.get(name)!.itemTypeSlots).toBe(['accessory', 'retainer'].includes(name) ? 3 : 1);
      expect(types.get(name)!.alwaysEquipped).toBe(false);
    }
    for (const name of other) {
      expect(types.get(name)!.isEquipment).toBe(false);
      expect(types.get(name)!.itemTypeSlots).toBe(0);
    }
  });

  it('has at least four enemy types, each used by enemies', () => {
    expect(entries('enemytype').length).toBeGreaterThanOrEqual(4);
    for (const type of entries('enemytype')) {
      expect(entries('enemy').some((enemy) => enemy.data.enemyType === `enemytype:${type.key}`)).toBe(true);
    }
  });

  it('has the required stats, with units and at least three fully described procs', () => {
    const stats = new Map(entries('stat').map((entry) => [entry.data.shortName as string, entry.data]));
    expect(stats.size).toBeGreaterThanOrEqual(12);
    const required = [
      'health',
      'damage',
      'critchance',
      'timewalker',
      'lootchance',
      'summoning',
      'curator',
      'dominate',
      'coffincharges',
      'cloning',
      'xplosion',
      'investment',
      'bloodlust',
      'megalomania',
      'bloodcraze',
    ];
    for (const name of required) expect(stats.get(name)?.statType).toBe(0);
    expect(stats.get('timewalker')!.unitSymbol).toBe('s');
    for (const name of [
      'critchance',
      'lootchance',
      'summoning',
      'cloning',
      'xplosion',
      'investment',
      'bloodlust',
      'megalomania',
      'bloodcraze',
    ]) {
      expect(stats.get(name)!.unitSymbol).toBe('%');
    }
    expect(stats.get('curator')!.unitSymbol).not.toBe('bool');
    expect(stats.get('dominate')!.unitSymbol).not.toBe('bool');
    const procs = [...stats.values()].filter((data) => data.statType === 1);
    expect(procs.length).toBeGreaterThanOrEqual(3);
    for (const proc of procs) {
      expect(proc.procType).toBeDefined();
      expect(proc.procEventType).toBeDefined();
      expect(proc.damageType).toBeDefined();
    }
    expect(procs.filter((proc) => proc.affectedCreatureType).length).toBeGreaterThanOrEqual(2);
    expect(procs.some((proc) => proc.affectedCreatureType === 'enemytype:vampire')).toBe(true);
    expect(new Set(procs.map((proc) => proc.procType)).size).toBeGreaterThanOrEqual(4);
  });

  it('colours every damage type and names proc and proc event types', () => {
    const colours = entries('damagetype').map((entry) => entry.data.colorHex as string);
    expect(new Set(colours).size).toBe(colours.length);
    expect(entries('proctype').length).toBeGreaterThanOrEqual(3);
    expect(entries('proceventtype').length).toBeGreaterThanOrEqual(2);
  });

  it('has VGC first, a ground currency per region and a subscription coin', () => {
    const currencies = entries('currency').map((entry) => entry.data);
    expect(currencies.find((data) => data.shortName === 'VGC')).toMatchObject({
      name: 'Vampire Gold Coins',
      orderIndex: 1,
    });
    expect(currencies.some((data) => data.subscriptionOnly === true)).toBe(true);
    const perRegion = new Map<string, Set<string>>();
    for (const ground of entries('huntingground')) {
      const set = perRegion.get(ground.data.regionId) ?? new Set<string>();
      set.add(ground.data.currency);
      perRegion.set(ground.data.regionId, set);
    }
    expect(perRegion.size).toBe(entries('region').length);
    const regionCurrencies = [...perRegion.values()].map((set) => [...set]);
    for (const list of regionCurrencies) expect(list).not.toContain('VGC');
    expect(new Set(regionCurrencies.flat()).size).toBe(regionCurrencies.length);
  });
});

describe('seed world: geography', () => {
  it('opens the first region and locks the second behind XP and a key', () => {
    const regions = [...entries('region')]
      .sort((a, b) => a.data.sequence - b.data.sequence)
      .map((entry) => entry.data);
    expect(regions.length).toBeGreaterThanOrEqual(2);
    expect(regions[0]!.xpReqired).toBe(0);
    expect(regions[0]!.keyId).toBeUndefined();
    expect(regions[1]!.xpReqired).toBeGreaterThanOrEqual(10_000);
    expect(typeOf(resolve(regions[1]!.keyId)!.data)).toBe('key');
  });

  it('has at least eight grounds with rising XP, the first free, special baits and keys', () => {
    expect(groundsInOrder.length).toBeGreaterThanOrEqual(8);
    expect(groundsInOrder[0]!.data.travelCost).toEqual([]);
    expect(groundsInOrder[0]!.data.xpReqired).toBe(0);
    for (let index = 1; index < groundsInOrder.length; index++) {
      expect(groundsInOrder[index]!.data.xpReqired).toBeGreaterThan(
        groundsInOrder[index - 1]!.data.xpReqired,
      );
      expect(groundsInOrder[index]!.data.travelCost.length).toBeGreaterThan(0);
    }
    for (const ground of groundsInOrder) {
      const baits = ground.data.specialBaitItemId as string[];
      expect(baits.length).toBeGreaterThanOrEqual(1);
      expect(baits.length).toBeLessThanOrEqual(2);
      for (const bait of baits) expect(typeOf(resolve(bait)!.data)).toBe('bait');
      if (ground.data.keyId) expect(typeOf(resolve(ground.data.keyId)!.data)).toBe('key');
    }
    // The first ground of a locked region asks for the region's key.
    for (const region of entries('region').filter((entry) => entry.data.keyId)) {
      const first = groundsInOrder.find((ground) => ground.data.regionId === `region:${region.key}`)!;
      expect(first.data.keyId).toBe(region.data.keyId);
      expect(first.data.xpReqired).toBeGreaterThanOrEqual(region.data.xpReqired);
    }
    // One key item per locked ground or region.
    const locks = new Set(
      [...entries('region'), ...entries('huntingground')].map((entry) => entry.data.keyId).filter(Boolean),
    );
    expect(itemsOfType('key').length).toBe(locks.size);
  });

  it('gives every ground an ordinary table and one table per special bait, with contiguous ranges', () => {
    for (const ground of groundsInOrder) {
      const tables = tablesOf(ground.key);
      expect(tables.filter((table) => !table.baitItemId)).toHaveLength(1);
      expect(
        tables
          .filter((table) => table.baitItemId)
          .map((table) => table.baitItemId)
          .sort(),
      ).toEqual([...ground.data.specialBaitItemId].sort());
      for (const table of tables) {
        let next = 0;
        for (const entry of table.enemies as Data[]) {
          expect(entry.rangeMin).toBe(next);
          expect(entry.rangeMax).toBeGreaterThan(entry.rangeMin);
          next = entry.rangeMax;
        }
      }
      // Special tables hold rarer enemies than the ordinary one.
      const rarity = (table: Data) =>
        (table.enemies as Data[]).reduce(
          (sum, entry) =>
            sum + (entry.rangeMax - entry.rangeMin) * rarityOrder.get(enemyRarity(keyOf(entry.enemyId)))!,
          0,
        ) / (table.enemies as Data[]).reduce((sum, entry) => sum + entry.rangeMax - entry.rangeMin, 0);
      for (const table of tables.filter((candidate) => candidate.baitItemId)) {
        expect(rarity(table)).toBeGreaterThan(rarity(ordinaryTable(ground.key)) + 1);
      }
    }
  });

  it('puts every enemy in some table, and bosses only in special-bait tables', () => {
    const tables = entries('huntingtable').map((entry) => entry.data as Data);
    for (const enemy of entries('enemy')) {
      const holding = tables.filter((table) =>
        table.enemies.some((entry: Data) => entry.enemyId === `enemy:${enemy.key}`),
      );
      expect(holding.length).toBeGreaterThan(0);
      if (enemyRarity(enemy.key) === 'boss')
        for (const table of holding) expect(table.baitItemId).toBeDefined();
    }
  });
});

describe('seed world: enemies', () => {
  it('has sixty enemies over every rarity and four types, with stats, rewards and loot', () => {
    const enemies = entries('enemy');
    expect(enemies.length).toBeGreaterThanOrEqual(60);
    expect(new Set(enemies.map((enemy) => enemyRarity(enemy.key)))).toEqual(
      new Set(['common', 'uncommon', 'normal', 'rare', 'boss']),
    );
    expect(new Set(enemies.map((enemy) => enemy.data.enemyType)).size).toBeGreaterThanOrEqual(4);
    for (const enemy of enemies) {
      const data = enemy.data as Data;
      expect(statOf(data, 'health')!.valueFrom).toBeGreaterThan(0);
      expect(statOf(data, 'damage')!.valueTo).toBeGreaterThan(0);
      expect(data.xp).toBeGreaterThan(0);
      expect(vgc(data.currencies)).toBeGreaterThan(0);
      expect(data.currencies.length).toBe(2);
      expect(data.loot.length).toBeGreaterThan(0);
    }
    expect(
      enemies.filter((enemy) => (enemy.data.equipment as Data[]).length > 0).length,
    ).toBeGreaterThanOrEqual(9);
    for (const enemy of enemies) {
      for (const gear of enemy.data.equipment as Data[])
        expect(gear.itemType).toBe(item(keyOf(gear.itemId)).type);
    }
  });

  it('pays the currency of the ground it lives on', () => {
    for (const ground of groundsInOrder) {
      for (const table of tablesOf(ground.key)) {
        for (const entry of table.enemies as Data[]) {
          const names = (KEYED.enemy.get(keyOf(entry.enemyId))!.data.currencies as Data[]).map(
            (currency) => currency.name,
          );
          expect(names).toEqual(['VGC', ground.data.currency]);
        }
      }
    }
  });
});

describe('seed world: items', () => {
  it('has two hundred items covering every item type', () => {
    expect(items.length).toBeGreaterThanOrEqual(200);
    for (const type of entries('itemtype')) expect(itemsOfType(type.key).length).toBeGreaterThan(0);
  });

  it('sells stronger gear for more XP: the best weapon and armour set rise from ground to ground', () => {
    let previous = { damage: 0, health: 0 };
    for (const ground of groundsInOrder) {
      const xp = ground.data.xpReqired as number;
      const damage = averageDamage(bestShopItem('weapon', xp, averageDamage)!);
      const health = ['head', 'armour', 'hands', 'feet'].reduce(
        (sum, type) => sum + healthOf(bestShopItem(type, xp, healthOf)!),
        0,
      );
      expect(damage).toBeGreaterThan(previous.damage);
      expect(health).toBeGreaterThan(previous.health);
      previous = { damage, health };
    }
  });

  it('refunds 25–50% of the price', () => {
    for (const data of items.filter(
      (candidate) => candidate.price.length > 0 && candidate.refund.length > 0,
    )) {
      for (const refund of data.refund as Data[]) {
        const price = (data.price as Data[]).find((entry) => entry.name === refund.name)!.value;
        expect(refund.value).toBeGreaterThanOrEqual(Math.floor(price * 0.25));
        expect(refund.value).toBeLessThanOrEqual(Math.ceil(price * 0.5));
      }
    }
  });

  it('gives gear the stats its slot is for', () => {
    for (const data of itemsOfType('weapon'))
      expect(statOf(data, 'damage')!.valueTo).toBeGreaterThan(statOf(data, 'damage')!.valueFrom);
    for (const data of itemsOfType('head', 'armour', 'hands', 'feet'))
      expect(statOf(data, 'health')!.valueFrom).toBeGreaterThan(0);
    for (const data of itemsOfType('coffin'))
      expect(statOf(data, 'coffincharges')!.valueFrom).toBeGreaterThan(0);
    for (const data of itemsOfType('mount'))
      expect(statOf(data, 'timewalker') ?? statOf(data, 'lootchance')).toBeDefined();
    for (const data of itemsOfType('power', 'emblem', 'accessory'))
      expect(data.stats.length).toBeGreaterThan(0);
    for (const data of itemsOfType('retainer')) {
      expect(statOf(data, 'damage')).toBeDefined();
      expect(resolve(data.creatureType)).toBeDefined();
    }
    for (const data of itemsOfType('hex'))
      expect(data.canAttractEnemyType ?? data.canAttractEnemyId).toBeDefined();
    // Timewalker only ever shortens the cooldown.
    for (const data of items) {
      const timewalker = statOf(data, 'timewalker');
      if (timewalker) expect(timewalker.valueTo).toBeLessThan(0);
    }
  });

  it('has at least fifteen recipes made of crafting mats', () => {
    const craftable = items.filter((data) => data.craftingMats.length > 0);
    expect(craftable.length).toBeGreaterThanOrEqual(15);
    for (const data of craftable) {
      const types = (data.craftingMats as Data[]).map((mat) => typeOf(item(keyOf(mat.itemId))));
      expect(types).toContain('craftingmat');
      for (const type of types) expect(['craftingmat', 'alchemy', 'scroll']).toContain(type);
      expect(data.buyable).toBe(true);
      expect(data.bloodforge || typeOf(data) === 'accessory').toBe(true);
    }
    // Every mat a recipe needs drops from some enemy, or is sold, or is a rank reward.
    const dropped = new Set(
      entries('enemy').flatMap((enemy) => (enemy.data.loot as Data[]).map((entry) => entry.itemId)),
    );
    const rewards = new Set(entries('rank').map((rank) => rank.data.rewardItemId));
    for (const mat of craftable.flatMap((data) => data.craftingMats as Data[])) {
      const source = item(keyOf(mat.itemId));
      expect(dropped.has(mat.itemId) || source.buyable || rewards.has(mat.itemId)).toBe(true);
    }
  });

  it('makes ordinary bait cheap and special bait scarcer', () => {
    const basic = item('basic_bait');
    const special = new Set(
      entries('huntingground').flatMap((ground) => ground.data.specialBaitItemId as string[]),
    );
    for (const data of itemsOfType('bait').filter((candidate) => special.has(`item:${candidate.key}`))) {
      expect(vgc(data.price)).toBeGreaterThanOrEqual(10 * vgc(basic.price));
    }
  });

  it('has subscriber-only, unique and premium items', () => {
    expect(items.filter((data) => data.needSub >= 1 && data.needSub <= 3).length).toBeGreaterThanOrEqual(3);
    expect(new Set(items.map((data) => data.needSub))).toEqual(new Set([0, 1, 2, 3]));
    expect(itemsOfType('weapon', 'armour').filter((data) => data.unique).length).toBeGreaterThan(5);
    expect(items.some((data) => data.premiumShop)).toBe(true);
    const sigilItems = items.filter((data) => (data.price as Data[]).some((entry) => entry.name === 'SIGIL'));
    for (const data of sigilItems) expect(data.needSub).toBeGreaterThan(0);
  });

  it('has collections and achievements whose trophies drop from enemies', () => {
    const dropped = new Set(
      entries('enemy').flatMap((enemy) => (enemy.data.loot as Data[]).map((entry) => entry.itemId)),
    );
    expect(itemsOfType('collection').length).toBeGreaterThanOrEqual(4);
    expect(itemsOfType('achievement').length).toBeGreaterThanOrEqual(4);
    for (const data of itemsOfType('collection', 'achievement')) {
      expect(data.trophieItemIds.length).toBeGreaterThanOrEqual(3);
      for (const trophy of data.trophieItemIds) expect(dropped.has(trophy)).toBe(true);
      expect(data.price).toEqual([]);
      expect(data.craftingMats).toEqual([]);
    }
  });
});

describe('seed world: progress', () => {
  it('has 25 ranks with steeply rising XP and a reward from the second on', () => {
    const ranks = entries('rank').map((entry) => entry.data);
    expect(ranks).toHaveLength(25);
    expect(ranks[0]!.xp).toBe(0);
    for (let index = 1; index < ranks.length; index++) {
      expect(ranks[index]!.xp).toBeGreaterThan(ranks[index - 1]!.xp);
      expect(ranks[index]!.rewardItemId).toBeDefined();
    }
    expect(ranks[24]!.xp).toBeGreaterThan(100 * ranks[2]!.xp);
    const rewards = ranks.slice(1).map((rank) => rank.rewardItemId);
    expect(new Set(rewards).size).toBe(rewards.length);
  });

  it('has five news entries dated 2024–2026', () => {
    const news = entries('news').map((entry) => entry.data);
    expect(news.length).toBeGreaterThanOrEqual(5);
    for (const data of news) {
      expect(data.timestamp).toBeGreaterThanOrEqual(Date.UTC(2024, 0, 1) / 1000);
      expect(data.timestamp).toBeLessThan(Date.UTC(2027, 0, 1) / 1000);
    }
  });

  it('has the starter kit items', () => {
    expect(typeOf(item('starter_weapon'))).toBe('weapon');
    expect(typeOf(item('basic_bait'))).toBe('bait');
    expect(item('starter_weapon').reqXP).toBe(0);
    expect(item('basic_bait').reqXP).toBe(0);
  });
});

describe('seed world: merchants', () => {
  const typed =
    (...types: string[]) =>
    (data: Data) =>
      types.includes(typeOf(data)) && !data.bloodforge;
  const merchants: Record<string, (data: Data) => boolean> = {
    Crypt: typed('retainer'),
    Stable: typed('mount'),
    Armory: typed('armour', 'head', 'hands', 'feet'),
    WeaponMaster: typed('weapon'),
    JewelEmporium: typed('bait'),
    Mercatus: typed('accessory', 'coffin'),
    Sanctum: typed('emblem', 'power', 'key', 'alchemy', 'avatar', 'hex'),
    Bloodforge: (data) => data.bloodforge === true,
    Treasury: typed('collection', 'achievement'),
  };
  const forSale = (data: Data) =>
    data.buyable && (data.price.length > 0 || data.craftingMats.length > 0 || data.trophieItemIds.length > 0);

  it.each(Object.keys(merchants))('%s sells several items at low, middle and high XP', (merchant) => {
    const stock = items.filter((data) => merchants[merchant]!(data) && forSale(data));
    expect(stock.length).toBeGreaterThanOrEqual(3);
    expect(stock.some((data) => data.reqXP < 1_000)).toBe(true);
    expect(stock.some((data) => data.reqXP >= 1_000 && data.reqXP < 20_000)).toBe(true);
    expect(stock.some((data) => data.reqXP >= 20_000)).toBe(true);
  });
});

describe('seed world: balance', () => {
  const starter = fighterOf([item('starter_weapon')]);
  const firstGround = groundsInOrder[0]!.key;
  const ranks = entries('rank').map((entry) => entry.data.xp as number);

  it('lets the starter kit beat the common enemies of the first ground at least 70% of the time', () => {
    const commons = (ordinaryTable(firstGround).enemies as Data[]).filter(
      (entry) => enemyRarity(keyOf(entry.enemyId)) === 'common',
    );
    expect(commons.length).toBeGreaterThanOrEqual(3);
    for (const entry of commons) expect(odds(starter, keyOf(entry.enemyId)).win).toBeGreaterThanOrEqual(0.7);
    expect(expectedHunt(starter, ordinaryTable(firstGround)).win).toBeGreaterThanOrEqual(0.7);
  });

  it('pays for ten basic baits within five hunts and reaches rank 2 in five, rank 3 in ten', () => {
    const hunt = expectedHunt(starter, ordinaryTable(firstGround));
    expect(5 * hunt.vgc).toBeGreaterThanOrEqual(10 * vgc(item('basic_bait').price));
    expect(5 * hunt.xp).toBeGreaterThanOrEqual(ranks[1]!);
    expect(10 * hunt.xp).toBeGreaterThanOrEqual(ranks[2]!);
    expect(10 * hunt.xp).toBeLessThan(ranks[4]!);
  });

  it("lets the best merchant gear at a ground's XP requirement beat its commons at least 70% of the time", () => {
    for (const ground of groundsInOrder) {
      const xp = ground.data.xpReqired as number;
      const gear = [
        bestShopItem('weapon', xp, averageDamage),
        bestShopItem('retainer', xp, averageDamage),
        ...['head', 'armour', 'hands', 'feet'].map((type) => bestShopItem(type, xp, healthOf)),
      ].filter((data): data is Data => data !== undefined);
      const player = fighterOf(gear);
      const commons = (ordinaryTable(ground.key).enemies as Data[]).filter(
        (entry) => enemyRarity(keyOf(entry.enemyId)) === 'common',
      );
      for (const entry of commons)
        expect([ground.key, odds(player, keyOf(entry.enemyId)).win >= 0.7]).toEqual([ground.key, true]);
    }
  });

  it('makes the second region a matter of weeks: thousands of XP and an expensive key', () => {
    const region = [...entries('region')].sort((a, b) => a.data.sequence - b.data.sequence)[1]!.data;
    const key = item(keyOf(region.keyId));
    expect(region.xpReqired).toBeGreaterThanOrEqual(10_000);
    expect(vgc(key.price)).toBeGreaterThanOrEqual(5_000);
    // At the first ground's pace (about 12 XP a hunt) that is more than a thousand hunts.
    expect(region.xpReqired / expectedHunt(starter, ordinaryTable(firstGround)).xp).toBeGreaterThan(1_000);
  });

  it('keeps the raw critchance of the best gear near twice the desired 25%', () => {
    const slots = new Map(entries('itemtype').map((entry) => [entry.key, entry.data]));
    let total = 0;
    for (const [type, data] of slots) {
      const values = itemsOfType(type).map((candidate) => statOf(candidate, 'critchance')?.valueFrom ?? 0);
      if (data.alwaysEquipped) total += values.reduce((sum, value) => sum + value, 0);
      else if (data.isEquipment) total += Math.max(0, ...values) * data.itemTypeSlots;
    }
    expect(total).toBeGreaterThanOrEqual(40);
    expect(total).toBeLessThanOrEqual(70);
  });
});
