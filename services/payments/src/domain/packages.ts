import { NEW_PREMIUM_PACKAGE, PREMIUM_PACKAGE_LIMITS, SINGLE_ITEM_TYPE_NAMES } from '@vh/contracts/client';
import { ValidationError } from '@vh/kit';

/** 0 none (single item), 1 Silver, 2 Gold, 3 Platinum. */
export const SUBSCRIPTION_LEVELS = [0, 1, 2, 3] as const;
/** singleItemType codes 1-3: the monthly subscription item deals of one tier, for one month. */
export const MONTHLY_ITEM_TYPES = [1, 2, 3];
const MAX_SINGLE_ITEM_TYPE = SINGLE_ITEM_TYPE_NAMES.length - 1;

export interface PackageItem {
  itemId: number;
  amount: number;
}

export interface PremiumPackage {
  id: number;
  name: string;
  usdCents: number;
  promotionalLabel: string;
  subscriptionLevel: number;
  singleItemType: number;
  items: PackageItem[];
  month: number | null;
  year: number | null;
  imageId: number | null;
  animatedImageId: number | null;
  visible: boolean;
}

export type PackageFields = Omit<PremiumPackage, 'id'>;

/** What the admin editor sends: any field may be missing (create takes defaults, update keeps values). */
export interface PackageInput {
  id?: number | null;
  name?: string | null;
  usd?: number | null;
  promotionalLabel?: string | null;
  subscriptionLevel?: number | null;
  singleItemType?: number | null;
  items?: { itemId: number; amount?: number | null }[] | null;
  month?: number | null;
  year?: number | null;
  imageId?: number | null;
  animatedImageId?: number | null;
  visible?: boolean | null;
}

/** A new package: the admin editor's defaults (one contract), the price in cents. */
const { usd: newPackageUsd, ...newPackage } = NEW_PREMIUM_PACKAGE;
export const NEW_PACKAGE: PackageFields = { ...newPackage, items: [], usdCents: newPackageUsd * 100 };

/**
 * Bounds past which a value is a typo, not a package (and usd_cents stays far within an integer):
 * the contract's, which the REST document states too.
 */
const PACKAGE_LIMITS = PREMIUM_PACKAGE_LIMITS;

/** A refused field: the message starts with the field's path, which the details carry too. */
const invalid = (field: string, problem: string) => new ValidationError(`${field} ${problem}`, { field });

/** Prices are kept in cents: a price with more than two decimals is a typo, not a price. */
export function toCents(usd: number): number {
  const cents = Math.round(usd * 100);
  if (!Number.isFinite(usd) || usd < 0 || usd > PACKAGE_LIMITS.maxUsd || Math.abs(cents - usd * 100) > 1e-6) {
    throw invalid(
      'usd',
      `must be an amount of US dollars from 0 to ${PACKAGE_LIMITS.maxUsd} with at most two decimals`,
    );
  }
  return cents;
}

export const toUsd = (cents: number) => cents / 100;

const pick = <T>(value: T | null | undefined, fallback: T): T =>
  value === undefined ? fallback : (value ?? fallback);

function checkInteger(value: number | null, field: string, min: number, max: number): void {
  if (value !== null && (!Number.isInteger(value) || value < min || value > max)) {
    throw invalid(field, `must be a whole number from ${min} to ${max}`);
  }
}

/** Characters as JSON Schema counts them (code points): an emoji is one, as the document says. */
function checkLength(value: string, field: string, max: number): void {
  if ([...value].length > max) throw invalid(field, `must be at most ${max} characters`);
}

function checkImage(value: number | null, field: string): void {
  if (value !== null && (!Number.isInteger(value) || value < 1)) {
    throw invalid(field, 'must be the id of an uploaded image, or null');
  }
}

