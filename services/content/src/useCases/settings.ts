import { z } from 'zod';
import { SETTING_KEY_RULE, wholeValue } from '@vh/contracts/client';
import { NotFoundError, ValidationError, recordAdminChange, requireAdmin, type Knex } from '@vh/kit';
import type { Caller, ContentDeps } from '../deps';
import { settingInRelease } from '../releases/draftView';
import { contentChanged } from '../events';
import type { Publication } from './contentEntries';
import type { Setting } from '../repositories/settingRepository';

export const FORCE_MISSION_GROUND = 'ForceMissionHuntingGround';
/** What the game service gives a new player: JSON of StarterKit. */
export const STARTER_KIT_SETTING = 'StarterKit';
const KEY = wholeValue(SETTING_KEY_RULE);

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

async function checkStarterKit(deps: ContentDeps, trx: Knex.Transaction, value: string): Promise<void> {
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
    if (!(await deps.entries.get('item', itemId, trx)))
      throw new ValidationError(`No item with id ${itemId}`);
  }
  const groundId = kit.data.huntingGroundId;
  if (groundId !== undefined && !(await deps.entries.get('huntingground', groundId, trx))) {
    throw new ValidationError(`No hunting ground with id ${groundId}`);
  }
  const currencies = new Set((await deps.entries.list('currency', trx)).map((entry) => entry.data.shortName));
  for (const { name } of kit.data.currencies) {
    if (!currencies.has(name)) throw new ValidationError(`No currency ${name}`);
  }
}

/** The key and value bounds, checked before a setting enters a draft or the live world. */
export function checkSettingInput(key: string, value: string): void {
  if (!KEY.test(key)) throw new ValidationError(SETTING_KEY_RULE.message);
  if (value.length > 10_000) throw new ValidationError('value must be at most 10000 characters');
}

/**
 * Known settings whose value has a documented format are checked against it and the world as the
 * transaction sees it (a publication's, with the release's entries in).
 */
async function checkValue(
  deps: ContentDeps,
  trx: Knex.Transaction,
  key: string,
  value: string,
): Promise<void> {
  if (key === STARTER_KIT_SETTING) return checkStarterKit(deps, trx, value);
  if (key !== FORCE_MISSION_GROUND) return;
  const match = /^(\d+)__(\d+)$/.exec(value);
  if (!match) throw new ValidationError(`${FORCE_MISSION_GROUND} must be "regionId__huntingGroundId"`);
  const ground = await deps.entries.get('huntingground', Number(match[2]), trx);
  if (!ground || ground.data.regionId !== Number(match[1])) {
    throw new ValidationError('That hunting ground does not exist in that region');
  }
}

/** A setting by key: the live one, or with `release` as that release has it. */
export async function settingByKey(
  deps: ContentDeps,
  caller: Caller,
  key: string,
  release?: number | null,
): Promise<Setting | null> {
  requireAdmin(caller.viewer);
  const live = (await deps.settings.byKey(key)) ?? null;
  return release ? ((await settingInRelease(deps, caller, key, release, live)) as Setting | null) : live;
}

/** Creates or replaces a live setting inside a publication's transaction. */
export async function saveSettingIn(
  deps: ContentDeps,
  trx: Knex.Transaction,
  caller: Caller,
  key: string,
  value: string,
  publication: Publication,
): Promise<Setting> {
  const admin = requireAdmin(caller.viewer);
  checkSettingInput(key, value);
  await checkValue(deps, trx, key, value);
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
  await contentChanged(
    trx,
    { kind: 'setting', entryId: setting.id, action: 'updated', version: publication.version },
    caller.requestId,
  );
  return setting;
}

/** Deletes a live setting by key inside a publication's transaction. */
export async function deleteSettingIn(
  deps: ContentDeps,
  trx: Knex.Transaction,
  caller: Caller,
  key: string,
  publication: Publication,
): Promise<Setting> {
  const admin = requireAdmin(caller.viewer);
  const setting = await deps.settings.byKey(key, trx);
  if (!setting) throw new NotFoundError(`No setting with key ${key}`);
  await deps.settings.delete(trx, setting.id);
  await recordAdminChange(trx, {
    actor: admin,
    entity: 'Setting',
    entityId: setting.key,
    action: 'deleted',
    before: setting,
    requestId: caller.requestId,
  });
  await contentChanged(
    trx,
    { kind: 'setting', entryId: setting.id, action: 'deleted', version: publication.version },
    caller.requestId,
  );
  return setting;
}
