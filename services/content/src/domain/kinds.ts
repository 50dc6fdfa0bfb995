/**
 * Every content kind of spec 002 section 3, declared once. Storage, validation, reference integrity,
 * the GraphQL schema (scripts/generate-schema.ts) and the REST facade all derive from these
 * declarations. Field names keep the documented spellings (xpReqired, trophieItemIds...).
 */
export type KindName =
  | 'item'
  | 'currency'
  | 'itemtype'
  | 'enemytype'
  | 'stat'
  | 'rarity'
  | 'enemy'
  | 'region'
  | 'huntingground'
  | 'huntingtable'
  | 'proctype'
  | 'proceventtype'
  | 'damagetype'
  | 'rank'
  | 'news'
  | 'tournament';

/** A reference to another entry, by its id or by a unique key field such as shortName. */
export interface Reference {
  kind: KindName;
  by?: 'id' | 'shortName';
}

export type FieldSpec =
  | {
      type: 'string';
      default?: string;
      max?: number;
      pattern?: RegExp;
      patternMessage?: string;
      /** Must not be empty (names the game shows: an entry without one breaks screens and pickers). */
      required?: boolean;
    }
  | { type: 'int'; default?: number; min?: number; max?: number }
  | { type: 'boolean'; default?: boolean }
  /** The id of an uploaded image (or video), or null. */
  | { type: 'image' }
  | { type: 'ref'; ref: Reference; required?: boolean }
  | { type: 'refList'; ref: Reference }
  | { type: 'list'; of: ShapeName };

export type ShapeName = keyof typeof SHAPES;

/** Nested value objects stored inside an entry. */
export const SHAPES = {
  CurrencyEntry: {
    name: { type: 'ref', ref: { kind: 'currency', by: 'shortName' }, required: true },
    value: { type: 'int', min: 0 },
  },
  StatEntry: {
    shortName: { type: 'ref', ref: { kind: 'stat', by: 'shortName' }, required: true },
    valueFrom: { type: 'int' },
    valueTo: { type: 'int' },
    procPercent: { type: 'int', min: 0, max: 100 },
  },
  CraftingMat: {
    itemId: { type: 'ref', ref: { kind: 'item' }, required: true },
    amount: { type: 'int', min: 1, default: 1 },
  },
  EnemyEquipment: {
    itemType: { type: 'ref', ref: { kind: 'itemtype' } },
    itemId: { type: 'ref', ref: { kind: 'item' }, required: true },
  },
  LootEntry: {
    itemId: { type: 'ref', ref: { kind: 'item' }, required: true },
    /** Percent chance before loot bonuses. */
    dropChance: { type: 'int', min: 0, max: 100 },
    amountMin: { type: 'int', min: 0, default: 1 },
    amountMax: { type: 'int', min: 0, default: 1 },
  },
  HuntingTableEnemy: {
    enemyId: { type: 'ref', ref: { kind: 'enemy' }, required: true },
    rangeMin: { type: 'int', min: 0 },
    rangeMax: { type: 'int', min: 0 },
  },
  /** A tournament's point table: what a won fight against the enemy scores. */
  TournamentPoints: {
    enemyId: { type: 'ref', ref: { kind: 'enemy' }, required: true },
    points: { type: 'int', min: 1, max: 1000, default: 10 },
  },
  /** A prize for the final places rankFrom to rankTo: an item and/or a currency (neither: no prize). */
  TournamentPrize: {
    rankFrom: { type: 'int', min: 1, default: 1 },
    rankTo: { type: 'int', min: 1, default: 1 },
    itemId: { type: 'ref', ref: { kind: 'item' } },
    itemAmount: { type: 'int', min: 0, max: 1_000_000 },
    currency: { type: 'ref', ref: { kind: 'currency', by: 'shortName' } },
    currencyAmount: { type: 'int', min: 0, max: 1_000_000 },
  },
} as const satisfies Record<string, Record<string, FieldSpec>>;

export interface KindDescriptor {
  name: KindName;
  /** GraphQL type name. */
  typeName: string;
  /** GraphQL field names: the list and the single entry. */
  plural: string;
  single: string;
  /** Label of the editor ('Select a item to see details'). */
  label: string;
  fields: Record<string, FieldSpec>;
  /** Field whose value must be unique within the kind (references may use it). */
  uniqueKey?: 'shortName';
  /** A number no two entries of the kind may share (rank XP: each rank is a step of its own). */
  uniqueNumber?: string;
  /** Default list order. */
  orderBy: string[];
}

