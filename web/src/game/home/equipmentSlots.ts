import type { Player } from '../player/meQuery';

/** The equipment panel's slots, in the spec's order: label, item type and how many slots of it. */
export const SLOT_GROUPS: readonly { label: string; type: string; count: number }[] = [
  { label: 'Head', type: 'head', count: 1 },
  { label: 'Weapon', type: 'weapon', count: 1 },
  { label: 'Armour', type: 'armour', count: 1 },
  { label: 'Hands', type: 'hands', count: 1 },
  { label: 'Power', type: 'power', count: 1 },
  { label: 'Feet', type: 'feet', count: 1 },
  { label: 'Emblem', type: 'emblem', count: 1 },
  { label: 'Coffin', type: 'coffin', count: 1 },
  { label: 'Accessory', type: 'accessory', count: 3 },
  { label: 'Mount', type: 'mount', count: 1 },
  { label: 'Retainer', type: 'retainer', count: 3 },
];

export { EQUIPMENT_SETS } from '@vh/contracts/client';

/** The stats of the collapsed summary. */
export const SUMMARY_STATS = ['health', 'timewalker', 'lootchance', 'summoning'];

interface Slot {
  key: string;
  label: string;
  entry: Player['inventory'][number] | null;
  locked: boolean;
}

/** Fills each slot group with the equipped items of its type, marking the slots the player's stats lock. */
export function slotsOf(player: Player): Slot[] {
  return SLOT_GROUPS.flatMap((group) => {
    const equipped = player.inventory.filter(
      (entry) => entry.equipped && entry.item?.typeRef?.shortName === group.type,
    );
    return Array.from({ length: group.count }, (_, index) => ({
      key: `${group.type}-${index + 1}`,
      label: group.count > 1 ? `${group.label} ${index + 1}` : group.label,
      entry: equipped[index] ?? null,
      locked: player.lockedSlots.some(
        (locked) => locked.itemType === group.type && locked.slot === index + 1,
      ),
    }));
  });
}

/** A stat's value for display: on/off for 'bool' stats, otherwise the number with its unit. */
export function statValue(value: number, unit: string | null | undefined): string {
  if (unit === 'bool') return value > 0 ? 'on' : 'off';
  const rounded = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return unit ? `${rounded}${unit === '%' ? '%' : ` ${unit}`}` : rounded;
}
