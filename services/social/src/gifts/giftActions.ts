/**
 * Daily gifts (docs/social.md#gifts): one free gift per (sender, friend, UTC day), claimed within 7
 * days, at most 20 claims a day. A gift is one row from send to claim; its claim writes the payout in
 * the same transaction (payouts.ts), so no concurrency creates or loses one.
 */
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  TooManyRequestsError,
  recordAdminChange,
  requireAdmin,
  requirePlayer,
  type Caller,
  type Knex,
} from '@vh/kit';
import type { SocialDeps } from '../deps';
import { friendships } from '../friends/friendRepository';
import { checkedRowId, checkedUserId } from '../ids';
import { notify, type NewNotification } from '../inbox/notifications';
import { blockedEitherWay, lockPlayers } from '../players/names';
import { addPayouts, payNow, type PayoutRow } from '../payouts/payouts';
import { giftSettings, gifts, type GiftRow, type GiftSettingRow } from './giftRepository';
import {
  GIFT_AMOUNT_MAX,
  GIFT_CLAIMS_PER_DAY,
  GIFT_LIFETIME_MS,
  giftStatus,
  startOfUtcDay,
  utcDay,
} from './giftRules';

async function openSetting(db: Knex | Knex.Transaction): Promise<GiftSettingRow> {
  const setting = await giftSettings.current(db);
  if (!setting) throw new ConflictError('Gifts are closed: no gift item is set yet');
  return setting;
}

const giftNotification = (gift: GiftRow, senderName: string): NewNotification => ({
  userId: gift.to_id,
  kind: 'GIFT_RECEIVED',
  title: `${senderName} sent you a gift`,
  body: 'Claim it on the Gifts page within 7 days.',
  link: '/gifts',
  dedupeKey: `gift:${gift.id}`,
});

/** Inserts today's gifts to these friends; a friend given one today already is skipped. */
async function insertGifts(
  trx: Knex.Transaction,
  fromId: string,
  toIds: readonly string[],
  setting: GiftSettingRow,
): Promise<GiftRow[]> {
  if (toIds.length === 0) return [];
  const now = new Date();
  return trx<GiftRow>('gifts')
    .insert(
      toIds.map((toId) => ({
        from_id: fromId,
        to_id: toId,
        day: utcDay(now),
        item_id: setting.item_id,
        amount: setting.amount,
        sent_at: now,
        expires_at: new Date(now.getTime() + GIFT_LIFETIME_MS),
      })),
    )
    .onConflict(['from_id', 'to_id', 'day'])
    .ignore()
    .returning('*');
}

export async function sendGift(deps: SocialDeps, caller: Caller, friendId: string): Promise<GiftRow> {
  const viewer = requirePlayer(caller.viewer);
  await deps.sanctions.require(viewer.userId, 'gifts');
  const toId = checkedUserId(friendId);
  return deps.db.transaction(async (trx) => {
    const setting = await openSetting(trx);
    await lockPlayers(trx, [viewer.userId, toId]);
    if (
      (await blockedEitherWay(trx, viewer.userId, toId)) ||
      !(await friendships.exists(trx, viewer.userId, toId))
    ) {
      throw new NotFoundError('You can only send gifts to your friends');
    }
    const [gift] = await insertGifts(trx, viewer.userId, [toId], setting);
    if (!gift) throw new ConflictError('You already sent this friend a gift today');
    await notify(trx, [giftNotification(gift, viewer.name)], caller.requestId);
    return gift;
  });
}

export async function sendGiftsToAll(deps: SocialDeps, caller: Caller): Promise<{ sent: number }> {
  const viewer = requirePlayer(caller.viewer);
  await deps.sanctions.require(viewer.userId, 'gifts');
  return deps.db.transaction(async (trx) => {
    const setting = await openSetting(trx);
    await lockPlayers(trx, [viewer.userId]);
    // Friendships end on a block, so every friend here may be given one.
    const friendIds: string[] = await trx('friendships').where({ user_id: viewer.userId }).pluck('friend_id');
    const sent = await insertGifts(trx, viewer.userId, friendIds, setting);
    await notify(
      trx,
      sent.map((gift) => giftNotification(gift, viewer.name)),
      caller.requestId,
    );
    return { sent: sent.length };
  });
}

const giftPayout = (gift: GiftRow): PayoutRow => ({
  key: `gift:${gift.id}`,
  user_id: gift.to_id,
  reason: `daily gift ${gift.id}`,
  currency: null,
  currency_amount: 0,
  item_id: gift.item_id,
  item_amount: gift.amount,
});

