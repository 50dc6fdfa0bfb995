/** Everything that is not worn in a gear slot: bait, hexes, keys, mats, reagents, scrolls, tomes and looks. */
import { BLOODSHARD, GRAVEDUST, VGC, type EnemyTypeKey } from './basics';
import { GROUND_XP, groundXp, huntGold, nicePrice, tierAt, type RarityKey } from './curves';
import { GROUND_DEFS, groundCurrencyBase, regionOf, type GroundDef } from './grounds';
import { currencies, stat } from './helpers';
import { gearItems, shopPrice, type GearRow, type ItemDef } from './itemBuilder';
import { perkStat, type Perk } from './perks';

// ------------------------------------------------------------------------------------------------- bait

interface BaitRow {
  key: string;
  name: string;
  xp: number;
  rarity: RarityKey;
  flavor: string;
  perks?: Perk[];
}

/** Ordinary baits select a ground's ordinary table; better ones add a little loot and summoning. */
const ORDINARY_BAITS: BaitRow[] = [
  {
    key: 'basic_bait',
    name: "Jar of Pig's Blood",
    xp: 0,
    rarity: 'common',
    flavor:
      'Fresh from the butcher, uncorked at the graveside. Every creature of the night comes running — the small ones first.',
  },
  {
    key: 'blood_sausage',
    name: 'Blood Sausage',
    xp: 600,
    rarity: 'common',
    perks: [['lootchance', 0.5]],
    flavor: 'A Duskmoor speciality. Ghouls queue for it; so do some villagers.',
  },
  {
    key: 'pickled_heart',
    name: 'Pickled Heart',
    xp: 5000,
    rarity: 'uncommon',
    perks: [['summoning', 0.5]],
    flavor: 'Preserved in vinegar and holy water. It still beats faintly, which is the point.',
  },
  {
    key: 'crimson_offal',
    name: 'Crimson Offal',
    xp: 20000,
    rarity: 'uncommon',
    perks: [
      ['lootchance', 0.5],
      ['summoning', 0.5],
    ],
    flavor: 'What the Varkoly kennels throw out. The mountain creatures consider it a delicacy.',
  },
  {
    key: 'nightbloom_nectar',
    name: 'Nightbloom Nectar',
    xp: 60000,
    rarity: 'normal',
    perks: [
      ['lootchance', 0.7],
      ['summoning', 0.7],
    ],
    flavor: 'Sap of a flower that opens only in the castle gardens at midnight. Sweet, red, irresistible.',
  },
];

/** Price of one ordinary bait: about a quarter of a hunt's coin, so every hunt pays for several baits. */
const ORDINARY_BAIT_HUNTS = 0.27;

const SPECIAL_BAIT_TEXT: Record<string, { name: string; flavor: string }> = {
  rancid_heart: {
    name: 'Rancid Heart',
    flavor: 'A week-old heart from the gallows. The bigger things of the hill cannot resist the smell.',
  },
  bog_lantern_oil: {
    name: 'Bog-Lantern Oil',
    flavor: "Burned at the water's edge, it calls what lives beneath the marsh to the surface.",
  },
  consecrated_wafer: {
    name: 'Consecrated Wafer',
    flavor: 'Stolen from the altar of Saint Agnes. The unholy come to desecrate it.',
  },
  saints_blood_vial: {
    name: "Vial of Saint's Blood",
    flavor: 'Blood of a true saint, still liquid after centuries. Only the strongest dare to drink it.',
  },
  silver_moon_haunch: {
    name: 'Silver-Moon Haunch',
    flavor: 'A venison haunch hung under the full moon. The pack leaders come for it themselves.',
  },
  ember_incense: {
    name: 'Ember Incense',
    flavor: "Incense from the burned chapel. The abbey's spirits follow its smoke.",
  },
  abbots_black_candle: {
    name: "Abbot's Black Candle",
    flavor: 'A candle of rendered tallow from the crypt. Lighting it is an invitation to the abbot himself.',
  },
  bloodmoon_offering: {
    name: 'Bloodmoon Offering',
    flavor: 'A bowl of blood left out under the red moon, in the old way of the mountain folk.',
  },
  black_pearl: {
    name: 'Black Pearl',
    flavor: 'A pearl the tide gave up reluctantly. What lives in the deep wants it back.',
  },
  tidecaller_relic: {
    name: 'Tidecaller Relic',
    flavor: "A drowned priest's bell. Ring it at low tide and the old church answers.",
  },
  noble_blood_chalice: {
    name: 'Chalice of Noble Blood',
    flavor: 'A Varkoly goblet filled with the blood of a willing noble. The court cannot stay away.',
  },
  heart_of_the_first_night: {
    name: 'Heart of the First Night',
    flavor: 'A black heart that beat when the sun last set over the Reach. The Throne hears it.',
  },
  eclipse_ichor: {
    name: 'Eclipse Ichor',
    flavor: 'Distilled darkness from the hour of the eclipse. Even the Count comes to taste it.',
  },
};

