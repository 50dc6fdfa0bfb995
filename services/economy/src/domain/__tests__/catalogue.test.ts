import { sellerOf, stockOf, treasuryOf } from '../catalogue';
import { merchantByKey } from '../merchants';
import { catalogue } from './fixtures';

describe('merchant stock', () => {
  const content = catalogue([
    { id: 1, type: 'weapon', reqXP: 500, name: 'Stake' },
    { id: 2, type: 'weapon', reqXP: 0, name: 'Cudgel' },
    { id: 3, type: 'weapon', reqXP: 100, bloodforge: true, name: 'Forged Blade' },
    { id: 4, type: 'weapon', reqXP: 50, visible: false },
    { id: 5, type: 'weapon', reqXP: 50, buyable: false },
    { id: 6, type: 'alchemy', premiumShop: true },
    { id: 7, type: 'armour', reqXP: 10 },
    { id: 8, type: 'feet', reqXP: 20 },
    { id: 9, type: 'collection', reqXP: 300, price: [] },
    { id: 10, type: 'collection', reqXP: 900, price: [] },
    { id: 11, type: 'bait' },
  ]);

  it('sells the tab types, cheapest first, without hidden, unbuyable, premium or forged items', () => {
    const [weapons] = stockOf(content, merchantByKey('WEAPON_MASTER'));
    expect(weapons!.items.map((item) => item.id)).toEqual([2, 1]);
  });

  it('splits the Armory into its four tabs', () => {
    const tabs = stockOf(content, merchantByKey('ARMORY'));
    expect(tabs.map((tab) => [tab.tab.name, tab.items.map((item) => item.id)])).toEqual([
      ['Chest', [7]],
      ['Heads', []],
      ['Hands', []],
      ['Feet', [8]],
    ]);
  });

  it('leaves forged items to the Bloodforge, whatever their type', () => {
    const [forge] = stockOf(content, merchantByKey('BLOODFORGE'));
    expect(forge!.items.map((item) => item.id)).toEqual([3]);
    expect(sellerOf(content, content.item(3)!)?.merchant.key).toBe('BLOODFORGE');
  });

  it('finds the seller and its quantity buttons', () => {
    expect(sellerOf(content, content.item(11)!)).toMatchObject({
      merchant: { key: 'JEWEL' },
      tab: { quantities: [1, 10, 100, 1000] },
    });
    expect(sellerOf(content, content.item(6)!)).toBeNull();
    expect(sellerOf(content, content.item(9)!)).toBeNull();
  });

  it('lists the Treasury greatest first', () => {
    expect(treasuryOf(content, 'COLLECTIONS').map((item) => item.id)).toEqual([10, 9]);
    expect(treasuryOf(content, 'ACHIEVEMENTS')).toEqual([]);
  });
});
