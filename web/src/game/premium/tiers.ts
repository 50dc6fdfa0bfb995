/** Subscription tiers by level (spec 001 section 3): 0 none, 1 Silver, 2 Gold, 3 Platinum. */
const TIER_NAMES = ['', 'Silver', 'Gold', 'Platinum'];

/** 'Silver', 'Gold', 'Platinum'; '' for no tier. */
export function tierName(level: number): string {
  return TIER_NAMES[level] ?? '';
}
