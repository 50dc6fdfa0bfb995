import {
  calculatorPercent,
  contributingLines,
  parseDesired,
  parseHardCap,
  twoDecimals,
} from '../statMaxMath';

describe('the StatMax calculator', () => {
  it('divides the user value by the target max and multiplies by the desired percent', () => {
    expect(calculatorPercent('10', 19, 25)).toBe('13.16%');
    expect(calculatorPercent('40', 40, 20)).toBe('20.00%');
    expect(calculatorPercent(' 2.5 ', 10, 100)).toBe('25.00%');
  });

  it("shows '-' without a target max or a number", () => {
    expect(calculatorPercent('10', 0, 25)).toBe('-');
    expect(calculatorPercent('10', null, 25)).toBe('-');
    expect(calculatorPercent('', 19, 25)).toBe('-');
    expect(calculatorPercent('ten', 19, 25)).toBe('-');
  });
});

describe('StatMax inputs', () => {
  it('parses the desired percent and the hard cap as whole numbers, or null', () => {
    expect(parseDesired('40')).toBe(40);
    expect(parseDesired('40.7')).toBe(40);
    expect(parseDesired('')).toBeNull();
    expect(parseDesired('lots')).toBeNull();
    expect(parseHardCap('120.9')).toBe(120);
    expect(parseHardCap('  ')).toBeNull();
  });

  it('shows target and smoothed maxima with 2 decimals', () => {
    expect(twoDecimals(19)).toBe('19.00');
    expect(twoDecimals(22.346)).toBe('22.35');
    expect(twoDecimals(null)).toBe('-');
  });

  it('lists the contributing items one per line', () => {
    expect(contributingLines('Silver Stake x1 (5); Crown Jewel x1 (8); ')).toEqual([
      'Silver Stake x1 (5)',
      'Crown Jewel x1 (8)',
    ]);
    expect(contributingLines('')).toEqual([]);
  });
});
