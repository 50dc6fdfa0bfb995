import { reportReasonLabel } from '@vh/contracts/client';
import type { IdentityDeps } from '../deps';
import { sanctions } from './sanctionRepository';

/**
 * The sign-in refusal of an account under a temporary ban in force, or null: the ban lifts itself
 * at its end because this compares the time (docs/sanctions.md). A permanent ban is the banned role.
 */
export async function accountBanRefusal(deps: IdentityDeps, userId: string): Promise<string | null> {
  const now = deps.now();
  const bans = (await sanctions.open(deps.db, now, userId)).filter((row) => row.kind === 'account_ban');
  if (bans.length === 0) return null;
  const last = bans.reduce((a, b) => ((a.ends_at?.getTime() ?? 0) >= (b.ends_at?.getTime() ?? 0) ? a : b));
  return `This account is banned until ${last.ends_at!.toISOString()} (${reportReasonLabel(last.reason)})`;
}
