/// <reference types="jest" />
import {
  AROUND_ME_RADIUS,
  FIRST_PAGE,
  hasNext,
  hasPrevious,
  neighbourhoodOffset,
  nextWindow,
  previousWindow,
} from '../seasonPaging';

describe('season ladder pages', () => {
  it('start at the top, 50 a page', () => {
    expect(FIRST_PAGE).toEqual({ offset: 0, limit: 50 });
  });

  it('go on right below the rows shown', () => {
    expect(nextWindow(0, 50)).toEqual({ offset: 50, limit: 50 });
    // After a "Me" jump showing ranks 75 to 125.
    expect(nextWindow(74, 51)).toEqual({ offset: 125, limit: 50 });
  });

  it('go back a page, ending right above the first row shown', () => {
    expect(previousWindow(100)).toEqual({ offset: 50, limit: 50 });
    expect(previousWindow(50)).toEqual({ offset: 0, limit: 50 });
    // A jump to ranks 27 to 77: the page before holds ranks 1 to 26 only, none twice.
    expect(previousWindow(26)).toEqual({ offset: 0, limit: 26 });
  });

  it('have no page before the top', () => {
    expect(hasPrevious(0)).toBe(false);
    expect(hasPrevious(1)).toBe(true);
  });

  it('have a next page while players are left below', () => {
    expect(hasNext(0, 50, 120)).toBe(true);
    expect(hasNext(100, 20, 120)).toBe(false);
    expect(hasNext(0, 0, 0)).toBe(false);
    expect(hasNext(74, 51, 126)).toBe(true);
  });
});

describe('the "Me" jump', () => {
  it('asks for half a page each side, within the server limit of 25', () => {
    expect(AROUND_ME_RADIUS).toBe(25);
  });

  it('starts where its first row ranks', () => {
    expect(neighbourhoodOffset([{ rank: 75 }, { rank: 76 }])).toBe(74);
    expect(neighbourhoodOffset([{ rank: 1 }])).toBe(0);
    expect(neighbourhoodOffset([])).toBe(0);
  });
});