function checkItems(items: readonly PackageItem[], itemExists: (itemId: number) => boolean): void {
  const seen = new Set<number>();
  items.forEach((item, index) => {
    const path = `items[${index}]`;
    checkInteger(item.amount, `${path}.amount`, 1, PACKAGE_LIMITS.maxAmount);
    if (seen.has(item.itemId)) throw invalid(`${path}.itemId`, `lists item ${item.itemId} twice`);
    if (!Number.isInteger(item.itemId) || !itemExists(item.itemId)) {
      throw invalid(`${path}.itemId`, `refers to an item that does not exist (${item.itemId})`);
    }
    seen.add(item.itemId);
  });
}

/**
 * Applies an admin's input over a package (the defaults for a new one) and checks the result: a
 * name, a sane price, levels and types in range, items that exist with positive amounts, a month
 * and year exactly for monthly item deals, and subscription tiers that are not item deals at the
 * same time. Every refusal names its field.
 */
export function applyPackageInput(
  base: PackageFields,
  input: PackageInput,
  itemExists: (itemId: number) => boolean,
): PackageFields {
  const items = input.items
    ? input.items.map((entry) => ({ itemId: entry.itemId, amount: entry.amount ?? 1 }))
    : base.items;
  const result: PackageFields = {
    name: pick(input.name, base.name).trim(),
    usdCents: input.usd === undefined || input.usd === null ? base.usdCents : toCents(input.usd),
    promotionalLabel: pick(input.promotionalLabel, base.promotionalLabel).trim(),
    subscriptionLevel: pick(input.subscriptionLevel, base.subscriptionLevel),
    singleItemType: pick(input.singleItemType, base.singleItemType),
    items,
    month: input.month === undefined ? base.month : input.month,
    year: input.year === undefined ? base.year : input.year,
    imageId: input.imageId === undefined ? base.imageId : input.imageId,
    animatedImageId: input.animatedImageId === undefined ? base.animatedImageId : input.animatedImageId,
    visible: pick(input.visible, base.visible),
  };
  if (!result.name) throw invalid('name', 'must not be empty: a package needs a name');
  checkLength(result.name, 'name', PACKAGE_LIMITS.nameLength);
  checkLength(result.promotionalLabel, 'promotionalLabel', PACKAGE_LIMITS.labelLength);
  checkInteger(result.subscriptionLevel, 'subscriptionLevel', 0, 3);
  checkInteger(result.singleItemType, 'singleItemType', 0, MAX_SINGLE_ITEM_TYPE);
  if (result.subscriptionLevel > 0 && result.singleItemType !== 0) {
    throw invalid('singleItemType', 'must be 0 for a subscription tier (subscriptionLevel 1-3)');
  }
  checkInteger(result.month, 'month', 1, 12);
  checkInteger(result.year, 'year', ...PACKAGE_LIMITS.years);
  const monthly = MONTHLY_ITEM_TYPES.includes(result.singleItemType);
  if (monthly && (result.month === null || result.year === null)) {
    throw invalid(
      result.month === null ? 'month' : 'year',
      'is needed: a monthly subscription item deal (singleItemType 1-3) has a month and year',
    );
  }
  if (!monthly && (result.month !== null || result.year !== null)) {
    throw invalid(
      result.month !== null ? 'month' : 'year',
      'must be empty: only monthly subscription item deals (singleItemType 1-3) have a month and year',
    );
  }
  checkImage(result.imageId, 'imageId');
  checkImage(result.animatedImageId, 'animatedImageId');
  checkItems(result.items, itemExists);
  return result;
}

/** The shop's order: by type, tier, month, then price. */
export function shopOrder(a: PremiumPackage, b: PremiumPackage): number {
  return (
    a.singleItemType - b.singleItemType ||
    a.subscriptionLevel - b.subscriptionLevel ||
    (a.year ?? 0) - (b.year ?? 0) ||
    (a.month ?? 0) - (b.month ?? 0) ||
    a.usdCents - b.usdCents ||
    a.id - b.id
  );
}
