import type { Knex } from '@vh/kit';
import type { ContentDeps } from '../deps';
import { authoredStatMax } from '../useCases/statMax';
import { SETTING_ENTITY, STAT_MAX_ENTITY, kindOfEntity } from './releaseModel';

/** An entity of the live world as releases see it: entry data, `{ value }` of a setting, StatMax columns. */
export async function liveEntity(
  deps: ContentDeps,
  entity: string,
  entityId: string,
  trx?: Knex.Transaction,
): Promise<Record<string, unknown> | null> {
  const kind = kindOfEntity(entity);
  if (kind) return (await deps.entries.get(kind, Number(entityId), trx))?.data ?? null;
  if (entity === SETTING_ENTITY) {
    const setting = await deps.settings.byKey(entityId, trx);
    return setting ? { value: setting.value } : null;
  }
  if (entity === STAT_MAX_ENTITY) {
    const statMax = await authoredStatMax(deps, entityId, trx);
    return statMax ? { ...statMax.columns } : null;
  }
  return null;
}

/** How an admin recognises an entity in a diff or an error: its name, header or shortName. */
export function displayName(
  entity: string,
  entityId: string,
  data: Record<string, unknown> | null | undefined,
): string {
  const name = data?.name ?? data?.header ?? data?.shortName;
  return typeof name === 'string' && name ? `${entity} ${entityId} (${name})` : `${entity} ${entityId}`;
}
