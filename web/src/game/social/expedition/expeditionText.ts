/** The expedition tab's wording and sums (unit-tested). */
import type { ExpeditionStatus } from '../../../__generated__/graphql';

export const STATUS_LABEL: Record<ExpeditionStatus, string> = {
  RUNNING: 'Running',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
};

/** Targets caught over targets required, each target counted up to its requirement. */
export function expeditionProgress(targets: readonly { required: number; caught: number }[]): {
  caught: number;
  required: number;
} {
  return targets.reduce(
    (sum, target) => ({
      caught: sum.caught + Math.min(target.caught, target.required),
      required: sum.required + target.required,
    }),
    { caught: 0, required: 0 },
  );
}

/** The ledger, most catches first, then most hunts, then by name. */
export function ledgerOrder<T extends { catches: number; hunts: number; player: { name?: string | null } }>(
  rows: readonly T[],
): T[] {
  return [...rows].sort(
    (a, b) =>
      b.catches - a.catches || b.hunts - a.hunts || (a.player.name ?? '').localeCompare(b.player.name ?? ''),
  );
}

/** The shares' sum: it is the chest, to the coin (the server splits so; the screen shows it). */
export function sharesTotal(shares: readonly { amount: number }[]): number {
  return shares.reduce((sum, share) => sum + share.amount, 0);
}
