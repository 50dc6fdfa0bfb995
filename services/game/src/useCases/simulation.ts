import { CombatResult, deriveSeed, simulateHunt, type CombatState, type Rewards } from '@vh/combat-engine';
import { ValidationError, type Caller } from '@vh/kit';
import type { GameContent } from '../content/gameContent';
import type { GameDeps } from '../deps';
import { GOLD } from '../domain/rules';
import {
  SimulationTally,
  huntsPerHour,
  type SimulatedHunt,
  type SimulatedResult,
  type SimulationSummary,
} from '../domain/simulationStats';
import { huntSetupOf } from '../player/combatSetup';
import { rollEncounter } from '../player/huntRoll';
import { TYPE, buildLoadout, type Loadout } from '../player/loadout';
import { ensurePlayer } from '../player/playerSession';
import { simulatedLoadout, type ComposedSetup } from '../player/simulatedLoadout';
import { rewardTableOf } from './fightRecords';
import { runningMissionEnemies } from './missions';
import { playerActor } from './playerActor';
import { SimulationGate } from './simulationGate';

/**
 * The setup simulator (docs/game-rules.md, "Setup simulator"): N hunts of a composed setup and of the
 * player's current one on the same seeds, with the game's own encounter, setup resolution, engine
 * and rewards, and nothing written. CPU is bounded per request (the hunt count) and per replica (the
 * gate).
 */

export const SIMULATION_HUNTS = { min: 100, max: 2000, default: 500 } as const;

/** Hunts simulated between two yields to the event loop, so hunts and other calls keep flowing. */
const BATCH = 50;
const MAX_SEED = 2 ** 32 - 1;

const gate = new SimulationGate();

export interface SimulationRequest {
  setup: { itemIds: number[]; baitItemId: number; huntingGroundId: number; xp?: number | null };
  hunts?: number | null;
  seed?: number | null;
}

/** What a hunt needs besides its seed: the loadout, where it hunts, and what the player has. */
export interface HuntContext {
  playerName: string;
  loadout: Loadout;
  huntingGroundId: number;
  missionEnemyIds: readonly number[];
  /** Gold held: a thief cannot take more than the purse holds. */
  goldBalance: number;
}

/** One simulated hunt in full: the fight round by round and what it earned. */
export interface SimulatedFight {
  seed: number;
  enemyId: number;
  state: CombatState;
  rewards: Rewards;
  goldChange: number;
}

const RESULT_NAMES: Record<number, SimulatedResult> = {
  [CombatResult.Win]: 'win',
  [CombatResult.Draw]: 'draw',
  [CombatResult.Loss]: 'loss',
};

/**
 * The single-fight path: the hunt the game would play for this seed and context, to its end. Null
 * when no enemy roams the ground. Items or currencies gone from content give nothing, as in a hunt.
 */
export function simulateFight(
  content: GameContent,
  context: HuntContext,
  seed: number,
): SimulatedFight | null {
  const met = rollEncounter(content, { seed, ...context });
  if (!met) return null;
  const setup = huntSetupOf(content, {
    playerName: context.playerName,
    loadout: context.loadout,
    enemy: met.enemy,
    rewardTable: rewardTableOf(met.enemy),
  });
  const hunt = simulateHunt(setup, seed);
  const rewards: Rewards = {
    xp: hunt.rewards?.xp ?? 0,
    currencies: (hunt.rewards?.currencies ?? []).filter((entry) => content.currency(entry.name)),
    loot: (hunt.rewards?.loot ?? []).filter((drop) => content.item(drop.itemId)),
  };
  const goldChange = Math.max(hunt.state.goldChange, -context.goldBalance);
  return { seed, enemyId: met.enemy.id, state: hunt.state, rewards, goldChange };
}

function tallied(fight: SimulatedFight | null): SimulatedHunt {
  if (!fight)
    return { result: 'none', enemyId: null, rounds: 0, xp: 0, currencies: [], goldChange: 0, loot: [] };
  return {
    result: RESULT_NAMES[fight.state.result] ?? 'none',
    enemyId: fight.enemyId,
    rounds: fight.state.roundsPlayed,
    xp: fight.rewards.xp,
    currencies: fight.rewards.currencies,
    goldChange: fight.goldChange,
    loot: fight.rewards.loot,
  };
}

/** The seed of the nth hunt: the first is the given seed itself, so a stored fight can be run again. */
export function huntSeed(seed: number, index: number): number {
  return index === 0 ? seed : deriveSeed(seed, `simulated hunt ${index}`);
}

