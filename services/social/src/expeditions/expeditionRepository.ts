/** The expedition tables (migration 20261128100000_social): the only place their queries are written. */
import type { Knex } from '@vh/kit';

type Db = Knex | Knex.Transaction;

export type ExpeditionStatusRow = 'running' | 'completed' | 'failed';

export interface ExpeditionRow {
  id: number;
  coven_id: number;
  status: ExpeditionStatusRow;
  started_by: string | null;
  started_at: Date;
  ends_at: Date;
  finished_at: Date | null;
  chest_currency: string;
  chest_amount: number;
}

export interface TargetRow {
  expedition_id: number;
  position: number;
  enemy_id: number;
  hunting_ground_id: number;
  required: number;
  caught: number;
}

export interface MemberRow {
  expedition_id: number;
  user_id: string;
  joined_at: Date;
  left_at: Date | null;
}

export interface LedgerRow {
  expedition_id: number;
  user_id: string | null;
  event_id: string;
  combat_id: string;
  enemy_id: number;
  target_position: number | null;
  retainer: boolean;
  occurred_at: Date;
}

export interface ShareRow {
  expedition_id: number;
  user_id: string;
  credits: number;
  floor: number;
  amount: number;
}

/** A share as the expedition page shows it: whether its payout went through. */
export type ShareView = ShareRow & { paid: boolean };

/** A member's part of the ledger: hunts counted, catches credited, and when the last catch was. */
export interface ContributionRow {
  user_id: string;
  hunts: number;
  catches: number;
  /** The ledger id of the member's last catch (0 without one): who reached their count first. */
  last_catch_id: number;
}

export const expeditions = {
  byId: (db: Db, id: number) => db<ExpeditionRow>('expeditions').where({ id }).first(),

  running: (db: Db, covenId: number) =>
    db<ExpeditionRow>('expeditions').where({ coven_id: covenId, status: 'running' }).first(),

  /** The running expedition of the coven, locked: the writers of one expedition take turns on it. */
  lockRunning: (trx: Knex.Transaction, covenId: number) =>
    trx<ExpeditionRow>('expeditions').where({ coven_id: covenId, status: 'running' }).forUpdate().first(),

  /** Running expeditions among these ids, locked in id order (two transactions never wait in a circle). */
  lockRunningByIds: (trx: Knex.Transaction, ids: readonly number[]) =>
    trx<ExpeditionRow>('expeditions')
      .whereIn('id', [...ids])
      .where({ status: 'running' })
      .orderBy('id')
      .forUpdate(),

  lockById: (trx: Knex.Transaction, id: number) =>
    trx<ExpeditionRow>('expeditions').where({ id }).forUpdate().first(),

  /** Finished expeditions of a coven, newest first. */
  past: (db: Db, covenId: number, limit: number) =>
    db<ExpeditionRow>('expeditions')
      .where({ coven_id: covenId })
      .whereNot({ status: 'running' })
      .orderBy('id', 'desc')
      .limit(limit),

  ofCoven: (db: Db, covenId: number, limit: number) =>
    db<ExpeditionRow>('expeditions').where({ coven_id: covenId }).orderBy('id', 'desc').limit(limit),

  /** Running expeditions whose end is before `before` (the job fails them one by one). */
  endedIds: async (db: Db, before: Date, limit: number): Promise<number[]> =>
    db('expeditions')
      .where({ status: 'running' })
      .where('ends_at', '<=', before)
      .orderBy('ends_at')
      .limit(limit)
      .pluck('id'),

  insert: async (trx: Knex.Transaction, row: Omit<ExpeditionRow, 'id' | 'finished_at' | 'status'>) => {
    const [created] = await trx<ExpeditionRow>('expeditions').insert(row).returning('*');
    return created!;
  },

  finish: async (trx: Knex.Transaction, id: number, status: 'completed' | 'failed', at: Date) => {
    const [finished] = await trx<ExpeditionRow>('expeditions')
      .where({ id, status: 'running' })
      .update({ status, finished_at: at })
      .returning('*');
    return finished;
  },
};

export const targets = {
  of: (db: Db, expeditionId: number) =>
    db<TargetRow>('expedition_targets').where({ expedition_id: expeditionId }).orderBy('position'),

  insert: (trx: Knex.Transaction, rows: readonly TargetRow[]) => trx('expedition_targets').insert([...rows]),

  /** One more catch of a target with room left; answers the target after it, or undefined when full. */
  catchOne: async (trx: Knex.Transaction, expeditionId: number, position: number) => {
    const [target] = await trx<TargetRow>('expedition_targets')
      .where({ expedition_id: expeditionId, position })
      .whereRaw('caught < required')
      .increment('caught', 1)
      .returning('*');
    return target as TargetRow | undefined;
  },
};

