/** All items: gear, goods and trophy sets. */
import type { SeedEntry } from './seedEntry';
import { EQUIPMENT } from './equipment';
import { GOODS } from './goods';
import { itemEntry, type ItemDef } from './itemBuilder';
import { TROPHY_SETS } from './trophies';

const ITEM_DEFS: ItemDef[] = [...EQUIPMENT, ...GOODS, ...TROPHY_SETS];

export const ITEMS: SeedEntry[] = ITEM_DEFS.map(itemEntry);

/** Item type shortName by item key (enemy equipment names both). */
export const ITEM_TYPE_OF: Record<string, string> = Object.fromEntries(
  ITEM_DEFS.map((def) => [def.key, def.type]),
);
