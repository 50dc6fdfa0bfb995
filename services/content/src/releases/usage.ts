import { CONTENT_USAGE_MAX_IDS, type ContentUse } from '@vh/contracts';
import type { ContentDeps } from '../deps';
import { KINDS, type KindName } from '../domain/kinds';
import { displayName } from './liveEntities';
import { kindOfEntity, type ReleaseChange, type ReleaseProblem } from './releaseModel';

/** The kinds the game's player state refers to: only their deletions are asked about. */
const ASKED_KINDS = new Set<KindName>(['item', 'huntingground', 'enemy', 'currency']);

/** A deleted entry, with the data it had (a currency is held by shortName). */
export interface Deletion {
  kind: KindName;
  id: number;
  data: Record<string, unknown>;
}

/** The deletions of a release the game must be asked about. */
export function deletionsOf(changes: ReleaseChange[]): Deletion[] {
  const deletions: Deletion[] = [];
  for (const change of changes) {
    const kind = kindOfEntity(change.entity);
    if (kind && change.action === 'deleted' && change.base) {
      deletions.push({ kind, id: Number(change.entityId), data: change.base });
    }
  }
  return deletions;
}

/**
 * The uses the players' live state makes of entries about to be deleted, each with the deleted
 * entry's name: none when nothing the game knows of is deleted (the game is not asked then).
 */
export async function usesOfDeletions(
  deps: ContentDeps,
  deletions: Deletion[],
  requestId: string,
): Promise<{ deletion: Deletion; reason: string }[]> {
  const asked = deletions.filter((deletion) => ASKED_KINDS.has(deletion.kind));
  if (asked.length === 0) return [];
  // The game takes at most CONTENT_USAGE_MAX_IDS entries a list (a rollback may delete more).
  const uses: ContentUse[] = [];
  for (let start = 0; start < asked.length; start += CONTENT_USAGE_MAX_IDS) {
    const batch = asked.slice(start, start + CONTENT_USAGE_MAX_IDS);
    const idsOf = (kind: KindName) => batch.filter((d) => d.kind === kind).map((d) => d.id);
    uses.push(
      ...(await deps.usage(
        {
          itemIds: idsOf('item'),
          huntingGroundIds: idsOf('huntingground'),
          enemyIds: idsOf('enemy'),
          currencies: batch.filter((d) => d.kind === 'currency').map((d) => String(d.data.shortName)),
        },
        requestId,
      )),
    );
  }
  const found: { deletion: Deletion; reason: string }[] = [];
  for (const use of uses) {
    const deletion = asked.find((d) => d.kind === use.kind && matches(d, use));
    if (deletion) found.push({ deletion, reason: use.reason });
  }
  return found;
}

function matches(deletion: Deletion, use: ContentUse): boolean {
  return deletion.kind === 'currency'
    ? String(deletion.data.shortName).toLowerCase() === String(use.id).toLowerCase()
    : deletion.id === Number(use.id);
}

/** A use as a release problem, naming the entry and what holds it. */
export function usageProblem(use: { deletion: Deletion; reason: string }): ReleaseProblem {
  const entity = KINDS[use.deletion.kind].typeName;
  const entityId = String(use.deletion.id);
  const name = displayName(entity, entityId, use.deletion.data);
  return { entity, entityId, name, message: `${name} cannot be deleted: ${use.reason}` };
}
