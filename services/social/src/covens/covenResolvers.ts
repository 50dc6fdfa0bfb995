import type { Resolvers } from '../__generated__/resolvers';
import { playerOf } from '../players/playerResolvers';
import { adminCovens, adminDisbandCoven, adminRenameCoven } from './covenAdmin';
import { requestCovens, viewerMembership } from './covenLoaders';
import {
  covenById,
  covenEmblems,
  covenLadder,
  ladderRankOf,
  myCoven,
  myCovenInvitations,
  searchCovens,
} from './covenQueries';
import { invitations, joinRequests } from './covenRepository';
import { LEADERS, MAX_MEMBERS, graphRole } from './covenRules';
import { kickFromCoven, setCovenRole, transferCaptaincy } from './covenRoles';
import { foundCoven, updateCoven } from './founding';
import { answerCovenInvitation, answerJoinRequest, inviteToCoven, requestToJoinCoven } from './joining';
import { disbandCoven, leaveCoven } from './leaving';

/** Points are bigint in the database; GraphQL's Int stops at 2^31 - 1. */
const graphInt = (value: number) => Math.min(value, 2 ** 31 - 1);

/** Whether the viewer leads this coven (its pending requests and invitations are theirs to see). */
async function viewerLeads(context: Parameters<typeof viewerMembership>[0], covenId: number) {
  const member = await viewerMembership(context);
  return member !== null && member.coven_id === covenId && LEADERS.includes(member.role);
}

export const covenResolvers: Resolvers = {
  Query: {
    myCoven: (_parent, _args, context) => myCoven(context.deps, context),
    coven: (_parent, args, context) => covenById(context.deps, context, args.id),
    searchCovens: (_parent, args, context) =>
      searchCovens(context.deps, context, args.name, args.limit ?? 20),
    myCovenInvitations: (_parent, _args, context) => myCovenInvitations(context.deps, context),
    covenEmblems: (_parent, _args, context) => covenEmblems(context.deps, context),
    covenLadder: (_parent, args, context) =>
      covenLadder(context.deps, context, args.limit ?? 20, args.offset ?? 0),
    adminCovens: (_parent, args, context) =>
      adminCovens(context.deps, context, {
        search: args.search,
        limit: args.limit ?? 50,
        offset: args.offset ?? 0,
      }),
  },
  Mutation: {
    foundCoven: (_parent, args, context) => foundCoven(context.deps, context, args.input),
    updateCoven: (_parent, args, context) => updateCoven(context.deps, context, args.input),
    inviteToCoven: (_parent, args, context) => inviteToCoven(context.deps, context, args.name),
    answerCovenInvitation: (_parent, args, context) =>
      answerCovenInvitation(context.deps, context, args.id, args.accept),
    requestToJoinCoven: (_parent, args, context) => requestToJoinCoven(context.deps, context, args.covenId),
    answerJoinRequest: (_parent, args, context) =>
      answerJoinRequest(context.deps, context, args.id, args.accept),
    kickFromCoven: (_parent, args, context) => kickFromCoven(context.deps, context, args.userId),
    setCovenRole: (_parent, args, context) => setCovenRole(context.deps, context, args.userId, args.role),
    transferCaptaincy: (_parent, args, context) => transferCaptaincy(context.deps, context, args.userId),
    leaveCoven: (_parent, _args, context) => leaveCoven(context.deps, context),
    disbandCoven: (_parent, _args, context) => disbandCoven(context.deps, context),
    adminRenameCoven: (_parent, args, context) => adminRenameCoven(context.deps, context, args.id, args.name),
    adminDisbandCoven: (_parent, args, context) => adminDisbandCoven(context.deps, context, args.id),
  },
  Coven: {
    emblemImageId: (coven) => coven.emblem_image_id,
    memberCount: (coven) => coven.member_count,
    maxMembers: () => MAX_MEMBERS,
    createdAt: (coven) => coven.created_at.toISOString(),
    disbandedAt: (coven) => coven.disbanded_at?.toISOString() ?? null,
    members: (coven, _args, context) => requestCovens(context).members.load(coven.id),
    seasonPoints: (coven) => graphInt(coven.season_points),
    ladderRank: (coven, _args, context) => ladderRankOf(context.deps.db, coven),
    myRole: async (coven, _args, context) => {
      const member = await viewerMembership(context);
      return member?.coven_id === coven.id ? graphRole(member.role) : null;
    },
    joinRequests: async (coven, _args, context) =>
      (await viewerLeads(context, coven.id)) ? joinRequests.ofCoven(context.deps.db, coven.id) : [],
    invitations: async (coven, _args, context) =>
      (await viewerLeads(context, coven.id)) ? invitations.ofCoven(context.deps.db, coven.id) : [],
  },
  CovenMember: {
    player: (member, _args, context) => playerOf(context, member.user_id),
    role: (member) => graphRole(member.role),
    joinedAt: (member) => member.joined_at.toISOString(),
    seasonPoints: (member) => graphInt(member.season_points),
  },
  CovenJoinRequest: {
    id: (request) => String(request.id),
    player: (request, _args, context) => playerOf(context, request.user_id),
    createdAt: (request) => request.created_at.toISOString(),
  },
  CovenInvitation: {
    id: (invitation) => String(invitation.id),
    coven: async (invitation, _args, context) =>
      (await requestCovens(context).covens.load(invitation.coven_id))!,
    player: (invitation, _args, context) => playerOf(context, invitation.user_id),
    invitedBy: (invitation, _args, context) => playerOf(context, invitation.invited_by),
    createdAt: (invitation) => invitation.created_at.toISOString(),
  },
};
