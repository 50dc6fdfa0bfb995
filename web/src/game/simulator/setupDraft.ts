import { SLOT_GROUPS } from '../home/equipmentSlots';

/** The slots a setup is composed in: the equipment panel's, then the hex (the bait is chosen apart). */
export const SIMULATOR_SLOTS: readonly { key: string; label: string; type: string }[] = [
  ...SLOT_GROUPS,
  { label: 'Hex', type: 'hex', count: 1 },
].flatMap((group) =>
  Array.from({ length: group.count }, (_, index) => ({
    key: `${group.type}-${index + 1}`,
    label: group.count > 1 ? `${group.label} ${index + 1}` : group.label,
    type: group.type,
  })),
);

/** A setup being composed: an item id (or nothing) per slot, the bait and the hunting ground. */
export interface SetupDraft {
  slots: Readonly<Record<string, number | null>>;
  baitItemId: number | null;
  huntingGroundId: number | null;
}

interface HeldEntry {
  itemId: number;
  equipped: boolean;
  item?: { typeRef?: { shortName: string } | null } | null;
}

interface DraftPlayer {
  inventory: readonly HeldEntry[];
  currentHuntingGround?: { id: number } | null;
}

const typeOf = (entry: HeldEntry) => entry.item?.typeRef?.shortName;

/** The player's current setup as a draft: the active set's items slot by slot, its bait, the current ground. */
export function draftOf(player: DraftPlayer): SetupDraft {
  const equipped = player.inventory.filter((entry) => entry.equipped);
  const slots: Record<string, number | null> = {};
  for (const slot of SIMULATOR_SLOTS) {
    const sameType = equipped.filter((entry) => typeOf(entry) === slot.type);
    const index = Number(slot.key.split('-').pop()) - 1;
    slots[slot.key] = sameType[index]?.itemId ?? null;
  }
  const bait = equipped.find((entry) => typeOf(entry) === 'bait');
  return {
    slots,
    baitItemId: bait?.itemId ?? null,
    huntingGroundId: player.currentHuntingGround?.id ?? null,
  };
}

/** The draft with one slot changed; an item already in another slot moves here (an item is worn once). */
export function withSlot(draft: SetupDraft, key: string, itemId: number | null): SetupDraft {
  const slots: Record<string, number | null> = {};
  for (const [slotKey, current] of Object.entries(draft.slots)) {
    slots[slotKey] = itemId !== null && current === itemId ? null : current;
  }
  slots[key] = itemId;
  return { ...draft, slots };
}

/** What the simulator is asked with, or why the draft cannot be simulated yet. */
export function simulationInput(
  draft: SetupDraft,
): { itemIds: number[]; baitItemId: number; huntingGroundId: number } | { missing: string } {
  if (draft.baitItemId === null) return { missing: 'Choose a bait' };
  if (draft.huntingGroundId === null) return { missing: 'Choose a hunting ground' };
  const itemIds = SIMULATOR_SLOTS.map((slot) => draft.slots[slot.key] ?? null).filter(
    (itemId): itemId is number => itemId !== null,
  );
  return { itemIds, baitItemId: draft.baitItemId, huntingGroundId: draft.huntingGroundId };
}

/** How many slots differ from the player's current setup (bait and ground count as one each). */
export function changesFrom(current: SetupDraft, draft: SetupDraft): number {
  const slotChanges = SIMULATOR_SLOTS.filter(
    (slot) => (current.slots[slot.key] ?? null) !== (draft.slots[slot.key] ?? null),
  ).length;
  return (
    slotChanges +
    (current.baitItemId === draft.baitItemId ? 0 : 1) +
    (current.huntingGroundId === draft.huntingGroundId ? 0 : 1)
  );
}

/** Items whose name holds the search, case and accents aside, in their given order. */
export function searchItems<T extends { name: string }>(items: readonly T[], search: string): T[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const needle = fold(search.trim());
  return items.filter((item) => fold(item.name).includes(needle));
}
