/**
 * Roles inside a coven (docs/social.md#covens): the captain names officers and hands the
 * captaincy over; officers kick members, the captain anyone else. Each holds the coven's row
 * (requireCovenRole), and the index coven_members_one_captain_idx backs the rule of one captain.
 */
import { BadRequestError, ForbiddenError, requirePlayer, type Caller } from '@vh/kit';
import type { SocialDeps } from '../deps';
import { checkedUserId } from '../ids';
import { notify } from '../inbox/notifications';
import { kickedNotice } from './covenNotices';
import { members } from './covenRepository';
import { LEADERS, mayKick, storedRole, type GraphCovenRole } from './covenRules';
import { fellowMember, requireCovenRole } from './membership';
import { freeSeat } from './seats';

export async function kickFromCoven(deps: SocialDeps, caller: Caller, userId: string) {
  const viewer = requirePlayer(caller.viewer);
  const targetId = checkedUserId(userId);
  if (targetId === viewer.userId)
    throw new BadRequestError('You cannot kick yourself: leave the coven instead');
  return deps.db.transaction(async (trx) => {
    const { member, coven } = await requireCovenRole(trx, viewer.userId, LEADERS, [targetId]);
    const target = await fellowMember(trx, member, targetId);
    if (!mayKick(member.role, target.role)) {
      throw new ForbiddenError('Officers kick members only; the captain kicks officers');
    }
    await freeSeat(trx, coven.id, targetId);
    await notify(trx, [kickedNotice(target, coven.name)], caller.requestId);
    return true;
  });
}

/** The captain makes a member an officer or an officer a member. */
export async function setCovenRole(deps: SocialDeps, caller: Caller, userId: string, role: GraphCovenRole) {
  const viewer = requirePlayer(caller.viewer);
  const targetId = checkedUserId(userId);
  if (role === 'CAPTAIN') throw new BadRequestError('Hand the captaincy over with transferCaptaincy');
  if (targetId === viewer.userId) throw new BadRequestError('You cannot change your own role');
  return deps.db.transaction(async (trx) => {
    const { member } = await requireCovenRole(trx, viewer.userId, ['captain'], [targetId]);
    await fellowMember(trx, member, targetId);
    await members.setRole(trx, targetId, storedRole(role));
    return true;
  });
}

/**
 * The captain hands the captaincy to another member and becomes an officer. Two transfers at once
 * run one after the other on the coven's row: the second finds its caller no longer captain (409).
 */
export async function transferCaptaincy(deps: SocialDeps, caller: Caller, userId: string) {
  const viewer = requirePlayer(caller.viewer);
  const targetId = checkedUserId(userId);
  if (targetId === viewer.userId) throw new BadRequestError('You are the captain already');
  return deps.db.transaction(async (trx) => {
    const { member } = await requireCovenRole(trx, viewer.userId, ['captain'], [targetId]);
    await fellowMember(trx, member, targetId);
    // The old captain steps down first: the index allows one captain at any moment.
    await members.setRole(trx, viewer.userId, 'officer');
    await members.setRole(trx, targetId, 'captain');
    return true;
  });
}
