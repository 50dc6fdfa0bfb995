import { buyCost, chartPaths, depthWidths } from '../marketView';

describe('the market page', () => {
  it("shows a buy's cost as the server reserves it: the tax rounded up", () => {
    expect(buyCost(12, 3, 10)).toEqual({ principal: 36, tax: 4, total: 40 });
    expect(buyCost(10, 10, 10)).toEqual({ principal: 100, tax: 10, total: 110 });
    expect(buyCost(7, 1, 0)).toEqual({ principal: 7, tax: 0, total: 7 });
    expect(buyCost(3, 1, 12.5)).toEqual({ principal: 3, tax: 1, total: 4 });
  });

  it('draws the closes from left to right, the highest price at the top', () => {
    const paths = chartPaths(
      [
        { at: 'a', high: 12, low: 10, close: 10 },
        { at: 'b', high: 14, low: 11, close: 14 },
      ],
      100,
      50,
    )!;
    expect(paths.line).toBe('0,50 100,0');
    expect(paths.ranges).toEqual([
      { x: 0, top: 25, bottom: 50 },
      { x: 100, top: 0, bottom: 37.5 },
    ]);
    expect(paths.dots).toEqual([
      { x: 0, y: 50 },
      { x: 100, y: 0 },
    ]);
    expect(chartPaths([{ at: 'a', high: 9, low: 9, close: 9 }], 100, 50)!.dots).toEqual([{ x: 50, y: 50 }]);
    expect(chartPaths([], 100, 50)).toBeNull();
  });

  it('sizes the depth bars against the deepest level', () => {
    expect(depthWidths([{ quantity: 5 }, { quantity: 10 }, { quantity: 0 }], 10)).toEqual([50, 100, 2]);
  });
});
