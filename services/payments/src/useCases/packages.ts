import { NotFoundError, type Logger } from '@vh/kit';
import { CATALOGUE, monthAfter } from '../domain/catalogue';
import {
  NEW_PACKAGE,
  applyPackageInput,
  shopOrder,
  type PackageInput,
  type PremiumPackage,
} from '../domain/packages';
import type { PaymentsDeps } from '../deps';

export const PACKAGE_NOT_FOUND = 'Package not found';
const LAUNCH_CATALOGUE = 'launch-catalogue';

export async function activePackages(deps: PaymentsDeps): Promise<PremiumPackage[]> {
  return (await deps.packages.all()).filter((entry) => entry.visible).sort(shopOrder);
}

/** Admins see every package (the editor's list, by name); everyone else the visible ones. */
export async function listPackages(deps: PaymentsDeps, isAdmin: boolean): Promise<PremiumPackage[]> {
  const all = await deps.packages.all();
  return isAdmin ? all : all.filter((entry) => entry.visible);
}

export async function findPackage(deps: PaymentsDeps, id: number, isAdmin: boolean): Promise<PremiumPackage> {
  const found = await deps.packages.find(id);
  if (!found || (!found.visible && !isAdmin)) throw new NotFoundError(PACKAGE_NOT_FOUND);
  return found;
}

export async function createPackage(deps: PaymentsDeps, input: PackageInput): Promise<PremiumPackage> {
  const fields = applyPackageInput(NEW_PACKAGE, input, (id) => deps.content.itemExists(id));
  return deps.packages.insert(fields);
}

export async function updatePackage(deps: PaymentsDeps, input: PackageInput): Promise<PremiumPackage> {
  if (input.id === undefined || input.id === null) throw new NotFoundError(PACKAGE_NOT_FOUND);
  const id = input.id;
  return deps.db.transaction(async (trx) => {
    const existing = await deps.packages.find(id, trx);
    if (!existing) throw new NotFoundError(PACKAGE_NOT_FOUND);
    const fields = applyPackageInput(existing, input, (itemId) => deps.content.itemExists(itemId));
    return (await deps.packages.update(id, fields, trx))!;
  });
}

export async function deletePackage(deps: PaymentsDeps, id: number) {
  if (!(await deps.packages.delete(id))) throw new NotFoundError(PACKAGE_NOT_FOUND);
  return { success: true, message: 'Package deleted' };
}

/**
 * Seeds the launch catalogue once per database (any replica may try; one claims it). Items are found
 * by name in the content snapshot; an entry naming a missing item is left out and logged.
 */
export async function seedLaunchCatalogue(
  deps: PaymentsDeps,
  logger: Logger,
  now = new Date(),
): Promise<number> {
  return deps.db.transaction(async (trx) => {
    if (!(await deps.packages.claimSeed(LAUNCH_CATALOGUE, trx))) return 0;
    let seeded = 0;
    for (const { usd, items, monthOffset, ...entry } of CATALOGUE) {
      const ids = items.map((item) => ({
        itemId: deps.content.itemIdByName(item.item),
        amount: item.amount,
      }));
      const missing = items.filter((_, index) => ids[index]!.itemId === undefined).map((item) => item.item);
      if (missing.length > 0) {
        logger.warn({ package: entry.name, missing }, 'catalogue package left out: unknown items');
        continue;
      }
      const when = monthOffset === undefined ? { month: null, year: null } : monthAfter(now, monthOffset);
      const fields = applyPackageInput(
        NEW_PACKAGE,
        { ...entry, ...when, usd, items: ids as { itemId: number; amount: number }[] },
        (id) => deps.content.itemExists(id),
      );
      await deps.packages.insert(fields, trx);
      seeded++;
    }
    logger.info({ seeded }, 'premium shop catalogue seeded');
    return seeded;
  });
}
