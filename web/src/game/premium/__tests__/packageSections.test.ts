/// <reference types="jest" />
import { ownPurchases, packageSections } from '../packageSections';

let nextId = 1;
function pkg(singleItemType: number, subscriptionLevel = 0, name = `Package ${nextId}`) {
  return { id: nextId++, name, singleItemType, subscriptionLevel };
}

describe('packageSections', () => {
  const diamond = pkg(7);
  const diamondDeals = [pkg(8), pkg(12)];
  const oneTime = [pkg(5), pkg(5)];
  const silver = pkg(0, 1);
  const gold = pkg(0, 2);
  const secondGold = pkg(0, 2);
  const platinum = pkg(0, 3);
  const monthly = [pkg(1), pkg(2), pkg(3)];
  const hex = pkg(4);
  const avatar = pkg(6);
  const single = pkg(13);
  const customAvatar = pkg(13, 0, 'Custom Avatar');
  const nameChange = pkg(0, 0, 'In-game name change ');
  const untyped = pkg(0);
  const all = [
    platinum,
    diamond,
    ...diamondDeals,
    ...oneTime,
    gold,
    secondGold,
    silver,
    ...monthly,
    hex,
    avatar,
    single,
    customAvatar,
    nameChange,
    untyped,
  ];
  const sections = packageSections(all);

  it('finds the base Sanguine Diamond (type 7) and lists it with the diamond deals 7-12', () => {
    expect(sections.diamond).toBe(diamond);
    expect(sections.diamondDeals).toEqual([diamond, ...diamondDeals]);
  });

  it('offers one package per tier, Silver to Platinum, the first listed of each', () => {
    expect(sections.tiers).toEqual([silver, gold, platinum]);
  });

  it('sorts the deals by their type', () => {
    expect(sections.oneTime).toEqual(oneTime);
    expect(sections.monthly).toEqual(monthly);
    expect(sections.hex).toEqual([hex]);
    expect(sections.avatars).toEqual([avatar]);
    expect(sections.single).toEqual([single]);
  });

  it('takes the support services out of the deals, matched by name', () => {
    expect(sections.customAvatar).toBe(customAvatar);
    expect(sections.nameChange).toBe(nameChange);
    expect(sections.single).not.toContain(customAvatar);
  });

  it('leaves packages of no type out', () => {
    const listed = Object.values(sections).flat();
    expect(listed).not.toContain(untyped);
  });

  it('copes with an empty shop', () => {
    expect(packageSections([])).toEqual({
      diamond: null,
      oneTime: [],
      diamondDeals: [],
      tiers: [],
      monthly: [],
      hex: [],
      single: [],
      avatars: [],
      customAvatar: null,
      nameChange: null,
    });
  });
});

describe('ownPurchases', () => {
  it('counts the player’s own completed payments only', () => {
    const purchased = ownPurchases([
      { packageId: 1, completed: true, giftTo: null },
      { packageId: 2, completed: false, giftTo: null },
      { packageId: 3, completed: true, giftTo: 'Mina' },
      { packageId: 4, completed: true },
    ]);
    expect([...purchased].sort()).toEqual([1, 4]);
  });
});
