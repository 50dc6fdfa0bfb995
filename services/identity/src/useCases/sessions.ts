import { DELETED_ACCOUNT_GENERATION, requireViewer, storeSessionGeneration, type Knex } from '@vh/kit';
import type { Caller, IdentityDeps } from '../deps';

const LOGGED_OUT_EVERYWHERE_MESSAGE = 'You have been logged out on every device';

/**
 * Ends every token of an account: increments its generation inside the caller's transaction and
 * answers a function that announces it, to be called once the transaction has committed.
 */
export async function endSessions(
  deps: IdentityDeps,
  trx: Knex.Transaction,
  userId: string,
): Promise<() => Promise<void>> {
  const generation = await deps.users.nextSessionGeneration(trx, userId);
  return () => deps.sessions.announce(userId, generation);
}

/** The player ends every session of their own account, this one included. */
export async function logoutEverywhere(deps: IdentityDeps, caller: Caller) {
  const viewer = requireViewer(caller.viewer);
  const announce = await deps.db.transaction((trx) => endSessions(deps, trx, viewer.userId));
  await announce();
  return { success: true, message: LOGGED_OUT_EVERYWHERE_MESSAGE };
}

/**
 * The generation a gateway checks tokens against, from the database (the source of truth), for a
 * gateway whose Redis copy is missing. The copy is stored again for the other replicas, unless an
 * announcement wrote a newer one meanwhile.
 */
export async function currentSessionGeneration(deps: IdentityDeps, userId: string): Promise<number> {
  const user = await deps.users.findById(userId);
  const generation = user?.session_generation ?? DELETED_ACCOUNT_GENERATION;
  await storeSessionGeneration(deps.redis, userId, generation).catch(() => undefined);
  return generation;
}
