/**
 * Identity's sanction events as social applies them (docs/sanctions.md): an appeal lands in the
 * moderators' queue (once per sanction), and the player's inbox tells each decision with a link to
 * their sanctions page. Both idempotent: a redelivered event adds nothing.
 */
import type { Knex } from '@vh/kit';
import { decodePayload, identityEvents, type EventEnvelope } from '@vh/contracts';
import { sanctionKindLabel } from '@vh/contracts/client';
import { notify } from '../inbox/notifications';
import { reports } from './reportRepository';

const TITLES: Readonly<Record<string, (kind: string) => string>> = {
  created: (kind) => `${kind} imposed`,
  lifted: (kind) => `${kind} lifted`,
  appeal_upheld: (kind) => `Appeal answered: the ${kind.toLowerCase()} stands`,
  appeal_granted: (kind) => `Appeal granted: the ${kind.toLowerCase()} is lifted`,
};

function untilText(endsAtMs: bigint): string {
  return endsAtMs === 0n
    ? 'Permanent.'
    : `Until ${new Date(Number(endsAtMs)).toISOString().slice(0, 16).replace('T', ' ')} UTC.`;
}

/** Answers whether the envelope was a sanction event (and applied it). */
export async function applySanctionEvent(trx: Knex.Transaction, envelope: EventEnvelope): Promise<boolean> {
  const appealed = decodePayload(envelope, identityEvents.SanctionAppealedSchema);
  if (appealed) {
    await reports.add(trx, {
      kind: 'appeal',
      reporter_id: appealed.userId,
      target_id: appealed.userId,
      reason_code: 'other',
      reason: appealed.text,
      sanction_id: String(appealed.sanctionId),
    });
    return true;
  }
  const changed = decodePayload(envelope, identityEvents.SanctionChangedSchema);
  if (!changed) return false;
  const title = TITLES[changed.change];
  if (!title) return true;
  const kind = sanctionKindLabel(changed.kind);
  await notify(
    trx,
    [
      {
        userId: changed.userId,
        kind: 'SANCTION',
        title: title(kind),
        body: changed.change === 'created' ? `${changed.note} ${untilText(changed.endsAtMs)}` : changed.note,
        link: '/sanctions',
        dedupeKey: `sanction:${changed.sanctionId}:${changed.version}`,
      },
    ],
    envelope.id,
  );
  return true;
}
