/**
 * Joining a coven (docs/social.md#covens): the captain and officers invite by name and the invitee
 * answers; a player asks an open coven and its captain or officers answer. Either way the seat is
 * taken by seats.ts's guarded count, so however many accept at once, only those that fit get in.
 * Blocks keep players apart: nobody joins or is invited to a coven where a member and they blocked
 * one another.
 */
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  requirePlayer,
  type Caller,
  type Knex,
} from '@vh/kit';
import type { SocialDeps } from '../deps';
import { checkedRowId } from '../ids';
import { notify } from '../inbox/notifications';
import { blockedEitherWay, lockPlayers, otherPlayerNamed } from '../players/names';
import { invitationNotice, joinDecisionNotice } from './covenNotices';
import {
  covens,
  invitations,
  joinRequests,
  members,
  type CovenInvitationRow,
  type CovenJoinRequestRow,
} from './covenRepository';
import {
  LEADERS,
  MAX_JOIN_REQUESTS_PER_PLAYER,
  MAX_MEMBERS,
  MAX_PENDING_INVITATIONS,
  MAX_PENDING_JOIN_REQUESTS,
} from './covenRules';
import { requireCovenRole } from './membership';
import { takeSeat } from './seats';

/** Whether `userId` and any member of the coven blocked one another. */
async function blockedByMembers(trx: Knex.Transaction, covenId: number, userId: string): Promise<boolean> {
  const memberIds = trx('coven_members').where({ coven_id: covenId }).select('user_id');
  const block = await trx('blocks')
    .where((query) => query.where({ user_id: userId }).whereIn('blocked_id', memberIds.clone()))
    .orWhere((query) => query.where({ blocked_id: userId }).whereIn('user_id', memberIds.clone()))
    .first();
  return block !== undefined;
}

async function refuseIfInCoven(trx: Knex.Transaction, userId: string, who: string | null) {
  const membership = await members.of(trx, userId);
  if (!membership) return;
  throw new ConflictError(
    who ? `${who} is in a coven already` : 'You are in a coven already: leave it first',
  );
}

export async function inviteToCoven(deps: SocialDeps, caller: Caller, name: string) {
  const viewer = requirePlayer(caller.viewer);
  await deps.sanctions.require(viewer.userId, 'coven');
  return deps.db.transaction(async (trx): Promise<CovenInvitationRow> => {
    const target = await otherPlayerNamed(trx, deps.players, viewer.userId, name);
    if (target.user_id === viewer.userId) throw new BadRequestError('You cannot invite yourself');
    const { coven } = await requireCovenRole(trx, viewer.userId, LEADERS, [target.user_id]);
    await refuseIfInCoven(trx, target.user_id, target.name);
    if (coven.member_count >= MAX_MEMBERS) throw new ConflictError('The coven is full');
    if (await blockedEitherWay(trx, viewer.userId, target.user_id)) {
      throw new ConflictError(`You blocked ${target.name}: unblock them first`);
    }
    if (await blockedByMembers(trx, coven.id, target.user_id)) {
      throw new ConflictError(`${target.name} and a member of your coven blocked one another`);
    }
    if ((await invitations.countOfCoven(trx, coven.id)) >= MAX_PENDING_INVITATIONS) {
      throw new ConflictError(`A coven may have at most ${MAX_PENDING_INVITATIONS} invitations waiting`);
    }
    const invitation = await invitations.add(trx, {
      coven_id: coven.id,
      user_id: target.user_id,
      invited_by: viewer.userId,
    });
    if (!invitation) throw new ConflictError(`${target.name} is invited already`);
    await notify(trx, [invitationNotice(invitation, coven.name, viewer.name)], caller.requestId);
    return invitation;
  });
}

