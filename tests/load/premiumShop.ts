/** A player browses the premium shop: the packages on sale, their subscription tier and their payments. */
import type { LoadScenario } from '@vh/scripts/load/scenario';
import { get, json, list, postForm } from './requests';

export const premiumShop: LoadScenario = {
  name: 'premium-shop',
  description: 'the active packages, the subscription tier and the payments of a player',
  tags: { area: 'payments', flow: 'shop' },
  players: { count: 60, role: 'user', password: false, hunts: false },
  load: { rate: 30 },
  seconds: 30,
  thresholds: [
    { metric: 'p95', below: 150 },
    { metric: 'p99', below: 400 },
    { metric: 'errorRate', below: 0.01 },
    { metric: 'checksRate', atLeast: 0.99 },
  ],
  async iteration(session) {
    await session.call('packages', get(session, '/api/premiumpackage/getactive'), list());
    await session.call(
      'subscription tier',
      postForm(session, '/api/payment/GetActiveSubscriptionType', {}),
      json<number>((tier) => (tier >= 0 && tier <= 3 ? null : `tier ${tier}`)),
    );
    await session.call('my payments', postForm(session, '/api/payment/GetByUserId', {}), list());
  },
};
