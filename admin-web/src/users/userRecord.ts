import { NUMERIC_ROLES, PATREON_TYPE_NAMES, ROLE_LABELS } from '@vh/contracts/client';
import type { RaRecord } from 'ra-core';

/** Numeric roles and patron types of spec 002 section 3 (User). */
export const ROLE_CHOICES = NUMERIC_ROLES.map((id) => ({ id, name: ROLE_LABELS[id] }));

export const PATREON_CHOICES = PATREON_TYPE_NAMES.map((name, id) => ({ id, name }));

interface Balance {
  shortName: string;
  name: string;
  value: number;
}

/** Every currency with the player's balance (0 when the player holds none), in the game's order. */
export function balancesOf(
  held: readonly { shortName: string; value: number }[],
  currencies: readonly { shortName: string; name: string; orderIndex: number }[],
): Balance[] {
  const value = new Map(held.map((entry) => [entry.shortName, entry.value]));
  return [...currencies]
    .sort((left, right) => left.orderIndex - right.orderIndex)
    .map((currency) => ({
      shortName: currency.shortName,
      name: currency.name,
      value: value.get(currency.shortName) ?? 0,
    }));
}

/** The edited form as the two halves of the save: the account fields and the game's absolute values. */
export function userChanges(record: RaRecord) {
  const balances = (record.balances ?? []) as Balance[];
  return {
    input: {
      id: String(record.id),
      name: record.name as string,
      email: record.email as string,
      userRole: Number(record.userRole),
      patreonType: Number(record.patreonType),
    },
    userId: String(record.id),
    xp: Number(record.xp),
    currencies: balances.map((balance) => ({ name: balance.shortName, value: Number(balance.value) })),
  };
}
