import {
  NotFoundError,
  isAdmin,
  recordAdminChange,
  requireAdmin,
  type Caller,
  type Knex,
  type Logger,
  type Viewer,
} from '@vh/kit';
import { CATALOGUE, monthAfter } from '../domain/catalogue';
import {
  NEW_PACKAGE,
  applyPackageInput,
  shopOrder,
  type PackageInput,
  type PremiumPackage,
} from '../domain/packages';
import type { PaymentsDeps } from '../deps';

const PACKAGE_NOT_FOUND = 'Package not found';
const LAUNCH_CATALOGUE = 'launch-catalogue';

export async function activePackages(deps: PaymentsDeps): Promise<PremiumPackage[]> {
  return (await deps.packages.all()).filter((entry) => entry.visible).sort(shopOrder);
}

/** Admins see every package (the editor's list, by name); everyone else the visible ones. */
export async function listPackages(deps: PaymentsDeps, caller: Caller): Promise<PremiumPackage[]> {
  const all = await deps.packages.all();
  return isAdmin(caller.viewer) ? all : all.filter((entry) => entry.visible);
}

async function shownPackage(deps: PaymentsDeps, id: number, includeHidden: boolean): Promise<PremiumPackage> {
  const found = await deps.packages.find(id);
  if (!found || (!found.visible && !includeHidden)) throw new NotFoundError(PACKAGE_NOT_FOUND);
  return found;
}

/** One package; a hidden one only for admins. */
export function findPackage(deps: PaymentsDeps, caller: Caller, id: number): Promise<PremiumPackage> {
  return shownPackage(deps, id, isAdmin(caller.viewer));
}

/** A package on sale: hidden ones are not, not even to admins. */
export function packageOnSale(deps: PaymentsDeps, id: number): Promise<PremiumPackage> {
  return shownPackage(deps, id, false);
}

function recordPackageChange(
  trx: Knex.Transaction,
  change: { admin: Viewer; requestId: string; action: 'created' | 'updated' | 'deleted' },
  values: { before?: PremiumPackage; after?: PremiumPackage },
) {
  const entityId = (values.after ?? values.before)!.id;
  return recordAdminChange(trx, {
    actor: change.admin,
    entity: 'PremiumPackage',
    entityId,
    action: change.action,
    ...values,
    requestId: change.requestId,
  });
}

/** Admin: a new package; missing fields take their defaults. */
export async function createPackage(
  deps: PaymentsDeps,
  caller: Caller,
  input: PackageInput,
): Promise<PremiumPackage> {
  const admin = requireAdmin(caller.viewer);
  const fields = applyPackageInput(NEW_PACKAGE, input, (id) => deps.content.itemExists(id));
  return deps.db.transaction(async (trx) => {
    const created = await deps.packages.insert(fields, trx);
    await recordPackageChange(
      trx,
      { admin, requestId: caller.requestId, action: 'created' },
      { after: created },
    );
    return created;
  });
}

/** Admin: replaces a package's fields (fields left out keep their value). */
export async function updatePackage(
  deps: PaymentsDeps,
  caller: Caller,
  input: PackageInput,
): Promise<PremiumPackage> {
  const admin = requireAdmin(caller.viewer);
  if (input.id === undefined || input.id === null) throw new NotFoundError(PACKAGE_NOT_FOUND);
  const id = input.id;
  return deps.db.transaction(async (trx) => {
    const existing = await deps.packages.find(id, trx, true);
    if (!existing) throw new NotFoundError(PACKAGE_NOT_FOUND);
    const fields = applyPackageInput(existing, input, (itemId) => deps.content.itemExists(itemId));
    const updated = (await deps.packages.update(id, fields, trx))!;
    const change = { admin, requestId: caller.requestId, action: 'updated' as const };
    await recordPackageChange(trx, change, { before: existing, after: updated });
    return updated;
  });
}

/** Admin: deletes a package (its payments keep its id). */
export async function deletePackage(deps: PaymentsDeps, caller: Caller, id: number) {
  const admin = requireAdmin(caller.viewer);
  await deps.db.transaction(async (trx) => {
    const existing = await deps.packages.find(id, trx, true);
    if (!existing || !(await deps.packages.delete(id, trx))) throw new NotFoundError(PACKAGE_NOT_FOUND);
    await recordPackageChange(
      trx,
      { admin, requestId: caller.requestId, action: 'deleted' },
      { before: existing },
    );
  });
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
