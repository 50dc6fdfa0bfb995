/** What tests and scripts need of the social service's internals (`@vh/social/testing`). */
export { GIFT_CLAIMS_PER_DAY, GIFT_LIFETIME_MS } from './gifts/giftRules';
export { MAX_FRIENDS } from './friends/friendActions';
export { INBOX_KEPT } from './inbox/inbox';
