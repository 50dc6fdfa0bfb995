import { SANCTION_KINDS, reportReasonLabel, sanctionKindLabel } from '@vh/contracts/client';

export { reportReasonLabel, sanctionKindLabel };

/** What a kind of sanction closes, in the player's words. */
export function sanctionBites(kind: string): string {
  return SANCTION_KINDS.find((entry) => entry.code === kind.toLowerCase())?.bites ?? '';
}

/** 'YYYY-MM-DD HH:MM UTC'. */
export function utcMinute(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Until when, in one phrase: 'Until …', 'Permanent', 'Lifted …', 'Ended …'. */
export function sanctionPeriod(sanction: {
  endsAt?: string | null;
  inForce: boolean;
  liftedAt?: string | null;
}): string {
  if (sanction.liftedAt) return `Lifted ${utcMinute(sanction.liftedAt)}`;
  if (!sanction.endsAt) return sanction.inForce ? 'Permanent' : 'Ended';
  return sanction.inForce ? `Until ${utcMinute(sanction.endsAt)}` : `Ended ${utcMinute(sanction.endsAt)}`;
}
