/**
 * Players report a player or a board message (docs/sanctions.md#reports-and-the-queue): a reason
 * from the list and at most REPORT_TEXT_MAX characters; at most REPORTS_PER_HOUR an hour and
 * REPORTS_PER_DAY a day, counted under the reporter's lock; never about oneself.
 */
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  TooManyRequestsError,
  requirePlayer,
  type Caller,
  type Knex,
} from '@vh/kit';
import { REPORTS_PER_DAY, REPORTS_PER_HOUR, REPORT_REASONS } from '@vh/contracts/client';
import type { SocialDeps } from '../deps';
import { boardMember } from '../board/boardAccess';
import { boardMessages } from '../board/boardRepository';
import { checkedReason } from '../board/boardRules';
import { checkedRowId } from '../ids';
import { lockPlayers } from '../players/names';
import { reports, type NewReport } from './reportRepository';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
const REASONS = new Set<string>(REPORT_REASONS.map((reason) => reason.code));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const SELF_REPORT_MESSAGE = 'You cannot report yourself';

export function checkedReasonCode(raw: string | null | undefined): string {
  const code = (raw ?? 'other').toLowerCase();
  if (!REASONS.has(code)) throw new BadRequestError('A report reason must be one of the listed reasons');
  return code;
}

/** The reporter's words: at most REPORT_TEXT_MAX characters, no control characters (boardRules). */
export const checkedReportText = checkedReason;

async function checkRates(trx: Knex.Transaction, reporterId: string) {
  const now = new Date();
  for (const [limit, windowMs, what] of [
    [REPORTS_PER_HOUR, HOUR_MS, 'an hour'],
    [REPORTS_PER_DAY, DAY_MS, 'a day'],
  ] as const) {
    const mine = await reports.countByReporterSince(trx, reporterId, new Date(now.getTime() - windowMs));
    if (mine.count >= limit) {
      const retry = Math.max(1, Math.ceil((mine.oldest!.getTime() + windowMs - now.getTime()) / 1000));
      throw new TooManyRequestsError(`You can file at most ${limit} reports ${what}`, retry);
    }
  }
}

/** Files one report under the reporter's lock; null when it repeats one (same message). */
async function file(trx: Knex.Transaction, report: NewReport) {
  await checkRates(trx, report.reporter_id!);
  return reports.add(trx, report);
}

export async function reportPlayer(
  deps: SocialDeps,
  caller: Caller,
  targetId: string,
  rawReason: string,
  rawText: string | null | undefined,
) {
  const { userId } = requirePlayer(caller.viewer);
  const reasonCode = checkedReasonCode(rawReason);
  const text = checkedReportText(rawText);
  if (targetId === userId) throw new BadRequestError(SELF_REPORT_MESSAGE);
  if (!UUID.test(targetId)) throw new NotFoundError('No such player');
  return deps.db.transaction(async (trx) => {
    await lockPlayers(trx, [userId]);
    const target = await trx('players').where({ user_id: targetId }).first('user_id');
    if (!target) throw new NotFoundError('No such player');
    await file(trx, {
      kind: 'player',
      reporter_id: userId,
      target_id: targetId,
      reason_code: reasonCode,
      reason: text,
    });
    return true;
  });
}

/** Any member reports another's message of their board, once (409 after). */
export async function reportBoardMessage(
  deps: SocialDeps,
  caller: Caller,
  id: string,
  rawText: string | null | undefined,
  rawReason?: string | null,
) {
  const { userId } = requirePlayer(caller.viewer);
  const messageId = checkedRowId(id, 'message');
  const text = checkedReportText(rawText);
  const reasonCode = checkedReasonCode(rawReason);
  await deps.sanctions.require(userId, 'coven');
  await deps.sanctions.require(userId, 'board');
  return deps.db.transaction(async (trx) => {
    await lockPlayers(trx, [userId]);
    const member = await boardMember(trx, userId);
    const message = await boardMessages.byId(trx, messageId);
    if (!message || message.coven_id !== member.coven_id || message.deleted_at) {
      throw new NotFoundError("No such message on your coven's board");
    }
    if (message.author_id === userId) throw new BadRequestError('You cannot report your own message');
    const filed = await file(trx, {
      kind: 'message',
      reporter_id: userId,
      target_id: message.author_id,
      reason_code: reasonCode,
      reason: text,
      message_id: String(message.id),
      message_body: message.body,
      coven_id: message.coven_id,
    });
    if (!filed) throw new ConflictError('You reported this message already');
    return true;
  });
}
