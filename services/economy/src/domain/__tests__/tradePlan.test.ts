import { MESSAGES, planClaim, planPurchase, planSale, type Planned, type TradePlan } from '../tradePlan';
import { catalogue } from './fixtures';

const content = catalogue([
  { id: 1, type: 'bait', name: 'Blood Jar', price: [{ name: 'VGC', value: 3 }] },
  { id: 2, type: 'weapon', name: 'Silver Stake', reqXP: 600, unique: true, needSub: 2 },
  {
    id: 3,
    type: 'weapon',
    name: 'Forged Blade',
    bloodforge: true,
    price: [{ name: 'VGC', value: 90 }],
    craftingMats: [
      { itemId: 20, amount: 4 },
      { itemId: 21, amount: 1 },
      { itemId: 20, amount: 2 },
    ],
  },
  { id: 4, type: 'weapon', name: 'Free Stick', price: [], craftingMats: [] },
  { id: 5, type: 'collection', name: 'Relics', price: [], refund: [], trophieItemIds: [20, 21, 21] },
  { id: 6, type: 'achievement', name: 'Lord', price: [], refund: [], trophieItemIds: [] },
  { id: 7, type: 'alchemy', name: 'Sanguine Diamond', premiumShop: true, refund: [] },
  { id: 8, type: 'hex', name: 'Hex', price: [{ name: 'VGC', value: 5 }] },
  { id: 20, type: 'craftingmat', name: 'Grave Bone', buyable: false, price: [] },
  { id: 21, type: 'craftingmat', name: 'Saint Ash', buyable: false, price: [] },
]);

function planOf(planned: Planned): TradePlan {
  if (!planned.ok) throw new Error(`refused: ${planned.message}`);
  return planned.plan;
}

const refusal = (planned: Planned) => (planned.ok ? null : planned.message);

describe('purchases', () => {
  it('pays the price times the amount and requires the XP and subscription', () => {
    const plan = planOf(planPurchase(content, 1, 100));
    expect(plan).toMatchObject({
      kind: 'buy',
      merchant: 'Jewel Emporium',
      currencies: [{ shortName: 'VGC', delta: -300 }],
      items: [{ itemId: 1, delta: 100 }],
      successMessage: MESSAGES.purchased,
    });
    expect(planOf(planPurchase(content, 2, 1)).requirements).toEqual({
      minXp: 600,
      minSubscriptionLevel: 2,
      heldItems: [],
    });
  });

  it('crafts with the mats, each mat once however the recipe lists it', () => {
    const plan = planOf(planPurchase(content, 3, 1));
    expect(plan.merchant).toBe('Bloodforge');
    expect(plan.items).toEqual([
      { itemId: 20, delta: -6 },
      { itemId: 21, delta: -1 },
      { itemId: 3, delta: 1 },
    ]);
  });

  it('explains why the game will be refused in plain words', () => {
    expect(planOf(planPurchase(content, 2, 1)).refusals).toMatchObject({
      XP_REQUIRED: 'You need 600 XP for Silver Stake',
      SUBSCRIPTION_LEVEL_REQUIRED: 'Silver Stake needs an active Gold subscription',
      UNIQUE_ITEM: 'You already own Silver Stake',
    });
  });

  it('refuses amounts that are not a quantity button of the merchant', () => {
    expect(refusal(planPurchase(content, 1, 5))).toBe(
      'The Jewel Emporium sells 1, 10, 100 or 1000 at a time',
    );
    expect(refusal(planPurchase(content, 8, 1000))).toBe(
      'The Sanctum Secretorum sells 1, 10 or 100 at a time',
    );
    expect(refusal(planPurchase(content, 3, 10))).toBe('The Bloodforge sells 1 at a time');
  });

  it('refuses unique items by the dozen, unsold, priceless and claimed items', () => {
    expect(refusal(planPurchase(content, 2, 10))).toBe('Silver Stake is unique: you can only have one');
    expect(refusal(planPurchase(content, 7, 1))).toBe('Sanguine Diamond is not sold by any merchant');
    expect(refusal(planPurchase(content, 20, 1))).toBe('Grave Bone is not sold by any merchant');
    expect(refusal(planPurchase(content, 4, 1))).toBe('Free Stick has no price');
    expect(refusal(planPurchase(content, 5, 1))).toBe('Relics is claimed at the Treasury, not bought');
  });

  it('rejects malformed requests as errors, not refusals', () => {
    expect(() => planPurchase(content, 999, 1)).toThrow('Item not found');
    expect(() => planPurchase(content, 1, 0)).toThrow(/amount must be/);
    expect(() => planPurchase(content, 1, 2_000_000)).toThrow(/amount must be/);
  });
});

describe('sales', () => {
  it('gives the refund per piece and takes the items', () => {
    expect(planOf(planSale(content, 1, 10))).toMatchObject({
      kind: 'sell',
      currencies: [{ shortName: 'VGC', delta: 40 }],
      items: [{ itemId: 1, delta: -10 }],
      refusals: { INSUFFICIENT_ITEMS: 'You do not have 10 × Blood Jar' },
    });
  });

  it('refuses items without a refund', () => {
    expect(refusal(planSale(content, 7, 1))).toBe('Sanguine Diamond cannot be sold');
  });
});

describe('claims', () => {
  it('requires every trophy (kept) and credits the set once', () => {
    expect(planOf(planClaim(content, 'COLLECTIONS', 5))).toMatchObject({
      kind: 'claim',
      currencies: [],
      items: [{ itemId: 5, delta: 1 }],
      requirements: {
        heldItems: [
          { itemId: 20, amount: 1 },
          { itemId: 21, amount: 1 },
        ],
      },
      successMessage: 'Collection successfully claimed! Item added to inventory.',
      refusals: { UNIQUE_ITEM: 'Already claimed', ITEMS_REQUIRED: MESSAGES.notAllTrophies },
    });
  });

  it('refuses the wrong kind and sets without trophies', () => {
    expect(refusal(planClaim(content, 'ACHIEVEMENTS', 5))).toBe('Relics is not an achievement');
    expect(refusal(planClaim(content, 'ACHIEVEMENTS', 6))).toBe('Lord has no trophies to collect');
  });
});
