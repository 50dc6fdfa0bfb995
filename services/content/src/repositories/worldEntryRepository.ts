import { PreviewReadOnlyError, type Knex } from '@vh/kit';
import type { ContentEntry } from '../domain/entries';
import type { KindName } from '../domain/kinds';
import { EntryRepository } from './entryRepository';

interface Indexed {
  byId: Map<number, ContentEntry>;
  byKind: Map<KindName, ContentEntry[]>;
}

/** Built once per world: a snapshot's entries are one array shared by all its requests. */
const indexes = new WeakMap<ContentEntry[], Indexed>();

function indexed(entries: ContentEntry[]): Indexed {
  let index = indexes.get(entries);
  if (index) return index;
  const sorted = [...entries].sort((a, b) => a.id - b.id);
  const byKind = new Map<KindName, ContentEntry[]>();
  for (const entry of sorted) {
    const ofKind = byKind.get(entry.kind);
    if (ofKind) ofKind.push(entry);
    else byKind.set(entry.kind, [entry]);
  }
  index = { byId: new Map(sorted.map((entry) => [entry.id, entry])), byKind };
  indexes.set(entries, index);
  return index;
}

/**
 * The entry reads answered from a world held in memory rather than the live tables: a preview's
 * (the draft laid over the live world) or the snapshot in force when a player's request started.
 * Only reads: every write (a validation run's rolled-back publication included) is refused.
 */
export class WorldEntryRepository extends EntryRepository {
  private world: Promise<Indexed> | null = null;

  constructor(
    db: Knex,
    private readonly load: () => Promise<ContentEntry[]>,
  ) {
    super(db);
  }

  private entries(): Promise<Indexed> {
    this.world ??= this.load().then(indexed);
    return this.world;
  }

  override async list(kind: KindName): Promise<ContentEntry[]> {
    return [...((await this.entries()).byKind.get(kind) ?? [])];
  }

  override async listAll(): Promise<ContentEntry[]> {
    return [...(await this.entries()).byId.values()];
  }

  override async get(kind: KindName, id: number): Promise<ContentEntry | undefined> {
    const entry = (await this.entries()).byId.get(id);
    return entry?.kind === kind ? entry : undefined;
  }

  override async getMany(ids: readonly number[]): Promise<ContentEntry[]> {
    const { byId } = await this.entries();
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  override async findByShortName(kind: KindName, shortName: string) {
    const wanted = shortName.toLowerCase();
    return (await this.list(kind)).find(
      (entry) => String(entry.data.shortName ?? '').toLowerCase() === wanted,
    );
  }

  override insert(): never {
    throw new PreviewReadOnlyError();
  }

  override update(): never {
    throw new PreviewReadOnlyError();
  }

  override delete(): never {
    throw new PreviewReadOnlyError();
  }

  override bumpVersion(): never {
    throw new PreviewReadOnlyError();
  }

  override activateAt(): never {
    throw new PreviewReadOnlyError();
  }
}
