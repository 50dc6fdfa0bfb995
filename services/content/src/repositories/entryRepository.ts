import type { Knex } from 'knex';
import type { ContentEntry, EntryData } from '../domain/entries';
import { KINDS, KIND_NAMES, SHAPES, type FieldSpec, type KindName, type Reference } from '../domain/kinds';

interface Row {
  id: number;
  kind: KindName;
  data: EntryData;
}

const toEntry = (row: Row): ContentEntry => ({ id: row.id, kind: row.kind, data: row.data });

/** A place where one kind's entries may reference another entry: a containment pattern per field. */
interface ReferenceSite {
  kind: KindName;
  path: string;
  pattern: (value: number | string) => EntryData;
}

function pointsAt(spec: FieldSpec, target: KindName, by: Reference['by']): boolean {
  return (
    (spec.type === 'ref' || spec.type === 'refList') &&
    spec.ref.kind === target &&
    (spec.ref.by ?? 'id') === by
  );
}

/** Every field, top-level or nested, that references `target` by id or by shortName. */
function referenceSites(target: KindName, by: 'id' | 'shortName'): ReferenceSite[] {
  const sites: ReferenceSite[] = [];
  for (const kind of KIND_NAMES) {
    for (const [field, spec] of Object.entries(KINDS[kind].fields)) {
      if (pointsAt(spec, target, by)) {
        sites.push({
          kind,
          path: field,
          pattern: (value) => ({ [field]: spec.type === 'refList' ? [value] : value }),
        });
      }
      if (spec.type === 'list') {
        for (const [inner, innerSpec] of Object.entries(SHAPES[spec.of] as Record<string, FieldSpec>)) {
          if (pointsAt(innerSpec, target, by)) {
            sites.push({
              kind,
              path: `${field}[].${inner}`,
              pattern: (value) => ({ [field]: [{ [inner]: value }] }),
            });
          }
        }
      }
    }
  }
  return sites;
}

export interface Referrer {
  kind: KindName;
  id: number;
  name: string;
  path: string;
}

/** The only place that knows the content tables. Methods take an optional transaction. */
export class EntryRepository {
  constructor(private readonly db: Knex) {}

  private q(trx?: Knex.Transaction) {
    return (trx ?? this.db)<Row>('content_entries');
  }

  async list(kind: KindName, trx?: Knex.Transaction): Promise<ContentEntry[]> {
    return (await this.q(trx).where({ kind }).orderBy('id')).map(toEntry);
  }

  async listAll(trx?: Knex.Transaction): Promise<ContentEntry[]> {
    return (await this.q(trx).orderBy('id')).map(toEntry);
  }

  async get(
    kind: KindName,
    id: number,
    trx?: Knex.Transaction,
    lock?: 'update' | 'share',
  ): Promise<ContentEntry | undefined> {
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
    const query = this.q(trx).where({ kind, id }).first();
    if (lock === 'update') query.forUpdate();
    if (lock === 'share') query.forShare();
    const row = await query;
    return row ? toEntry(row) : undefined;
  }

  async getMany(ids: readonly number[], trx?: Knex.Transaction): Promise<ContentEntry[]> {
    const valid = ids.filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
    return valid.length === 0 ? [] : (await this.q(trx).whereIn('id', valid)).map(toEntry);
  }

  async findByShortName(kind: KindName, shortName: string, trx?: Knex.Transaction, lock?: 'share') {
    const query = this.q(trx)
      .where({ kind })
      .whereRaw(`lower(data->>'shortName') = lower(?)`, [shortName])
      .first();
    if (lock === 'share') query.forShare();
    const row = await query;
    return row ? toEntry(row) : undefined;
  }

  /** An entry of the kind whose number field has this value (field names come from the kind declarations). */
  async findByNumber(kind: KindName, field: string, value: number, trx: Knex.Transaction) {
    const row = await this.q(trx).where({ kind }).whereRaw(`(data->>?)::numeric = ?`, [field, value]).first();
    return row ? toEntry(row) : undefined;
  }

