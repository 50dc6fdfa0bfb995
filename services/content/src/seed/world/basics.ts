/** Rarities, item and enemy types, damage/proc vocabularies, stats and currencies. */
import type { SeedEntry } from './seedEntry';
import type { RarityKey } from './curves';
import { enemyTypeRef, refTo } from './helpers';

// ---------------------------------------------------------------------------------------------- rarity

const RARITY_ROWS: [RarityKey, string, string, string][] = [
  ['common', 'Common', '#a8a29e', 'Found in every ditch of Duskmoor. Nobody writes songs about it.'],
  ['uncommon', 'Uncommon', '#5fbf60', 'Worth a second look and a first swing.'],
  ['normal', 'Normal', '#4f8fe0', 'What the Order calls "proper" — a real threat or a real tool.'],
  ['rare', 'Rare', '#a45ee5', 'Spoken of in taverns, usually by people who did not see it themselves.'],
  ['boss', 'Boss', '#e0532f', 'Lords of the night and their treasures. Bring friends, or at least a will.'],
];

export const RARITIES: SeedEntry[] = RARITY_ROWS.map(([key, name, colorHex, flavorText], sequence) => ({
  key,
  data: { name, shortName: key, colorHex, flavorText, sequence },
}));

export const RARITY_COLORS: Record<string, string> = Object.fromEntries(
  RARITY_ROWS.map(([key, , color]) => [key, color]),
);

// ------------------------------------------------------------------------------------------- item types

export type ItemTypeKey =
  | 'weapon'
  | 'head'
  | 'armour'
  | 'hands'
  | 'feet'
  | 'coffin'
  | 'mount'
  | 'power'
  | 'emblem'
  | 'retainer'
  | 'accessory'
  | 'bait'
  | 'hex'
  | 'avatar'
  | 'coin'
  | 'key'
  | 'craftingmat'
  | 'scroll'
  | 'alchemy'
  | 'tome'
  | 'collection'
  | 'achievement';

interface ItemTypeRow {
  key: ItemTypeKey;
  name: string;
  slots: number;
  equipment: boolean;
  /** Counted in the stats without being equipped (see docs/world.md). */
  always?: boolean;
  flavor: string;
}

