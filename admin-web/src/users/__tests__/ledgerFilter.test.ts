import { CURRENCY_SOURCES } from '@vh/contracts/client';
import {
  ledgerFilterOf,
  ledgerTime,
  NO_LEDGER_FILTER,
  signedAmount,
  SOURCE_CHOICES,
  sourceLabel,
} from '../ledgerFilter';

describe("the user editor's ledger filters", () => {
  it('filters nothing when nothing is chosen, and leaves out incomplete times', () => {
    expect(ledgerFilterOf(NO_LEDGER_FILTER)).toEqual({});
    expect(ledgerFilterOf({ ...NO_LEDGER_FILTER, from: '2026-11-2' })).toEqual({});
  });

  it('reads the times as UTC instants and passes currency and source on', () => {
    expect(
      ledgerFilterOf({ currency: 'VGC', source: 'HUNT', from: '2026-11-20T08:30', to: '2026-11-27T00:00' }),
    ).toEqual({
      currency: 'VGC',
      source: 'HUNT',
      from: '2026-11-20T08:30:00.000Z',
      to: '2026-11-27T00:00:00.000Z',
    });
  });

  it('offers every source by its GraphQL name with its label', () => {
    expect(SOURCE_CHOICES).toHaveLength(CURRENCY_SOURCES.length);
    expect(SOURCE_CHOICES).toContainEqual({ value: 'PREMIUM_GRANT', label: 'Premium' });
    expect(sourceLabel('LEAGUE_REWARD')).toBe('League rewards');
  });

  it('shows deltas signed and times in UTC', () => {
    expect(signedAmount(1250)).toBe('+1,250');
    expect(signedAmount(-30)).toBe('-30');
    expect(ledgerTime('2026-11-27T18:03:53.123Z')).toBe('2026-11-27 18:03:53 UTC');
  });
});
