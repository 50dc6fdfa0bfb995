import { COFFIN_RECHARGE_SECONDS, GOLD } from './rules';
import { cooldownSeconds } from './stats';

/**
 * The statistics of the setup simulator: many simulated hunts summed into rates and expectations per
 * hunt and per hour. Pure, so the numbers can be checked against hunts with known outcomes.
 */

/** How a simulated hunt ended; 'none' when no enemy roamed the ground (the bait stays unspent). */
export type SimulatedResult = 'win' | 'draw' | 'loss' | 'none';

export interface SimulatedHunt {
  result: SimulatedResult;
  enemyId: number | null;
  rounds: number;
  xp: number;
  currencies: readonly { name: string; value: number }[];
  /** Gold stolen (+) or lost to a thief (-), already limited by the purse. */
  goldChange: number;
  loot: readonly { itemId: number; amount: number; lootHunterBonus: number }[];
}

export interface RateWithInterval {
  rate: number;
  /** 95 % Wilson score interval. */
  low: number;
  high: number;
}

export interface LootExpectation {
  itemId: number;
  /** Share of hunts that dropped it. */
  dropRate: number;
  /** Items received per hunt (amount and loot-hunter bonus). */
  amountPerHunt: number;
  amountPerHour: number;
}

export interface EnemyExpectation {
  enemyId: number;
  /** Share of hunts that met this enemy. */
  encounterRate: number;
  /** Wins among the hunts against it. */
  winRate: number;
}

export interface SimulationSummary {
  hunts: number;
  wins: number;
  draws: number;
  losses: number;
  /** Hunts in which no enemy was met. */
  empty: number;
  winRate: RateWithInterval;
  averageRounds: number;
  xpPerHunt: number;
  goldPerHunt: number;
  huntsPerHour: number;
  xpPerHour: number;
  goldPerHour: number;
  /** Every currency earned per hunt (gold from thefts included under GOLD). */
  currenciesPerHunt: { name: string; value: number }[];
  loot: LootExpectation[];
  enemies: EnemyExpectation[];
}

/** z for a two-sided 95 % interval. */
const Z95 = 1.959964;
const SECONDS_PER_HOUR = 3600;

/** The Wilson score interval of successes out of trials: honest at small counts and near 0 or 1. */
export function wilsonInterval(successes: number, trials: number): RateWithInterval {
  if (trials <= 0) return { rate: 0, low: 0, high: 0 };
  const rate = successes / trials;
  const z2 = Z95 * Z95;
  const centre = (rate + z2 / (2 * trials)) / (1 + z2 / trials);
  const spread =
    (Z95 * Math.sqrt((rate * (1 - rate)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return { rate, low: Math.max(0, centre - spread), high: Math.min(1, centre + spread) };
}

export interface HuntRateInput {
  /** The setup's timewalker total (negative shortens the cooldown). */
  timewalker: number;
  /** The setup's coffin charges: a coffin adds a hunt whenever a charge comes back. */
  coffinCharges: number;
  /** A retainer equipped: one automatic quick hunt every hour. */
  hasRetainer: boolean;
}

/**
 * Hunts an hour for a player who hunts whenever they may: one per cooldown, one per coffin charge
 * recharged (one at a time, so the coffin's size does not raise the sustained rate), and the
 * retainer's hourly auto-hunt.
 */
export function huntsPerHour(input: HuntRateInput): number {
  const byCooldown = SECONDS_PER_HOUR / cooldownSeconds(input.timewalker);
  const byCoffin = input.coffinCharges > 0 ? SECONDS_PER_HOUR / COFFIN_RECHARGE_SECONDS : 0;
  const byRetainer = input.hasRetainer ? 1 : 0;
  return byCooldown + byCoffin + byRetainer;
}

function addTo(map: Map<number, number>, key: number, value: number): void {
  map.set(key, (map.get(key) ?? 0) + value);
}

/** Sums simulated hunts one at a time (the simulator yields between batches) and summarizes them. */
export class SimulationTally {
  private hunts = 0;
  private readonly counts: Record<SimulatedResult, number> = { win: 0, draw: 0, loss: 0, none: 0 };
  private rounds = 0;
  private xp = 0;
  private readonly currencies = new Map<string, number>();
  private readonly lootDrops = new Map<number, number>();
  private readonly lootAmounts = new Map<number, number>();
  private readonly enemyHunts = new Map<number, number>();
  private readonly enemyWins = new Map<number, number>();

  add(hunt: SimulatedHunt): void {
    this.hunts += 1;
    this.counts[hunt.result] += 1;
    this.rounds += hunt.rounds;
    this.xp += hunt.xp;
    for (const { name, value } of hunt.currencies) {
      this.currencies.set(name, (this.currencies.get(name) ?? 0) + value);
    }
    if (hunt.goldChange !== 0) this.currencies.set(GOLD, (this.currencies.get(GOLD) ?? 0) + hunt.goldChange);
    for (const drop of hunt.loot) {
      addTo(this.lootDrops, drop.itemId, 1);
      addTo(this.lootAmounts, drop.itemId, drop.amount + drop.lootHunterBonus);
    }
    if (hunt.enemyId !== null) {
      addTo(this.enemyHunts, hunt.enemyId, 1);
      if (hunt.result === 'win') addTo(this.enemyWins, hunt.enemyId, 1);
    }
  }

  summary(perHour: number): SimulationSummary {
    const hunts = this.hunts;
    const perHunt = (total: number) => (hunts > 0 ? total / hunts : 0);
    const goldPerHunt = perHunt(this.currencies.get(GOLD) ?? 0);
    const xpPerHunt = perHunt(this.xp);
    return {
      hunts,
      wins: this.counts.win,
      draws: this.counts.draw,
      losses: this.counts.loss,
      empty: this.counts.none,
      winRate: wilsonInterval(this.counts.win, hunts),
      averageRounds: perHunt(this.rounds),
      xpPerHunt,
      goldPerHunt,
      huntsPerHour: perHour,
      xpPerHour: xpPerHunt * perHour,
      goldPerHour: goldPerHunt * perHour,
      currenciesPerHunt: [...this.currencies]
        .map(([name, total]) => ({ name, value: perHunt(total) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      loot: [...this.lootAmounts]
        .map(([itemId, amount]) => ({
          itemId,
          dropRate: perHunt(this.lootDrops.get(itemId) ?? 0),
          amountPerHunt: perHunt(amount),
          amountPerHour: perHunt(amount) * perHour,
        }))
        .sort((a, b) => b.dropRate - a.dropRate || a.itemId - b.itemId),
      enemies: [...this.enemyHunts]
        .map(([enemyId, met]) => ({
          enemyId,
          encounterRate: perHunt(met),
          winRate: (this.enemyWins.get(enemyId) ?? 0) / met,
        }))
        .sort((a, b) => b.encounterRate - a.encounterRate || a.enemyId - b.enemyId),
    };
  }
}