const ITEM_TYPE_ROWS: ItemTypeRow[] = [
  {
    key: 'weapon',
    name: 'Weapon',
    slots: 1,
    equipment: true,
    flavor: 'Stakes, blades and bolts: what you strike with.',
  },
  {
    key: 'head',
    name: 'Head',
    slots: 1,
    equipment: true,
    flavor: 'Hoods, helms and hats against claws from above.',
  },
  {
    key: 'armour',
    name: 'Armour',
    slots: 1,
    equipment: true,
    flavor: 'Chest pieces — the thicker, the longer you stand.',
  },
  {
    key: 'hands',
    name: 'Hands',
    slots: 1,
    equipment: true,
    flavor: 'Gloves and gauntlets for a surer grip and a truer strike.',
  },
  {
    key: 'feet',
    name: 'Feet',
    slots: 1,
    equipment: true,
    flavor: 'Boots for mud, graves and quick returns.',
  },
  {
    key: 'coffin',
    name: 'Coffin',
    slots: 1,
    equipment: true,
    flavor: 'A resting place that charges coffin hunts while you sleep.',
  },
  {
    key: 'mount',
    name: 'Mount',
    slots: 1,
    equipment: true,
    flavor: 'Something to ride to the next hunt sooner.',
  },
  {
    key: 'power',
    name: 'Power',
    slots: 1,
    equipment: true,
    flavor: 'A gift of faith, fire or blood that flares in combat.',
  },
  {
    key: 'emblem',
    name: 'Emblem',
    slots: 1,
    equipment: true,
    flavor: 'The sign you hunt under; fortune favours its bearer.',
  },
  {
    key: 'retainer',
    name: 'Retainer',
    slots: 3,
    equipment: true,
    flavor: 'A bound creature that fights beside you and hunts while you rest.',
  },
  {
    key: 'accessory',
    name: 'Accessory',
    slots: 3,
    equipment: true,
    flavor: 'Rings, charms and trinkets, crafted with care.',
  },
  {
    key: 'bait',
    name: 'Bait',
    slots: 1,
    equipment: true,
    flavor: 'One is spent on every hunt. Special baits draw rarer prey.',
  },
  {
    key: 'hex',
    name: 'Hex',
    slots: 1,
    equipment: true,
    flavor: 'A curse that draws a chosen kind of creature to your bait.',
  },
  {
    key: 'avatar',
    name: 'Avatar',
    slots: 1,
    equipment: true,
    flavor: 'Your portrait in the header, for all of Duskmoor to see.',
  },
  {
    key: 'coin',
    name: 'Coin',
    slots: 1,
    equipment: true,
    flavor: 'A keepsake coin shown beside your avatar.',
  },
  { key: 'key', name: 'Key', slots: 0, equipment: false, flavor: 'Opens a gate, a crypt or a whole region.' },
  {
    key: 'craftingmat',
    name: 'Crafting Mat',
    slots: 0,
    equipment: false,
    flavor: 'Remains and relics of the hunt, wanted at the Bloodforge.',
  },
  {
    key: 'scroll',
    name: 'Scroll',
    slots: 0,
    equipment: false,
    flavor: 'Rites written by dead hunters; the Bloodforge binds them into gear.',
  },
  {
    key: 'alchemy',
    name: 'Alchemy',
    slots: 0,
    equipment: false,
    flavor: 'Reagents from the Sanctum, the finishing touch of great recipes.',
  },
  {
    key: 'tome',
    name: 'Tome',
    slots: 0,
    equipment: false,
    always: true,
    flavor: 'Knowledge, once owned, is always with you.',
  },
  {
    key: 'collection',
    name: 'Collection',
    slots: 0,
    equipment: false,
    always: true,
    flavor: 'A full set of trophies, claimed at the Treasury.',
  },
  {
    key: 'achievement',
    name: 'Achievement',
    slots: 0,
    equipment: false,
    always: true,
    flavor: 'Proof of a great deed, claimed at the Treasury.',
  },
];

export const ITEM_TYPES: SeedEntry[] = ITEM_TYPE_ROWS.map((row, index) => ({
  key: row.key,
  image: { motif: row.key, label: row.name, hue: (index * 37) % 360 },
  data: {
    name: row.name,
    shortName: row.key,
    itemTypeSlots: row.slots,
    isEquipment: row.equipment,
    alwaysEquipped: row.always ?? false,
    flavorText: row.flavor,
    orderIndex: (index + 1) * 10,
  },
}));

// ------------------------------------------------------------------------------------------ enemy types

export type EnemyTypeKey = 'vampire' | 'ghoul' | 'werewolf' | 'wraith' | 'witch';

const ENEMY_TYPE_ROWS: [EnemyTypeKey, string, number][] = [
  ['vampire', 'Vampire', 350],
  ['ghoul', 'Ghoul', 90],
  ['werewolf', 'Werewolf', 30],
  ['wraith', 'Wraith', 200],
  ['witch', 'Witch', 280],
];
export const ENEMY_TYPES: SeedEntry[] = ENEMY_TYPE_ROWS.map(([key, name, hue]) => ({
  key,
  image: { motif: `enemy:${key}`, label: name, hue },
  data: { name, shortName: key },
}));

// ------------------------------------------------------------------------- damage, proc and event types

