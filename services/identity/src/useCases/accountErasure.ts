import { DELETED_ACCOUNT_GENERATION, recordAdminChange, type Knex, type Viewer } from '@vh/kit';
import { auditedAccount, type UserRecord } from '../domain/userView';
import type { IdentityDeps } from '../deps';
import { userDeleted } from '../events';
import { forgetMailsTo } from '../mail/mailQueue';

/**
 * The one way an account is deleted, by an admin or by its owner: the account row (its tokens and
 * second factor go with it), the mails sent to it, an audit row naming who deleted it, and UserDeleted in the outbox, from
 * which every other service drops or de-identifies what it keeps (docs/retention.md). Runs in the
 * caller's transaction; the answer ends every session once that has committed.
 */
export async function eraseAccount(
  deps: IdentityDeps,
  trx: Knex.Transaction,
  user: UserRecord,
  actor: Pick<Viewer, 'userId' | 'name'>,
  requestId: string,
): Promise<() => Promise<void>> {
  await deps.users.delete(trx, user.id);
  await forgetMailsTo(trx, user.email);
  await recordAdminChange(trx, {
    actor,
    entity: 'User',
    entityId: user.id,
    action: 'deleted',
    before: auditedAccount(user),
    requestId,
  });
  await userDeleted(trx, user, requestId);
  return () => deps.sessions.announce(user.id, DELETED_ACCOUNT_GENERATION);
}
