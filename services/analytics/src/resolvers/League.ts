import type { LeagueTierResolvers, LeagueWeekResolvers } from '../__generated__/resolvers';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

export const LeagueWeek: LeagueWeekResolvers = {
  id: (week) => week.id,
  startsAt: (week) => seconds(week.starts_at),
  endsAt: (week) => seconds(week.ends_at),
  ended: (week) => week.ends_at.getTime() <= Date.now(),
  endedEarly: (week) => week.ended_early,
  placed: (week) => week.placed,
  resultsWritten: (week) => week.results_at !== null,
  paid: (week) => week.paid_at !== null,
};

export const LeagueTier: LeagueTierResolvers = {
  tier: (tier) => tier.tier,
  name: (tier) => tier.name,
  promote: (tier) => tier.promote,
  demote: (tier) => tier.demote,
  rewardPlaces: (tier) => tier.reward_places,
  rewardCurrency: (tier) => tier.reward_currency,
  rewardCurrencyAmount: (tier) => tier.reward_currency_amount,
  rewardItemId: (tier) => tier.reward_item_id,
  rewardItemAmount: (tier) => tier.reward_item_amount,
};
