/** How the League tab words zones, zone sizes, the activity band, rewards and results. */

export type Zone = 'PROMOTION' | 'STAY' | 'DEMOTION';

/** Each zone in words, so a row's zone reads without its colour. */
export const ZONE_LABEL: Record<Zone, string> = {
  PROMOTION: 'Promotion',
  STAY: 'Stay',
  DEMOTION: 'Demotion',
};

/** The rule of league ranks, in one line (docs/competition.md). */
export const LEAGUE_RULE = 'On equal points, whoever reached them first ranks higher.';

/** 'Top 10 go up · bottom 10 go down · top 3 with points are rewarded' (zones of size 0 drop out). */
export function zoneSizesText(tier: { promote: number; demote: number; rewardPlaces: number }): string {
  const parts: string[] = [];
  if (tier.promote > 0) parts.push(`Top ${tier.promote} go up a tier`);
  if (tier.demote > 0) parts.push(`bottom ${tier.demote} go down`);
  if (tier.rewardPlaces > 0) parts.push(`top ${tier.rewardPlaces} with points are rewarded`);
  if (parts.length === 0) return 'Nobody moves tier this week.';
  const text = parts.join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Hunts per day, one decimal unless whole: '3', '2.5'. */
function perDay(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** The cohort's activity band: 'Players hunting 2.5 to 4 times a day'. */
export function activityText(min: number, max: number): string {
  // A cohort of late joiners (who had not hunted in the 14 days before the week) has no band yet.
  if (perDay(max) === '0') return 'Players new to hunting this week';
  if (perDay(min) === perDay(max)) return `Players hunting about ${perDay(min)} times a day`;
  return `Players hunting ${perDay(min)} to ${perDay(max)} times a day`;
}

/** '12 of 40 points today' (the daily cap reached: '40 of 40 points today: the cap is reached'). */
export function todayText(points: number, cap: number): string {
  return points >= cap
    ? `${points} of ${cap} points today: the cap is reached`
    : `${points} of ${cap} points today`;
}

export interface Reward {
  rewardCurrency?: string | null;
  rewardCurrencyAmount: number;
  rewardItemId?: number | null;
  rewardItemAmount: number;
}

/**
 * A reward in words with the item's name when known: '500 VGC + 2 × Garlic'; null when it gives nothing.
 */
export function rewardText(reward: Reward, itemName?: (id: number) => string | undefined): string | null {
  const parts: string[] = [];
  if (reward.rewardCurrency && reward.rewardCurrencyAmount > 0)
    parts.push(`${reward.rewardCurrencyAmount} ${reward.rewardCurrency}`);
  if (reward.rewardItemId != null && reward.rewardItemAmount > 0)
    parts.push(
      `${reward.rewardItemAmount} × ${itemName?.(reward.rewardItemId) ?? `item #${reward.rewardItemId}`}`,
    );
  return parts.length ? parts.join(' + ') : null;
}

/** A week's outcome in words: 'Promoted to Silver', 'Stayed in Bronze', 'Demoted to Bronze'. */
export function outcomeText(outcome: string, nextTierName: string): string {
  switch (outcome.toLowerCase()) {
    case 'promoted':
      return `Promoted to ${nextTierName}`;
    case 'demoted':
      return `Demoted to ${nextTierName}`;
    default:
      return `Stayed in ${nextTierName}`;
  }
}

/** A tier's name from the tier list, or 'Tier N' when it is not listed. */
export function tierName(tiers: readonly { tier: number; name: string }[], tier: number): string {
  return tiers.find((entry) => entry.tier === tier)?.name ?? `Tier ${tier}`;
}
