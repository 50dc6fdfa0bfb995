/**
 * The merchants of spec 000 section 2: who sells which item types, in which tabs, in which
 * quantities. Content decides what exists and what it costs (item flags: visible, buyable,
 * premiumShop, bloodforge); the economy decides who sells it.
 */
export type MerchantKey =
  'MERCATUS' | 'CRYPT' | 'STABLE' | 'ARMORY' | 'WEAPON_MASTER' | 'JEWEL' | 'SANCTUM' | 'BLOODFORGE';

export type TreasuryKind = 'COLLECTIONS' | 'ACHIEVEMENTS';

export interface MerchantTab {
  name: string;
  /** Item type shortNames (lower case). Empty: every type (the Bloodforge). */
  itemTypes: string[];
  /** The quantity buttons; a purchase must be one of them. */
  quantities: number[];
}

export interface Merchant {
  key: MerchantKey;
  name: string;
  tabs: MerchantTab[];
  /** The Bloodforge sells only forged items; every other merchant never does. */
  forge: boolean;
}

const ONE = [1];
const tab = (name: string, itemTypes: string[], quantities = ONE): MerchantTab => ({
  name,
  itemTypes,
  quantities,
});

export const MERCHANTS: readonly Merchant[] = [
  {
    key: 'MERCATUS',
    name: 'Mercatus Arcana',
    tabs: [tab('Accessories', ['accessory']), tab('Coffins', ['coffin'])],
    forge: false,
  },
  { key: 'CRYPT', name: 'Crypt', tabs: [tab('Retainers', ['retainer'])], forge: false },
  { key: 'STABLE', name: 'Stable', tabs: [tab('Mounts', ['mount'])], forge: false },
  {
    key: 'ARMORY',
    name: 'Armory',
    tabs: [tab('Chest', ['armour']), tab('Heads', ['head']), tab('Hands', ['hands']), tab('Feet', ['feet'])],
    forge: false,
  },
  {
    key: 'WEAPON_MASTER',
    name: 'Weaponmaster',
    tabs: [tab('Weapons', ['weapon'])],
    forge: false,
  },
  {
    key: 'JEWEL',
    name: 'Jewel Emporium',
    tabs: [tab('Bait', ['bait'], [1, 10, 100, 1000])],
    forge: false,
  },
  {
    key: 'SANCTUM',
    name: 'Sanctum Secretorum',
    tabs: [
      tab('Emblems', ['emblem']),
      tab('Powers', ['power']),
      tab('Keys', ['key']),
      tab('Alchemy', ['alchemy'], [1, 10, 100]),
      tab('Avatar', ['avatar', 'coin']),
      tab('Hexes', ['hex'], [1, 10, 100]),
    ],
    forge: false,
  },
  { key: 'BLOODFORGE', name: 'Bloodforge', tabs: [tab('Forge', [])], forge: true },
];

/** The Treasury's two tabs: the item type whose entries are claimed there, and how to name them. */
export const TREASURY: Readonly<Record<TreasuryKind, { itemType: string; label: string; noun: string }>> = {
  COLLECTIONS: {
    itemType: 'collection',
    label: 'Collection',
    noun: 'a collection',
  },
  ACHIEVEMENTS: {
    itemType: 'achievement',
    label: 'Achievement',
    noun: 'an achievement',
  },
};

/** Item types that are claimed with trophies and never bought. */
export const CLAIMED_TYPES: ReadonlySet<string> = new Set(Object.values(TREASURY).map((t) => t.itemType));

export function merchantByKey(key: MerchantKey): Merchant {
  return MERCHANTS.find((merchant) => merchant.key === key)!;
}
