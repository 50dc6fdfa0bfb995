import type { Knex } from '@vh/kit';
import { BOARD_KEPT } from './boardRules';

type Db = Knex | Knex.Transaction;

export interface BoardMessageRow {
  id: number;
  coven_id: number;
  /** Null once the author's account was deleted. */
  author_id: string | null;
  body: string;
  created_at: Date;
  deleted_at: Date | null;
  deleted_by: string | null;
}

/** A message as a member reads it. */
export interface BoardMessageView extends BoardMessageRow {
  reported_by_me: boolean;
}

export const boardMessages = {
  byId(db: Db, id: string): Promise<BoardMessageRow | undefined> {
    return db<BoardMessageRow>('board_messages').where('id', id).first();
  },

  /** A coven's messages not deleted, newest first, below `before` when given. */
  page(db: Db, covenId: number, viewerId: string, limit: number, before: string | null) {
    const query = db('board_messages as m')
      .leftJoin('reports as r', (join) =>
        join.on('r.message_id', 'm.id').andOn('r.reporter_id', db.raw('?', [viewerId])),
      )
      .where('m.coven_id', covenId)
      .whereNull('m.deleted_at')
      .orderBy('m.id', 'desc')
      .limit(limit)
      .select('m.*', db.raw('(r.id is not null) as reported_by_me'));
    if (before !== null) query.where('m.id', '<', before);
    return query as Promise<BoardMessageView[]>;
  },

  async add(trx: Knex.Transaction, covenId: number, authorId: string, body: string) {
    const [row] = await trx<BoardMessageRow>('board_messages')
      .insert({ coven_id: covenId, author_id: authorId, body })
      .returning('*');
    return row!;
  },

  /** The author's messages since `since` (any coven): how many, and the oldest's time. */
  async byAuthorSince(trx: Knex.Transaction, authorId: string, since: Date) {
    const row = await trx('board_messages')
      .where({ author_id: authorId })
      .where('created_at', '>', since)
      .first(trx.raw('count(*)::int as count'), trx.raw('min(created_at) as oldest'));
    return { count: Number(row?.count ?? 0), oldest: (row?.oldest as Date | null) ?? null };
  },

  async countInCovenSince(trx: Knex.Transaction, covenId: number, since: Date): Promise<number> {
    const row = await trx('board_messages')
      .where({ coven_id: covenId })
      .where('created_at', '>=', since)
      .count({ n: '*' })
      .first();
    return Number(row?.n ?? 0);
  },

  /** Marks a message deleted (it stays for reports and admins); answers whether it was shown. */
  async softDelete(trx: Knex.Transaction, id: number, by: string): Promise<boolean> {
    const changed = await trx('board_messages')
      .where({ id })
      .whereNull('deleted_at')
      .update({ deleted_at: trx.fn.now(), deleted_by: by });
    return changed > 0;
  },

  /** Keeps a board to its newest BOARD_KEPT messages (their reports stay, with a copy of the text). */
  async trim(trx: Knex.Transaction, covenId: number): Promise<void> {
    const oldestKept = await trx('board_messages')
      .where({ coven_id: covenId })
      .orderBy('id', 'desc')
      .offset(BOARD_KEPT - 1)
      .first('id');
    if (!oldestKept) return;
    await trx('board_messages').where({ coven_id: covenId }).where('id', '<', oldestKept.id).delete();
  },

  /** Boards of covens disbanded before `before` go; their reports stay in the queue (docs/retention.md#social). */
  async pruneDisbanded(db: Knex, before: Date): Promise<number> {
    return db.transaction(async (trx): Promise<number> => {
      const gone = trx('board_messages')
        .whereIn('coven_id', trx('covens').where('disbanded_at', '<', before).select('id'))
        .select('id');
      return trx('board_messages').whereIn('id', gone).delete();
    });
  },
};
