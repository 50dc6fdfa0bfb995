import type { PackageFields } from './packages';

/** A seeded package: its items are named (content assigns the ids) and monthly deals get their month. */
interface CatalogueEntry extends Omit<PackageFields, 'items' | 'month' | 'year' | 'usdCents'> {
  usd: number;
  items: { item: string; amount: number }[];
  /** Monthly subscription item deals: months from the seeding month (0 this month, 1 the next). */
  monthOffset?: number;
}

const entry = (fields: Partial<CatalogueEntry> & Pick<CatalogueEntry, 'name' | 'usd'>): CatalogueEntry => ({
  promotionalLabel: '',
  subscriptionLevel: 0,
  singleItemType: 0,
  items: [],
  imageId: null,
  animatedImageId: null,
  visible: true,
  ...fields,
});

const DIAMOND = 'Sanguine Diamond';
const diamondDeal = (deal: number, amount: number, usd: number, label = '') =>
  entry({
    name: amount === 1 ? 'Sanguine Diamond' : `${amount} Sanguine Diamonds`,
    usd,
    promotionalLabel: label,
    singleItemType: 6 + deal,
    items: [{ item: DIAMOND, amount }],
  });

const TIER_NAMES = ['', 'Silver', 'Gold', 'Platinum'];
const monthlyDeal = (level: number, monthOffset: number, usd: number, items: CatalogueEntry['items']) =>
  entry({
    name: `${TIER_NAMES[level]} Monthly Chest`,
    usd,
    singleItemType: level,
    monthOffset,
    items,
  });

/** The premium shop at launch (issue 8): every section of spec 001 section 2.5 has offers. */
export const CATALOGUE: readonly CatalogueEntry[] = [
  diamondDeal(1, 1, 1.99),
  diamondDeal(2, 5, 8.99),
  diamondDeal(3, 12, 19.99),
  diamondDeal(4, 25, 39.99, 'POPULAR'),
  diamondDeal(5, 60, 89.99),
  diamondDeal(6, 150, 199.99, 'BEST VALUE'),
  entry({ name: 'Silver Subscription', usd: 4.99, subscriptionLevel: 1 }),
  entry({ name: 'Gold Subscription', usd: 9.99, subscriptionLevel: 2 }),
  entry({ name: 'Platinum Subscription', usd: 19.99, subscriptionLevel: 3, promotionalLabel: 'BEST VALUE' }),
  ...[0, 1].flatMap((offset) => [
    monthlyDeal(1, offset, 2.99, [{ item: 'Hex of the Moon', amount: 5 }]),
    monthlyDeal(2, offset, 5.99, [
      { item: 'Hex of the Widow', amount: 5 },
      { item: DIAMOND, amount: 1 },
    ]),
    monthlyDeal(3, offset, 9.99, [
      { item: 'Hex of the Countess', amount: 3 },
      { item: DIAMOND, amount: 3 },
    ]),
  ]),
  entry({
    name: 'Bat Hex Bundle',
    usd: 2.99,
    singleItemType: 4,
    items: [{ item: 'Hex of the Bat', amount: 20 }],
  }),
  entry({
    name: "Widow's Bundle",
    usd: 9.99,
    singleItemType: 4,
    promotionalLabel: 'SALE',
    items: [
      { item: 'Hex of the Widow', amount: 10 },
      { item: 'Hex of the Countess', amount: 2 },
    ],
  }),
  entry({
    name: "Hunter's Welcome",
    usd: 4.99,
    singleItemType: 5,
    promotionalLabel: 'NEW',
    items: [
      { item: DIAMOND, amount: 2 },
      { item: 'Hex of the Bat', amount: 10 },
      { item: 'Sanguine Coin', amount: 1 },
    ],
  }),
  entry({
    name: 'The Last Light',
    usd: 2.99,
    singleItemType: 6,
    items: [{ item: 'The Last Light', amount: 1 }],
  }),
  entry({ name: 'Dawnbringer', usd: 3.99, singleItemType: 6, items: [{ item: 'Dawnbringer', amount: 1 }] }),
  entry({ name: 'Eclipse Lord', usd: 3.99, singleItemType: 6, items: [{ item: 'Eclipse Lord', amount: 1 }] }),
  entry({
    name: 'Sanguine Coin',
    usd: 4.99,
    singleItemType: 13,
    items: [{ item: 'Sanguine Coin', amount: 1 }],
  }),
  entry({ name: 'Moon Crown', usd: 2.99, singleItemType: 13, items: [{ item: 'Moon Crown', amount: 1 }] }),
  // Fulfilled by hand through support (the shop's info popups): no items.
  entry({ name: 'Custom Avatar', usd: 50, promotionalLabel: '' }),
  entry({ name: 'In-game Name Change', usd: 10 }),
];

/** The month and year `offset` months after the given date's (UTC). */
export function monthAfter(date: Date, offset: number): { month: number; year: number } {
  const index = date.getUTCFullYear() * 12 + date.getUTCMonth() + offset;
  return { month: (index % 12) + 1, year: Math.floor(index / 12) };
}