function ordinaryBait(row: BaitRow): ItemDef {
  const value = row.key === 'basic_bait' ? 3 : nicePrice(ORDINARY_BAIT_HUNTS * huntGold(tierAt(row.xp)));
  return {
    key: row.key,
    name: row.name,
    type: 'bait',
    rarity: row.rarity,
    reqXP: row.xp,
    flavor: row.flavor,
    buyable: true,
    price: currencies({ [VGC]: value }),
    stats: (row.perks ?? []).map((perk) => perkStat(perk, tierAt(row.xp), row.rarity)),
  };
}

/** A ground's special bait: the first lure costs 3 hunts of coin, the deep lure 8 — scarce by price. */
function specialBait(ground: GroundDef, key: string, deep: boolean): ItemDef {
  const text = SPECIAL_BAIT_TEXT[key]!;
  const base = groundCurrencyBase(ground);
  return {
    key,
    name: text.name,
    type: 'bait',
    rarity: deep ? 'rare' : 'normal',
    reqXP: groundXp(ground.tier),
    flavor: text.flavor,
    buyable: true,
    price: currencies({
      [VGC]: nicePrice((deep ? 8 : 3) * huntGold(ground.tier)),
      [regionOf(ground).currency]: (deep ? 6 : 2) * base,
    }),
    hue: ground.hue,
  };
}

const BAITS: ItemDef[] = [
  ...ORDINARY_BAITS.map(ordinaryBait),
  ...GROUND_DEFS.flatMap((ground) => ground.lures.map((key, index) => specialBait(ground, key, index === 1))),
];

// ------------------------------------------------------------------------------------------------- hexes

interface HexRow {
  key: string;
  name: string;
  xp: number;
  rarity: RarityKey;
  flavor: string;
  enemyType?: EnemyTypeKey;
  enemy?: string;
}

const HEX_ROWS: HexRow[] = [
  {
    key: 'hex_of_the_bat',
    name: 'Hex of the Bat',
    xp: 150,
    rarity: 'uncommon',
    enemyType: 'vampire',
    flavor: "A bat's wing burned at midnight. Vampires of the ground answer before anything else.",
  },
  {
    key: 'hex_of_the_grave',
    name: 'Hex of the Grave',
    xp: 400,
    rarity: 'uncommon',
    enemyType: 'ghoul',
    flavor: 'A fistful of grave dirt scattered in a circle. Ghouls cannot resist digging it up.',
  },
  {
    key: 'hex_of_the_widow',
    name: 'Hex of the Widow',
    xp: 600,
    rarity: 'rare',
    enemy: 'hangmans_widow',
    flavor: "A black ribbon tied to the gallows. The Hangman's Widow comes to see who is mourning.",
  },
  {
    key: 'hex_of_the_veil',
    name: 'Hex of the Veil',
    xp: 1200,
    rarity: 'uncommon',
    enemyType: 'wraith',
    flavor: 'A shroud torn in three. Wraiths come looking for the missing piece.',
  },
  {
    key: 'hex_of_the_moon',
    name: 'Hex of the Moon',
    xp: 2000,
    rarity: 'uncommon',
    enemyType: 'werewolf',
    flavor: 'A silver disc held up to the sky. Every wolf in earshot takes it for the moon.',
  },
  {
    key: 'hex_of_the_cauldron',
    name: 'Hex of the Cauldron',
    xp: 3500,
    rarity: 'uncommon',
    enemyType: 'witch',
    flavor: "A drop of a witch's brew on a hot stone. Her sisters smell it for miles.",
  },
  {
    key: 'hex_of_the_red_shepherd',
    name: 'Hex of the Red Shepherd',
    xp: 20000,
    rarity: 'rare',
    enemy: 'the_red_shepherd',
    enemyType: 'witch',
    flavor: "A lamb's bell rung in the pass. The Red Shepherd counts her flock — and comes for the stray.",
  },
  {
    key: 'hex_of_the_countess',
    name: 'Hex of the Countess',
    xp: 60000,
    rarity: 'rare',
    enemy: 'countess_ilona',
    enemyType: 'vampire',
    flavor: 'A cracked mirror hung on the ramparts. The Countess cannot abide an unflattering reflection.',
  },
];

