/**
 * One complete hunt per call, as bench:hunt's REST scenario plays it: quick attack starts a hunt and
 * plays every round. The harness lifts the player's cooldown between two of its hunts. The load the
 * concurrency suites run beside in \`npm run test:under-load\`.
 */
import type { LoadScenario } from '@vh/scripts/load/scenario';
import { fought } from './hunt';
import { get } from './requests';

export const quickHunt: LoadScenario = {
  name: 'quickhunt',
  description: "quick attack: a complete hunt in one call (bench:hunt's REST hunt)",
  tags: { area: 'game', flow: 'quickhunt' },
  players: { count: 200, role: 'user', password: false, hunts: true },
  load: { rate: 40 },
  seconds: 30,
  thresholds: [
    { metric: 'p99', below: 300 },
    { metric: 'errorRate', below: 0.01 },
    { metric: 'checksRate', atLeast: 0.99 },
  ],
  async iteration(session) {
    await session.call('quick hunt', get(session, '/api/Game/quickhunt'), fought(true));
  },
};
