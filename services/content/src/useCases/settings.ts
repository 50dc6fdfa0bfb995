import { z } from 'zod';
import { NotFoundError, ValidationError, recordAdminChange, requireAdmin } from '@vh/kit';
import type { Caller, ContentDeps } from '../deps';
import { contentChanged } from '../events';
import type { Setting } from '../repositories/settingRepository';

export const FORCE_MISSION_GROUND = 'ForceMissionHuntingGround';
/** What the game service gives a new player: JSON of StarterKit. */
export const STARTER_KIT_SETTING = 'StarterKit';
const KEY = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;

export interface StarterKit {
  items: { itemId: number; amount: number; equipped: boolean }[];
  currencies: { name: string; value: number }[];
  /** Where new players start; the first open ground when absent. */
  huntingGroundId?: number;
}

const starterKitSchema = z.object({
  items: z.array(
    z.object({ itemId: z.number().int().positive(), amount: z.number().int().min(1), equipped: z.boolean() }),
  ),
  currencies: z.array(z.object({ name: z.string().min(1), value: z.number().int().min(0) })),
  huntingGroundId: z.number().int().positive().optional(),
});

async function checkStarterKit(deps: ContentDeps, value: string): Promise<void> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new ValidationError(`${STARTER_KIT_SETTING} must be JSON`);
  }
  const kit = starterKitSchema.safeParse(parsed);
  if (!kit.success) {
    throw new ValidationError(
      `${STARTER_KIT_SETTING} must look like {"items":[{"itemId":1,"amount":1,"equipped":true}],"currencies":[{"name":"VGC","value":200}]}`,
    );
  }
  for (const { itemId } of kit.data.items) {
    if (!(await deps.entries.get('item', itemId))) throw new ValidationError(`No item with id ${itemId}`);
  }
  const groundId = kit.data.huntingGroundId;
  if (groundId !== undefined && !(await deps.entries.get('huntingground', groundId))) {
    throw new ValidationError(`No hunting ground with id ${groundId}`);
  }
  const currencies = new Set((await deps.entries.list('currency')).map((entry) => entry.data.shortName));
  for (const { name } of kit.data.currencies) {
    if (!currencies.has(name)) throw new ValidationError(`No currency ${name}`);
  }
}

/** Known settings whose value has a documented format are checked against it and the world. */
async function checkValue(deps: ContentDeps, key: string, value: string): Promise<void> {
  if (key === STARTER_KIT_SETTING) return checkStarterKit(deps, value);
  if (key !== FORCE_MISSION_GROUND) return;
  const match = /^(\d+)__(\d+)$/.exec(value);
  if (!match) throw new ValidationError(`${FORCE_MISSION_GROUND} must be "regionId__huntingGroundId"`);
  const ground = await deps.entries.get('huntingground', Number(match[2]));
  if (!ground || ground.data.regionId !== Number(match[1])) {
    throw new ValidationError('That hunting ground does not exist in that region');
  }
}

export async function settingByKey(deps: ContentDeps, caller: Caller, key: string): Promise<Setting | null> {
  requireAdmin(caller.viewer);
  return (await deps.settings.byKey(key)) ?? null;
}

export async function saveSetting(
  deps: ContentDeps,
  caller: Caller,
  key: string,
  value: string,
): Promise<Setting> {
  const admin = requireAdmin(caller.viewer);
  if (!KEY.test(key))
    throw new ValidationError('key must start with a letter and hold letters, digits, _ . or -');
  if (value.length > 10_000) throw new ValidationError('value must be at most 10000 characters');
  await checkValue(deps, key, value);
  return deps.db.transaction(async (trx) => {
    const before = await deps.settings.byKey(key, trx);
    const setting = await deps.settings.save(trx, key, value);
    await recordAdminChange(trx, {
      actor: admin,
      entity: 'Setting',
      entityId: key,
      action: before ? 'updated' : 'created',
      before,
      after: setting,
      requestId: caller.requestId,
    });
    const version = await deps.entries.bumpVersion(trx);
    await contentChanged(
      trx,
      { kind: 'setting', entryId: setting.id, action: 'updated', version },
      caller.requestId,
    );
    return setting;
  });
}

export async function deleteSetting(deps: ContentDeps, caller: Caller, id: number) {
  const admin = requireAdmin(caller.viewer);
  await deps.db.transaction(async (trx) => {
    const setting = await deps.settings.byId(id, trx);
    if (!setting) throw new NotFoundError(`No setting with id ${id}`);
    await deps.settings.delete(trx, id);
    await recordAdminChange(trx, {
      actor: admin,
      entity: 'Setting',
      entityId: setting.key,
      action: 'deleted',
      before: setting,
      requestId: caller.requestId,
    });
    const version = await deps.entries.bumpVersion(trx);
    await contentChanged(trx, { kind: 'setting', entryId: id, action: 'deleted', version }, caller.requestId);
  });
  return { success: true, message: 'Setting deleted' };
}
