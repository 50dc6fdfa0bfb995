import { ConflictError, NotFoundError, ValidationError, requirePlayer } from '@vh/kit';
import { APPEAL_TEXT_MAX } from '@vh/contracts/client';
import type { Caller, IdentityDeps } from '../deps';
import { sanctionAppealed } from './sanctionEvents';
import { inForce, sanctions } from './sanctionRepository';

/**
 * The player appeals one of their sanctions in force, once (docs/sanctions.md#appeals); the appeal
 * reaches social's moderation queue as an event.
 */
export async function appealSanction(deps: IdentityDeps, caller: Caller, id: string, rawText: string) {
  const viewer = requirePlayer(caller.viewer);
  const text = rawText.trim();
  if (text.length < 1 || text.length > APPEAL_TEXT_MAX) {
    throw new ValidationError(`An appeal must hold 1 to ${APPEAL_TEXT_MAX} characters`);
  }
  return deps.db.transaction(async (trx) => {
    const row = /^[1-9]\d{0,17}$/.test(id) ? await sanctions.byId(trx, id, true) : undefined;
    if (!row || row.user_id !== viewer.userId) throw new NotFoundError('No such sanction');
    if (row.appealed_at) throw new ConflictError('You appealed this sanction already');
    if (!inForce(row, deps.now())) throw new ConflictError('This sanction is no longer in force');
    const updated = await sanctions.update(trx, row.id, { appeal_text: text, appealed_at: deps.now() });
    await sanctionAppealed(trx, updated, viewer.name, caller.requestId);
    return updated;
  });
}
