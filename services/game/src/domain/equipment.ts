/**
 * Equipment slots: how many items of a type can be equipped, the slot gating by curator and dominate,
 * and "equipping into a full slot type replaces the oldest item of that type".
 */

/** Slots that open only with a stat: the nth slot (1-based) of a type needs the stat at a minimum. */
const GATED_SLOTS: Record<string, { stat: string; minimumBySlot: Record<number, number> }> = {
  accessory: { stat: 'curator', minimumBySlot: { 3: 1 } },
  retainer: { stat: 'dominate', minimumBySlot: { 2: 1, 3: 2 } },
};

/** How many items of a type may be equipped now, given the player's stat totals. */
export function slotCapacity(
  itemType: { shortName: string; itemTypeSlots: number; isEquipment: boolean },
  statValue: (shortName: string) => number,
): number {
  if (!itemType.isEquipment) return 0;
  const gate = GATED_SLOTS[itemType.shortName.toLowerCase()];
  let open = 0;
  for (let slot = 1; slot <= itemType.itemTypeSlots; slot++) {
    const minimum = gate?.minimumBySlot[slot];
    if (minimum !== undefined && statValue(gate!.stat) < minimum) break;
    open = slot;
  }
  return open;
}

/** Is the nth slot (1-based) of this type locked? For the equipment panel. */
export function isSlotLocked(typeShortName: string, slot: number, statValue: (shortName: string) => number) {
  const gate = GATED_SLOTS[typeShortName.toLowerCase()];
  const minimum = gate?.minimumBySlot[slot];
  return minimum !== undefined && statValue(gate!.stat) < minimum;
}

export interface EquippedSlot {
  itemId: number;
  equippedSeq: number;
}

/**
 * Which equipped items to take off so a new one fits: the oldest of the same type beyond capacity - 1.
 * Returns null when the type has no open slot at all.
 */
export function displacedBy(sameType: readonly EquippedSlot[], capacity: number): number[] | null {
  if (capacity < 1) return null;
  const oldestFirst = [...sameType].sort((a, b) => a.equippedSeq - b.equippedSeq);
  const excess = oldestFirst.length - (capacity - 1);
  return excess > 0 ? oldestFirst.slice(0, excess).map((slot) => slot.itemId) : [];
}

/** The equipped items that count: per type, the oldest up to its capacity (a lost slot stops counting). */
export function countedSlots(sameType: readonly EquippedSlot[], capacity: number): EquippedSlot[] {
  return [...sameType].sort((a, b) => a.equippedSeq - b.equippedSeq).slice(0, Math.max(capacity, 0));
}
