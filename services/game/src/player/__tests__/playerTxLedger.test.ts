import type { Knex } from '@vh/kit';
import type { GameDeps } from '../../deps';
import type { LedgerEntry } from '../../ledger/ledgerRepository';
import type { PlayerRow } from '../../repositories/playerRepository';
import { PlayerTx } from '../playerTx';

const USER = '6758f92b-30a3-4db9-a373-cce8c9ceca4a';

/** A player holding 100 VGC and 5 PGC, whose finish hands the ledger entries it would write to `written`. */
function playerWith(written: LedgerEntry[][]) {
  const ledger = {
    balanceWrites: (_trx: unknown, userId: string, entries: readonly LedgerEntry[]) => {
      expect(userId).toBe(USER);
      written.push(entries.map((entry) => ({ ...entry })));
      return [];
    },
  };
  const deps = { ledger } as unknown as GameDeps;
  const row = { user_id: USER, xp: 0, coolness: 0 } as PlayerRow;
  const holdings = {
    items: new Map<number, number>(),
    currencies: new Map([
      ['VGC', 100],
      ['PGC', 5],
    ]),
    equipped: [],
  };
  return new PlayerTx(deps, {} as Knex.Transaction, row, holdings, 0, 'request');
}

describe("a player's currency changes become ledger rows", () => {
  it('writes one row per change, in order, with the balance after each, and merges repeats of one origin', async () => {
    const written: LedgerEntry[][] = [];
    const player = playerWith(written);
    const fight = { source: 'hunt', reference: '42' } as const;
    player.addCurrency('VGC', 10, fight);
    // The thief's gold of the same fight: the same row.
    player.addCurrency('VGC', -3, fight);
    player.addCurrency('PGC', 1, fight);
    player.addCurrency('VGC', 50, { source: 'mission', reference: '7' });
    // Nothing moved: no row.
    player.addCurrency('VGC', 0, { source: 'travel', reference: '3' });
    await player.finish();
    expect(written).toEqual([
      [
        { currency: 'VGC', delta: 7, balanceAfter: 107, source: 'hunt', reference: '42' },
        { currency: 'PGC', delta: 1, balanceAfter: 6, source: 'hunt', reference: '42' },
        { currency: 'VGC', delta: 50, balanceAfter: 157, source: 'mission', reference: '7' },
      ],
    ]);
    expect(player.balanceOf('VGC')).toBe(157);
  });

  it('keeps no row for changes of one origin that cancel out, and the row before stays the balance', async () => {
    const written: LedgerEntry[][] = [];
    const player = playerWith(written);
    player.addCurrency('VGC', -20, { source: 'travel', reference: '3' });
    player.addCurrency('VGC', 4, { source: 'hunt', reference: '43' });
    player.addCurrency('VGC', -4, { source: 'hunt', reference: '43' });
    await player.finish();
    expect(written).toEqual([
      [{ currency: 'VGC', delta: -20, balanceAfter: 80, source: 'travel', reference: '3' }],
    ]);
  });

  it('refuses to go below zero and records nothing for the refused change', async () => {
    const written: LedgerEntry[][] = [];
    const player = playerWith(written);
    expect(() => player.addCurrency('PGC', -6, { source: 'merchant', reference: 'trade:1' })).toThrow(
      'Not enough PGC',
    );
    await player.finish();
    expect(written).toEqual([[]]);
    expect(player.balanceOf('PGC')).toBe(5);
  });
});
