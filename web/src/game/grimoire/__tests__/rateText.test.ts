import { figureTitle, intervalText, percentText } from '../rateText';

describe('rate texts', () => {
  it('writes a percent with one decimal, and a rare non-zero rate never as none', () => {
    expect(percentText(0.1234)).toBe('12.3 %');
    expect(percentText(0)).toBe('0.0 %');
    expect(percentText(1)).toBe('100.0 %');
    expect(percentText(0.0004)).toBe('< 0.1 %');
    expect(percentText(0.0005)).toBe('0.1 %');
  });

  it('writes the interval and what the figure stands on', () => {
    const figure = { count: 2, trials: 3, rate: 2 / 3, low: 0.20765, high: 0.93851 };
    expect(intervalText(figure)).toBe('20.8–93.9 %');
    expect(figureTitle(figure, 'won fights')).toBe('2 of 3 won fights; 95 % interval 20.8–93.9 %');
  });
});
