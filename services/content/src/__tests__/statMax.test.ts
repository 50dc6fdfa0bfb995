import type { ContentEntry } from '../domain/entries';
import { currentTargetMax, effectivePercent, smoothed, theoreticalMax } from '../domain/statMax';

const type = (id: number, slots: number, isEquipment = true): ContentEntry => ({
  id,
  kind: 'itemtype',
  data: { name: `type${id}`, itemTypeSlots: slots, isEquipment },
});
const item = (
  name: string,
  typeId: number,
  crit: number,
  extra: Record<string, unknown> = {},
): ContentEntry => ({
  id: name.length * 100 + crit,
  kind: 'item',
  data: {
    name,
    type: typeId,
    visible: true,
    unique: false,
    stats: [{ shortName: 'critchance', valueFrom: 0, valueTo: crit }],
    ...extra,
  },
});

/** A hand-made content set: a weapon slot, three accessory slots, a non-equipment type. */
const itemTypes = [type(1, 1), type(2, 3), type(3, 0, false)];
const items = [
  item('Rusty Stake', 1, 2),
  item('Silver Stake', 1, 5),
  item('Ring of Night', 2, 3),
  item('Crown Jewel', 2, 8, { unique: true }),
  item('Hidden Blade', 1, 50, { visible: false }),
  item('Crit Scroll', 3, 99),
  item('Plain Ring', 2, 0),
];

describe('StatMax', () => {
  it('sums the best visible items per slot; unique items fill one slot', () => {
    // weapon: Silver Stake 5; accessories: Crown Jewel 8 (unique, once) + Ring of Night 3 x2.
    expect(theoreticalMax('critchance', items, itemTypes)).toEqual({
      raw: 5 + 8 + 3 * 2,
      contributingItems: 'Silver Stake x1 (5); Crown Jewel x1 (8); Ring of Night x2 (3)',
    });
  });

  it('is zero for a stat nothing gives', () => {
    expect(theoreticalMax('summoning', items, itemTypes)).toEqual({ raw: 0, contributingItems: '' });
  });

  it('smooths a new raw max 30% of the way, but takes the first one as it is', () => {
    expect(smoothed(0, 19, true)).toBe(19);
    expect(smoothed(19, 29, false)).toBe(22);
  });

  it('targets max(smoothed, highest user) when dynamic and the hard cap when hard', () => {
    expect(
      currentTargetMax({ capMode: 0, hardCapValue: 10, smoothedTheoreticalMax: 22, highestUserValue: 30 }),
    ).toBe(30);
    expect(
      currentTargetMax({ capMode: 0, hardCapValue: null, smoothedTheoreticalMax: 22, highestUserValue: 3 }),
    ).toBe(22);
    expect(
      currentTargetMax({ capMode: 1, hardCapValue: 40, smoothedTheoreticalMax: 22, highestUserValue: 30 }),
    ).toBe(40);
  });

  it('scales a raw stat to at most the desired percent', () => {
    expect(effectivePercent(11, 22, 25)).toBe(12.5);
    expect(effectivePercent(50, 22, 25)).toBe(25);
    expect(effectivePercent(5, 0, 25)).toBe(0);
  });
});