  /** Serialises the writers of one kind until the transaction ends (checks no index can make). */
  async lockKind(kind: KindName, trx: Knex.Transaction): Promise<void> {
    await trx.raw(`select pg_advisory_xact_lock(hashtext(?))`, [`content-kind:${kind}`]);
  }

  /** Inserts an entry; with `id`, one a draft allocated earlier from the same sequence. */
  async insert(trx: Knex.Transaction, kind: KindName, data: EntryData, id?: number): Promise<ContentEntry> {
    const [row] = await this.q(trx)
      .insert(id === undefined ? { kind, data } : { id, kind, data })
      .returning(['id', 'kind', 'data']);
    return toEntry(row as Row);
  }

  async update(trx: Knex.Transaction, entry: ContentEntry, data: EntryData): Promise<ContentEntry> {
    const [row] = await this.q(trx)
      .where({ id: entry.id })
      .update({ data, updated_at: trx.fn.now() } as never)
      .returning(['id', 'kind', 'data']);
    return toEntry(row as Row);
  }

  async delete(trx: Knex.Transaction, entry: ContentEntry): Promise<void> {
    await this.q(trx).where({ id: entry.id }).delete();
  }

  /** Entries that reference `entry` (by id, or by its shortName for kinds referenced that way). */
  async referrers(entry: ContentEntry, trx?: Knex.Transaction, limit = 20): Promise<Referrer[]> {
    const found: Referrer[] = [];
    const shortName = typeof entry.data.shortName === 'string' ? entry.data.shortName : '';
    const searches: [ReferenceSite, number | string][] = [
      ...referenceSites(entry.kind, 'id').map((site): [ReferenceSite, number | string] => [site, entry.id]),
      ...(shortName
        ? referenceSites(entry.kind, 'shortName').map((site): [ReferenceSite, number | string] => [
            site,
            shortName,
          ])
        : []),
    ];
    for (const [site, value] of searches) {
      const rows = await this.q(trx)
        .where({ kind: site.kind })
        .whereRaw('data @> ?::jsonb', [JSON.stringify(site.pattern(value))])
        .limit(limit);
      for (const row of rows) {
        if (row.id === entry.id && row.kind === entry.kind) continue;
        const name = String(row.data.name ?? row.data.header ?? `#${row.id}`);
        found.push({ kind: row.kind, id: row.id, name, path: site.path });
      }
      if (found.length >= limit) break;
    }
    return found.slice(0, limit);
  }

  /** An id for an entry a draft creates: from the entries' own sequence, so it is never reused. */
  async allocateId(): Promise<number> {
    const result = await this.db.raw(`select nextval('content_id_seq') as id`);
    return Number((result as { rows: { id: string }[] }).rows[0]!.id);
  }

  /**
   * A new content version, in force at once unless the transaction activates it later, and never
   * before the version it follows: a single write made while a release waits for its instant waits
   * with it (it holds the release too, which must not reach players early).
   */
  async bumpVersion(trx: Knex.Transaction): Promise<number> {
    const [row] = await trx('content_version')
      .where({ singleton: 1 })
      .update({
        version: trx.raw('version + 1'),
        activates_at_ms: trx.raw('greatest(activates_at_ms, ?)', [Date.now()]),
      })
      .returning('version');
    return Number((row as { version: number }).version);
  }

  /** Sets when the version just bumped is in force (epoch ms), as the publication commits. */
  async activateAt(trx: Knex.Transaction, activatesAtMs: number): Promise<void> {
    await trx('content_version')
      .where({ singleton: 1 })
      .update({ activates_at_ms: trx.raw('greatest(activates_at_ms, ?)', [activatesAtMs]) });
  }

  async version(trx?: Knex.Transaction): Promise<number> {
    return (await this.newestVersion(trx)).version;
  }

  /** The newest version and when it is (or was) in force. */
  async newestVersion(trx?: Knex.Transaction): Promise<{ version: number; activatesAtMs: number }> {
    const row = (await (trx ?? this.db)('content_version')
      .where({ singleton: 1 })
      .first('version', 'activates_at_ms')) as { version: number; activates_at_ms: string | number };
    return { version: Number(row.version), activatesAtMs: Number(row.activates_at_ms) };
  }
}
