import { recordAdminChange, type Knex, type Viewer } from '@vh/kit';
import type { IdentityDeps } from '../deps';

/** The audit trail's entity of second-factor events; its id is the account's. */
export const SECOND_FACTOR_ENTITY = 'SecondFactor';

export interface SecondFactorEvent {
  /** Who acted: the account itself (enrolment, a code), or the admin who reset it. */
  actor: Pick<Viewer, 'userId' | 'name'>;
  userId: string;
  action: 'enrolled' | 'reset' | 'failed' | 'recoveryCodeUsed';
  before?: unknown;
  after?: unknown;
  requestId: string;
}

/**
 * Records an enrolment, reset, failed code or spent recovery code in identity's audit trail
 * (docs/audit.md): inside the write's transaction when there is one, else on its own (a failure
 * changes nothing else).
 */
export async function recordSecondFactorEvent(
  deps: Pick<IdentityDeps, 'db'>,
  event: SecondFactorEvent,
  trx?: Knex.Transaction,
): Promise<void> {
  const entry = {
    actor: event.actor,
    entity: SECOND_FACTOR_ENTITY,
    entityId: event.userId,
    action: event.action,
    before: event.before,
    after: event.after,
    requestId: event.requestId,
  };
  if (trx) await recordAdminChange(trx, entry);
  else await deps.db.transaction((own) => recordAdminChange(own, entry));
}
