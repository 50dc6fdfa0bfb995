import { BASE_HEALTH } from '../rules';
import { PERCENT_STATS, cooldownSeconds, effectivePercent, maxHealth, statTotal, sumStats } from '../stats';

describe('sumStats', () => {
  it('sums by lower-cased shortName, procs included, without their percent', () => {
    const totals = sumStats([
      { shortName: 'Damage', valueFrom: 4, valueTo: 8, procPercent: 0 },
      { shortName: 'damage', valueFrom: 1, valueTo: 2, procPercent: 0 },
      { shortName: 'health', valueFrom: 10, valueTo: 10, procPercent: 0 },
      { shortName: 'fireburst', valueFrom: 3, valueTo: 5, procPercent: 10 },
      { shortName: 'FireBurst', valueFrom: 1, valueTo: 1, procPercent: 20 },
    ]);
    expect([...totals.values()]).toEqual([
      { shortName: 'damage', valueFrom: 5, valueTo: 10 },
      { shortName: 'health', valueFrom: 10, valueTo: 10 },
      { shortName: 'fireburst', valueFrom: 4, valueTo: 6 },
    ]);
  });

  it('is empty for no entries, and a missing stat totals zero', () => {
    const totals = sumStats([]);
    expect(totals.size).toBe(0);
    expect(statTotal(totals, 'CritChance')).toEqual({ shortName: 'critchance', valueFrom: 0, valueTo: 0 });
  });

  it('gives a player base health plus its health stats', () => {
    expect(maxHealth(sumStats([]))).toBe(BASE_HEALTH);
    expect(maxHealth(sumStats([{ shortName: 'Health', valueFrom: 25, valueTo: 25, procPercent: 0 }]))).toBe(
      125,
    );
  });
});

describe('PERCENT_STATS', () => {
  it('lists the stats scaled through StatMax', () => {
    expect([...PERCENT_STATS].sort()).toEqual(
      [
        'bloodcraze',
        'bloodlust',
        'cloning',
        'critchance',
        'investment',
        'lootchance',
        'megalomania',
        'summoning',
        'xplosion',
      ].sort(),
    );
  });
});

describe('effectivePercent', () => {
  const critScale = { currentTargetMax: 54, desiredPercent: 25 };

  it('scales raw points to the desired percent', () => {
    expect(effectivePercent(27, critScale)).toBe(12.5);
    expect(effectivePercent(54, critScale)).toBe(25);
    expect(effectivePercent(0, critScale)).toBe(0);
  });

  it('caps at the desired percent and never goes below 0', () => {
    expect(effectivePercent(100, critScale)).toBe(25);
    expect(effectivePercent(-5, critScale)).toBe(0);
  });

  it('uses the raw value, clamped to 0..100, without a usable scale', () => {
    expect(effectivePercent(30, undefined)).toBe(30);
    expect(effectivePercent(150, undefined)).toBe(100);
    expect(effectivePercent(-3, undefined)).toBe(0);
    expect(effectivePercent(10, { currentTargetMax: 0, desiredPercent: 25 })).toBe(10);
    expect(effectivePercent(10, { currentTargetMax: -4, desiredPercent: 25 })).toBe(10);
  });
});

describe('cooldownSeconds', () => {
  it('adds timewalker to the base cooldown', () => {
    expect(cooldownSeconds(0)).toBe(600);
    expect(cooldownSeconds(30)).toBe(630);
    expect(cooldownSeconds(-119)).toBe(481);
  });

  it('never goes below the floor', () => {
    expect(cooldownSeconds(-120)).toBe(480);
    expect(cooldownSeconds(-180)).toBe(480);
  });
});