type DamageTypeKey = 'physical' | 'fire' | 'holy' | 'silver' | 'blood' | 'frost' | 'shadow';
const DAMAGE_TYPE_ROWS: [DamageTypeKey, string, string][] = [
  ['physical', 'Physical', '#c8c8c8'],
  ['fire', 'Fire', '#ff7a1a'],
  ['holy', 'Holy', '#ffe680'],
  ['silver', 'Silver', '#d9e6f2'],
  ['blood', 'Blood', '#b3001b'],
  ['frost', 'Frost', '#7fd4ff'],
  ['shadow', 'Shadow', '#6b4c9a'],
];
export const DAMAGE_TYPES: SeedEntry[] = DAMAGE_TYPE_ROWS.map(([key, name, colorHex]) => ({
  key,
  image: { motif: 'damagetype', label: name, hue: hueOf(colorHex) },
  data: { name, shortName: key, colorHex },
}));

type ProcTypeKey = 'burst' | 'leech' | 'heal' | 'stun' | 'theft' | 'dispel';
const PROC_TYPE_ROWS: [ProcTypeKey, string][] = [
  ['burst', 'Burst (extra damage)'],
  ['leech', 'Leech (damage that heals)'],
  ['heal', 'Healing'],
  ['stun', 'Stun (the target skips its strike)'],
  ['theft', 'Theft (gold)'],
  ['dispel', 'Dispel (removes a negative effect)'],
];
export const PROC_TYPES: SeedEntry[] = PROC_TYPE_ROWS.map(([key, name], index) => ({
  key,
  image: { motif: 'proctype', label: name.split(' ')[0]!, hue: index * 60 },
  data: { name, shortName: key },
}));

type ProcEventKey = 'onstrike' | 'onroundstart' | 'onhurt' | 'oncrit';
const PROC_EVENT_ROWS: [ProcEventKey, string][] = [
  ['onstrike', 'When striking'],
  ['onroundstart', 'At the start of a round'],
  ['onhurt', 'When struck'],
  ['oncrit', 'On a critical hit'],
];
export const PROC_EVENT_TYPES: SeedEntry[] = PROC_EVENT_ROWS.map(([key, name], index) => ({
  key,
  image: { motif: 'proceventtype', label: name, hue: 20 + index * 80 },
  data: { name, shortName: key },
}));

// ------------------------------------------------------------------------------------------------ stats

export type PlainStatKey =
  | 'health'
  | 'damage'
  | 'critchance'
  | 'timewalker'
  | 'lootchance'
  | 'summoning'
  | 'curator'
  | 'dominate'
  | 'coffincharges'
  | 'cloning'
  | 'xplosion'
  | 'investment'
  | 'bloodlust'
  | 'megalomania'
  | 'bloodcraze';

export type ProcKey =
  | 'fireburst'
  | 'holysmite'
  | 'silverbite'
  | 'exorcism'
  | 'sanguineleech'
  | 'gravechill'
  | 'pickpocket'
  | 'sanctify'
  | 'purify'
  | 'savagery'
  | 'shadowbolt';

interface PlainStatRow {
  key: PlainStatKey;
  name: string;
  unit: string;
  flavor: string;
}