const HEXES: ItemDef[] = HEX_ROWS.map((row) => ({
  key: row.key,
  name: row.name,
  type: 'hex',
  rarity: row.rarity,
  reqXP: row.xp,
  flavor: row.flavor,
  buyable: true,
  // A hex for one named enemy costs twice a hex for a whole type.
  price: shopPrice(row.xp, row.rarity, row.enemy ? 4 : 2),
  ...(row.enemyType ? { canAttractEnemyType: row.enemyType } : {}),
  ...(row.enemy ? { canAttractEnemyId: row.enemy } : {}),
}));

// -------------------------------------------------------------------------------------------------- keys

const KEY_ROWS: Omit<ItemDef, 'type'>[] = [
  {
    key: 'sexton_key',
    name: "Sexton's Key",
    reqXP: GROUND_XP[2],
    rarity: 'uncommon',
    price: currencies({ [VGC]: 300, [GRAVEDUST]: 20 }),
    flavor: 'The sexton of Saint Agnes left it under the doormat with a note: "Do not."',
  },
  {
    key: 'abbey_key',
    name: 'Key of the Ashen Abbey',
    reqXP: GROUND_XP[4],
    rarity: 'normal',
    price: currencies({ [VGC]: 3000, [GRAVEDUST]: 120 }),
    flavor: 'Blackened iron, still warm. The abbey gate has been waiting for it.',
  },
  {
    key: 'crimson_gate_key',
    name: 'Key of the Crimson Gate',
    reqXP: GROUND_XP[5],
    rarity: 'rare',
    price: currencies({ [VGC]: 8000, [GRAVEDUST]: 400 }),
    flavor:
      'The Order keeps only three of these. The gate it opens leads to the Crimson Reach — and has not been opened from the other side in a long time.',
  },
  {
    key: 'rampart_key',
    name: 'Key of the Ramparts',
    reqXP: GROUND_XP[7],
    rarity: 'rare',
    price: currencies({ [VGC]: 25000, [BLOODSHARD]: 300 }),
    flavor: 'Taken from a Varkoly sentry who will not be needing it.',
  },
  {
    key: 'throne_key',
    name: 'Key to the Throne of Endless Night',
    reqXP: GROUND_XP[8],
    rarity: 'boss',
    price: currencies({ [VGC]: 45000, [BLOODSHARD]: 600 }),
    flavor: "Forged from the Count's broken chains. It turns only for a hunter who means to finish this.",
  },
];
const KEYS: ItemDef[] = KEY_ROWS.map((row) => ({
  ...row,
  type: 'key',
  buyable: true,
  unique: true,
  transferable: false,
}));

// ----------------------------------------------------------------------------------------- crafting mats

