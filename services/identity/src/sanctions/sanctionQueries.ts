import { requireAdmin, requireViewer } from '@vh/kit';
import type { Caller, IdentityDeps } from '../deps';
import { sanctions, type SanctionRow } from './sanctionRepository';

export function mySanctions(deps: IdentityDeps, caller: Caller): Promise<SanctionRow[]> {
  return sanctions.ofUser(deps.db, requireViewer(caller.viewer).userId);
}

export function userSanctions(deps: IdentityDeps, caller: Caller, userId: string): Promise<SanctionRow[]> {
  requireAdmin(caller.viewer);
  return sanctions.ofUser(deps.db, userId);
}

/** One sanction, for an admin or its player; anyone else is told there is none. */
export async function sanctionById(deps: IdentityDeps, caller: Caller, id: string) {
  const viewer = requireViewer(caller.viewer);
  if (!/^[1-9]\d{0,17}$/.test(id)) return null;
  const row = await sanctions.byId(deps.db, id);
  if (!row) return null;
  if (row.user_id === viewer.userId) return row;
  requireAdmin(caller.viewer);
  return row;
}
