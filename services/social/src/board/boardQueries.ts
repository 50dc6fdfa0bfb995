import { BadRequestError, requirePlayer, type Caller } from '@vh/kit';
import type { SocialDeps } from '../deps';
import { checkedRowId } from '../ids';
import { boardMember } from './boardAccess';
import { boardMessages, type BoardMessageView } from './boardRepository';
import { BOARD_PAGE_MAX } from './boardRules';

/** A page of a coven's board, newest first: its members only, checked from their row each call. */
export async function boardPage(
  deps: SocialDeps,
  caller: Caller,
  covenId: number,
  limit: number,
  before: string | null | undefined,
): Promise<BoardMessageView[]> {
  const { userId } = requirePlayer(caller.viewer);
  await deps.sanctions.require(userId, 'coven');
  if (!Number.isInteger(limit) || limit < 1 || limit > BOARD_PAGE_MAX) {
    throw new BadRequestError(`limit is between 1 and ${BOARD_PAGE_MAX}`);
  }
  const cursor = before ? checkedRowId(before, 'message') : null;
  await boardMember(deps.db, userId, covenId);
  return boardMessages.page(deps.db, covenId, userId, limit, cursor);
}