export const members = {
  /** Current members of the expedition (those who have not left). */
  active: (db: Db, expeditionId: number): Promise<string[]> =>
    db('expedition_members').where({ expedition_id: expeditionId }).whereNull('left_at').pluck('user_id'),

  /** Everyone who ever took part (members who left keep their share of what they caught). */
  all: (db: Db, expeditionId: number): Promise<string[]> =>
    db('expedition_members').where({ expedition_id: expeditionId }).pluck('user_id'),

  tookPart: async (db: Db, expeditionId: number, userId: string) =>
    (await db('expedition_members').where({ expedition_id: expeditionId, user_id: userId }).first()) !==
    undefined,

  /**
   * Adds members from `at`. A player already in an expedition (or who left this one: leaving is for
   * good, so a hunt between leaving and coming back can never count) is skipped; answers who was added.
   */
  enrol: async (
    trx: Knex.Transaction,
    expeditionId: number,
    userIds: readonly string[],
    at: Date,
  ): Promise<string[]> => {
    if (userIds.length === 0) return [];
    const added: { user_id: string }[] = await trx('expedition_members')
      .insert(userIds.map((userId) => ({ expedition_id: expeditionId, user_id: userId, joined_at: at })))
      .onConflict()
      .ignore()
      .returning('user_id');
    return added.map((row) => row.user_id);
  },

  leave: (trx: Knex.Transaction, userId: string, at: Date) =>
    trx('expedition_members').where({ user_id: userId }).whereNull('left_at').update({ left_at: at }),

  leaveAll: (trx: Knex.Transaction, expeditionId: number, at: Date) =>
    trx('expedition_members')
      .where({ expedition_id: expeditionId })
      .whereNull('left_at')
      .update({ left_at: at }),

  /**
   * The memberships of these players in these (locked, running) expeditions, with the expedition's
   * end: a hunt counts for the one whose time span holds it.
   */
  spans: (trx: Knex.Transaction, expeditionIds: readonly number[], userIds: readonly string[]) =>
    trx('expedition_members as m')
      .join('expeditions as e', 'e.id', 'm.expedition_id')
      .whereIn('m.expedition_id', [...expeditionIds])
      .whereIn('m.user_id', [...userIds])
      .select<(MemberRow & { ends_at: Date })[]>('m.*', 'e.ends_at'),

  /**
   * The running expeditions these players take part in, or left after `since` (a hunt before the
   * leaving still counts): the candidates to lock.
   */
  runningExpeditionIds: (db: Db, userIds: readonly string[], since: Date): Promise<number[]> =>
    db('expedition_members as m')
      .join('expeditions as e', 'e.id', 'm.expedition_id')
      .whereIn('m.user_id', [...userIds])
      .where((query) => query.whereNull('m.left_at').orWhere('m.left_at', '>', since))
      .where('e.status', 'running')
      .distinct()
      .pluck('m.expedition_id'),

  ofPlayer: (db: Db, userId: string) =>
    db<MemberRow>('expedition_members').where({ user_id: userId }).orderBy('joined_at', 'desc'),
};

export const ledger = {
  /** Records a counted hunt; false when the event was counted before (a redelivery). */
  record: async (trx: Knex.Transaction, row: LedgerRow): Promise<boolean> => {
    const inserted = await trx('expedition_hunts')
      .insert(row)
      .onConflict('event_id')
      .ignore()
      .returning('id');
    return inserted.length > 0;
  },

  contributions: async (db: Db, expeditionId: number): Promise<ContributionRow[]> => {
    const rows = await db('expedition_hunts')
      .where({ expedition_id: expeditionId })
      .whereNotNull('user_id')
      .groupBy('user_id')
      .select(
        'user_id',
        db.raw('count(*)::int as hunts'),
        db.raw('count(target_position)::int as catches'),
        db.raw('coalesce(max(id) filter (where target_position is not null), 0)::bigint as last_catch_id'),
      )
      .orderBy([
        { column: 'catches', order: 'desc' },
        { column: 'hunts', order: 'desc' },
        { column: 'user_id', order: 'asc' },
      ]);
    return rows.map((row: ContributionRow & { last_catch_id: string | number }) => ({
      ...row,
      last_catch_id: Number(row.last_catch_id),
    }));
  },

  /** A deleted account's hunts stay counted, without whose they were. */
  forget: (trx: Knex.Transaction, userId: string) =>
    trx('expedition_hunts').where({ user_id: userId }).update({ user_id: null }),
};

export const shares = {
  of: (db: Db, expeditionId: number) =>
    db('expedition_shares as s')
      .leftJoin('payouts as p', (join) =>
        join.on('p.key', '=', db.raw(`'expedition:' || s.expedition_id || ':' || s.user_id`)),
      )
      .where('s.expedition_id', expeditionId)
      .orderBy([
        { column: 's.amount', order: 'desc' },
        { column: 's.user_id', order: 'asc' },
      ])
      .select<ShareView[]>('s.*', db.raw('(p.paid_at is not null) as paid')),

  insert: (trx: Knex.Transaction, rows: readonly ShareRow[]) =>
    rows.length === 0 ? Promise.resolve() : trx('expedition_shares').insert([...rows]),
};

/** The payout key of a member's share: paid once through the game's exchange. */
export const shareKey = (expeditionId: number, userId: string) => `expedition:${expeditionId}:${userId}`;
