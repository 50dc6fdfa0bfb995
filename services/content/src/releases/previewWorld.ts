import { ConflictError, NotFoundError, type Knex } from '@vh/kit';
import type { ContentDeps } from '../deps';
import type { ContentEntry } from '../domain/entries';
import type { ReleaseChange } from './releaseModel';
import { SETTING_ENTITY, STAT_MAX_ENTITY, kindOfEntity } from './releaseModel';
import { changeOfRow } from './publishing';

/** A stat's StatMax row as the snapshot needs it: the authored columns and the measured ones. */
export interface StatMaxRow {
  statShortName: string;
  capMode: 0 | 1;
  hardCapValue: number | null;
  desiredPercent: number;
  smoothedTheoreticalMax: number;
  highestUserValue: number;
}

/** The world a snapshot is built from. */
export interface World {
  entries: ContentEntry[];
  statMax: StatMaxRow[];
  settings: { key: string; value: string }[];
}

/**
 * The world as a release would make it (an admin's preview): the live world with the release's
 * changes laid over it. Nothing is written; a dangling reference the release still has shows as the
 * game shows any missing entry.
 */
export function withReleaseApplied(live: World, changes: ReleaseChange[]): World {
  const entries = new Map(live.entries.map((entry) => [entry.id, entry]));
  const settings = new Map(live.settings.map((row) => [row.key, row.value]));
  const statMax = new Map(live.statMax.map((row) => [row.statShortName.toLowerCase(), row]));
  for (const change of changes) {
    const kind = kindOfEntity(change.entity);
    if (kind) {
      const id = Number(change.entityId);
      if (change.action === 'deleted') entries.delete(id);
      else entries.set(id, { id, kind, data: change.data! });
    } else if (change.entity === SETTING_ENTITY) {
      if (change.action === 'deleted') settings.delete(change.entityId);
      else settings.set(change.entityId, String(change.data!.value ?? ''));
    } else if (change.entity === STAT_MAX_ENTITY && change.data) {
      const key = change.entityId.toLowerCase();
      const measured = statMax.get(key) ?? { smoothedTheoreticalMax: 0, highestUserValue: 0 };
      statMax.set(key, {
        statShortName: change.entityId,
        capMode: Number(change.data.capMode) === 1 ? 1 : 0,
        hardCapValue: change.data.hardCapValue === null ? null : Number(change.data.hardCapValue),
        desiredPercent: Number(change.data.desiredPercent),
        smoothedTheoreticalMax: measured.smoothedTheoreticalMax,
        highestUserValue: measured.highestUserValue,
      });
    }
  }
  return {
    entries: [...entries.values()],
    settings: [...settings].map(([key, value]) => ({ key, value })),
    statMax: [...statMax.values()],
  };
}

/** The changes of a release that may be previewed (a draft or a scheduled one), read in `trx`. */
export async function previewableChanges(
  deps: ContentDeps,
  releaseId: number,
  trx: Knex.Transaction,
): Promise<ReleaseChange[]> {
  const release = await deps.releases.get(releaseId, trx);
  if (!release) throw new NotFoundError(`No release with id ${releaseId}`);
  if (release.status !== 'draft' && release.status !== 'scheduled') {
    throw new ConflictError(
      `Release ${releaseId} is ${release.status}: only a draft or a scheduled release is previewed`,
    );
  }
  return (await deps.releases.changes(releaseId, trx)).map(changeOfRow);
}
