import { isAdmin } from '@vh/kit';
import type { Caller, IdentityDeps } from '../deps';
import type { UserRecord } from '../domain/userView';

/** The signed-in account (any role, including notActivated); null when signed out. */
export async function currentAccount(deps: IdentityDeps, caller: Caller): Promise<UserRecord | null> {
  if (!caller.viewer) return null;
  return (await deps.users.findById(caller.viewer.userId)) ?? null;
}

/** An account another subgraph refers to (its public fields; email stays behind visibleEmail). */
export async function referencedAccount(deps: IdentityDeps, id: string): Promise<UserRecord | null> {
  return (await deps.users.findById(id)) ?? null;
}

/** An account's e-mail address: only the account itself and admins read it. */
export function visibleEmail(caller: Caller, user: UserRecord): string | null {
  const { viewer } = caller;
  const allowed = viewer && (viewer.userId === user.id || isAdmin(viewer));
  return allowed ? user.email : null;
}
