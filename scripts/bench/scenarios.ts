import { INTERNAL_AUTH_HEADER } from '@vh/kit';
import { excerpt, gatewayHeaders, type LoadPlayer, type Targets } from '../load/client';
import type { CooldownReset } from '../load/cooldowns';
import type { Drive, Iteration } from '../load/executors';
import type { PreparedRequest } from '../load/session';
import { viewerToken } from '../load/tokens';
import type { BenchConfig } from './config';
import { FLOOR_KEY, type MeasuredKey } from './scenarioKeys';

export interface Scenario {
  key: MeasuredKey;
  name: string;
  /** Hunts need the player's cooldown lifted before each call; the ping does not. */
  hunts: boolean;
  prepare(player: LoadPlayer): PreparedRequest;
  /** Why an answer is not a real result (a complete hunt, a pong), or null when it is. */
  verdict(status: number, body: string): string | null;
}

/** The engine's iteration of a benchmark scenario: one timed request, named after the scenario. */
export const iterationOf =
  (scenario: Scenario): Iteration =>
  async (session) => {
    await session.call(scenario.name, scenario.prepare(session.player), scenario.verdict);
  };

const HUNT_MUTATION =
  'mutation { hunt(action: QUICK) { id result combatEnded rewardXP errorMessage combatEvents { combatEventType } } }';
const PING_QUERY = 'query { gamePing }';

interface HuntAnswer {
  result?: number;
  errorMessage?: string | null;
}

interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message: string }[];
}

/** A hunt that was refused or left unfinished did not measure a complete hunt. */
function huntVerdict(hunt: HuntAnswer | null | undefined): string | null {
  if (!hunt) return 'no hunt in the answer';
  if (hunt.errorMessage) return `refused: ${hunt.errorMessage}`;
  if (hunt.result === 0) return 'fight not finished (result 0)';
  return null;
}

function parsed<T>(status: number, body: string): T | string {
  if (status !== 200) return `HTTP ${status}: ${excerpt(body)}`;
  try {
    return JSON.parse(body) as T;
  } catch {
    return `not JSON: ${excerpt(body)}`;
  }
}

function graphqlVerdict<T>(status: number, body: string, check: (data: T) => string | null): string | null {
  const answer = parsed<GraphqlAnswer<T>>(status, body);
  if (typeof answer === 'string') return answer;
  if (answer.errors?.length) return `GraphQL error: ${answer.errors[0]!.message}`;
  if (!answer.data) return 'no data in the answer';
  return check(answer.data);
}

const jsonPost = (url: string, headers: Record<string, string>, query: string): PreparedRequest => ({
  url,
  init: {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  },
});

/** Why a hunt answered as JSON (the REST facade's, the floor's) is not a complete hunt, or null. */
function jsonHuntVerdict(status: number, body: string): string | null {
  const hunt = parsed<HuntAnswer>(status, body);
  return typeof hunt === 'string' ? hunt : huntVerdict(hunt);
}

/** (a) The REST facade's quick hunt, as the game client calls it. */
function restHunt(targets: Targets): Scenario {
  return {
    key: 'rest',
    name: 'REST quickhunt (gateway)',
    hunts: true,
    prepare: (player) => ({
      url: `${targets.gatewayUrl}/api/Game/quickhunt`,
      init: { headers: gatewayHeaders(player, targets.appKey) },
    }),
    verdict: jsonHuntVerdict,
  };
}

/** (b) The same hunt through the gateway's GraphQL endpoint: the facade's own cost shows against (a). */
function graphqlHunt(targets: Targets): Scenario {
  return {
    key: 'graphql',
    name: 'GraphQL hunt (gateway)',
    hunts: true,
    prepare: (player) =>
      jsonPost(`${targets.gatewayUrl}/graphql`, gatewayHeaders(player, targets.appKey), HUNT_MUTATION),
    verdict: (status, body) =>
      graphqlVerdict<{ hunt?: HuntAnswer }>(status, body, (data) => huntVerdict(data.hunt)),
  };
}

/** (c) The hunt straight at the game subgraph, with the identity the gateway would forward: no gateway. */
function subgraphHunt(targets: Targets): Scenario {
  const { gameUrl, gatewaySecret } = targets;
  if (!gameUrl || !gatewaySecret) throw new Error('the subgraph scenario needs our own stack');
  return {
    key: 'subgraph',
    name: 'GraphQL hunt (game subgraph)',
    hunts: true,
    prepare: (player) =>
      jsonPost(
        `${gameUrl}/graphql`,
        { [INTERNAL_AUTH_HEADER]: viewerToken(player, gatewaySecret) },
        HUNT_MUTATION,
      ),
    verdict: (status, body) =>
      graphqlVerdict<{ hunt?: HuntAnswer }>(status, body, (data) => huntVerdict(data.hunt)),
  };
}

/** (d) A stub touching no store, through the gateway: the ceiling the hunt is compared with. */
function gatewayPing(targets: Targets): Scenario {
  return {
    key: 'stub',
    name: 'gamePing stub (gateway)',
    hunts: false,
    prepare: (player) =>
      jsonPost(`${targets.gatewayUrl}/graphql`, gatewayHeaders(player, targets.appKey), PING_QUERY),
    verdict: (status, body) =>
      graphqlVerdict<{ gamePing?: string }>(status, body, (data) =>
        data.gamePing === 'pong' ? null : `gamePing answered ${JSON.stringify(data.gamePing)}`,
      ),
  };
}

/** The floor: the same quick hunt served by one bare process (floorServer.ts) at `floorUrl`. */
export function floorHunt(floorUrl: string): Scenario {
  return {
    key: FLOOR_KEY,
    name: 'quick hunt (floor: one bare process)',
    hunts: true,
    prepare: (player) => ({
      url: `${floorUrl}/hunt?user=${player.userId}&name=${encodeURIComponent(player.name)}`,
      init: {},
    }),
    verdict: jsonHuntVerdict,
  };
}

export function scenarios(targets: Targets): Scenario[] {
  return [restHunt(targets), graphqlHunt(targets), subgraphHunt(targets), gatewayPing(targets)];
}

/** How the engine drives a benchmark scenario: cooldowns lifted between hunts, the bench's timings. */
export function driveOf(
  scenario: Scenario,
  targets: Targets,
  cooldowns: CooldownReset,
  config: BenchConfig,
): Drive {
  return {
    iteration: iterationOf(scenario),
    targets,
    cooldowns: scenario.hunts ? cooldowns : null,
    warmupSeconds: config.warmupSeconds,
    seconds: config.seconds,
  };
}
