/**
 * Subscription levels by code (0 to 3), named as spec 002 section 3 names them for both an item's
 * needSub and a premium package's subscriptionLevel: 0 is SingleItem (bought alone, no tier).
 */
export const SUBSCRIPTION_LEVELS = ['SingleItem', 'Silver', 'Gold', 'Platinum'] as const;