/**
 * Claims gifts in one transaction under the player's lock (the daily count cannot be raced past),
 * writing each claim's payout beside it; then pays them (the job retries what fails).
 */
async function claim(
  deps: SocialDeps,
  userId: string,
  pick: (trx: Knex.Transaction, remaining: number, now: Date) => Promise<GiftRow[]>,
): Promise<{ claimed: GiftRow[]; remainingToday: number }> {
  const result = await deps.db.transaction(async (trx) => {
    await lockPlayers(trx, [userId]);
    const now = new Date();
    const remaining = GIFT_CLAIMS_PER_DAY - (await gifts.claimedSince(trx, userId, startOfUtcDay(now)));
    const chosen = await pick(trx, remaining, now);
    if (chosen.length === 0) return { claimed: [], remainingToday: remaining };
    const claimed = await trx<GiftRow>('gifts')
      .whereIn(
        'id',
        chosen.map((gift) => gift.id),
      )
      .whereNull('claimed_at')
      .update({ claimed_at: now })
      .returning('*');
    await addPayouts(trx, claimed.map(giftPayout));
    return { claimed, remainingToday: remaining - claimed.length };
  });
  await payNow(
    deps,
    result.claimed.map((gift) => giftPayout(gift).key),
  );
  return result;
}

export async function claimGift(deps: SocialDeps, caller: Caller, id: string): Promise<GiftRow> {
  const { userId } = requirePlayer(caller.viewer);
  await deps.sanctions.require(userId, 'gifts');
  const giftId = checkedRowId(id, 'gift');
  const { claimed } = await claim(deps, userId, async (trx, remaining, now) => {
    const gift = await trx<GiftRow>('gifts').where({ id: giftId, to_id: userId }).forUpdate().first();
    if (!gift) throw new NotFoundError('No such gift');
    const status = giftStatus(gift, now);
    if (status === 'CLAIMED') throw new ConflictError('This gift is claimed already');
    if (status === 'EXPIRED') throw new ConflictError('This gift expired: gifts wait 7 days');
    if (remaining <= 0) {
      const tomorrow = startOfUtcDay(now).getTime() + 24 * 3600_000;
      throw new TooManyRequestsError(
        `You can claim at most ${GIFT_CLAIMS_PER_DAY} gifts a day`,
        Math.ceil((tomorrow - now.getTime()) / 1000),
      );
    }
    return [gift];
  });
  return claimed[0]!;
}

export async function claimAllGifts(deps: SocialDeps, caller: Caller) {
  const { userId } = requirePlayer(caller.viewer);
  await deps.sanctions.require(userId, 'gifts');
  return claim(deps, userId, async (trx, remaining, now) =>
    remaining <= 0
      ? []
      : trx<GiftRow>('gifts')
          .where({ to_id: userId })
          .whereNull('claimed_at')
          .where('expires_at', '>', now)
          .orderBy('id')
          .limit(remaining)
          .forUpdate(),
  );
}

export async function myGifts(deps: SocialDeps, caller: Caller) {
  const { userId } = requirePlayer(caller.viewer);
  const now = new Date();
  const [waiting, claimedToday, setting] = await Promise.all([
    gifts.waitingFor(deps.db, userId, now),
    gifts.claimedSince(deps.db, userId, startOfUtcDay(now)),
    giftSettings.current(deps.db),
  ]);
  return { waiting, claimedToday, claimLimit: GIFT_CLAIMS_PER_DAY, setting: setting ?? null };
}

export const giftSetting = async (deps: SocialDeps) => (await giftSettings.current(deps.db)) ?? null;

/** Admin: the gift's item (any item content has) and amount; audited. */
export async function setGiftSetting(deps: SocialDeps, caller: Caller, itemId: number, amount: number) {
  const admin = requireAdmin(caller.viewer);
  if (!Number.isInteger(amount) || amount < 1 || amount > GIFT_AMOUNT_MAX) {
    throw new BadRequestError(`The gift amount is between 1 and ${GIFT_AMOUNT_MAX}`);
  }
  if (!deps.content.entry('item', itemId)) throw new NotFoundError(`Item ${itemId} not found`);
  return deps.db.transaction(async (trx) => {
    const before = (await giftSettings.current(trx)) ?? null;
    const after = { item_id: itemId, amount };
    await giftSettings.save(trx, after);
    await recordAdminChange(trx, {
      actor: admin,
      entity: 'GiftSetting',
      entityId: '1',
      action: before ? 'updated' : 'created',
      // As the GraphQL type names them, like every other audited entry.
      before: before ? { itemId: before.item_id, amount: before.amount } : undefined,
      after: { itemId, amount },
      requestId: caller.requestId,
    });
    return after;
  });
}
