import { flowBars, referenceText, signed } from '../walletView';

describe('where my currency went', () => {
  it('draws each source against the largest movement, largest first', () => {
    const bars = flowBars([
      { source: 'MERCHANT', credited: 10, debited: 400 },
      { source: 'HUNT', credited: 200, debited: 5 },
      { source: 'GIFT', credited: 1, debited: 0 },
    ]);
    expect(bars.map((bar) => bar.label)).toEqual(['Merchants', 'Hunts', 'Gifts']);
    expect(bars[0]).toMatchObject({ creditedWidth: 3, debitedWidth: 100 });
    expect(bars[1]).toMatchObject({ creditedWidth: 50, debitedWidth: 2 });
    // Something moved is always visible; nothing is no bar at all.
    expect(bars[2]).toMatchObject({ creditedWidth: 2, debitedWidth: 0 });
    expect(flowBars([])).toEqual([]);
  });

  it('signs amounts and names what a row belongs to', () => {
    expect(signed(1250)).toBe('+1,250');
    expect(signed(-30)).toBe('-30');
    expect(signed(0)).toBe('0');
    expect(referenceText('HUNT', '42')).toEqual({ text: 'Fight #42', replayId: '42' });
    expect(referenceText('MISSION', '7')).toEqual({ text: 'Mission #7' });
    expect(referenceText('MERCHANT', 'trade:ab')).toEqual({ text: 'trade:ab' });
    expect(referenceText('STARTER_KIT', '')).toEqual({ text: '' });
    const order = '0b6f2f0e-8f7a-4f4e-9a77-1d1b0d6d7c11';
    expect(referenceText('MARKET', `market:${order}:tax`)).toEqual({ text: 'Market order: buyer tax held' });
    expect(referenceText('MARKET', `market:${order}:escrow`)).toEqual({ text: 'Market order: held' });
    expect(referenceText('MARKET', 'market:fill:12:seller')).toEqual({ text: 'Market sale' });
    expect(referenceText('REFUND', `market:${order}:tax-refund`)).toEqual({
      text: 'Market order: unused tax back',
    });
    expect(referenceText('REFUND', `market:${order}:refund`)).toEqual({ text: 'Market order: given back' });
  });
});
