import type { Knex } from 'knex';
import { requireAdmin, type Caller, type Viewer } from './auth';
import { ValidationError } from './errors';

/**
 * The audit trail of admin writes. Each service keeps the entries of the data it owns in its own
 * database, written in the same transaction as the change, so a change and its entry commit or
 * roll back together. This module is the table's shape, the recorder and the paged reader.
 */
const TABLE = 'admin_changes';

export const ADMIN_CHANGES_PAGE_DEFAULT = 50;
export const ADMIN_CHANGES_PAGE_MAX = 100;
const MAX_NAME_LENGTH = 100;

/** Migration helper: a service's migration creates its trail with this. */
export async function createAdminChangesTable(db: Knex): Promise<void> {
  await db.schema.createTable(TABLE, (table) => {
    table.bigIncrements('id');
    table.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.text('actor_id').notNullable();
    table.text('actor_name').notNullable();
    table.text('entity').notNullable();
    table.text('entity_id').notNullable();
    table.text('action').notNullable();
    table.jsonb('before');
    table.jsonb('after');
    table.text('request_id');
  });
  // One entry's history, newest first; the whole trail pages by the primary key.
  await db.raw(`create index ${TABLE}_entry_idx on ${TABLE} (entity, entity_id, id desc)`);
  // The recent-changes page filtered to one kind of entry.
  await db.raw(`create index ${TABLE}_entity_idx on ${TABLE} (entity, id desc)`);
}

export async function dropAdminChangesTable(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists(TABLE);
}

/** created, updated, deleted, or a named action ('inventory', 'currencies', 'recalc'...). */
export type AdminAction = 'created' | 'updated' | 'deleted' | (string & {});

export interface AdminChangeInput {
  actor: Pick<Viewer, 'userId' | 'name'>;
  /** The GraphQL type of what changed ('Currency', 'User', 'PremiumPackage', 'Setting'...). */
  entity: string;
  entityId: string | number;
  action: AdminAction;
  /** The entry before the write (absent for a create). */
  before?: unknown;
  /** The entry after the write (absent for a delete). */
  after?: unknown;
  requestId?: string;
}

/** Keys never written to the trail, at any depth: credentials, hashes and one-time tokens. */
const SECRET_KEY = /password|token|secret|hash/i;

/** A JSON copy of `value` without secret keys (Dates become ISO strings, undefined is dropped). */
export function withoutSecrets(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key, inner]) => !SECRET_KEY.test(key) && inner !== undefined)
        .map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  }
  return value;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the trail keeps of a write: a create keeps the whole new entry, a delete the whole old one,
 * and a change of an existing entry only the fields whose value differs, each side with its value.
 */
export function auditedValues(before: unknown, after: unknown): { before: unknown; after: unknown } {
  const old = withoutSecrets(before);
  const next = withoutSecrets(after);
  if (!isRecord(old) || !isRecord(next)) return { before: old, after: next };
  const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  const changed = keys.filter((key) => JSON.stringify(old[key]) !== JSON.stringify(next[key]));
  return {
    before: Object.fromEntries(changed.filter((key) => key in old).map((key) => [key, old[key]])),
    after: Object.fromEntries(changed.filter((key) => key in next).map((key) => [key, next[key]])),
  };
}

const asJson = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** A save that changed no field (an editor saving what it loaded): nothing happened to record. */
export function changedNothing(values: { before: unknown; after: unknown }): boolean {
  const empty = (side: unknown) => isRecord(side) && Object.keys(side).length === 0;
  return empty(values.before) && empty(values.after);
}

/**
 * Records one admin write inside the write's own transaction; a save that changed no field is left
 * out. Answers whether an entry was written.
 */
export async function recordAdminChange(trx: Knex.Transaction, change: AdminChangeInput): Promise<boolean> {
  const values = auditedValues(change.before, change.after);
  if (changedNothing(values)) return false;
  await trx(TABLE).insert({
    actor_id: change.actor.userId,
    actor_name: change.actor.name,
    entity: change.entity,
    entity_id: String(change.entityId),
    action: change.action,
    before: asJson(values.before),
    after: asJson(values.after),
    request_id: change.requestId ?? null,
  });
  return true;
}

/** One entry of the trail as the admin web reads it; before and after are JSON text. */
export interface AdminChange {
  id: number;
  service: string;
  at: string;
  actorId: string;
  actorName: string;
  entity: string;
  entityId: string;
  action: string;
  before: string | null;
  after: string | null;
}

export interface AdminChangesQuery {
  entity?: string | null;
  entityId?: string | null;
  /** 1 to 100 entries, 50 when absent. */
  limit?: number | null;
  /** Entries older than this id (the last id of the page before). */
  before?: number | null;
}

function checkedName(name: string, value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value.length === 0 || value.length > MAX_NAME_LENGTH || value.includes('\u0000')) {
    throw new ValidationError(`${name} must be 1 to ${MAX_NAME_LENGTH} characters`);
  }
  return value;
}

/** The query's arguments, checked: a refusal names the argument. */
export function checkedAdminChangesQuery(query: AdminChangesQuery) {
  const limit = query.limit ?? ADMIN_CHANGES_PAGE_DEFAULT;
  if (!Number.isInteger(limit) || limit < 1 || limit > ADMIN_CHANGES_PAGE_MAX) {
    throw new ValidationError(`limit must be a whole number from 1 to ${ADMIN_CHANGES_PAGE_MAX}`);
  }
  const before = query.before ?? null;
  if (before !== null && (!Number.isInteger(before) || before < 1)) {
    throw new ValidationError('before must be an entry id of at least 1');
  }
  return {
    entity: checkedName('entity', query.entity),
    entityId: checkedName('entityId', query.entityId),
    limit,
    before,
  };
}

interface AdminChangeRow {
  id: number;
  changed_at: Date;
  actor_id: string;
  actor_name: string;
  entity: string;
  entity_id: string;
  action: string;
  before: unknown;
  after: unknown;
}

/** A page of the trail, newest first. */
export async function readAdminChanges(
  db: Knex,
  service: string,
  query: AdminChangesQuery,
): Promise<AdminChange[]> {
  const { entity, entityId, limit, before } = checkedAdminChangesQuery(query);
  const rows = (await db<AdminChangeRow>(TABLE)
    .modify((builder) => {
      if (entity !== null) builder.where('entity', entity);
      if (entityId !== null) builder.where('entity_id', entityId);
      if (before !== null) builder.where('id', '<', before);
    })
    .orderBy('id', 'desc')
    .limit(limit)) as AdminChangeRow[];
  return rows.map((row) => ({
    id: row.id,
    service,
    at: row.changed_at.toISOString(),
    actorId: row.actor_id,
    actorName: row.actor_name,
    entity: row.entity,
    entityId: row.entity_id,
    action: row.action,
    before: asJson(row.before),
    after: asJson(row.after),
  }));
}

/**
 * The admin-only `…Changes` root field of every subgraph: the same arguments and answer everywhere,
 * only the service's name and database differ.
 */
export function listAdminChanges(
  caller: Caller,
  db: Knex,
  service: string,
  query: AdminChangesQuery,
): Promise<AdminChange[]> {
  requireAdmin(caller.viewer);
  return readAdminChanges(db, service, query);
}
