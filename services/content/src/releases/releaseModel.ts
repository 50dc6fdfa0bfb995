import { isDeepStrictEqual } from 'node:util';
import { KINDS, KIND_NAMES, type KindName } from '../domain/kinds';

/**
 * The release model (docs/content-releases.md), pure: what a release holds, the order its changes
 * are applied in, and which changes restore the world of an earlier release.
 */
export type ReleaseStatus = 'draft' | 'scheduled' | 'published' | 'rolledBack';
export type ChangeAction = 'created' | 'updated' | 'deleted';

export const SETTING_ENTITY = 'Setting';
export const STAT_MAX_ENTITY = 'StatMax';

/** What a release does to one entity: an entry by its GraphQL type, a setting, a stat's StatMax. */
export interface ReleaseChange {
  entity: string;
  entityId: string;
  action: ChangeAction;
  /** The entity as the release makes it; null for a delete. */
  data: Record<string, unknown> | null;
  /** The live entity when the change entered the draft; null for a create. */
  base: Record<string, unknown> | null;
}

/** One line of a release's diff: the live value before and after (null where absent). */
export interface DiffEntry {
  entity: string;
  entityId: string;
  action: ChangeAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** A reason a release cannot be published, naming the entity. */
export interface ReleaseProblem {
  entity: string;
  entityId: string;
  name: string;
  message: string;
}

const KIND_OF_TYPE = new Map<string, KindName>(KIND_NAMES.map((kind) => [KINDS[kind].typeName, kind]));

/** The content kind of an entry entity (Item -> item); undefined for settings and StatMax. */
export function kindOfEntity(entity: string): KindName | undefined {
  return KIND_OF_TYPE.get(entity);
}

/** The StatMax columns a release may change (the measured ones stay with recalc). */
export const STAT_MAX_FIELDS = ['capMode', 'hardCapValue', 'desiredPercent'] as const;

const KIND_RANK = new Map<string, number>(KIND_NAMES.map((kind, index) => [KINDS[kind].typeName, index]));

function rank(change: ReleaseChange): number {
  const kind = KIND_RANK.get(change.entity);
  if (kind !== undefined) {
    if (change.action === 'created') return kind;
    if (change.action === 'updated') return 100 + kind;
    return 400 - kind; // deletes last, referrers (later kinds) before what they refer to
  }
  return change.entity === SETTING_ENTITY ? 200 : 250;
}

/**
 * The order a publication applies changes in: creates (by kind, then id), updates, settings and
 * StatMax (which may name new entries), then deletes of later kinds before earlier ones.
 */
export function publicationOrder(changes: ReleaseChange[]): ReleaseChange[] {
  return [...changes].sort(
    (a, b) =>
      rank(a) - rank(b) || Number(a.entityId) - Number(b.entityId) || a.entityId.localeCompare(b.entityId),
  );
}

/**
 * The changes that bring the world back to how it was right after a release: for every entity a
 * later release changed, the value it had before the first of them (an entity they created is
 * deleted). `laterDiffs` are the later releases' diffs, oldest first; `live` reads the entity now.
 * An entity already as it was then needs no change.
 */
export function restoringChanges(
  laterDiffs: DiffEntry[][],
  live: (entity: string, entityId: string) => Record<string, unknown> | null,
): ReleaseChange[] {
  const earliest = new Map<string, DiffEntry>();
  for (const diff of laterDiffs) {
    for (const entry of diff) {
      const key = `${entry.entity}\u0000${entry.entityId}`;
      if (!earliest.has(key)) earliest.set(key, entry);
    }
  }
  const changes: ReleaseChange[] = [];
  for (const entry of earliest.values()) {
    const target = entry.before;
    const current = live(entry.entity, entry.entityId);
    if (isDeepStrictEqual(target, current)) continue;
    const action: ChangeAction = target === null ? 'deleted' : current === null ? 'created' : 'updated';
    changes.push({ entity: entry.entity, entityId: entry.entityId, action, data: target, base: current });
  }
  return changes;
}
