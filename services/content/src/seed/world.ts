/**
 * The seed world: every content entry of a complete, playable game, by kind. Seeding is idempotent
 * by (kind, key), so keys are never renamed. References by id are written '<kind>:<key>' and resolved
 * by the seeder; references by shortName hold the shortName. docs/world.md explains the numbers.
 */
import type { KindName } from '../domain/kinds';
import type { SeedEntry } from './world/seedEntry';
import {
  CURRENCIES,
  DAMAGE_TYPES,
  ENEMY_TYPES,
  ITEM_TYPES,
  PROC_EVENT_TYPES,
  PROC_TYPES,
  RARITIES,
  STATS,
} from './world/basics';
import { ENEMIES } from './world/enemies';
import { HUNTING_GROUNDS, HUNTING_TABLES, REGIONS } from './world/geography';
import { ITEMS } from './world/items';
import { NEWS, RANKS } from './world/progress';

export type { ImageSpec, SeedEntry } from './world/seedEntry';

export const WORLD: Record<KindName, SeedEntry[]> = {
  rarity: RARITIES,
  itemtype: ITEM_TYPES,
  enemytype: ENEMY_TYPES,
  damagetype: DAMAGE_TYPES,
  proctype: PROC_TYPES,
  proceventtype: PROC_EVENT_TYPES,
  stat: STATS,
  currency: CURRENCIES,
  item: ITEMS,
  enemy: ENEMIES,
  region: REGIONS,
  huntingground: HUNTING_GROUNDS,
  huntingtable: HUNTING_TABLES,
  rank: RANKS,
  news: NEWS,
  // Tournaments are made by admins for their events; the world starts with none.
  tournament: [],
};

/** The starter kit the game service gives a new player (see docs/world.md). */
export const STARTER_KIT = {
  equippedItems: [
    { key: 'starter_weapon', amount: 1 },
    { key: 'basic_bait', amount: 10 },
  ],
  currencies: [{ name: 'VGC', value: 200 }],
  huntingGround: 'gallows_hill',
} as const;
