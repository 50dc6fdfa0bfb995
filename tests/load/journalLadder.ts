/** A player reads their journal, then the XP and Coolness ladders. */
import type { LoadScenario } from '@vh/scripts/load/scenario';
import { get, list } from './requests';

export const journalLadder: LoadScenario = {
  name: 'journal-ladder',
  description: 'the journal, the XP ladder and the Coolness ladder',
  tags: { area: 'game+analytics', flow: 'reads' },
  players: { count: 60, role: 'user', password: false, hunts: false },
  load: { rate: 30 },
  seconds: 30,
  thresholds: [
    { metric: 'p95', below: 150 },
    { metric: 'p99', below: 400 },
    { metric: 'p95', below: 150, request: 'journal' },
    { metric: 'errorRate', below: 0.01 },
    { metric: 'checksRate', atLeast: 0.99 },
  ],
  async iteration(session) {
    await session.call('journal', get(session, '/api/Journal'), list());
    await session.call('ladder xp', get(session, '/api/ladder/LadderAroundUserId/0'), list());
    await session.call('ladder coolness', get(session, '/api/ladder/CoolnessLadderAroundUserId/0'), list());
  },
};
