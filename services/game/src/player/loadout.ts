import type { GameContent, ItemData, ItemTypeData, StatEntryData } from '../content/gameContent';
import { countedSlots, slotCapacity, type EquippedSlot } from '../domain/equipment';
import { statTotal, sumStats, type StatTotal } from '../domain/stats';

/** Item types with a rule of their own. */
export const TYPE = {
  bait: 'bait',
  hex: 'hex',
  coffin: 'coffin',
  retainer: 'retainer',
  avatar: 'avatar',
  coin: 'coin',
  collection: 'collection',
  achievement: 'achievement',
} as const;

/** The slot types whose capacity depends on stats; they do not count toward opening themselves. */
const GATED_TYPES = new Set(['accessory', 'retainer']);

export interface Holdings {
  items: ReadonlyMap<number, number>;
  /** What is equipped in the active set. */
  equipped: readonly EquippedSlot[];
}

export interface CountedItem {
  item: ItemData;
  type: ItemTypeData;
  amount: number;
}

/** What a player fights with: the counted items and the sums of their stats. */
export interface Loadout {
  counted: CountedItem[];
  /** Equipped ids that count (an item beyond a lost slot does not). */
  equippedIds: Set<number>;
  stats: StatEntryData[];
  /** Stat sums by lower-cased shortName. */
  totals: ReadonlyMap<string, StatTotal>;
  total(shortName: string): number;
  firstOfType(typeShortName: string): CountedItem | undefined;
  allOfType(typeShortName: string): CountedItem[];
}

/**
 * Builds the loadout: items equipped in the active set (held, with a slot open for them) plus every
 * held item of an always-equipped type (tomes, claimed collections and achievements).
 */
export function buildLoadout(content: GameContent, holdings: Holdings): Loadout {
  const held = (itemId: number) => (holdings.items.get(itemId) ?? 0) > 0;
  const resolved = (itemId: number) => {
    const item = content.item(itemId);
    const type = item ? content.itemType(item.type) : undefined;
    return item && type ? { item, type, amount: holdings.items.get(itemId) ?? 0 } : undefined;
  };

  const always: CountedItem[] = [];
  for (const [itemId, amount] of holdings.items) {
    if (amount <= 0) continue;
    const entry = resolved(itemId);
    if (entry?.type.alwaysEquipped) always.push(entry);
  }
  const byType = new Map<number, { type: ItemTypeData; slots: EquippedSlot[] }>();
  for (const slot of holdings.equipped) {
    const entry = held(slot.itemId) ? resolved(slot.itemId) : undefined;
    if (!entry || entry.type.alwaysEquipped) continue;
    const group = byType.get(entry.type.id) ?? { type: entry.type, slots: [] };
    group.slots.push(slot);
    byType.set(entry.type.id, group);
  }

  // Gate stats (curator, dominate) come from everything but the gated types themselves.
  const ungated: CountedItem[] = [...always];
  for (const { type, slots } of byType.values()) {
    if (GATED_TYPES.has(type.shortName.toLowerCase())) continue;
    for (const slot of countedSlots(
      slots,
      slotCapacity(type, () => 0),
    )) {
      ungated.push(resolved(slot.itemId)!);
    }
  }
  const gateTotals = sumStats(ungated.flatMap(({ item }) => item.stats));

  const counted: CountedItem[] = [...always];
  const equippedIds = new Set<number>();
  for (const { type, slots } of byType.values()) {
    const capacity = slotCapacity(type, (stat) => statTotal(gateTotals, stat).valueFrom);
    for (const slot of countedSlots(slots, capacity)) {
      counted.push(resolved(slot.itemId)!);
      equippedIds.add(slot.itemId);
    }
  }
  const stats = counted.flatMap(({ item }) => item.stats ?? []);
  const totals = sumStats(stats);
  const ofType = (shortName: string) =>
    counted.filter(({ type }) => type.shortName.toLowerCase() === shortName);
  return {
    counted,
    equippedIds,
    stats,
    totals,
    total: (shortName) => statTotal(totals, shortName).valueFrom,
    firstOfType: (shortName) => ofType(shortName).find((entry) => equippedIds.has(entry.item.id)),
    allOfType: ofType,
  };
}