const text = (options: { default?: string; max?: number; required?: boolean } = {}): FieldSpec => ({
  type: 'string',
  ...options,
});
const int = (options: { default?: number; min?: number; max?: number } = {}): FieldSpec => ({
  type: 'int',
  ...options,
});
const flag = (defaultValue = false): FieldSpec => ({ type: 'boolean', default: defaultValue });
const ref = (kind: KindName, required = false): FieldSpec => ({ type: 'ref', ref: { kind }, required });
const refs = (kind: KindName): FieldSpec => ({ type: 'refList', ref: { kind } });
const list = (of: ShapeName): FieldSpec => ({ type: 'list', of });
const image = (): FieldSpec => ({ type: 'image' });
/** The key other entries refer to this one by: every kind with one requires it (uniqueKey). */
const shortName = (): FieldSpec => ({
  type: 'string',
  required: true,
  max: 40,
  pattern: /^[A-Za-z0-9_-]+$/,
  patternMessage: 'shortName may only hold letters, digits, _ and -',
});
const colorHex = (): FieldSpec => ({
  type: 'string',
  default: '#ffffff',
  pattern: /^#[0-9A-Fa-f]{6}$/,
  patternMessage: 'colorHex must look like #a1b2c3',
});

const requiredName = (max = 120): FieldSpec => text({ max, required: true });

const named = { name: requiredName(), shortName: shortName(), imageId: image() };

