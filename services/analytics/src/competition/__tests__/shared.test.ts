import { pageAround } from '../shared';

describe('the page around a place', () => {
  it('holds the place and radius places each side, never before the top', () => {
    expect(pageAround(10, 2)).toEqual({ first: 7, count: 5 });
    expect(pageAround(1, 2)).toEqual({ first: 0, count: 3 });
    expect(pageAround(2, 5)).toEqual({ first: 0, count: 7 });
  });

  it('shows the top of the ladder to a player without a place', () => {
    expect(pageAround(null, 2)).toEqual({ first: 0, count: 5 });
  });
});
