/**
 * Leaving and disbanding (docs/social.md#covens): a member leaves; the captain hands the captaincy
 * over first unless alone (leaving alone disbands); the captain disbands; a deleted account leaves
 * for good, its captaincy passing to the longest-serving officer, else member.
 */
import { randomUUID } from 'node:crypto';
import { ConflictError, requirePlayer, type Caller, type Knex } from '@vh/kit';
import type { SocialDeps } from '../deps';
import { notify } from '../inbox/notifications';
import { disbandedNotices } from './covenNotices';
import { covens, members, type CovenRow } from './covenRepository';
import { ANY_ROLE, requireCovenRole } from './membership';
import { dissolve, freeSeat } from './seats';

/** Disbands a coven whose row the caller holds, telling every member but `except`. */
export async function disband(
  trx: Knex.Transaction,
  coven: CovenRow,
  requestId: string,
  except: string | null,
): Promise<string[]> {
  const userIds = await dissolve(trx, coven.id, requestId);
  const told = userIds.filter((userId) => userId !== except);
  await notify(trx, disbandedNotices(told, coven.id, coven.name), requestId);
  return userIds;
}

export async function leaveCoven(deps: SocialDeps, caller: Caller) {
  const { userId } = requirePlayer(caller.viewer);
  return deps.db.transaction(async (trx) => {
    const { member, coven } = await requireCovenRole(trx, userId, ANY_ROLE);
    if (member.role !== 'captain') {
      await freeSeat(trx, coven.id, userId);
    } else if (coven.member_count > 1) {
      throw new ConflictError('Hand the captaincy to another member before you leave, or disband the coven');
    } else {
      await disband(trx, coven, caller.requestId, userId);
    }
    return true;
  });
}

export async function disbandCoven(deps: SocialDeps, caller: Caller) {
  const { userId } = requirePlayer(caller.viewer);
  return deps.db.transaction(async (trx) => {
    const { coven } = await requireCovenRole(trx, userId, ['captain']);
    await disband(trx, coven, caller.requestId, userId);
    return true;
  });
}

/** The seat of a member who leaves for good; a captain's passes on, or the coven disbands. */
async function giveUpSeat(trx: Knex.Transaction, userId: string, requestId: string): Promise<void> {
  const seen = await members.of(trx, userId);
  if (!seen) return;
  const coven = (await covens.lock(trx, seen.coven_id))!;
  const member = await members.of(trx, userId);
  if (member?.coven_id !== coven.id) return;
  if (member.role !== 'captain') return freeSeat(trx, coven.id, userId);
  const successor = await members.successor(trx, coven.id, userId);
  if (!successor) {
    await dissolve(trx, coven.id, requestId);
    return;
  }
  await freeSeat(trx, coven.id, userId);
  await members.setRole(trx, successor.user_id, 'captain');
}

/**
 * A deleted account leaves its coven (the consumer's forgetPlayer), its captaincy passing to the
 * longest-serving officer, else member; its invitations and join requests go. Only the coven's
 * row is locked: the consumer takes no player locks.
 */
export async function leaveCovenForGood(
  trx: Knex.Transaction,
  userId: string,
  requestId: string = randomUUID(),
): Promise<void> {
  await giveUpSeat(trx, userId, requestId);
  await trx('coven_invitations').where({ user_id: userId }).orWhere({ invited_by: userId }).delete();
  await trx('coven_join_requests').where({ user_id: userId }).delete();
}
