import {
  ConflictError,
  NotFoundError,
  ValidationError,
  isAdmin,
  recordAdminChange,
  requireAdmin,
  requireViewer,
  type Knex,
} from '@vh/kit';
import {
  sortEntries,
  validateEntry,
  type ContentEntry,
  type EntryData,
  type FoundReference,
} from '../domain/entries';
import { KINDS, type KindName, type Reference } from '../domain/kinds';
import { checkStatEntries, statNamesOf } from '../domain/procRules';
import type { Caller, ContentDeps } from '../deps';
import { contentChanged } from '../events';
import type { EntryLookup } from '../repositories/entryLookup';
import type { EntryRepository, Referrer } from '../repositories/entryRepository';
import type { PendingEntries } from '../releases/pendingEntries';

/** Players see only visible entries; admins see everything. */
function visibleTo(caller: Caller, entry: ContentEntry): boolean {
  return isAdmin(caller.viewer) || entry.data.visible !== false;
}

export async function listEntries(
  deps: ContentDeps,
  caller: Caller,
  kind: KindName,
): Promise<ContentEntry[]> {
  requireViewer(caller.viewer);
  const visible = (await deps.entries.list(kind)).filter((entry) => visibleTo(caller, entry));
  return sortEntries(visible, KINDS[kind].orderBy);
}

/** The version of the content snapshot; every change bumps it. */
export function contentVersion(deps: ContentDeps): Promise<number> {
  return deps.entries.version();
}

/**
 * The entry a reference points to (a `<field>Ref` field, another subgraph's entity reference), read
 * through the request's lookup: undefined when it does not exist or is hidden from the caller.
 */
export async function referencedEntry(
  lookup: EntryLookup,
  caller: Caller,
  reference: Reference,
  value: unknown,
): Promise<ContentEntry | undefined> {
  const entry =
    reference.by === 'shortName'
      ? await lookup.byShortName(reference.kind, value as string)
      : await lookup.get(reference.kind, value as number);
  return entry && visibleTo(caller, entry) ? entry : undefined;
}

export async function getEntry(
  deps: ContentDeps,
  caller: Caller,
  kind: KindName,
  id: number,
): Promise<ContentEntry> {
  requireViewer(caller.viewer);
  const entry = await deps.entries.get(kind, id);
  if (!entry || !visibleTo(caller, entry)) throw new NotFoundError(`No ${kind} with id ${id}`);
  return entry;
}

/**
 * Checks that every referenced entry exists, holding a share lock on it until the transaction ends
 * so a concurrent delete cannot leave a dangling reference.
 */
async function checkReferences(
  entries: EntryRepository,
  trx: Knex.Transaction,
  references: FoundReference[],
  pending?: PendingEntries,
) {
  for (const reference of references) {
    if (pending?.has(reference.ref.kind, reference.ref.by ?? 'id', reference.value)) continue;
    const target =
      reference.ref.by === 'shortName'
        ? await entries.findByShortName(reference.ref.kind, String(reference.value), trx, 'share')
        : await entries.get(reference.ref.kind, Number(reference.value), trx, 'share');
    if (!target) {
      throw new ValidationError(
        `${reference.path} refers to a ${reference.ref.kind} that does not exist (${reference.value})`,
      );
    }
  }
}

/** Proc percents are checked against the named stats' types (already share-locked above). */
async function checkProcPercents(
  entries: EntryRepository,
  trx: Knex.Transaction,
  kind: KindName,
  data: EntryData,
) {
  const types = new Map<string, number>();
  for (const shortName of statNamesOf(kind, data)) {
    const stat = await entries.findByShortName('stat', shortName, trx);
    if (stat) types.set(shortName, Number(stat.data.statType));
  }
  checkStatEntries(kind, data, (shortName) => types.get(shortName));
}

