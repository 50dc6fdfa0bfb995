/**
 * The hunt loop as a player clicks through it: attack to start a hunt, attack again to watch a round,
 * then quick attack to play the rest. Between clicks the player waits out the game's repeat window
 * (a call within 2 s of the last answers the previous result).
 */
import type { LoadScenario } from '@vh/scripts/load/scenario';
import type { Session } from '@vh/scripts/load/session';
import { get, json } from './requests';

interface CombatAnswer {
  id?: number | null;
  result?: number;
  combatEnded?: boolean;
  errorMessage?: string | null;
}

/** The repeat window (services/game's REPEAT_WINDOW_MS) and a margin. */
const BETWEEN_CLICKS_MS = 2100;

/** A fight in the answer and no refusal; `finished`: the fight also ended. */
export const fought = (finished: boolean) =>
  json<CombatAnswer>((combat) => {
    if (combat.errorMessage) return `refused: ${combat.errorMessage}`;
    if (!combat.id) return 'no fight in the answer';
    return finished && combat.result === 0 ? 'fight not finished (result 0)' : null;
  });

/** One click; answers whether the fight goes on (null: the request failed). */
async function click(session: Session, name: string, path: string, finishes: boolean) {
  const body = await session.call(name, get(session, path), fought(finishes));
  return body === null ? null : !(JSON.parse(body) as CombatAnswer).combatEnded;
}

export const hunt: LoadScenario = {
  name: 'hunt',
  description: 'attack (start), attack (a round), quick attack (the rest), 2.1 s apart',
  tags: { area: 'game', flow: 'hunt' },
  players: { count: 96, role: 'user', password: false, hunts: true },
  load: { vus: 24 },
  seconds: 30,
  thresholds: [
    { metric: 'p95', below: 300 },
    { metric: 'p99', below: 800 },
    { metric: 'p99', below: 800, request: 'hunt attack' },
    { metric: 'p99', below: 800, request: 'hunt quick attack' },
    { metric: 'errorRate', below: 0.01 },
    { metric: 'checksRate', atLeast: 0.99 },
  ],
  async iteration(session) {
    if (!(await click(session, 'hunt attack', '/api/Game/hunt', false))) return;
    await session.pause(BETWEEN_CLICKS_MS);
    if (!(await click(session, 'hunt attack', '/api/Game/hunt', false))) return;
    await session.pause(BETWEEN_CLICKS_MS);
    await click(session, 'hunt quick attack', '/api/Game/quickhunt', true);
  },
};
