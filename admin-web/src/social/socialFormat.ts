/** How the social screens word covens, members and expeditions. */

/** An ISO 8601 instant as 'YYYY-MM-DD HH:MM UTC'; '-' without one. */
export function utcMinuteOf(iso: string | null | undefined): string {
  if (!iso) return '-';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '-';
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** CAPTAIN -> 'Captain'. */
export function roleLabel(role: string): string {
  return role.charAt(0) + role.slice(1).toLowerCase();
}

/** A coven's standing in one line: disbanded (when), or open to requests, or by invitation only. */
export function covenStateLabel(coven: { open: boolean; disbandedAt?: string | null }): string {
  if (coven.disbandedAt) return `Disbanded ${utcMinuteOf(coven.disbandedAt)}`;
  return coven.open ? 'Open to join requests' : 'By invitation only';
}

/** An expedition's status and its window: 'Running until …', 'Completed …', 'Failed …'. */
export function expeditionStateLabel(expedition: {
  status: string;
  endsAt: string;
  finishedAt?: string | null;
}): string {
  if (expedition.status === 'RUNNING') return `Running until ${utcMinuteOf(expedition.endsAt)}`;
  const word = expedition.status === 'COMPLETED' ? 'Completed' : 'Failed';
  return `${word} ${utcMinuteOf(expedition.finishedAt ?? expedition.endsAt)}`;
}

/** Targets caught of targets required, over all of an expedition's targets. */
export function expeditionProgress(targets: readonly { required: number; caught: number }[]): string {
  const required = targets.reduce((sum, target) => sum + target.required, 0);
  const caught = targets.reduce((sum, target) => sum + Math.min(target.caught, target.required), 0);
  return `${caught} of ${required} caught`;
}

/** A player as the social service names them; a deleted account has no name any more. */
export function playerName(player: { name?: string | null }): string {
  return player.name ?? 'Deleted player';
}
