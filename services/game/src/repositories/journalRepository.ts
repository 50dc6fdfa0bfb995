import type { Knex } from '@vh/kit';

/** Journal entry types of spec 000 section 4. */

export interface JournalRow {
  id: number;
  user_id: string;
  type: number;
  timestamp: number;
  combat_info: Record<string, unknown> | null;
  data: Record<string, unknown> | null;
}

export interface JournalEntry {
  userId: string;
  type: number;
  timestamp: number;
  combatInfo?: unknown;
  data?: unknown;
}

export class JournalRepository {
  constructor(private readonly db: Knex) {}

  /** The insert of entries in their order (ids ascend with it), not yet run. */
  insertQuery(trx: Knex.Transaction, entries: readonly JournalEntry[]): Knex.QueryBuilder {
    return trx('journal_entries').insert(
      entries.map((entry) => ({
        user_id: entry.userId,
        type: entry.type,
        timestamp: entry.timestamp,
        combat_info: entry.combatInfo === undefined ? null : JSON.stringify(entry.combatInfo),
        data: entry.data === undefined ? null : JSON.stringify(entry.data),
      })),
    );
  }

  /** Newest first. */
  async page(userId: string, limit: number, offset: number): Promise<JournalRow[]> {
    return this.db<JournalRow>('journal_entries')
      .where({ user_id: userId })
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset);
  }

  async count(userId: string): Promise<number> {
    const row = await this.db('journal_entries').where({ user_id: userId }).count({ count: '*' }).first();
    return Number(row?.count ?? 0);
  }
}
