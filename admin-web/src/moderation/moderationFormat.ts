import { REPORT_REASONS, SANCTION_KINDS, reportReasonLabel, sanctionKindLabel } from '@vh/contracts/client';

export { reportReasonLabel, sanctionKindLabel };

/** The kinds and reasons as select choices (GraphQL names). */
export const KIND_CHOICES = SANCTION_KINDS.map((kind) => ({ id: kind.code.toUpperCase(), name: kind.label }));
export const REASON_CHOICES = REPORT_REASONS.map((reason) => ({
  id: reason.code.toUpperCase(),
  name: reason.label,
}));

/** How long a sanction lasts: presets, or none (permanent). */
export const DURATIONS = [
  { id: 'PT1H', name: '1 hour', seconds: 3600 },
  { id: 'P1D', name: '1 day', seconds: 86_400 },
  { id: 'P3D', name: '3 days', seconds: 3 * 86_400 },
  { id: 'P7D', name: '7 days', seconds: 7 * 86_400 },
  { id: 'P30D', name: '30 days', seconds: 30 * 86_400 },
  { id: 'PERMANENT', name: 'Permanent', seconds: 0 },
] as const;

/** The end an admin's choice means, from now (null: permanent). */
export function endsAtOf(durationId: string, now = Date.now()): string | null {
  const duration = DURATIONS.find((entry) => entry.id === durationId);
  if (!duration || duration.seconds === 0) return null;
  return new Date(now + duration.seconds * 1000).toISOString();
}

/** Which durations a kind allows: an account ban needs an end, a permanent ban has none. */
export function durationsFor(kind: string) {
  if (kind === 'ACCOUNT_BAN') return DURATIONS.filter((entry) => entry.seconds > 0);
  if (kind === 'PERMANENT_BAN') return DURATIONS.filter((entry) => entry.seconds === 0);
  return DURATIONS;
}

/** Tournament ids typed as '12, 15': whole positive numbers, or null when any part is not one. */
export function parsedIds(text: string): number[] | null {
  const parts = text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const ids = parts.map(Number);
  return ids.every((id) => Number.isInteger(id) && id > 0) ? ids : null;
}

/** 'YYYY-MM-DD HH:MM UTC'; '-' without one. */
export function utcMinute(iso: string | null | undefined): string {
  if (!iso) return '-';
  return `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A sanction's period in one phrase. */
export function periodOf(sanction: {
  endsAt?: string | null;
  inForce: boolean;
  liftedAt?: string | null;
}): string {
  if (sanction.liftedAt) return `Lifted ${utcMinute(sanction.liftedAt)}`;
  if (!sanction.endsAt) return sanction.inForce ? 'Permanent' : 'Ended';
  return sanction.inForce ? `Until ${utcMinute(sanction.endsAt)}` : `Ended ${utcMinute(sanction.endsAt)}`;
}

/** OPEN -> 'Open'; APPEAL_GRANTED -> 'Appeal granted'. */
export function wordOf(name: string): string {
  const text = name.toLowerCase().replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** At most the screen's width less the layout's margins; wider content (tables) scrolls inside. */
export const PHONE_SAFE = { overflowX: 'auto', maxWidth: 'calc(100vw - 48px)' } as const;
