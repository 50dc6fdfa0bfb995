import type { Knex } from 'knex';
import type { ChangeAction, DiffEntry, ReleaseStatus } from '../releases/releaseModel';

export interface ReleaseRow {
  id: number;
  name: string;
  status: ReleaseStatus;
  created_by_id: string;
  created_by_name: string;
  created_at: Date;
  scheduled_at: Date | null;
  scheduled_by_id: string | null;
  scheduled_by_name: string | null;
  published_at: Date | null;
  published_by_id: string | null;
  published_by_name: string | null;
  content_version: string | number | null;
  immediate: boolean;
  restores_release_id: number | null;
  rolled_back_by_id: number | null;
  diff: DiffEntry[] | null;
  last_error: string | null;
}

export interface ChangeRow {
  release_id: number;
  entity: string;
  entity_id: string;
  action: ChangeAction;
  data: Record<string, unknown> | null;
  base: Record<string, unknown> | null;
  position: string | number;
}

/** The only place that knows the release tables. Methods take an optional transaction. */
export class ReleaseRepository {
  constructor(private readonly db: Knex) {}

  private releases(trx?: Knex.Transaction) {
    return (trx ?? this.db)<ReleaseRow>('content_releases');
  }

  private changeRows(trx?: Knex.Transaction) {
    return (trx ?? this.db)<ChangeRow>('content_release_changes');
  }

  async create(
    trx: Knex.Transaction | undefined,
    release: { name: string; actorId: string; actorName: string; immediate?: boolean; restores?: number },
  ): Promise<ReleaseRow> {
    const [row] = await this.releases(trx)
      .insert({
        name: release.name,
        created_by_id: release.actorId,
        created_by_name: release.actorName,
        immediate: release.immediate ?? false,
        restores_release_id: release.restores ?? null,
      } as never)
      .returning('*');
    return row as ReleaseRow;
  }

  async get(id: number, trx?: Knex.Transaction, lock?: 'update'): Promise<ReleaseRow | undefined> {
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
    const query = this.releases(trx).where({ id }).first();
    if (lock) query.forUpdate();
    return query;
  }

  /** Newest first; immediate (legacy) releases only when asked, they are one write each. */
  async list(filter: {
    statuses: ReleaseStatus[];
    includeImmediate: boolean;
    limit: number;
    before?: number;
  }): Promise<ReleaseRow[]> {
    const query = this.releases()
      .whereIn('status', filter.statuses)
      .orderBy('id', 'desc')
      .limit(filter.limit);
    if (!filter.includeImmediate) query.where({ immediate: false });
    if (filter.before !== undefined) query.where('id', '<', filter.before);
    return query;
  }

  async changes(releaseId: number, trx?: Knex.Transaction): Promise<ChangeRow[]> {
    return this.changeRows(trx).where({ release_id: releaseId }).orderBy('position');
  }

  async change(releaseId: number, entity: string, entityId: string, trx?: Knex.Transaction) {
    return this.changeRows(trx).where({ release_id: releaseId, entity, entity_id: entityId }).first();
  }

  /** Writes what the release makes of an entity, replacing its earlier change in the release. */
  async putChange(trx: Knex.Transaction, change: Omit<ChangeRow, 'position'>): Promise<void> {
    await this.changeRows(trx)
      .insert({
        ...change,
        data: change.data === null ? null : JSON.stringify(change.data),
        base: change.base === null ? null : JSON.stringify(change.base),
      } as never)
      .onConflict(['release_id', 'entity', 'entity_id'])
      .merge(['action', 'data']);
  }

  async removeChange(trx: Knex.Transaction, releaseId: number, entity: string, entityId: string) {
    return this.changeRows(trx).where({ release_id: releaseId, entity, entity_id: entityId }).delete();
  }

  async countChanges(releaseId: number, trx?: Knex.Transaction): Promise<number> {
    const row = await this.changeRows(trx).where({ release_id: releaseId }).count({ n: '*' }).first();
    return Number((row as { n: string | number } | undefined)?.n ?? 0);
  }

  async update(
    trx: Knex.Transaction | undefined,
    id: number,
    values: Partial<ReleaseRow>,
  ): Promise<ReleaseRow> {
    const patch = { ...values } as Record<string, unknown>;
    if (values.diff !== undefined) patch.diff = values.diff === null ? null : JSON.stringify(values.diff);
    const [row] = await this.releases(trx)
      .where({ id })
      .update(patch as never)
      .returning('*');
    return row as ReleaseRow;
  }

  async delete(trx: Knex.Transaction, id: number): Promise<void> {
    await this.releases(trx).where({ id }).delete();
  }

  /**
   * Releases published after `version`, oldest first, those a rollback already undid included: their
   * diffs hold the values before them, which is what a later rollback to an earlier release restores.
   */
  async publishedAfter(version: number, trx: Knex.Transaction): Promise<ReleaseRow[]> {
    return this.releases(trx)
      .whereIn('status', ['published', 'rolledBack'])
      .where('content_version', '>', version)
      .orderBy('content_version', 'asc');
  }

  /** Marks the still published ones of these releases as undone by rollback release `by`. */
  async markRolledBack(trx: Knex.Transaction, ids: number[], by: number): Promise<void> {
    if (ids.length === 0) return;
    await this.releases(trx)
      .whereIn('id', ids)
      .where({ status: 'published' })
      .update({ status: 'rolledBack', rolled_back_by_id: by } as never);
  }

  /** A scheduled release whose publication was refused goes back to draft (unless it changed meanwhile). */
  async backToDraft(id: number, error: string): Promise<void> {
    await this.releases()
      .where({ id, status: 'scheduled' })
      .update({ status: 'draft', last_error: error } as never);
  }

  /** Scheduled releases whose time has come, oldest schedule first. */
  async due(now: Date, limit: number): Promise<ReleaseRow[]> {
    return this.releases()
      .where({ status: 'scheduled' })
      .where('scheduled_at', '<=', now)
      .orderBy('scheduled_at')
      .limit(limit);
  }
}
