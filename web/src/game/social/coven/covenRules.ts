/** Who may do what in a coven, as the screens offer it (the server decides; unit-tested). */
import type { CovenRole } from '../../../__generated__/graphql';

export const ROLE_LABEL: Record<CovenRole, string> = {
  CAPTAIN: 'Captain',
  OFFICER: 'Officer',
  MEMBER: 'Member',
};

const ROLE_ORDER: Record<CovenRole, number> = { CAPTAIN: 0, OFFICER: 1, MEMBER: 2 };

/** The captain and the officers invite, answer join requests, kick members and start expeditions. */
export function isOfficer(role: CovenRole | null | undefined): boolean {
  return role === 'CAPTAIN' || role === 'OFFICER';
}

export type MemberAction = 'promote' | 'demote' | 'captaincy' | 'kick';

/**
 * The actions the viewer has on one member: the captain promotes members, demotes officers, hands
 * over the captaincy and kicks anyone; an officer kicks members only. Nobody acts on themselves.
 */
export function memberActions(
  myRole: CovenRole | null | undefined,
  theirRole: CovenRole,
  isMe: boolean,
): MemberAction[] {
  if (isMe || !myRole || theirRole === 'CAPTAIN') return [];
  if (myRole === 'CAPTAIN') return [theirRole === 'MEMBER' ? 'promote' : 'demote', 'captaincy', 'kick'];
  if (myRole === 'OFFICER' && theirRole === 'MEMBER') return ['kick'];
  return [];
}

/** Captain, then officers, then members; within a role the most season points first, then by name. */
export function byRoleThenPoints<
  T extends { role: CovenRole; seasonPoints: number; player: { name?: string | null } },
>(members: readonly T[]): T[] {
  return [...members].sort(
    (a, b) =>
      ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
      b.seasonPoints - a.seasonPoints ||
      (a.player.name ?? '').localeCompare(b.player.name ?? ''),
  );
}

/** '7 of 12 members' */
export function membersText(count: number, max: number): string {
  return `${count} of ${max} ${max === 1 ? 'member' : 'members'}`;
}

/** Whether a coven takes a join request from this player now: open and not full. */
export function canAskToJoin(coven: { open: boolean; memberCount: number; maxMembers: number }): boolean {
  return coven.open && coven.memberCount < coven.maxMembers;
}

/** Emblems are content images: the emblem items' pictures, else every item picture; one per image. */
export function emblemChoices(
  items: readonly {
    id: number;
    name: string;
    imageId?: number | null;
    typeRef?: { shortName: string } | null;
  }[],
): { imageId: number; name: string }[] {
  const pictured = items.filter((item): item is typeof item & { imageId: number } => item.imageId != null);
  const emblems = pictured.filter((item) => item.typeRef?.shortName === 'emblem');
  const chosen = emblems.length > 0 ? emblems : pictured;
  const seen = new Set<number>();
  return chosen
    .filter((item) => !seen.has(item.imageId) && seen.add(item.imageId))
    .map((item) => ({ imageId: item.imageId, name: item.name }));
}
