import type { Knex } from '@vh/kit';
import type { ContentDeps } from '../deps';
import type { ContentEntry } from '../domain/entries';
import type { KindName } from '../domain/kinds';
import { EntryRepository } from '../repositories/entryRepository';
import { previewableChanges, withReleaseApplied } from './previewWorld';
import type { ReleaseChange } from './releaseModel';

/**
 * Content's entries as a previewed release makes them, for one request of a previewing admin: the
 * reads the player lists use answer from the live entries with the draft laid over them. A
 * previewing request runs queries only (kit previewReadOnly), so no write reaches this repository.
 */
class PreviewEntryRepository extends EntryRepository {
  private world: Promise<Map<number, ContentEntry>> | null = null;

  constructor(
    db: Knex,
    private readonly live: EntryRepository,
    private readonly changes: ReleaseChange[],
  ) {
    super(db);
  }

  private entries(): Promise<Map<number, ContentEntry>> {
    this.world ??= this.live.listAll().then((entries) => {
      const world = withReleaseApplied({ entries, statMax: [], settings: [] }, this.changes);
      return new Map(world.entries.map((entry) => [entry.id, entry]));
    });
    return this.world;
  }

  override async list(kind: KindName): Promise<ContentEntry[]> {
    return [...(await this.entries()).values()]
      .filter((entry) => entry.kind === kind)
      .sort((a, b) => a.id - b.id);
  }

  override async listAll(): Promise<ContentEntry[]> {
    return [...(await this.entries()).values()].sort((a, b) => a.id - b.id);
  }

  override async get(kind: KindName, id: number): Promise<ContentEntry | undefined> {
    const entry = (await this.entries()).get(id);
    return entry?.kind === kind ? entry : undefined;
  }

  override async getMany(ids: readonly number[]): Promise<ContentEntry[]> {
    const world = await this.entries();
    return ids.flatMap((id) => world.get(id) ?? []);
  }

  override async findByShortName(kind: KindName, shortName: string) {
    const wanted = shortName.toLowerCase();
    return (await this.list(kind)).find(
      (entry) => String(entry.data.shortName ?? '').toLowerCase() === wanted,
    );
  }
}

/**
 * The deps of a previewing admin's request: release `releaseId` checked (a draft or scheduled one,
 * else 404/409) and its changes read once, entries answered as it makes them.
 */
export async function previewDeps(deps: ContentDeps, releaseId: number): Promise<ContentDeps> {
  const changes = await deps.db.transaction((trx) => previewableChanges(deps, releaseId, trx));
  return { ...deps, entries: new PreviewEntryRepository(deps.db, deps.entries, changes) };
}