/** Hunts an hour of a loadout hunting whenever it may (docs/game-rules.md). */
function hourlyRate(loadout: Loadout): number {
  return huntsPerHour({
    timewalker: loadout.total('timewalker'),
    coffinCharges: loadout.firstOfType(TYPE.coffin) ? loadout.total('coffincharges') : 0,
    hasRetainer: Boolean(loadout.firstOfType(TYPE.retainer)),
  });
}

export interface SimulatedOutcome {
  huntingGroundId: number;
  summary: SimulationSummary;
  firstHunt: SimulatedFight | null;
}

/** Runs the hunts of several contexts on the same seeds, yielding to the event loop between batches. */
async function runHunts(
  content: GameContent,
  contexts: readonly HuntContext[],
  seed: number,
  hunts: number,
): Promise<SimulatedOutcome[]> {
  const tallies = contexts.map(() => new SimulationTally());
  const firsts: (SimulatedFight | null)[] = contexts.map(() => null);
  for (let index = 0; index < hunts; index++) {
    if (index > 0 && index % BATCH === 0) await new Promise((resolve) => setImmediate(resolve));
    const huntSeedOf = huntSeed(seed, index);
    contexts.forEach((context, which) => {
      const fight = simulateFight(content, context, huntSeedOf);
      if (index === 0) firsts[which] = fight;
      tallies[which]!.add(tallied(fight));
    });
  }
  return contexts.map((context, which) => ({
    huntingGroundId: context.huntingGroundId,
    summary: tallies[which]!.summary(hourlyRate(context.loadout)),
    firstHunt: firsts[which]!,
  }));
}

function checkedHunts(hunts: number | null | undefined): number {
  const count = hunts ?? SIMULATION_HUNTS.default;
  if (!Number.isInteger(count) || count < SIMULATION_HUNTS.min || count > SIMULATION_HUNTS.max) {
    throw new ValidationError(
      `hunts must be a whole number from ${SIMULATION_HUNTS.min} to ${SIMULATION_HUNTS.max}`,
      { field: 'hunts' },
    );
  }
  return count;
}

function checkedSeed(seed: number | null | undefined, composed: ComposedSetup, hunts: number): number {
  if (seed === null || seed === undefined) {
    // No seed asked: one derived from the request, so the same setup answers the same numbers.
    return deriveSeed(hunts, JSON.stringify(composed));
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new ValidationError(`seed must be a whole number from 0 to ${MAX_SEED}`, { field: 'seed' });
  }
  return seed;
}

export interface SetupSimulation {
  hunts: number;
  seed: number;
  setup: SimulatedOutcome;
  current: SimulatedOutcome | null;
  currentRefusal: string | null;
}

/** Query.simulateSetup: the composed setup against the player's current one, on the same seeds. */
export async function simulateSetup(
  deps: GameDeps,
  caller: Caller,
  request: SimulationRequest,
): Promise<SetupSimulation> {
  const actor = playerActor(caller);
  const hunts = checkedHunts(request.hunts);
  const row = await ensurePlayer(deps, actor);
  const holdings = await deps.players.holdings(row.user_id, row.active_set);
  const { content } = deps;
  const composed: ComposedSetup = {
    itemIds: request.setup.itemIds,
    baitItemId: request.setup.baitItemId,
    huntingGroundId: request.setup.huntingGroundId,
    xp: request.setup.xp ?? row.xp,
  };
  if (!Number.isSafeInteger(composed.xp) || composed.xp < 0) {
    throw new ValidationError('xp must be a whole number from 0', { field: 'xp' });
  }
  const seed = checkedSeed(request.seed, composed, hunts);
  const loadout = simulatedLoadout(content, composed, holdings.items);
  const currentLoadout = buildLoadout(content, { items: holdings.items, equipped: holdings.equipped });
  const missionEnemyIds = await runningMissionEnemies(deps, deps.clock());
  const shared = { playerName: row.name, missionEnemyIds, goldBalance: holdings.currencies.get(GOLD) ?? 0 };
  const contexts: HuntContext[] = [{ ...shared, loadout, huntingGroundId: composed.huntingGroundId }];
  const bait = currentLoadout.firstOfType(TYPE.bait);
  const currentRefusal = !bait || (holdings.items.get(bait.item.id) ?? 0) < 1 ? 'No bait equipped!' : null;
  if (!currentRefusal) {
    contexts.push({ ...shared, loadout: currentLoadout, huntingGroundId: row.hunting_ground_id });
  }

  const [setup, current] = await gate.run(actor.userId, () => runHunts(content, contexts, seed, hunts));
  return { hunts, seed, setup: setup!, current: current ?? null, currentRefusal };
}