const MAT_TEXT: Record<string, { name: string; flavor: string }> = {
  grave_bone: {
    name: 'Grave Bone',
    flavor:
      "Yellowed bone from the hill's shallow graves. The Bloodforge burns it for heat and hardens iron with it.",
  },
  hangmans_rope: {
    name: "Hangman's Rope",
    flavor: 'A length of gallows rope that has held more than its share. Binds anything.',
  },
  bog_iron: {
    name: 'Bog Iron',
    flavor: 'Rusty lumps dredged from the marsh, heavy with the taste of blood.',
  },
  wisp_essence: {
    name: 'Wisp Essence',
    flavor: "The faint glow of a will-o'-wisp, caught in a stoppered jar.",
  },
  church_silver: {
    name: 'Church Silver',
    flavor: 'Melted candlesticks and chalices of Saint Agnes. Forgive us.',
  },
  reliquary_dust: {
    name: 'Reliquary Dust',
    flavor: 'The powdered bones of saints. Holy, and a little sneezy.',
  },
  wolf_pelt: { name: 'Wolf Pelt', flavor: 'A coarse grey pelt that bristles under the full moon.' },
  moonsilver_ore: {
    name: 'Moonsilver Ore',
    flavor: 'Ore that only glitters at night, found where the wolves dig.',
  },
  abbey_ember: {
    name: 'Abbey Ember',
    flavor: 'A coal from the abbey fire. It has been burning for years and shows no sign of stopping.',
  },
  blackened_vellum: {
    name: 'Blackened Vellum',
    flavor: 'A page from the burned scriptorium, its words still faintly legible and faintly moving.',
  },
  frozen_blood: {
    name: 'Frozen Blood',
    flavor: 'Red ice from the pass. It does not melt in your hand; it takes a forge.',
  },
  crimson_fang: { name: 'Crimson Fang', flavor: 'A fang of the Reach, red to the root.' },
  drowned_pearl: { name: 'Drowned Pearl', flavor: 'A grey pearl from the catacomb pools, cold as the tide.' },
  abyssal_salt: {
    name: 'Abyssal Salt',
    flavor: 'Black salt from the deepest vault. Wraiths will not cross a line of it.',
  },
  varkoly_steel: {
    name: 'Varkoly Steel',
    flavor: 'Castle steel, folded with blood. The Bloodforge smiths argue over how to work it.',
  },
  noble_ichor: {
    name: 'Noble Ichor',
    flavor: 'Thick, dark blood of the Varkoly court. It remembers its family.',
  },
  night_silk: {
    name: 'Night Silk',
    flavor: 'Woven by spiders that have never seen light. Nearly weightless, nearly unbreakable.',
  },
  eclipse_fragment: {
    name: 'Eclipse Fragment',
    flavor: "A shard of darkness that fell from the Throne's ceiling. It is heavier than it should be.",
  },
};

/** Common mats sell for a third of a hunt's coin, precious ones for a whole hunt's. */
const MATS: ItemDef[] = GROUND_DEFS.flatMap((ground) =>
  ground.mats.map((key, index): ItemDef => ({
    key,
    ...MAT_TEXT[key]!,
    type: 'craftingmat',
    rarity: index === 0 ? 'common' : 'uncommon',
    reqXP: groundXp(ground.tier),
    refund: currencies({ [VGC]: nicePrice(huntGold(ground.tier) * (index === 0 ? 0.3 : 1)) }),
    hue: ground.hue,
  })),
);

// -------------------------------------------------------------------------------------- alchemy, scrolls

const ALCHEMY_ROWS: [string, string, number, RarityKey, string][] = [
  [
    'holy_water',
    'Holy Water',
    0,
    'common',
    'Blessed at dawn by a priest who still believes. Used in every rosary the Mercatus crafts.',
  ],
  [
    'distilled_garlic',
    'Distilled Garlic',
    150,
    'common',
    'Forty bulbs boiled down to one drop. The smell alone is a weapon.',
  ],
  ['quicksilver', 'Quicksilver', 600, 'uncommon', 'Liquid silver that runs uphill when a vampire is near.'],
  [
    'wolfsbane_tincture',
    'Wolfsbane Tincture',
    2000,
    'uncommon',
    'A purple tincture that makes wolves weep and silver bite deeper.',
  ],
  [
    'phoenix_salts',
    'Phoenix Salts',
    5000,
    'normal',
    'Ashes that reignite when wet. The abbey fire is in every grain.',
  ],
  [
    'vitriol_of_night',
    'Vitriol of Night',
    20000,
    'normal',
    'A corrosive black oil distilled in the pass. It eats shadows.',
  ],
  [
    'moonmilk',
    'Moonmilk',
    45000,
    'rare',
    'White mineral milk from the catacomb walls, gathered under a full moon.',
  ],
  [
    'aqua_sanguinis',
    'Aqua Sanguinis',
    100000,
    'rare',
    "The water of blood, the Bloodforge's most precious reagent. One drop makes a relic.",
  ],
];

const ALCHEMY: ItemDef[] = [
  ...ALCHEMY_ROWS.map(([key, name, reqXP, rarity, flavor]): ItemDef => ({
    key,
    name,
    type: 'alchemy',
    rarity,
    reqXP,
    flavor,
    buyable: true,
    price: shopPrice(reqXP, rarity, 1),
  })),
  {
    key: 'sanguine_diamond',
    name: 'Sanguine Diamond',
    type: 'alchemy',
    rarity: 'boss',
    reqXP: 0,
    premiumShop: true,
    transferable: false,
    animated: true,
    // The premium boost of spec 001: applied by the game service while the player's boost is active.
    stats: [stat('timewalker', -180), stat('summoning', 3), stat('cloning', 3)],
    flavor: 'A diamond that bleeds light. While it glows for you, the night runs faster and fortune doubles.',
  },
];