const PLAIN_STAT_ROWS: PlainStatRow[] = [
  {
    key: 'health',
    name: 'Health',
    unit: 'HP',
    flavor: 'How much punishment you take before you fall. Every hunter starts with 100.',
  },
  {
    key: 'damage',
    name: 'Damage',
    unit: '',
    flavor: 'Rolled anew on every strike, from the low to the high end of the range.',
  },
  {
    key: 'critchance',
    name: 'Critical Chance',
    unit: '%',
    flavor: 'The chance that a strike finds the heart and deals double damage.',
  },
  {
    key: 'timewalker',
    name: 'Timewalker',
    unit: 's',
    flavor:
      'Seconds taken off the 10-minute wait between hunts. The night never shortens it below 8 minutes.',
  },
  {
    key: 'lootchance',
    name: 'Loot Hunter',
    unit: '%',
    flavor: 'Raises the drop chance of every piece of loot; the extra is shown as the Loot Hunter bonus.',
  },
  {
    key: 'summoning',
    name: 'Summoning',
    unit: '%',
    flavor: 'Chance to call a rarer creature to your bait instead of the one that came.',
  },
  { key: 'curator', name: 'Curator', unit: '', flavor: 'With at least 1, the third accessory slot opens.' },
  {
    key: 'dominate',
    name: 'Dominate',
    unit: '',
    flavor: 'Each point opens another retainer slot: 1 opens the second, 2 the third.',
  },
  {
    key: 'coffincharges',
    name: 'Coffin Charges',
    unit: '',
    flavor: 'Coffin hunts your coffin holds; they recharge one at a time.',
  },
  { key: 'cloning', name: 'Cloning', unit: '%', flavor: 'Chance that a victory doubles its loot.' },
  { key: 'xplosion', name: 'XP-losion', unit: '%', flavor: 'Chance that a hunt doubles its XP.' },
  { key: 'investment', name: 'Investment', unit: '%', flavor: 'Chance that a victory doubles its coin.' },
  {
    key: 'bloodlust',
    name: 'Bloodlust',
    unit: '%',
    flavor: 'Chance to enter a hunt in a frenzy that doubles your damage.',
  },
  {
    key: 'megalomania',
    name: 'Megalomania',
    unit: '%',
    flavor: 'Chance to believe yourself invincible — and to crit as if you were.',
  },
  {
    key: 'bloodcraze',
    name: 'Blood Craze',
    unit: '%',
    flavor: 'Chance of an extra strike every round of a hunt.',
  },
];

interface ProcRow {
  key: ProcKey;
  name: string;
  procType: ProcTypeKey;
  event: ProcEventKey;
  damageType: DamageTypeKey;
  affects?: EnemyTypeKey;
  flavor: string;
}

const PROC_ROWS: ProcRow[] = [
  {
    key: 'fireburst',
    name: 'Hellfire Burst',
    procType: 'burst',
    event: 'onstrike',
    damageType: 'fire',
    flavor: 'Your strike erupts in flame for extra fire damage.',
  },
  {
    key: 'holysmite',
    name: 'Holy Smite',
    procType: 'burst',
    event: 'onstrike',
    damageType: 'holy',
    affects: 'vampire',
    flavor: 'Blessed light sears the undead blood of vampires.',
  },
  {
    key: 'silverbite',
    name: 'Silver Bite',
    procType: 'burst',
    event: 'onstrike',
    damageType: 'silver',
    affects: 'werewolf',
    flavor: 'Silver finds the wolf beneath the skin.',
  },
  {
    key: 'exorcism',
    name: 'Exorcism',
    procType: 'burst',
    event: 'onroundstart',
    damageType: 'holy',
    affects: 'wraith',
    flavor: "A rite spoken before the blow tears at a wraith's binding.",
  },
  {
    key: 'sanguineleech',
    name: 'Sanguine Leech',
    procType: 'leech',
    event: 'onstrike',
    damageType: 'blood',
    flavor: 'Draws blood from the target and mends your wounds with it.',
  },
  {
    key: 'gravechill',
    name: 'Grave Chill',
    procType: 'stun',
    event: 'onroundstart',
    damageType: 'frost',
    flavor: 'The cold of the grave freezes the target for a round.',
  },
  {
    key: 'pickpocket',
    name: 'Light Fingers',
    procType: 'theft',
    event: 'onstrike',
    damageType: 'physical',
    flavor: 'A quick hand lifts a few coins in the scuffle.',
  },
  {
    key: 'sanctify',
    name: 'Sanctify',
    procType: 'heal',
    event: 'onhurt',
    damageType: 'holy',
    flavor: 'A prayer answered: the wound closes as it opens.',
  },
  {
    key: 'purify',
    name: 'Purify',
    procType: 'dispel',
    event: 'onhurt',
    damageType: 'holy',
    flavor: 'Washes a curse, a chill or a poison away.',
  },
  {
    key: 'savagery',
    name: 'Savagery',
    procType: 'burst',
    event: 'oncrit',
    damageType: 'physical',
    flavor: 'A critical hit tears deeper still.',
  },
  {
    key: 'shadowbolt',
    name: 'Shadow Bolt',
    procType: 'burst',
    event: 'onstrike',
    damageType: 'shadow',
    flavor: 'A sliver of night strikes alongside the blow.',
  },
];

