/**
 * The chest's split (docs/social.md#the-split), a pure function: a floor for every member who hunted,
 * the rest by targets caught with the largest-remainder method. The shares are integers that sum
 * exactly to the chest and are never negative.
 */
import { FLOOR_PERCENT } from './expeditionRules';

export interface Contributor {
  userId: string;
  /** Target catches credited to the member. */
  credits: number;
  /** Hunts the expedition counted (any result); at least 1 for a contributor. */
  hunts: number;
  /**
   * When the member reached their credit count, as the ledger's order (the id of their last
   * crediting hunt; 0 without credits): earlier wins a tie of remainders.
   */
  reachedAt: number;
}

export interface Share {
  userId: string;
  credits: number;
  floor: number;
  amount: number;
}

export interface SplitNumbers {
  chest: number;
  hunters: number;
  credits: number;
  floorPool: number;
  floorEach: number;
  /** What is split by credits: the chest less the floors paid (the floor pool's rounding joins it). */
  creditPool: number;
}

/** The numbers the split and its words are made of. */
export function splitNumbers(chest: number, hunters: number, credits: number): SplitNumbers {
  const floorPool = Math.floor((chest * FLOOR_PERCENT) / 100);
  const floorEach = hunters > 0 ? Math.floor(floorPool / hunters) : 0;
  return { chest, hunters, credits, floorPool, floorEach, creditPool: chest - floorEach * hunters };
}

const byRemainder = (a: { remainder: number; reachedAt: number; userId: string }, b: typeof a) =>
  b.remainder - a.remainder ||
  a.reachedAt - b.reachedAt ||
  (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);

/**
 * Splits `chest` among the contributors (each hunted at least once). Without any credit (every catch
 * was by an account deleted since) the credit pool is split equally, so the sum still holds; without
 * contributors nothing is split.
 */
export function splitChest(chest: number, contributors: readonly Contributor[]): Share[] {
  if (!Number.isSafeInteger(chest) || chest < 0) throw new RangeError(`Not a chest: ${chest}`);
  if (contributors.length === 0) return [];
  const totalCredits = contributors.reduce((sum, member) => sum + member.credits, 0);
  const numbers = splitNumbers(chest, contributors.length, totalCredits);
  const weightOf = (member: Contributor) => (totalCredits > 0 ? member.credits : 1);
  const weights = totalCredits > 0 ? totalCredits : contributors.length;
  const quotas = contributors.map((member) => {
    const exact = numbers.creditPool * weightOf(member);
    return {
      ...member,
      base: Math.floor(exact / weights),
      remainder: exact % weights,
    };
  });
  let leftover = numbers.creditPool - quotas.reduce((sum, quota) => sum + quota.base, 0);
  const bonus = new Set<string>();
  for (const quota of [...quotas].sort(byRemainder)) {
    if (leftover <= 0) break;
    bonus.add(quota.userId);
    leftover -= 1;
  }
  return quotas.map((quota) => ({
    userId: quota.userId,
    credits: quota.credits,
    floor: numbers.floorEach,
    amount: numbers.floorEach + quota.base + (bonus.has(quota.userId) ? 1 : 0),
  }));
}

const amount = (value: number, currency: string) => `${value.toLocaleString('en-US')} ${currency}`;

/** The split in words with its numbers, as the expedition page shows it (now, or as it was paid). */
export function describeSplit(numbers: SplitNumbers, currency: string): string {
  const { chest, hunters, credits, floorPool, floorEach, creditPool } = numbers;
  const floorWords =
    hunters === 0
      ? `${FLOOR_PERCENT}% of it (${amount(floorPool, currency)}) is the floor, shared equally by every member who hunted for the expedition`
      : `${FLOOR_PERCENT}% of it (${amount(floorPool, currency)}) is the floor, shared equally by the ${hunters} ${hunters === 1 ? 'member' : 'members'} who hunted: ${amount(floorEach, currency)} each`;
  const perCatch =
    credits === 0
      ? 'split by targets caught'
      : `split by the ${credits} ${credits === 1 ? 'target' : 'targets'} caught: ${
          creditPool % credits === 0 ? '' : 'about '
        }${amount(Math.round((creditPool / credits) * 100) / 100, currency)} per catch`;
  return (
    `The chest holds ${amount(chest, currency)}. ${floorWords}. ` +
    `The other ${amount(hunters === 0 ? chest - floorPool : creditPool, currency)} are ${perCatch}; ` +
    'the coins left by rounding down go one each to the largest remainders ' +
    '(ties: whoever reached their catches first, then the player id). The shares add up to the chest exactly.'
  );
}
