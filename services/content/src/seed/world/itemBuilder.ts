/** Turns item definitions into seed entries, and prices and equips gear from the curves. */
import type { SeedEntry } from './seedEntry';
import { BLOODSHARD, GRAVEDUST, SIGIL, VGC, type EnemyTypeKey, type ItemTypeKey } from './basics';
import {
  GROUND_XP,
  RARITY_POWER,
  RARITY_PRICE,
  armourTotal,
  damageRange,
  huntGold,
  nicePrice,
  tierAt,
  weaponAverage,
  type RarityKey,
} from './curves';
import { GROUND_DEFS } from './grounds';
import {
  currencies,
  enemyRef,
  enemyTypeRef,
  itemRef,
  itemTypeRef,
  mats,
  rarityRef,
  refundOf,
  stat,
  type CraftingMat,
  type CurrencyEntry,
  type StatEntry,
} from './helpers';
import { perkStat, type Perk } from './perks';

export interface ItemDef {
  key: string;
  name: string;
  type: ItemTypeKey;
  rarity: RarityKey;
  reqXP: number;
  flavor: string;
  stats?: StatEntry[];
  price?: CurrencyEntry[];
  /** What selling returns; by default REFUND_SHARE of the price. */
  refund?: CurrencyEntry[];
  craftingMats?: CraftingMat[];
  buyable?: boolean;
  bloodforge?: boolean;
  premiumShop?: boolean;
  unique?: boolean;
  transferable?: boolean;
  needSub?: number;
  creatureType?: EnemyTypeKey;
  canAttractEnemyType?: EnemyTypeKey;
  canAttractEnemyId?: string;
  trophies?: string[];
  /** Image overrides. */
  motif?: string;
  hue?: number;
  animated?: boolean;
}

export function itemEntry(def: ItemDef): SeedEntry {
  const price = def.price ?? [];
  const image = {
    motif: def.motif ?? def.type,
    label: def.name,
    rarity: def.rarity,
    ...(def.hue === undefined ? {} : { hue: def.hue }),
  };
  return {
    key: def.key,
    image,
    ...(def.animated ? { animatedImage: { ...image, animated: true } } : {}),
    data: {
      name: def.name,
      flavorText: def.flavor,
      type: itemTypeRef(def.type),
      rarity: rarityRef(def.rarity),
      visible: true,
      reqXP: def.reqXP,
      buyable: def.buyable ?? false,
      premiumShop: def.premiumShop ?? false,
      bloodforge: def.bloodforge ?? false,
      unique: def.unique ?? false,
      transferable: def.transferable ?? true,
      needSub: def.needSub ?? 0,
      price,
      refund: def.refund ?? refundOf(price),
      stats: def.stats ?? [],
      craftingMats: def.craftingMats ?? [],
      trophieItemIds: (def.trophies ?? []).map(itemRef),
      ...(def.creatureType ? { creatureType: enemyTypeRef(def.creatureType) } : {}),
      ...(def.canAttractEnemyType ? { canAttractEnemyType: enemyTypeRef(def.canAttractEnemyType) } : {}),
      ...(def.canAttractEnemyId ? { canAttractEnemyId: enemyRef(def.canAttractEnemyId) } : {}),
    },
  };
}

// ------------------------------------------------------------------------------------------------ prices

/** Price of an item in "hunts": multiples of huntGold at the item's tier (docs/world.md). */
const PRICE_HUNTS: Partial<Record<ItemTypeKey, number>> = {
  weapon: 20,
  head: 9,
  armour: 14,
  hands: 7,
  feet: 8,
  coffin: 35,
  mount: 40,
  power: 28,
  emblem: 28,
  retainer: 30,
  accessory: 24,
  avatar: 20,
  coin: 20,
  hex: 2,
  alchemy: 1,
};

/** The ground currency an item of this required XP is also priced in, with its per-hunt base amount. */
function groundCurrencyAt(reqXP: number): { name: string; base: number } | undefined {
  const tier = tierAt(reqXP);
  if (tier < 1.5) return undefined;
  return reqXP < GROUND_XP[5] ? { name: GRAVEDUST, base: 1 + tier } : { name: BLOODSHARD, base: tier - 4 };
}

/** A shop price: `hunts` hunts' worth of VGC at the item's tier, plus a quarter of that in ground currency. */
export function shopPrice(reqXP: number, rarity: RarityKey, hunts: number): CurrencyEntry[] {
  const dust = groundCurrencyAt(reqXP);
  return currencies({
    [VGC]: nicePrice(hunts * huntGold(tierAt(reqXP)) * RARITY_PRICE[rarity]),
    ...(dust ? { [dust.name]: nicePrice(hunts * 0.25 * dust.base) } : {}),
  });
}