export const PROC_KINDS: Record<ProcKey, ProcTypeKey> = Object.fromEntries(
  PROC_ROWS.map((row) => [row.key, row.procType]),
) as Record<ProcKey, ProcTypeKey>;
export const PROC_TARGETS: Partial<Record<ProcKey, EnemyTypeKey>> = Object.fromEntries(
  PROC_ROWS.filter((row) => row.affects).map((row) => [row.key, row.affects]),
);

export const STATS: SeedEntry[] = [
  ...PLAIN_STAT_ROWS.map((row, index) => ({
    key: row.key,
    image: { motif: 'stat', label: row.name, hue: (index * 47) % 360 },
    data: {
      name: row.name,
      shortName: row.key,
      flavorText: row.flavor,
      unitSymbol: row.unit,
      statType: 0,
      orderIndex: (index + 1) * 10,
    },
  })),
  ...PROC_ROWS.map((row, index) => ({
    key: row.key,
    image: {
      motif: 'proc',
      label: row.name,
      hue: hueOf(DAMAGE_TYPE_ROWS.find(([key]) => key === row.damageType)![2]),
    },
    data: {
      name: row.name,
      shortName: row.key,
      flavorText: row.flavor,
      unitSymbol: '',
      statType: 1,
      procType: refTo('proctype', row.procType),
      procEventType: refTo('proceventtype', row.event),
      damageType: refTo('damagetype', row.damageType),
      ...(row.affects ? { affectedCreatureType: enemyTypeRef(row.affects) } : {}),
      orderIndex: 200 + index * 10,
    },
  })),
];

// ------------------------------------------------------------------------------------------- currencies

export const VGC = 'VGC';
export const GRAVEDUST = 'GRAVEDUST';
export const BLOODSHARD = 'BLOODSHARD';
export const SIGIL = 'SIGIL';

export const CURRENCIES: SeedEntry[] = [
  {
    key: 'vgc',
    image: { motif: 'currency', label: 'VGC', hue: 45 },
    data: {
      name: 'Vampire Gold Coins',
      shortName: VGC,
      flavorText: 'Old gold pried from crypts and coffins. Every merchant of Duskmoor takes it.',
      orderIndex: 1,
    },
  },
  {
    key: 'gravedust',
    image: { motif: 'currency', label: 'Dust', hue: 100 },
    data: {
      name: 'Grave Dust',
      shortName: GRAVEDUST,
      flavorText:
        'What is left when a creature of Duskmoor Vale finally rests. Traded for keys and special baits.',
      orderIndex: 10,
    },
  },
  {
    key: 'bloodshard',
    image: { motif: 'currency', label: 'Shard', hue: 350 },
    data: {
      name: 'Bloodshards',
      shortName: BLOODSHARD,
      flavorText: 'Crystallised blood of the Crimson Reach, hard as garnet and twice as precious.',
      orderIndex: 20,
    },
  },
  {
    key: 'sigil',
    image: { motif: 'currency', label: 'Sigil', hue: 275 },
    data: {
      name: "Patron's Sigils",
      shortName: SIGIL,
      flavorText: 'Struck for the patrons of the Order. They only shine while your subscription is active.',
      orderIndex: 30,
      subscriptionOnly: true,
    },
  },
];

/** The hue of a #rrggbb colour, for image backgrounds. */
function hueOf(colorHex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(colorHex.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const delta = max - min;
  const hue = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return Math.round((hue * 60 + 360) % 360);
}