export const KINDS: Record<KindName, KindDescriptor> = {
  item: {
    name: 'item',
    single: 'item',
    typeName: 'Item',
    plural: 'items',
    label: 'item',
    orderBy: ['reqXP', 'name'],
    fields: {
      name: requiredName(),
      flavorText: text({ max: 2000 }),
      imageId: image(),
      animatedId: image(),
      type: ref('itemtype', true),
      rarity: ref('rarity', true),
      visible: flag(true),
      reqXP: int({ min: 0 }),
      buyable: flag(),
      premiumShop: flag(),
      bloodforge: flag(),
      unique: flag(),
      transferable: flag(true),
      /** 0 SingleItem (no subscription needed), 1 Silver, 2 Gold, 3 Platinum. */
      needSub: int({ min: 0, max: 3 }),
      price: list('CurrencyEntry'),
      refund: list('CurrencyEntry'),
      stats: list('StatEntry'),
      craftingMats: list('CraftingMat'),
      trophieItemIds: refs('item'),
      creatureType: ref('enemytype'),
      canAttractEnemyType: ref('enemytype'),
      canAttractEnemyId: ref('enemy'),
    },
  },
  currency: {
    name: 'currency',
    single: 'currency',
    typeName: 'Currency',
    plural: 'currencies',
    label: 'currency',
    uniqueKey: 'shortName',
    orderBy: ['orderIndex', 'name'],
    fields: {
      ...named,
      flavorText: text({ max: 2000 }),
      orderIndex: int({ default: 100 }),
      /** Subscription coins can be spent only while the player's subscription is active. */
      subscriptionOnly: flag(),
    },
  },
  itemtype: {
    name: 'itemtype',
    single: 'itemType',
    typeName: 'ItemType',
    plural: 'itemTypes',
    label: 'itemType',
    uniqueKey: 'shortName',
    orderBy: ['orderIndex', 'name'],
    fields: {
      ...named,
      itemTypeSlots: int({ min: 0, max: 10 }),
      isEquipment: flag(),
      alwaysEquipped: flag(),
      flavorText: text({ max: 2000 }),
      orderIndex: int({ default: 100 }),
    },
  },
  enemytype: {
    name: 'enemytype',
    single: 'enemyType',
    typeName: 'EnemyType',
    plural: 'enemyTypes',
    label: 'enemyType',
    uniqueKey: 'shortName',
    orderBy: ['name'],
    fields: { ...named },
  },
  stat: {
    name: 'stat',
    single: 'stat',
    typeName: 'Stat',
    plural: 'stats',
    label: 'stat',
    uniqueKey: 'shortName',
    orderBy: ['name'],
    fields: {
      ...named,
      flavorText: text({ max: 2000 }),
      /** 'bool' marks an on/off stat. */
      unitSymbol: text({ max: 10 }),
      /** 0 Stat, 1 Proc. */
      statType: int({ min: 0, max: 1 }),
      procType: ref('proctype'),
      procEventType: ref('proceventtype'),
      affectedCreatureType: ref('enemytype'),
      damageType: ref('damagetype'),
      orderIndex: int({ default: 100 }),
    },
  },
  rarity: {
    name: 'rarity',
    single: 'rarity',
    typeName: 'Rarity',
    plural: 'rarities',
    label: 'rarity',
    uniqueKey: 'shortName',
    orderBy: ['sequence', 'name'],
    fields: {
      name: requiredName(60),
      shortName: shortName(),
      colorHex: colorHex(),
      flavorText: text({ max: 2000 }),
      /** Order from common to boss; drives summoning's upward re-roll. */
      sequence: int(),
    },
  },
  enemy: {
    name: 'enemy',
    single: 'enemy',
    typeName: 'Enemy',
    plural: 'enemies',
    label: 'enemy',
    orderBy: ['name'],
    fields: {
      name: requiredName(),
      enemyType: ref('enemytype', true),
      enemyRarity: ref('rarity', true),
      imageId: image(),
      animatedImageId: image(),
      flavorText: text({ max: 2000 }),
      visible: flag(true),
      xp: int({ min: 0 }),
      currencies: list('CurrencyEntry'),
      equipment: list('EnemyEquipment'),
      loot: list('LootEntry'),
      stats: list('StatEntry'),
      refund: list('CurrencyEntry'),
      orderIndex: int({ default: 100 }),
    },
  },
  region: {
    name: 'region',
    single: 'region',
    typeName: 'Region',
    plural: 'regions',
    label: 'region',
    orderBy: ['sequence', 'name'],
    fields: {
      name: requiredName(),
      imageId: image(),
      animatedImageId: image(),
      sequence: int(),
      xpReqired: int({ min: 0 }),
      visible: flag(true),
      keyId: ref('item'),
    },
  },
  huntingground: {
    name: 'huntingground',
    single: 'huntingGround',
    typeName: 'HuntingGround',
    plural: 'huntingGrounds',
    label: 'huntingground',
    orderBy: ['sequence', 'name'],
    fields: {
      name: requiredName(),
      flavorText: text({ max: 2000 }),
      imageId: image(),
      animatedImageId: image(),
      visible: flag(true),
      sequence: int(),
      xpReqired: int({ min: 0 }),
      travelCost: list('CurrencyEntry'),
      regionId: ref('region', true),
      keyId: ref('item'),
      specialBaitItemId: refs('item'),
      /** The currency this ground's enemies drop, shown on the travel screen. */
      currency: { type: 'ref', ref: { kind: 'currency', by: 'shortName' } },
    },
  },
  huntingtable: {
    name: 'huntingtable',
    single: 'huntingTable',
    typeName: 'HuntingTable',
    plural: 'huntingTables',
    label: 'huntingtable',
    orderBy: ['sequence', 'name'],
    fields: {
      name: requiredName(),
      huntingGroundId: ref('huntingground', true),
      sequence: int(),
      imageId: image(),
      /** The special bait that selects this table; empty for the ground's ordinary table. */
      baitItemId: ref('item'),
      enemies: list('HuntingTableEnemy'),
    },
  },
  proctype: {
    name: 'proctype',
    single: 'procType',
    typeName: 'ProcType',
    plural: 'procTypes',
    label: 'procType',
    uniqueKey: 'shortName',
    orderBy: ['name'],
    fields: { ...named },
  },
  proceventtype: {
    name: 'proceventtype',
    single: 'procEventType',
    typeName: 'ProcEventType',
    plural: 'procEventTypes',
    label: 'procEventType',
    uniqueKey: 'shortName',
    orderBy: ['name'],
    fields: { ...named },
  },
  damagetype: {
    name: 'damagetype',
    single: 'damageType',
    typeName: 'DamageType',
    plural: 'damageTypes',
    label: 'damagetype',
    uniqueKey: 'shortName',
    orderBy: ['name'],
    fields: { ...named, colorHex: colorHex() },
  },
  rank: {
    name: 'rank',
    single: 'rank',
    typeName: 'Rank',
    plural: 'ranks',
    label: 'ranks',
    uniqueNumber: 'xp',
    orderBy: ['xp'],
    fields: {
      name: requiredName(),
      xp: int({ min: 0 }),
      flavorText: text({ max: 2000 }),
      rewardItemId: ref('item'),
      imageId: image(),
    },
  },
  news: {
    name: 'news',
    single: 'newsItem',
    typeName: 'NewsItem',
    plural: 'newsItems',
    label: 'news',
    orderBy: ['-timestamp'],
    fields: {
      header: text({ max: 200, required: true }),
      message: text({ max: 10_000 }),
      imageId: image(),
      animatedImageId: image(),
      /** Seconds since epoch; set at creation when not given. */
      timestamp: int({ min: 0 }),
    },
  },
  tournament: {
    name: 'tournament',
    single: 'tournament',
    typeName: 'Tournament',
    plural: 'tournaments',
    label: 'tournament',
    orderBy: ['-startsAt'],
    fields: {
      name: requiredName(),
      flavorText: text({ max: 2000 }),
      imageId: image(),
      /** The window, epoch seconds (UTC): registration closes at the start; hunts in it score. */
      startsAt: int({ min: 0 }),
      endsAt: int({ min: 1 }),
      maxPlayers: int({ min: 1, max: 10_000, default: 100 }),
      /** Entry rule: the XP a player needs to register. */
      minXp: int({ min: 0 }),
      pointTable: list('TournamentPoints'),
      prizes: list('TournamentPrize'),
    },
  },
};

export const KIND_NAMES = Object.keys(KINDS) as KindName[];
