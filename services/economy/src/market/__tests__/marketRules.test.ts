import type { ItemData } from '../../content/economyContent';
import {
  buyEscrow,
  crosses,
  heldOnClose,
  isTradable,
  orderNumbersProblem,
  planFill,
  taxOn,
  type BookOrder,
} from '../marketRules';

const order = (over: Partial<BookOrder>): BookOrder => ({
  id: 'o',
  userId: 'u',
  side: 'buy',
  price: 10,
  remaining: 5,
  seq: 1,
  spentVgc: 0,
  taxCharged: 0,
  taxBps: 1000,
  ...over,
});

describe('the buyer tax', () => {
  it('rounds a fraction of a VGC up', () => {
    expect(taxOn(100, 1000)).toBe(10);
    expect(taxOn(101, 1000)).toBe(11);
    expect(taxOn(1, 1000)).toBe(1);
    expect(taxOn(0, 1000)).toBe(0);
    expect(taxOn(999, 0)).toBe(0);
    expect(taxOn(7, 250)).toBe(1);
  });

  it('reserves price x quantity and its tax at placement', () => {
    expect(buyEscrow(13, 7, 1000)).toEqual({ principal: 91, tax: 10 });
  });

  it('charges the tax of the running total, so partial fills sum to the tax of the whole', () => {
    let bid = order({ price: 3, remaining: 10, seq: 1 });
    let charged = 0;
    for (let fill = 0; fill < 10; fill += 1) {
      const plan = planFill(bid, order({ side: 'sell', userId: 's', price: 3, remaining: 1, seq: 2 }));
      expect(plan.tax).toBeGreaterThanOrEqual(0);
      charged += plan.tax;
      bid = { ...bid, remaining: plan.buyRemaining, spentVgc: plan.buySpent, taxCharged: plan.buyTaxCharged };
    }
    // Ten fills of 3 VGC: the tax of 30 (3), not ten times the tax of 3 (10).
    expect(charged).toBe(3);
    expect(charged).toBe(buyEscrow(3, 10, 1000).tax);
  });
});

describe('a fill', () => {
  it("trades at the maker's price: a taking buy gets its improvement back", () => {
    const ask = order({ side: 'sell', userId: 's', price: 8, remaining: 3, seq: 1 });
    const bid = order({ price: 10, remaining: 5, seq: 2 });
    const plan = planFill(bid, ask);
    expect(plan).toMatchObject({
      quantity: 3,
      price: 8,
      takerSide: 'buy',
      sellerVgc: 24,
      priceImprovement: 6,
      tax: 3,
      buyRemaining: 2,
      sellRemaining: 0,
    });
    // The buy's escrow for those 3 (3 x 10) is exactly what the seller and the improvement take.
    expect(plan.sellerVgc + plan.priceImprovement).toBe(3 * bid.price);
  });

  it("a taking sell gets the resting buy's price, with no improvement", () => {
    const bid = order({ price: 10, remaining: 2, seq: 1 });
    const ask = order({ side: 'sell', userId: 's', price: 7, remaining: 5, seq: 2 });
    expect(planFill(bid, ask)).toMatchObject({
      quantity: 2,
      price: 10,
      takerSide: 'sell',
      sellerVgc: 20,
      priceImprovement: 0,
      tax: 2,
      buyRemaining: 0,
      sellRemaining: 3,
    });
  });

  it('needs the bid to meet the ask, and two players', () => {
    expect(crosses(order({ price: 9 }), order({ side: 'sell', userId: 's', price: 10 }))).toBe(false);
    expect(crosses(order({ price: 10 }), order({ side: 'sell', userId: 's', price: 10 }))).toBe(true);
    expect(crosses(order({ price: 10 }), order({ side: 'sell', price: 5 }))).toBe(false);
  });
});

describe('closing an order', () => {
  it('gives back a sell its unsold items', () => {
    expect(heldOnClose({ side: 'sell', price: 5, remaining: 4, taxReserved: 0, taxCharged: 0 })).toEqual({
      items: 4,
      vgc: 0,
      tax: 0,
    });
  });

  it('gives back a buy its unfilled escrow and the tax not charged', () => {
    // 10 at 7 reserved 70 + 7; 6 filled at 5 (30, tax 3): 28 and 4 come back.
    expect(heldOnClose({ side: 'buy', price: 7, remaining: 4, taxReserved: 7, taxCharged: 3 })).toEqual({
      items: 0,
      vgc: 28,
      tax: 4,
    });
  });
});

describe('what may be ordered', () => {
  const item = (over: Partial<ItemData>) =>
    ({ visible: true, unique: false, premiumShop: false, ...over }) as ItemData;
  const content = (type: string) => ({ typeOf: () => type });

  it('ordinary goods only', () => {
    expect(isTradable(content('bait'), item({}))).toBe(true);
    expect(isTradable(content('bait'), item({ unique: true }))).toBe(false);
    expect(isTradable(content('bait'), item({ premiumShop: true }))).toBe(false);
    expect(isTradable(content('bait'), item({ visible: false }))).toBe(false);
    expect(isTradable(content('collection'), item({}))).toBe(false);
  });

  it('whole numbers within the bounds', () => {
    expect(orderNumbersProblem(1, 1)).toBeNull();
    expect(orderNumbersProblem(1_000_000, 1_000)).toBeNull();
    expect(orderNumbersProblem(1_000_000, 1_001)).toMatch(/worth at most/);
    expect(orderNumbersProblem(0, 1)).toMatch(/price/);
    expect(orderNumbersProblem(1_000_001, 1)).toMatch(/price/);
    expect(orderNumbersProblem(1.5, 1)).toMatch(/price/);
    expect(orderNumbersProblem(5, 0)).toMatch(/quantity/);
    expect(orderNumbersProblem(5, 10_001)).toMatch(/quantity/);
  });
});
