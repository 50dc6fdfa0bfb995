import type { SocialDeps } from '../deps';
import { closeEndedExpeditions } from '../expeditions/finish';
import { GIFT_LIFETIME_MS } from '../gifts/giftRules';
import { gifts } from '../gifts/giftRepository';
import { pruneInboxes } from '../inbox/inbox';
import { payPending } from '../payouts/payouts';

/** Claimed and expired gifts are kept this long after their expiry (docs/retention.md#social). */
const GIFT_KEPT_MS = 30 * 24 * 3600_000;

/**
 * The service's periodic work, safe on every replica at once: fails expeditions whose time ran out,
 * pays what is unpaid (each payout is idempotent at the game), prunes old gifts and inbox lines.
 */
export async function runSocialJob(deps: SocialDeps): Promise<void> {
  await closeEndedExpeditions(deps);
  await payPending(deps);
  await gifts.prune(deps.db, new Date(Date.now() - GIFT_KEPT_MS - GIFT_LIFETIME_MS));
  await pruneInboxes(deps.db);
}