const SCROLL_ROWS: [string, string, number, RarityKey, string][] = [
  [
    'scroll_of_warding',
    'Scroll of Warding',
    600,
    'normal',
    "A circle of protection written in a dead hunter's hand. The Bloodforge binds it into armour.",
  ],
  [
    'scroll_of_binding',
    'Scroll of Binding',
    2000,
    'rare',
    "The rite that chains a creature to a hunter's will, or a coal to a hunter's heart.",
  ],
  [
    'scroll_of_sunfire',
    'Scroll of Sunfire',
    5000,
    'boss',
    'Written in light on vellum that should have burned. It holds a morning.',
  ],
  [
    'scroll_of_the_hunt',
    'Scroll of the Hunt',
    20000,
    'normal',
    "The Order's field manual for the Crimson Reach, annotated in blood.",
  ],
  [
    'scroll_of_summoning',
    'Scroll of Summoning',
    35000,
    'rare',
    'A calling rite of the Varkoly court, stolen from its library.',
  ],
  [
    'scroll_of_the_eclipse',
    'Scroll of the Eclipse',
    100000,
    'boss',
    'A chart of the hour when the moon swallows the sun — and how to forge a blade in it.',
  ],
];

const SCROLLS: ItemDef[] = SCROLL_ROWS.map(([key, name, reqXP, rarity, flavor]) => ({
  key,
  name,
  type: 'scroll',
  rarity,
  reqXP,
  flavor,
  refund: currencies({ [VGC]: nicePrice(2 * huntGold(tierAt(reqXP))) }),
}));

// ------------------------------------------------------------------------------------------------- tomes

/** Tomes are always equipped (item type): owning one is enough. All are rank rewards. */
const TOME_ROWS: [string, string, number, RarityKey, Perk, string][] = [
  [
    'tome_of_the_curator',
    'Tome of the Curator',
    350,
    'uncommon',
    ['curator', 1],
    "A collector's ledger of charms and trinkets. Reading it, you find room for one more.",
  ],
  [
    'tome_of_dominion',
    'Tome of Dominion',
    1600,
    'normal',
    ['dominate', 1],
    'The first lessons in binding a second servant. Opens the second retainer slot.',
  ],
  [
    'bestiary_of_duskmoor',
    'Bestiary of Duskmoor',
    8000,
    'normal',
    ['lootchance', 0.3],
    'Every creature of the Vale, its habits and its hoards.',
  ],
  [
    'grimoire_of_mastery',
    'Grimoire of Mastery',
    11500,
    'rare',
    ['dominate', 1],
    'The advanced rites of binding. Opens the third retainer slot.',
  ],
  [
    'codex_of_the_crimson_reach',
    'Codex of the Crimson Reach',
    40000,
    'rare',
    ['summoning', 0.4],
    'What the Order knows of the Reach: little, but enough to call its creatures.',
  ],
  [
    'almanac_of_hours',
    'Almanac of Hours',
    92000,
    'rare',
    ['timewalker', 0.5],
    'Tables of moonrise and sunset for a land without sun. It finds you minutes you did not have.',
  ],
];

const TOMES: ItemDef[] = TOME_ROWS.map(([key, name, reqXP, rarity, perk, flavor]) => ({
  key,
  name,
  type: 'tome',
  rarity,
  reqXP,
  flavor,
  unique: true,
  transferable: false,
  stats: [perkStat(perk, tierAt(reqXP), rarity)],
}));

// ----------------------------------------------------------------------------------------- avatars, coins