/** The invitee accepts (joins, if there is room and they are in no coven) or declines. */
export async function answerCovenInvitation(deps: SocialDeps, caller: Caller, id: string, accept: boolean) {
  const { userId } = requirePlayer(caller.viewer);
  if (accept) await deps.sanctions.require(userId, 'coven');
  const invitationId = checkedRowId(id, 'coven invitation');
  return deps.db.transaction(async (trx) => {
    await lockPlayers(trx, [userId]);
    const invitation = await invitations.byId(trx, invitationId);
    if (!invitation || invitation.user_id !== userId) throw new NotFoundError('No such coven invitation');
    if (!accept) {
      await trx('coven_invitations').where({ id: invitation.id }).delete();
      return true;
    }
    await refuseIfInCoven(trx, userId, null);
    if (await blockedByMembers(trx, invitation.coven_id, userId)) {
      throw new ConflictError('You and a member of this coven blocked one another');
    }
    await takeSeat(trx, invitation.coven_id, userId, 'member');
    return true;
  });
}

/** Asks to join an open coven; its captain or an officer answers. */
export async function requestToJoinCoven(deps: SocialDeps, caller: Caller, covenId: number) {
  const { userId } = requirePlayer(caller.viewer);
  await deps.sanctions.require(userId, 'coven');
  return deps.db.transaction(async (trx): Promise<CovenJoinRequestRow> => {
    await lockPlayers(trx, [userId]);
    await refuseIfInCoven(trx, userId, null);
    const coven = await covens.byId(trx, covenId);
    if (!coven || coven.disbanded_at) throw new NotFoundError(`No coven ${covenId}`);
    if (!coven.open) throw new ConflictError(`${coven.name} is closed: it only invites`);
    if (coven.member_count >= MAX_MEMBERS) throw new ConflictError('The coven is full');
    if (await trx('coven_invitations').where({ coven_id: coven.id, user_id: userId }).first()) {
      throw new ConflictError(`${coven.name} invited you already: accept its invitation`);
    }
    if (await blockedByMembers(trx, coven.id, userId)) {
      throw new ConflictError('You and a member of this coven blocked one another');
    }
    if ((await joinRequests.countOfPlayer(trx, userId)) >= MAX_JOIN_REQUESTS_PER_PLAYER) {
      throw new ConflictError(`You may have at most ${MAX_JOIN_REQUESTS_PER_PLAYER} join requests waiting`);
    }
    if ((await joinRequests.countOfCoven(trx, coven.id)) >= MAX_PENDING_JOIN_REQUESTS) {
      throw new ConflictError(`${coven.name} has too many requests waiting: try again later`);
    }
    const request = await joinRequests.add(trx, { coven_id: coven.id, user_id: userId });
    if (!request) throw new ConflictError(`You asked to join ${coven.name} already`);
    return request;
  });
}

/** The captain or an officer accepts (the requester joins, if there is room) or declines. */
export async function answerJoinRequest(deps: SocialDeps, caller: Caller, id: string, accept: boolean) {
  const { userId } = requirePlayer(caller.viewer);
  const requestId = checkedRowId(id, 'join request');
  return deps.db.transaction(async (trx) => {
    const asked = await joinRequests.byId(trx, requestId);
    if (!asked) throw new NotFoundError('No such join request');
    const { coven } = await requireCovenRole(trx, userId, LEADERS, [asked.user_id]);
    // Read again under the locks: another officer may have answered it meanwhile.
    const request = await joinRequests.byId(trx, requestId);
    if (!request || request.coven_id !== coven.id) throw new NotFoundError('No such join request');
    await trx('coven_join_requests').where({ id: request.id }).delete();
    if (accept) {
      await refuseIfInCoven(trx, request.user_id, 'That player');
      if (await blockedByMembers(trx, coven.id, request.user_id)) {
        throw new ConflictError('That player and a member of your coven blocked one another');
      }
      await takeSeat(trx, coven.id, request.user_id, 'member');
    }
    await notify(trx, [joinDecisionNotice(request, coven.name, accept)], caller.requestId);
    return true;
  });
}
