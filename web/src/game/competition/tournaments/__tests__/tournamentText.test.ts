/// <reference types="jest" />
import {
  countdownTarget,
  ordinal,
  orderTournaments,
  placesText,
  prizeText,
  sizeText,
} from '../tournamentText';

describe('tournament text', () => {
  it('counts down to the start, then to the close, then not at all', () => {
    expect(countdownTarget({ phase: 'UPCOMING', startsAt: 10, closesAt: 20 })).toEqual({
      label: 'Starts in',
      at: 10,
    });
    expect(countdownTarget({ phase: 'RUNNING', startsAt: 10, closesAt: 20 })).toEqual({
      label: 'Closes in',
      at: 20,
    });
    expect(countdownTarget({ phase: 'ENDED', startsAt: 10, closesAt: 20 })).toBeNull();
  });

  it('orders running, upcoming soonest first, ended newest first', () => {
    const list = [
      { id: 1, phase: 'ENDED' as const, startsAt: 1, closesAt: 5 },
      { id: 2, phase: 'UPCOMING' as const, startsAt: 90, closesAt: 100 },
      { id: 3, phase: 'RUNNING' as const, startsAt: 10, closesAt: 50 },
      { id: 4, phase: 'UPCOMING' as const, startsAt: 60, closesAt: 100 },
      { id: 5, phase: 'ENDED' as const, startsAt: 1, closesAt: 9 },
    ];
    expect(orderTournaments(list).map((entry) => entry.id)).toEqual([3, 4, 2, 5, 1]);
  });

  it('words places with ordinals', () => {
    expect(['1', '2', '3', '4', '11', '12', '13', '21', '102', '111'].map((n) => ordinal(Number(n)))).toEqual(
      ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '102nd', '111th'],
    );
    expect(placesText(1, 1)).toBe('1st');
    expect(placesText(2, 5)).toBe('2nd – 5th');
  });

  it('words prizes and the size', () => {
    const none = { currency: null, currencyAmount: 0, itemId: null, itemAmount: 0 };
    expect(prizeText(none)).toBeNull();
    expect(prizeText({ ...none, currency: 'VGC', currencyAmount: 250 })).toBe('250 VGC');
    expect(
      prizeText({
        ...none,
        currency: 'VGC',
        currencyAmount: 250,
        itemId: 4,
        itemAmount: 1,
        itemName: 'Stake',
      }),
    ).toBe('250 VGC + 1 × Stake');
    expect(prizeText({ ...none, itemId: 4, itemAmount: 2 })).toBe('2 × item #4');
    expect(sizeText(12, 100)).toBe('12 of 100 registered');
    expect(sizeText(3, 0)).toBe('3 registered');
  });
});
