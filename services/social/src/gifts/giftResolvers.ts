import type { Resolvers } from '../__generated__/resolvers';
import { playerOrNull } from '../players/playerResolvers';
import {
  claimAllGifts,
  claimGift,
  giftSetting,
  myGifts,
  sendGift,
  sendGiftsToAll,
  setGiftSetting,
} from './giftActions';
import { giftStatus } from './giftRules';

export const giftResolvers: Resolvers = {
  Query: {
    myGifts: (_parent, _args, context) => myGifts(context.deps, context),
    giftSetting: (_parent, _args, context) => giftSetting(context.deps),
  },
  Mutation: {
    sendGift: (_parent, args, context) => sendGift(context.deps, context, args.friendId),
    sendGiftsToAll: (_parent, _args, context) => sendGiftsToAll(context.deps, context),
    claimGift: (_parent, args, context) => claimGift(context.deps, context, args.id),
    claimAllGifts: (_parent, _args, context) => claimAllGifts(context.deps, context),
    setGiftSetting: (_parent, args, context) =>
      setGiftSetting(context.deps, context, args.itemId, args.amount),
  },
  Gift: {
    id: (gift) => String(gift.id),
    from: (gift, _args, context) => playerOrNull(context, gift.from_id),
    item: (gift) => ({ id: gift.item_id }),
    itemId: (gift) => gift.item_id,
    sentAt: (gift) => gift.sent_at.toISOString(),
    expiresAt: (gift) => gift.expires_at.toISOString(),
    status: (gift) => giftStatus(gift, new Date()),
  },
  GiftSetting: {
    item: (setting) => ({ id: setting.item_id }),
    itemId: (setting) => setting.item_id,
  },
};
