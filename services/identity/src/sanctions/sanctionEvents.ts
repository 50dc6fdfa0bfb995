import { enqueueEvent, type Knex } from '@vh/kit';
import { Topics, identityEvents } from '@vh/contracts';
import { SERVICE_NAME } from '../events';
import type { SanctionRow } from './sanctionRepository';

const { SanctionChangedSchema, SanctionAppealedSchema } = identityEvents;

export type SanctionChange = 'created' | 'lifted' | 'appeal_upheld' | 'appeal_granted';

/**
 * On the account topic (keyed by the player, so in order with the account's other events): analytics
 * holds the player out of competition and claws rewards back, social tells the player in the inbox.
 */
export function sanctionChanged(
  trx: Knex.Transaction,
  row: SanctionRow,
  name: string,
  change: SanctionChange,
  requestId: string,
) {
  return enqueueEvent(trx, {
    topic: Topics.identityUsers,
    key: row.user_id,
    schema: SanctionChangedSchema,
    payload: {
      $typeName: SanctionChangedSchema.typeName,
      userId: row.user_id,
      sanctionId: BigInt(row.id),
      kind: row.kind,
      reason: row.reason,
      note: row.note,
      endsAtMs: BigInt(row.ends_at?.getTime() ?? 0),
      liftedAtMs: BigInt(row.lifted_at?.getTime() ?? 0),
      clawbackTournamentIds: row.clawback_tournament_ids,
      version: row.version,
      name,
      change,
    },
    producer: SERVICE_NAME,
    requestId,
  });
}

/** The appeal goes to social's moderation queue. */
export function sanctionAppealed(trx: Knex.Transaction, row: SanctionRow, name: string, requestId: string) {
  return enqueueEvent(trx, {
    topic: Topics.identityUsers,
    key: row.user_id,
    schema: SanctionAppealedSchema,
    payload: {
      $typeName: SanctionAppealedSchema.typeName,
      userId: row.user_id,
      sanctionId: BigInt(row.id),
      name,
      kind: row.kind,
      text: row.appeal_text ?? '',
    },
    producer: SERVICE_NAME,
    requestId,
  });
}
