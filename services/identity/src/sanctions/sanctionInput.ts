import { ValidationError } from '@vh/kit';
import {
  REPORT_REASONS,
  SANCTION_KINDS,
  SANCTION_MAX_SECONDS,
  SANCTION_MIN_SECONDS,
  SANCTION_NOTE_MAX,
  type SanctionKindCode,
} from '@vh/contracts/client';

export interface SanctionInput {
  userId: string;
  kind: string;
  reason: string;
  note: string;
  /** ISO 8601; null or absent: permanent. */
  endsAt?: string | null;
  reportIds?: readonly string[] | null;
  clawbackTournamentIds?: readonly number[] | null;
}

export interface CheckedSanction {
  kind: SanctionKindCode;
  reason: string;
  note: string;
  endsAt: Date | null;
  reportIds: string[];
  clawbackTournamentIds: number[];
}

const KINDS = new Set<string>(SANCTION_KINDS.map((kind) => kind.code));
const REASONS = new Set<string>(REPORT_REASONS.map((reason) => reason.code));
const MAX_LINKS = 50;

/** Checks an admin's sanction; every problem named in one 422 (docs/sanctions.md#the-ladder). */
export function checkedSanction(input: SanctionInput, now: Date): CheckedSanction {
  const problems: string[] = [];
  const kind = input.kind.toLowerCase();
  const reason = input.reason.toLowerCase();
  if (!KINDS.has(kind)) problems.push('kind must be one of the sanction kinds');
  if (!REASONS.has(reason)) problems.push('reason must be one of the listed reasons');
  const note = input.note.trim();
  if (note.length < 1 || note.length > SANCTION_NOTE_MAX) {
    problems.push(`note must hold 1 to ${SANCTION_NOTE_MAX} characters`);
  }
  let endsAt: Date | null = null;
  if (input.endsAt) {
    endsAt = new Date(input.endsAt);
    const seconds = (endsAt.getTime() - now.getTime()) / 1000;
    if (Number.isNaN(seconds)) problems.push('endsAt must be an ISO 8601 time');
    else if (seconds < SANCTION_MIN_SECONDS || seconds > SANCTION_MAX_SECONDS) {
      problems.push('endsAt must be between a minute and a year from now (none: permanent)');
    }
  }
  if (kind === 'account_ban' && !endsAt) problems.push('a temporary account ban needs endsAt');
  if (kind === 'permanent_ban' && endsAt) problems.push('a permanent ban has no endsAt');
  const reportIds = [...new Set(input.reportIds ?? [])];
  if (reportIds.length > MAX_LINKS || reportIds.some((id) => !/^[1-9]\d{0,17}$/.test(id))) {
    problems.push(`reportIds must be up to ${MAX_LINKS} report ids`);
  }
  const clawbackTournamentIds = [...new Set(input.clawbackTournamentIds ?? [])];
  if (clawbackTournamentIds.length > MAX_LINKS || clawbackTournamentIds.some((id) => !(id > 0))) {
    problems.push(`clawbackTournamentIds must be up to ${MAX_LINKS} tournament ids`);
  }
  if (clawbackTournamentIds.length > 0 && reason !== 'farming') {
    problems.push('only a sanction for farming takes rewards back');
  }
  if (problems.length > 0) throw new ValidationError(problems.join('; '));
  return { kind: kind as SanctionKindCode, reason, note, endsAt, reportIds, clawbackTournamentIds };
}
