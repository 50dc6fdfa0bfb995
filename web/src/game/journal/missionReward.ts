/**
 * The reward of a mission or rank-up entry, stored as a JSON string: either {xp, currencies, items}
 * or a bare list of {itemId, amount}. Anything malformed is dropped rather than shown wrongly.
 */
export interface ParsedReward {
  xp: number;
  currencies: { name: string; value: number }[];
  items: { itemId: number; amount: number }[];
}

type Loose = Record<string, unknown>;

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function finiteNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

function currenciesOf(value: unknown): ParsedReward['currencies'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!isObject(entry)) return [];
    const name =
      typeof entry.name === 'string'
        ? entry.name
        : typeof entry.shortName === 'string'
          ? entry.shortName
          : '';
    const amount = finiteNumber(entry.value ?? entry.amount);
    return name && amount ? [{ name, value: amount }] : [];
  });
}

function itemsOf(value: unknown): ParsedReward['items'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!isObject(entry)) return [];
    const itemId = finiteNumber(entry.itemId ?? entry.id);
    const amount = entry.amount === undefined ? 1 : finiteNumber(entry.amount);
    return itemId !== null && Number.isInteger(itemId) && amount ? [{ itemId, amount }] : [];
  });
}

/** The reward in the JSON, or null when there is none or it cannot be read. */
export function parseReward(json: string | null | undefined): ParsedReward | null {
  if (!json?.trim()) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (Array.isArray(value)) return { xp: 0, currencies: [], items: itemsOf(value) };
  if (!isObject(value)) return null;
  return {
    xp: Math.max(0, finiteNumber(value.xp) ?? 0),
    currencies: currenciesOf(value.currencies),
    items: itemsOf(value.items),
  };
}

export function isEmptyReward(reward: ParsedReward | null): boolean {
  return !reward || (reward.xp <= 0 && reward.currencies.length === 0 && reward.items.length === 0);
}