/** The crafting mats of the ground whose tier an item's required XP falls in. */
function groundMatsAt(reqXP: number): [string, string] {
  return GROUND_DEFS[Math.min(GROUND_DEFS.length - 1, Math.floor(tierAt(reqXP)))]!.mats;
}

/** A recipe worth `hunts` hunts: half that many common mats, a sixth as many precious ones, plus extras. */
export function recipe(reqXP: number, hunts: number, extras: Record<string, number> = {}): CraftingMat[] {
  const [common, precious] = groundMatsAt(reqXP);
  return mats({ [common]: Math.round(hunts / 2), [precious]: Math.max(1, Math.round(hunts / 6)), ...extras });
}

// -------------------------------------------------------------------------------------------------- gear

type GearType = Extract<
  ItemTypeKey,
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
  | 'avatar'
  | 'coin'
>;

/**
 * Where gear comes from: a merchant (shop), the Bloodforge (forge: mats plus a fee), a Mercatus recipe
 * (craft: mats plus half the price), a subscriber offer (premium: Patron's Sigils), or drops and rank
 * rewards only (drop).
 */
export type GearSource = 'shop' | 'forge' | 'craft' | 'premium' | 'drop';

export interface GearRow {
  key: string;
  name: string;
  xp: number;
  rarity: RarityKey;
  flavor: string;
  perks?: Perk[];
  source?: GearSource;
  /** Alchemy reagents and scrolls a forged item needs besides the ground's mats. */
  reagents?: Record<string, number>;
  creature?: EnemyTypeKey;
  /** For premium gear: the subscription level and the price in Patron's Sigils. */
  needSub?: number;
  sigils?: number;
  price?: CurrencyEntry[];
  unique?: boolean;
}

/** Share of the tier's armour total each armour piece carries. */
const HEALTH_SHARE: Partial<Record<GearType, number>> = { head: 0.25, armour: 0.4, hands: 0.15, feet: 0.2 };
/** Weapon averages per strike a damage-dealing item carries. */
const DAMAGE_SHARE: Partial<Record<GearType, number>> = { weapon: 1, retainer: 0.45 };
/** Gear held once: everything with a single slot. Accessories and retainers may be doubled up. */
const SINGLE_SLOT: GearType[] = [
  'weapon',
  'head',
  'armour',
  'hands',
  'feet',
  'coffin',
  'mount',
  'power',
  'emblem',
  'avatar',
  'coin',
];

function gearStats(type: GearType, row: GearRow): StatEntry[] {
  const tier = tierAt(row.xp);
  const power = RARITY_POWER[row.rarity];
  const stats: StatEntry[] = [];
  const damage = DAMAGE_SHARE[type];
  if (damage) stats.push(stat('damage', ...damageRange(weaponAverage(tier) * damage * power)));
  const health = HEALTH_SHARE[type];
  if (health) stats.push(stat('health', Math.max(3, Math.round(armourTotal(tier) * health * power))));
  if (type === 'coffin') {
    const bonus = row.rarity === 'rare' || row.rarity === 'boss' ? 1 : 0;
    stats.push(stat('coffincharges', Math.min(5, 1 + Math.floor(tier / 2) + bonus)));
  }
  return [...stats, ...(row.perks ?? []).map((perk) => perkStat(perk, tier, row.rarity))];
}

export function gearItem(type: GearType, row: GearRow): ItemDef {
  const source = row.source ?? 'shop';
  const hunts = PRICE_HUNTS[type] ?? 20;
  const listPrice = shopPrice(row.xp, row.rarity, hunts);
  const vgcFee = (share: number) => currencies({ [VGC]: nicePrice(listPrice[0]!.value * share) });
  const base: ItemDef = {
    key: row.key,
    name: row.name,
    type,
    rarity: row.rarity,
    reqXP: row.xp,
    flavor: row.flavor,
    stats: gearStats(type, row),
    unique: row.unique ?? (SINGLE_SLOT.includes(type) || source === 'drop' || source === 'premium'),
    ...(row.creature ? { creatureType: row.creature } : {}),
  };
  switch (source) {
    case 'shop':
      return { ...base, buyable: true, price: row.price ?? listPrice };
    case 'forge':
      return {
        ...base,
        buyable: true,
        bloodforge: true,
        price: vgcFee(0.3),
        craftingMats: recipe(row.xp, hunts, row.reagents),
      };
    case 'craft':
      return {
        ...base,
        buyable: true,
        price: vgcFee(0.5),
        craftingMats: recipe(row.xp, hunts / 2, row.reagents),
      };
    case 'premium':
      return {
        ...base,
        buyable: true,
        transferable: false,
        needSub: row.needSub ?? 1,
        price: currencies({ [SIGIL]: row.sigils ?? 10 }),
        refund: [],
      };
    case 'drop':
      return { ...base, refund: refundOf(listPrice) };
  }
}

export const gearItems = (type: GearType, rows: GearRow[]): ItemDef[] =>
  rows.map((row) => gearItem(type, row));
