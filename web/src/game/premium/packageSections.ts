/** singleItemType codes of spec 001 section 3. */
const ITEM_TYPE = {
  none: 0,
  monthlySilver: 1,
  monthlyPlatinum: 3,
  hex: 4,
  oneTime: 5,
  avatar: 6,
  /** The base Sanguine Diamond; 8-12 are the bigger diamond deals. */
  diamond: 7,
  lastDiamond: 12,
  single: 13,
} as const;

/** Bought through support, not through the provider: the shop only explains them. */
export const SERVICE_NAMES = { customAvatar: 'Custom Avatar', nameChange: 'In-game Name Change' } as const;

interface SectionPackage {
  id: number;
  name: string;
  subscriptionLevel: number;
  singleItemType: number;
}

interface PackageSections<P> {
  /** The base Sanguine Diamond the header sells. */
  diamond: P | null;
  oneTime: P[];
  diamondDeals: P[];
  /** One package per tier, Silver to Platinum. */
  tiers: P[];
  monthly: P[];
  hex: P[];
  single: P[];
  avatars: P[];
  customAvatar: P | null;
  nameChange: P | null;
}

const isTier = (pkg: SectionPackage) => pkg.subscriptionLevel > 0 && pkg.singleItemType === ITEM_TYPE.none;
const isMonthly = (pkg: SectionPackage) =>
  pkg.singleItemType >= ITEM_TYPE.monthlySilver && pkg.singleItemType <= ITEM_TYPE.monthlyPlatinum;
const isDiamond = (pkg: SectionPackage) =>
  pkg.singleItemType >= ITEM_TYPE.diamond && pkg.singleItemType <= ITEM_TYPE.lastDiamond;
const sameName = (pkg: SectionPackage, name: string) => pkg.name.trim().toLowerCase() === name.toLowerCase();

/**
 * Sorts the shop's packages into its sections, keeping the server's order (by type, month, price)
 * within each. Should a tier have several packages, the first (cheapest) one is offered.
 */
export function packageSections<P extends SectionPackage>(packages: readonly P[]): PackageSections<P> {
  const customAvatar = packages.find((pkg) => sameName(pkg, SERVICE_NAMES.customAvatar)) ?? null;
  const nameChange = packages.find((pkg) => sameName(pkg, SERVICE_NAMES.nameChange)) ?? null;
  const offered = packages.filter((pkg) => pkg !== customAvatar && pkg !== nameChange);
  const ofType = (type: number) => offered.filter((pkg) => pkg.singleItemType === type);
  const tiers = [1, 2, 3]
    .map((level) => offered.find((pkg) => isTier(pkg) && pkg.subscriptionLevel === level))
    .filter((pkg): pkg is P => pkg !== undefined);
  return {
    diamond: ofType(ITEM_TYPE.diamond)[0] ?? null,
    oneTime: ofType(ITEM_TYPE.oneTime),
    diamondDeals: offered.filter(isDiamond),
    tiers,
    monthly: offered.filter(isMonthly),
    hex: ofType(ITEM_TYPE.hex),
    single: ofType(ITEM_TYPE.single),
    avatars: ofType(ITEM_TYPE.avatar),
    customAvatar,
    nameChange,
  };
}

interface PaymentOfPackage {
  packageId: number;
  completed: boolean;
  giftTo?: string | null;
}

/**
 * The packages the player bought for themself and received: a one-time deal among them is 'Purchased'.
 * Gifts went to someone else and do not use up the buyer's deal.
 */
export function ownPurchases(payments: readonly PaymentOfPackage[]): Set<number> {
  return new Set(
    payments.filter((payment) => payment.completed && !payment.giftTo).map((payment) => payment.packageId),
  );
}
