/** One entry a picker offers: an item or an enemy as the dialog and the inputs show it. */
export interface PickerChoice {
  id: number;
  name: string;
  imageId: number | null;
  /** Its type and rarity, when known. */
  detail: string;
  /** An item's item type id (an equipment row records it). */
  typeId?: number | null;
}

/** How many entries one page of the dialog shows (content holds about a thousand items). */
export const PICKER_PAGE_SIZE = 48;

/**
 * The choices matching a search (every word in the name, the type/rarity line or the id), by name,
 * leaving out those already picked.
 */
export function matchingChoices(
  choices: readonly PickerChoice[],
  search: string,
  excluded: ReadonlySet<number> = new Set(),
): PickerChoice[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return choices
    .filter((choice) => !excluded.has(choice.id))
    .filter((choice) => {
      const text = `${choice.name} ${choice.detail} ${choice.id}`.toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .sort((left, right) => left.name.localeCompare(right.name, undefined, { sensitivity: 'base' }));
}

/** The page count of a number of entries (at least one page, even when empty). */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PICKER_PAGE_SIZE));

/** One page (counted from 1) of the matching choices. */
export const pageOf = <T>(entries: readonly T[], page: number): T[] =>
  entries.slice((page - 1) * PICKER_PAGE_SIZE, page * PICKER_PAGE_SIZE);

/** An id list (trophies, bait items) as a form holds it: anything not a list is empty. */
export const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];

/** Picked rows ({itemId, amount}...) as a form holds them: anything not a list is empty. */
export const rowsOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    : [];

/** Where a pick lands in a row: its id field, the field taking the picked item's type, the rest's defaults. */
export interface PickedRowShape {
  idField: string;
  typeField?: string;
  defaults: Readonly<Record<string, unknown>>;
}

/** The row a pick adds (spec 002 section 4: picking adds the entry, it does not fill a blank row). */
export function pickedRow(choice: PickerChoice, shape: PickedRowShape): Record<string, unknown> {
  return {
    ...shape.defaults,
    [shape.idField]: choice.id,
    ...(shape.typeField ? { [shape.typeField]: choice.typeId ?? null } : {}),
  };
}
