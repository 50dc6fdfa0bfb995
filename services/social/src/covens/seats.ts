/**
 * The only writes of a coven's member count (docs/social.md#covens): a seat taken, a seat freed, a
 * coven dissolved. Callers hold the locks membership.ts names. A seat is taken by one guarded
 * UPDATE, so of any number of joins at once only those that fit get in, whatever else runs.
 */
import { ConflictError, type Knex } from '@vh/kit';
import { abandonCovenExpedition } from '../expeditions/finish';
import { enrolInRunningExpedition, leaveExpedition } from '../expeditions/membership';
import { covens, type CovenRow } from './covenRepository';
import { MAX_MEMBERS, type CovenRole } from './covenRules';

/** Seats `userId` (in no coven: the caller checked under their lock), or 409 when full or disbanded. */
export async function takeSeat(
  trx: Knex.Transaction,
  covenId: number,
  userId: string,
  role: CovenRole,
): Promise<CovenRow> {
  const [coven] = await trx<CovenRow>('covens')
    .where({ id: covenId })
    .whereNull('disbanded_at')
    .where('member_count', '<', MAX_MEMBERS)
    .update({ member_count: trx.raw('member_count + 1') })
    .returning('*');
  if (!coven) {
    const current = await covens.byId(trx, covenId);
    throw new ConflictError(current?.disbanded_at ? 'This coven was disbanded' : 'The coven is full');
  }
  await trx('coven_members').insert({ user_id: userId, coven_id: covenId, role });
  // Under the coven's row (the guarded update holds it): a start and a join never miss each other.
  await enrolInRunningExpedition(trx, covenId, userId, new Date());
  // A player in a coven has no invitation or join request waiting anywhere.
  await trx('coven_invitations').where({ user_id: userId }).delete();
  await trx('coven_join_requests').where({ user_id: userId }).delete();
  return coven;
}

/** Unseats a member; the coven's points drop by theirs at once (the ladder needs no refresh). */
export async function freeSeat(trx: Knex.Transaction, covenId: number, userId: string): Promise<void> {
  await trx('coven_members').where({ user_id: userId, coven_id: covenId }).delete();
  await leaveExpedition(trx, userId, new Date());
  await trx('covens')
    .where({ id: covenId })
    .update({
      member_count: trx.raw('member_count - 1'),
      season_points: trx.raw(
        '(select coalesce(sum(season_points), 0) from coven_members where coven_id = ?)',
        [covenId],
      ),
    });
}

/**
 * Disbands a coven: its running expedition fails, its members, invitations and join requests go;
 * the row stays (disbanded_at) for its board messages, expeditions and the admins. Answers who the
 * members were.
 */
export async function dissolve(trx: Knex.Transaction, covenId: number, requestId: string): Promise<string[]> {
  await abandonCovenExpedition(trx, covenId, new Date(), requestId);
  const userIds: string[] = await trx('coven_members').where({ coven_id: covenId }).pluck('user_id');
  await trx('coven_members').where({ coven_id: covenId }).delete();
  await trx('coven_invitations').where({ coven_id: covenId }).delete();
  await trx('coven_join_requests').where({ coven_id: covenId }).delete();
  await trx('covens')
    .where({ id: covenId })
    .update({ disbanded_at: trx.fn.now(), member_count: 0, season_points: 0 });
  return userIds;
}
