import {
  ConflictError,
  NotFoundError,
  ValidationError,
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
import { KINDS, type KindName } from '../domain/kinds';
import type { Caller, ContentDeps } from '../deps';
import { contentChanged } from '../events';
import type { EntryRepository, Referrer } from '../repositories/entryRepository';

const isAdmin = (caller: Caller) => caller.viewer?.role === 'admin';

/** Players see only visible entries; admins see everything. */
function visibleTo(caller: Caller, entry: ContentEntry): boolean {
  return isAdmin(caller) || entry.data.visible !== false;
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
) {
  for (const reference of references) {
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

async function recordChange(
  deps: ContentDeps,
  trx: Knex.Transaction,
  caller: Caller,
  entry: ContentEntry,
  action: 'created' | 'updated' | 'deleted',
) {
  const version = await deps.entries.bumpVersion(trx);
  await contentChanged(trx, { kind: entry.kind, entryId: entry.id, action, version }, caller.requestId);
}

/** Creates an entry inside the caller's transaction (the seeder records its key in the same one). */
export async function createEntryIn(
  deps: ContentDeps,
  trx: Knex.Transaction,
  caller: Caller,
  kind: KindName,
  input: EntryData,
): Promise<ContentEntry> {
  requireAdmin(caller.viewer);
  const { data, references, imageIds } = validateEntry(kind, input);
  if (kind === 'news' && !input.timestamp) data.timestamp = Math.floor(Date.now() / 1000);
  await checkReferences(deps.entries, trx, references);
  await checkImages(deps, trx, imageIds);
  await checkUniqueKey(deps.entries, trx, kind, data);
  await checkUniqueNumber(deps.entries, trx, kind, data);
  const entry = await deps.entries.insert(trx, kind, data);
  await recordChange(deps, trx, caller, entry, 'created');
  return entry;
}

export async function createEntry(deps: ContentDeps, caller: Caller, kind: KindName, input: EntryData) {
  requireAdmin(caller.viewer);
  return uniqueViolationAsConflict(kind, () =>
    deps.db.transaction((trx) => createEntryIn(deps, trx, caller, kind, input)),
  );
}

/** Updates an entry inside the caller's transaction. */
export async function updateEntryIn(
  deps: ContentDeps,
  trx: Knex.Transaction,
  caller: Caller,
  kind: KindName,
  input: EntryData,
): Promise<ContentEntry> {
  requireAdmin(caller.viewer);
  const id = Number(input.id);
  if (!Number.isInteger(id)) throw new ValidationError('id is required to update an entry');
  const current = await deps.entries.get(kind, id, trx, 'update');
  if (!current) throw new NotFoundError(`No ${kind} with id ${id}`);
  const { data, references, imageIds } = validateEntry(kind, input, current.data);
  await checkReferences(deps.entries, trx, references);
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
  await recordChange(deps, trx, caller, entry, 'updated');
  return entry;
}

export async function updateEntry(deps: ContentDeps, caller: Caller, kind: KindName, input: EntryData) {
  requireAdmin(caller.viewer);
  return uniqueViolationAsConflict(kind, () =>
    deps.db.transaction((trx) => updateEntryIn(deps, trx, caller, kind, input)),
  );
}

export async function deleteEntry(deps: ContentDeps, caller: Caller, kind: KindName, id: number) {
  requireAdmin(caller.viewer);
  await deps.db.transaction(async (trx) => {
    const entry = await deps.entries.get(kind, id, trx, 'update');
    if (!entry) throw new NotFoundError(`No ${kind} with id ${id}`);
    const referrers = await deps.entries.referrers(entry, trx, 10);
    if (referrers.length > 0) {
      throw new ConflictError(`This ${kind} is still in use: ${describeReferrers(referrers)}`, { referrers });
    }
    await deps.entries.delete(trx, entry);
    await recordChange(deps, trx, caller, entry, 'deleted');
  });
  return { success: true, message: `${KINDS[kind].label} deleted` };
}

/** Two concurrent creates with one shortName: the unique index decides; answer as the pre-check would. */
async function uniqueViolationAsConflict<T>(kind: KindName, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new ConflictError(`A ${kind} with this shortName already exists`);
    throw error;
  }
}
