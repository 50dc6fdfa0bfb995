import { claimJobPeriod } from '@vh/kit';
import { boardMessages } from '../board/boardRepository';
import { refreshCovenPoints } from '../covens/covenPoints';
import type { SocialDeps } from '../deps';
import { closeEndedExpeditions } from '../expeditions/finish';
import { GIFT_LIFETIME_MS } from '../gifts/giftRules';
import { gifts } from '../gifts/giftRepository';
import { pruneInboxes } from '../inbox/inbox';
import { payPending } from '../payouts/payouts';

/** Claimed and expired gifts are kept this long after their expiry (docs/retention.md#social). */
const GIFT_KEPT_MS = 30 * 24 * 3600_000;
/** A disbanded coven's board is kept this long for its reports, then goes (docs/retention.md#social). */
const DISBANDED_BOARD_KEPT_MS = 30 * 24 * 3600_000;

/** Once per points period across replicas: analytics is asked about every coven member. */
async function refreshCovens(deps: SocialDeps) {
  const period = Math.floor(Date.now() / deps.covenPointsIntervalMs);
  if (!(await claimJobPeriod(deps.db, 'coven-points', period))) return;
  await refreshCovenPoints(deps);
  await boardMessages.pruneDisbanded(deps.db, new Date(Date.now() - DISBANDED_BOARD_KEPT_MS));
}

/**
 * The service's periodic work, safe on every replica at once: fails expeditions whose time ran out,
 * pays what is unpaid (each payout is idempotent at the game), prunes old gifts and inbox lines,
 * and once a points period refreshes the coven ladder from analytics.
 */
export async function runSocialJob(deps: SocialDeps): Promise<void> {
  await closeEndedExpeditions(deps);
  await payPending(deps);
  await gifts.prune(deps.db, new Date(Date.now() - GIFT_KEPT_MS - GIFT_LIFETIME_MS));
  await pruneInboxes(deps.db);
  // Last: analytics being away delays the ladder, not the payouts.
  await refreshCovens(deps);
}