const AVATARS: GearRow[] = [
  {
    key: 'avatar_lantern_bearer',
    name: 'Lantern Bearer',
    xp: 40,
    rarity: 'common',
    source: 'drop',
    flavor: 'The portrait of a hunter on their first night: a lantern, a stake, and wide eyes.',
  },
  {
    key: 'avatar_garlic_peddler',
    name: 'Garlic Peddler',
    xp: 150,
    rarity: 'common',
    flavor: 'Half merchant, half hunter, all garlic.',
  },
  {
    key: 'avatar_grave_watcher',
    name: 'Grave Watcher',
    xp: 1000,
    rarity: 'uncommon',
    source: 'drop',
    flavor: 'A hooded figure on a gravestone, waiting for the earth to move.',
  },
  {
    key: 'avatar_plague_doctor',
    name: 'Plague Doctor',
    xp: 5000,
    rarity: 'normal',
    flavor: 'A beaked mask full of herbs. The ghouls think you are one of them, until you are not.',
  },
  {
    key: 'avatar_ash_sworn',
    name: 'Ash-Sworn',
    xp: 5500,
    rarity: 'normal',
    source: 'drop',
    flavor: "A hunter marked with the abbey's ash, sworn to finish what the fire began.",
  },
  {
    key: 'avatar_crimson_inquisitor',
    name: 'Crimson Inquisitor',
    xp: 30000,
    rarity: 'rare',
    source: 'drop',
    flavor: 'A hunter who crossed the Crimson Gate and came back with questions.',
  },
  {
    key: 'avatar_vampire_countess',
    name: 'Vampire Countess',
    xp: 35000,
    rarity: 'rare',
    flavor: 'A portrait painted in the Varkoly style. Nobody needs to know whose face it was.',
  },
  {
    key: 'avatar_dawnbringer',
    name: 'Dawnbringer',
    xp: 120000,
    rarity: 'rare',
    source: 'drop',
    flavor: 'A silhouette against a sunrise no one in the Reach has seen in three hundred years.',
  },
  {
    key: 'avatar_eclipse_lord',
    name: 'Eclipse Lord',
    xp: 260000,
    rarity: 'boss',
    source: 'drop',
    flavor: "Crowned by a black sun. Even the Count's court bows.",
  },
  {
    key: 'avatar_last_light',
    name: 'The Last Light',
    xp: 340000,
    rarity: 'boss',
    source: 'drop',
    flavor: 'The highest rank of the Order: a hunter who became the morning.',
  },
  {
    key: 'avatar_silver_patron',
    name: 'Silver Patron',
    xp: 0,
    rarity: 'uncommon',
    source: 'premium',
    needSub: 1,
    sigils: 10,
    flavor: 'A silver-framed portrait for the Silver patrons of the Order.',
  },
  {
    key: 'avatar_platinum_patron',
    name: 'Platinum Patron',
    xp: 0,
    rarity: 'rare',
    source: 'premium',
    needSub: 3,
    sigils: 30,
    perks: [['lootchance', 0.3]],
    flavor: 'A platinum-framed portrait that glitters in any dark. Merchants notice it.',
  },
];

const COINS: GearRow[] = [
  {
    key: 'coin_copper_crucifix',
    name: 'Copper Crucifix Coin',
    xp: 200,
    rarity: 'common',
    source: 'drop',
    flavor: "A pilgrim's token, stamped with a cross. Flip it before every hunt.",
  },
  {
    key: 'coin_silver_sovereign',
    name: 'Silver Sovereign',
    xp: 2500,
    rarity: 'uncommon',
    source: 'drop',
    flavor: 'An old silver coin of the Duskmoor kings, from before the night grew long.',
  },
  {
    key: 'coin_blood_ducat',
    name: 'Blood Ducat',
    xp: 16000,
    rarity: 'normal',
    source: 'drop',
    flavor: 'Minted in the Crimson Reach. The red is not paint.',
  },
  {
    key: 'coin_moon_crown',
    name: 'Moon Crown',
    xp: 70000,
    rarity: 'rare',
    source: 'drop',
    flavor: 'A coin of moonsilver that shows the phase of the moon, even in the Throne.',
  },
  {
    key: 'coin_gold_patron',
    name: 'Gold Patron Coin',
    xp: 0,
    rarity: 'normal',
    source: 'premium',
    needSub: 2,
    sigils: 20,
    flavor: 'Struck in gold for the Gold patrons of the Order. It catches every light.',
  },
];

const COIN_EXTRAS: ItemDef[] = [
  {
    key: 'coin_sanguine',
    name: 'Sanguine Coin',
    type: 'coin',
    rarity: 'rare',
    reqXP: 0,
    premiumShop: true,
    unique: true,
    transferable: false,
    animated: true,
    flavor: 'A coin with a drop of Sanguine Diamond at its heart, offered in the Premium Shop.',
  },
];

export const GOODS: ItemDef[] = [
  ...BAITS,
  ...HEXES,
  ...KEYS,
  ...MATS,
  ...ALCHEMY,
  ...SCROLLS,
  ...TOMES,
  ...gearItems('avatar', AVATARS),
  ...gearItems('coin', COINS),
  ...COIN_EXTRAS,
];
