/** An admin walks through the admin web's list pages: items, enemy types, packages, users, app stats. */
import type { LoadScenario } from '@vh/scripts/load/scenario';
import { get, list, postForm } from './requests';

export const adminLists: LoadScenario = {
  name: 'admin-lists',
  description: 'items, enemy types, premium packages, a user search and the daily app stats',
  tags: { area: 'admin', flow: 'lists' },
  players: { count: 4, role: 'admin', password: false, hunts: false },
  load: { rate: 5 },
  seconds: 30,
  thresholds: [
    { metric: 'p95', below: 300 },
    { metric: 'p99', below: 800 },
    { metric: 'p95', below: 500, request: 'items' },
    { metric: 'errorRate', below: 0.01 },
    { metric: 'checksRate', atLeast: 0.99 },
  ],
  async iteration(session) {
    await session.call('items', get(session, '/api/item'), list({ nonEmpty: true }));
    await session.call('enemy types', get(session, '/api/enemytype'), list({ nonEmpty: true }));
    await session.call('premium packages', get(session, '/api/premiumPackage'), list());
    await session.call('user search', postForm(session, '/api/user/search', { searchstring: 'ld' }), list());
    await session.call('app stats', get(session, '/api/GameAppStats'), list());
  },
};
