/// <reference types="jest" />
import { visibleBySequence } from '../visibleBySequence';

describe('visibleBySequence', () => {
  it('keeps the visible entries, sorted by sequence', () => {
    const entries = [
      { id: 'castle', visible: true, sequence: 30 },
      { id: 'crypt', visible: false, sequence: 5 },
      { id: 'village', visible: true, sequence: 10 },
      { id: 'forest', visible: true, sequence: 20 },
    ];
    expect(visibleBySequence(entries).map((entry) => entry.id)).toEqual(['village', 'forest', 'castle']);
  });

  it('sorts sequences numerically, including negative ones', () => {
    const entries = [
      { id: 'a', visible: true, sequence: 100 },
      { id: 'b', visible: true, sequence: 9 },
      { id: 'c', visible: true, sequence: -1 },
    ];
    expect(visibleBySequence(entries).map((entry) => entry.id)).toEqual(['c', 'b', 'a']);
  });

  it('keeps the given order for equal sequences', () => {
    const entries = [
      { id: 'first', visible: true, sequence: 1 },
      { id: 'second', visible: true, sequence: 1 },
    ];
    expect(visibleBySequence(entries).map((entry) => entry.id)).toEqual(['first', 'second']);
  });

  it('leaves the given list as it was', () => {
    const entries = [
      { id: 'b', visible: true, sequence: 2 },
      { id: 'a', visible: true, sequence: 1 },
    ];
    const result = visibleBySequence(entries);
    expect(entries.map((entry) => entry.id)).toEqual(['b', 'a']);
    expect(result).not.toBe(entries);
    expect(result[0]).toBe(entries[1]);
  });

  it('gives an empty list when nothing is visible', () => {
    expect(visibleBySequence([{ visible: false, sequence: 1 }])).toEqual([]);
    expect(visibleBySequence([])).toEqual([]);
  });
});
