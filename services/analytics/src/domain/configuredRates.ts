/**
 * The rates content configures, in the game's terms (services/game's domain/encounter.ts and the
 * combat engine's rewards): what the observed rates are compared with. Fractions (0..1).
 */

export interface TableEntry {
  enemyId: number;
  rangeMin: number;
  rangeMax: number;
}

export interface LootEntry {
  itemId: number;
  /** Percent. */
  dropChance: number;
  amountMin: number;
  amountMax: number;
}

/**
 * Each enemy's share of a hunting table's roll: its ranges' width over the table's. Entries of
 * enemies that do not exist and empty ranges take no part in the roll, as in the game.
 */
export function tableShares(
  entries: TableEntry[],
  enemyExists: (enemyId: number) => boolean,
): Map<number, number> {
  const usable = entries.filter((entry) => enemyExists(entry.enemyId) && entry.rangeMax > entry.rangeMin);
  const total = usable.reduce((sum, entry) => sum + entry.rangeMax - entry.rangeMin, 0);
  const widths = new Map<number, number>();
  if (total <= 0) return widths;
  for (const entry of usable) {
    widths.set(entry.enemyId, (widths.get(entry.enemyId) ?? 0) + entry.rangeMax - entry.rangeMin);
  }
  return new Map([...widths].map(([enemyId, width]) => [enemyId, width / total]));
}

/** The chance that a rolled amount in amountMin..amountMax (whole, uniform) is positive: a zero drops nothing. */
function positiveAmountChance(entry: LootEntry): number {
  if (entry.amountMax <= 0 || entry.amountMax < entry.amountMin) return 0;
  const lowest = Math.max(entry.amountMin, 1);
  return (entry.amountMax - lowest + 1) / (entry.amountMax - entry.amountMin + 1);
}

/**
 * The chance a fight whose loot is rolled drops the item: every loot line of the item is rolled on
 * its own, its chance raised by lootchance (capped at 100 %), and a zero amount drops nothing.
 */
export function dropChance(entries: LootEntry[], itemId: number, lootchancePercent = 0): number | null {
  const lines = entries.filter((entry) => entry.itemId === itemId);
  if (lines.length === 0) return null;
  const none = lines.reduce((product, entry) => {
    const raised = Math.min(1, (entry.dropChance / 100) * (1 + lootchancePercent / 100));
    return product * (1 - raised * positiveAmountChance(entry));
  }, 1);
  return 1 - none;
}
