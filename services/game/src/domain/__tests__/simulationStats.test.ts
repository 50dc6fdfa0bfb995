import { COFFIN_RECHARGE_SECONDS, GOLD } from '../rules';
import { SimulationTally, huntsPerHour, wilsonInterval, type SimulatedHunt } from '../simulationStats';

const hunt = (fields: Partial<SimulatedHunt>): SimulatedHunt => ({
  result: 'win',
  enemyId: 1,
  rounds: 2,
  xp: 0,
  currencies: [],
  goldChange: 0,
  loot: [],
  ...fields,
});

describe('simulation statistics', () => {
  it('sums hunts with known outcomes into rates and expectations per hunt and per hour', () => {
    const tally = new SimulationTally();
    tally.add(
      hunt({
        enemyId: 7,
        xp: 10,
        currencies: [{ name: GOLD, value: 5 }],
        loot: [{ itemId: 3, amount: 2, lootHunterBonus: 1 }],
      }),
    );
    tally.add(
      hunt({
        enemyId: 7,
        xp: 20,
        currencies: [
          { name: GOLD, value: 5 },
          { name: 'BLD', value: 1 },
        ],
        goldChange: 4,
      }),
    );
    tally.add(hunt({ enemyId: 9, result: 'draw', rounds: 5, xp: 6 }));
    tally.add(hunt({ enemyId: 9, result: 'loss', rounds: 3, goldChange: -2 }));
    tally.add(hunt({ enemyId: null, result: 'none', rounds: 0 }));

    const summary = tally.summary(8);
    expect(summary).toMatchObject({ hunts: 5, wins: 2, draws: 1, losses: 1, empty: 1, huntsPerHour: 8 });
    expect(summary.winRate.rate).toBeCloseTo(0.4);
    expect(summary.averageRounds).toBeCloseTo(12 / 5);
    expect(summary.xpPerHunt).toBeCloseTo(36 / 5);
    expect(summary.xpPerHour).toBeCloseTo((36 / 5) * 8);
    // Gold: two rewards of 5, a theft of 4 and a loss of 2 to a thief.
    expect(summary.goldPerHunt).toBeCloseTo(12 / 5);
    expect(summary.goldPerHour).toBeCloseTo((12 / 5) * 8);
    expect(summary.currenciesPerHunt).toEqual([
      { name: 'BLD', value: 1 / 5 },
      { name: GOLD, value: 12 / 5 },
    ]);
    expect(summary.loot).toEqual([
      { itemId: 3, dropRate: 1 / 5, amountPerHunt: 3 / 5, amountPerHour: (3 / 5) * 8 },
    ]);
    expect(summary.enemies).toEqual([
      { enemyId: 7, encounterRate: 2 / 5, winRate: 1 },
      { enemyId: 9, encounterRate: 2 / 5, winRate: 0 },
    ]);
  });

  it('answers zeros, not NaN, for no hunts', () => {
    const summary = new SimulationTally().summary(6);
    expect(summary).toMatchObject({ hunts: 0, xpPerHunt: 0, goldPerHunt: 0, xpPerHour: 0, averageRounds: 0 });
    expect(summary.winRate).toEqual({ rate: 0, low: 0, high: 0 });
  });

  it('gives the Wilson 95 % interval, which stays inside 0..1 at the extremes', () => {
    const half = wilsonInterval(50, 100);
    expect(half.rate).toBe(0.5);
    expect(half.low).toBeCloseTo(0.4038, 3);
    expect(half.high).toBeCloseTo(0.5962, 3);
    const all = wilsonInterval(20, 20);
    expect(all.high).toBe(1);
    expect(all.low).toBeCloseTo(0.8389, 3);
    expect(wilsonInterval(0, 20).low).toBe(0);
  });

  it('counts hunts per hour from the cooldown, a coffin recharging and the retainer', () => {
    expect(huntsPerHour({ timewalker: 0, coffinCharges: 0, hasRetainer: false })).toBeCloseTo(6);
    // The cooldown never drops under its floor of 480 seconds.
    expect(huntsPerHour({ timewalker: -500, coffinCharges: 0, hasRetainer: false })).toBeCloseTo(7.5);
    expect(huntsPerHour({ timewalker: 0, coffinCharges: 3, hasRetainer: false })).toBeCloseTo(
      6 + 3600 / COFFIN_RECHARGE_SECONDS,
    );
    expect(huntsPerHour({ timewalker: 0, coffinCharges: 0, hasRetainer: true })).toBeCloseTo(7);
  });
});
