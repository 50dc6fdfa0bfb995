import type { GameContent } from '../content/gameContent';
import { retainerView } from './combatView';
import { lootDropView, rarityTag } from './contentTags';
import { currencyAmount } from './playerView';
import type { SetupSimulation, SimulatedFight, SimulatedOutcome } from './simulation';

function fightView(content: GameContent, fight: SimulatedFight | null) {
  if (!fight) return null;
  return {
    seed: fight.seed,
    enemyId: fight.enemyId,
    result: fight.state.result,
    rounds: fight.state.roundsPlayed,
    rewardXP: fight.rewards.xp,
    goldChange: fight.goldChange,
    loot: fight.rewards.loot.map((drop) => lootDropView(content, drop)),
    combatEvents: fight.state.events.map((event) => ({
      ...event,
      retainers: event.retainers.map(retainerView),
    })),
  };
}

function outcomeView(content: GameContent, outcome: SimulatedOutcome) {
  const { summary } = outcome;
  return {
    huntingGroundId: outcome.huntingGroundId,
    hunts: summary.hunts,
    wins: summary.wins,
    draws: summary.draws,
    losses: summary.losses,
    emptyHunts: summary.empty,
    winRate: summary.winRate.rate,
    winRateLow: summary.winRate.low,
    winRateHigh: summary.winRate.high,
    averageRounds: summary.averageRounds,
    xpPerHunt: summary.xpPerHunt,
    goldPerHunt: summary.goldPerHunt,
    huntsPerHour: summary.huntsPerHour,
    xpPerHour: summary.xpPerHour,
    goldPerHour: summary.goldPerHour,
    currencies: summary.currenciesPerHunt.map(({ name, value }) => {
      const { name: fullName, imageId } = currencyAmount(content, name, 0);
      return {
        name: fullName,
        shortName: name,
        imageId,
        perHunt: value,
        perHour: value * summary.huntsPerHour,
      };
    }),
    loot: summary.loot.map((entry) => {
      const { name, imageId, rarity, item } = lootDropView(content, {
        ...entry,
        amount: 0,
        lootHunterBonus: 0,
      });
      return { ...entry, name, imageId, rarity, item };
    }),
    enemies: summary.enemies.map((entry) => {
      const enemy = content.enemy(entry.enemyId);
      return {
        ...entry,
        enemy: { id: entry.enemyId },
        name: enemy?.name ?? 'A forgotten creature',
        imageId: enemy?.imageId ?? null,
        rarity: rarityTag(content, enemy?.enemyRarity),
      };
    }),
    firstHunt: fightView(content, outcome.firstHunt),
  };
}

/** The simulator's answer in the schema's shape, names and pictures from the game's content snapshot. */
export function simulationView(content: GameContent, simulation: SetupSimulation) {
  return {
    hunts: simulation.hunts,
    seed: simulation.seed,
    setup: outcomeView(content, simulation.setup),
    current: simulation.current && outcomeView(content, simulation.current),
    currentRefusal: simulation.currentRefusal,
  };
}
