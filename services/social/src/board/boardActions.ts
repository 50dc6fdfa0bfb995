/**
 * The notice board's writes (docs/social.md#the-notice-board): members post, the captain and
 * officers delete, any member reports. Each call reads the caller's membership row itself
 * (boardAccess.ts), so a kicked or banned member is refused from the next call on.
 */
import { NotFoundError, TooManyRequestsError, requirePlayer, type Caller, type Knex } from '@vh/kit';
import type { SocialDeps } from '../deps';
import { LEADERS } from '../covens/covenRules';
import { requireCovenRole } from '../covens/membership';
import { checkedRowId } from '../ids';
import { lockPlayers } from '../players/names';
import { boardMember, refuseBanned } from './boardAccess';
import { boardMessages, type BoardMessageView } from './boardRepository';
import {
  BOARD_POSTS_PER_DAY,
  BOARD_POSTS_PER_MINUTE,
  checkedBody,
  nextUtcMidnight,
  secondsUntil,
} from './boardRules';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 3600_000;

/** The database's clock of this transaction: the same `now()` the new message's time will have. */
async function transactionNow(trx: Knex.Transaction): Promise<Date> {
  const result = await trx.raw('select now() as now');
  return result.rows[0].now as Date;
}

/** Both rate limits, counted under the member's lock and the coven's board lock: never raced past. */
async function checkRates(trx: Knex.Transaction, userId: string, covenId: number) {
  const now = await transactionNow(trx);
  const mine = await boardMessages.byAuthorSince(trx, userId, new Date(now.getTime() - MINUTE_MS));
  if (mine.count >= BOARD_POSTS_PER_MINUTE) {
    throw new TooManyRequestsError(
      `You can post at most ${BOARD_POSTS_PER_MINUTE} messages a minute`,
      secondsUntil(new Date(mine.oldest!.getTime() + MINUTE_MS), now),
    );
  }
  const midnight = nextUtcMidnight(now);
  const today = await boardMessages.countInCovenSince(trx, covenId, new Date(midnight.getTime() - DAY_MS));
  if (today >= BOARD_POSTS_PER_DAY) {
    throw new TooManyRequestsError(
      `A coven's board takes at most ${BOARD_POSTS_PER_DAY} messages a day (UTC)`,
      secondsUntil(midnight, now),
    );
  }
}

export async function postToBoard(deps: SocialDeps, caller: Caller, rawBody: string) {
  const { userId } = requirePlayer(caller.viewer);
  const body = checkedBody(rawBody);
  // A coven ban suspends the membership; a board ban closes posting (docs/sanctions.md).
  await deps.sanctions.require(userId, 'coven');
  await deps.sanctions.require(userId, 'board');
  return deps.db.transaction(async (trx): Promise<BoardMessageView> => {
    await lockPlayers(trx, [userId]);
    const member = await boardMember(trx, userId, undefined, { lock: true });
    // One poster at a time per board: the coven's daily count holds across its members.
    await trx.raw(`select pg_advisory_xact_lock(hashtext('social:board:' || ?))`, [member.coven_id]);
    await checkRates(trx, userId, member.coven_id);
    const message = await boardMessages.add(trx, member.coven_id, userId, body);
    await boardMessages.trim(trx, member.coven_id);
    return { ...message, reported_by_me: false };
  });
}

/** The captain and officers delete a message of their coven's board (it is hidden, not erased). */
export async function deleteBoardMessage(deps: SocialDeps, caller: Caller, id: string) {
  const { userId } = requirePlayer(caller.viewer);
  const messageId = checkedRowId(id, 'message');
  return deps.db.transaction(async (trx) => {
    const { coven } = await requireCovenRole(trx, userId, LEADERS);
    await refuseBanned(trx, userId);
    const message = await boardMessages.byId(trx, messageId);
    if (!message || message.coven_id !== coven.id || message.deleted_at) {
      throw new NotFoundError("No such message on your coven's board");
    }
    if (!(await boardMessages.softDelete(trx, message.id, userId))) {
      throw new NotFoundError("No such message on your coven's board");
    }
    return true;
  });
}
