/** The inbox lines coven rules write (notify() puts them in the deciding transaction). */
import type { NewNotification } from '../inbox/notifications';
import type { CovenInvitationRow, CovenJoinRequestRow, CovenMemberRow } from './covenRepository';

const LINK = '/coven';

export const invitationNotice = (
  invitation: CovenInvitationRow,
  covenName: string,
  inviterName: string,
): NewNotification => ({
  userId: invitation.user_id,
  kind: 'COVEN_INVITATION',
  title: `${inviterName} invites you to the coven ${covenName}`,
  body: 'Accept or decline the invitation on the Coven page.',
  link: LINK,
  dedupeKey: `coven-invitation:${invitation.id}`,
});

export const joinDecisionNotice = (
  request: CovenJoinRequestRow,
  covenName: string,
  accepted: boolean,
): NewNotification => ({
  userId: request.user_id,
  kind: 'COVEN_DECISION',
  title: accepted ? `You joined the coven ${covenName}` : `${covenName} declined your request to join`,
  body: accepted ? 'Say hello on the notice board.' : 'You may ask another coven.',
  link: LINK,
  dedupeKey: `coven-request:${request.id}`,
});

/** One per membership: a player kicked again after rejoining is told again. */
export const kickedNotice = (member: CovenMemberRow, covenName: string): NewNotification => ({
  userId: member.user_id,
  kind: 'COVEN_DECISION',
  title: `You were removed from the coven ${covenName}`,
  body: 'Its notice board and expeditions are closed to you now.',
  link: LINK,
  dedupeKey: `coven-kicked:${member.coven_id}:${member.joined_at.getTime()}`,
});

export const disbandedNotices = (
  userIds: readonly string[],
  covenId: number,
  covenName: string,
): NewNotification[] =>
  userIds.map((userId) => ({
    userId,
    kind: 'COVEN_DECISION',
    title: `The coven ${covenName} was disbanded`,
    body: 'You may found a coven or join another.',
    link: LINK,
    dedupeKey: `coven-disbanded:${covenId}`,
  }));