async function checkUniqueKey(
  entries: EntryRepository,
  trx: Knex.Transaction,
  kind: KindName,
  data: EntryData,
  selfId?: number,
) {
  if (KINDS[kind].uniqueKey !== 'shortName') return;
  const shortName = String(data.shortName ?? '');
  if (!shortName) throw new ValidationError('shortName is required');
  const existing = await entries.findByShortName(kind, shortName, trx);
  if (existing && existing.id !== selfId)
    throw new ConflictError(`A ${kind} with shortName ${shortName} already exists`);
}

async function checkUniqueNumber(
  entries: EntryRepository,
  trx: Knex.Transaction,
  kind: KindName,
  data: EntryData,
  selfId?: number,
) {
  const field = KINDS[kind].uniqueNumber;
  if (!field) return;
  // Two admins saving at once must not both pass the check: one waits for the other's commit.
  await entries.lockKind(kind, trx);
  const value = Number(data[field]);
  const existing = await entries.findByNumber(kind, field, value, trx);
  if (existing && existing.id !== selfId) {
    const name = typeof existing.data.name === 'string' ? ` (${existing.data.name})` : '';
    throw new ConflictError(`A ${kind} with ${field} ${value} already exists: ${kind} ${existing.id}${name}`);
  }
}

async function checkImages(
  deps: ContentDeps,
  trx: Knex.Transaction,
  imageIds: { id: number; path: string }[],
) {
  for (const image of imageIds) {
    if (!(await deps.images.exists(image.id, trx))) {
      throw new ValidationError(`${image.path} refers to an image that does not exist (${image.id})`);
    }
  }
}

function describeReferrers(referrers: Referrer[]): string {
  return referrers
    .map((referrer) => `${referrer.kind} ${referrer.id} (${referrer.name}) in ${referrer.path}`)
    .join('; ');
}

/** An entry as the audit trail keeps it: its id and stored fields. */
const audited = (entry: ContentEntry | undefined) => entry && { id: entry.id, ...entry.data };

/**
 * Every entry write bumps the content version, announces the change and records it in the admin
 * trail, all in the write's transaction. The seeder's writes come through here too and are recorded
 * as actor `seed`: the history of a seeded entry then starts with where it came from.
 */
async function recordChange(
  deps: ContentDeps,
  trx: Knex.Transaction,
  caller: Caller,
  change: { before?: ContentEntry; after?: ContentEntry },
  action: 'created' | 'updated' | 'deleted',
  publication?: Publication,
) {
  const entry = (change.after ?? change.before)!;
  const version = publication?.version ?? (await deps.entries.bumpVersion(trx));
  await contentChanged(trx, { kind: entry.kind, entryId: entry.id, action, version }, caller.requestId);
  await recordAdminChange(trx, {
    actor: requireAdmin(caller.viewer),
    entity: KINDS[entry.kind].typeName,
    entityId: entry.id,
    action,
    before: audited(change.before),
    after: audited(change.after),
    requestId: caller.requestId,
  });
}

/**
 * A release being published (releases/publishing.ts): its changes share one snapshot version, and a
 * reference to an entry the release creates later in the same transaction counts as resolved (the
 * publication checks every reference again once all its changes are in).
 */
export interface Publication {
  version: number;
  pending: PendingEntries;
  /** The id a draft allocated for the entry it creates. */
  presetId?: number;
}

/** The shape of a new entry, as a draft stores it before publishing (defaults filled in, checked). */
export function prepareNewEntry(kind: KindName, input: EntryData): EntryData {
  const { data } = validateEntry(kind, input);
  if (kind === 'news' && !input.timestamp) data.timestamp = Math.floor(Date.now() / 1000);
  return data;
}

/** The shape of an entry after an edit of `current`, as a draft stores it. */
export function prepareEditedEntry(kind: KindName, input: EntryData, current: EntryData): EntryData {
  return validateEntry(kind, input, current).data;
}

