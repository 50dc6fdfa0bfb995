/** What the game keeps of a player's subscription (payments decides it; its events carry it here). */
interface SubscriptionState {
  subscription_level: number;
  /** Seconds; the tier counts until then. */
  subscription_until: number;
}

/** The tier a player enjoys now: 0 once the paid period is over (subscription coins stop working). */
export function activeSubscriptionLevel(state: SubscriptionState, nowSeconds: number): number {
  return state.subscription_until > nowSeconds ? state.subscription_level : 0;
}