/** Creates an entry inside the caller's transaction (the seeder records its key in the same one). */
export async function createEntryIn(
  deps: ContentDeps,
  trx: Knex.Transaction,
  caller: Caller,
  kind: KindName,
  input: EntryData,
  publication?: Publication,
): Promise<ContentEntry> {
  requireAdmin(caller.viewer);
  const { data, references, imageIds } = validateEntry(kind, input);
  if (kind === 'news' && !input.timestamp) data.timestamp = Math.floor(Date.now() / 1000);
  await checkReferences(deps.entries, trx, references, publication?.pending);
  await checkProcPercents(deps.entries, trx, kind, data);
  await checkImages(deps, trx, imageIds);
  await checkUniqueKey(deps.entries, trx, kind, data);
  await checkUniqueNumber(deps.entries, trx, kind, data);
  const entry = await deps.entries.insert(trx, kind, data, publication?.presetId);
  publication?.pending.created(entry);
  await recordChange(deps, trx, caller, { after: entry }, 'created', publication);
  return entry;
}

/** Every reference of an entry resolves now: the last check of a publication, once all is written. */
export async function checkEntryReferences(
  deps: ContentDeps,
  trx: Knex.Transaction,
  entry: ContentEntry,
): Promise<void> {
  const { references } = validateEntry(entry.kind, entry.data, entry.data);
  await checkReferences(deps.entries, trx, references);
}

/** Updates an entry inside the caller's transaction. */
export async function updateEntryIn(
  deps: ContentDeps,
  trx: Knex.Transaction,
  caller: Caller,
  kind: KindName,
  input: EntryData,
  publication?: Publication,
): Promise<ContentEntry> {
  requireAdmin(caller.viewer);
  const id = Number(input.id);
  if (!Number.isInteger(id)) throw new ValidationError('id is required to update an entry');
  const current = await deps.entries.get(kind, id, trx, 'update');
  if (!current) throw new NotFoundError(`No ${kind} with id ${id}`);
  const { data, references, imageIds } = validateEntry(kind, input, current.data);
  await checkReferences(deps.entries, trx, references, publication?.pending);
  await checkProcPercents(deps.entries, trx, kind, data);
  await checkImages(deps, trx, imageIds);
  await checkUniqueKey(deps.entries, trx, kind, data, id);
  await checkUniqueNumber(deps.entries, trx, kind, data, id);
  // Entries refer to currencies and stats by shortName: renaming one in use would orphan them.
  if (current.data.shortName && data.shortName !== current.data.shortName) {
    const referrers = await deps.entries.referrers(current, trx, 5);
    if (referrers.length > 0) {
      throw new ConflictError(`shortName cannot change while in use: ${describeReferrers(referrers)}`, {
        referrers,
      });
    }
  }
  const entry = await deps.entries.update(trx, current, data);
  await recordChange(deps, trx, caller, { before: current, after: entry }, 'updated', publication);
  return entry;
}

/** Deletes an entry inside the caller's transaction; refused while other entries use it. */
export async function deleteEntryIn(
  deps: ContentDeps,
  trx: Knex.Transaction,
  caller: Caller,
  kind: KindName,
  id: number,
  publication?: Publication,
): Promise<ContentEntry> {
  requireAdmin(caller.viewer);
  const entry = await deps.entries.get(kind, id, trx, 'update');
  if (!entry) throw new NotFoundError(`No ${kind} with id ${id}`);
  const referrers = await deps.entries.referrers(entry, trx, 10);
  if (referrers.length > 0) {
    throw new ConflictError(`This ${kind} is still in use: ${describeReferrers(referrers)}`, { referrers });
  }
  await deps.entries.delete(trx, entry);
  await recordChange(deps, trx, caller, { before: entry }, 'deleted', publication);
  return entry;
}

/** Two concurrent creates with one shortName: the unique index decides; answer as the pre-check would. */
export async function uniqueViolationAsConflict<T>(kind: KindName, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new ConflictError(`A ${kind} with this shortName already exists`);
    throw error;
  }
}
