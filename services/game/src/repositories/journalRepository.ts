import type { Knex } from '@vh/kit';
import type { JournalQuery } from '../useCases/journalFilter';

/** Journal entry types of spec 000 section 4. */

export interface JournalRow {
  id: number;
  user_id: string;
  type: number;
  timestamp: number;
  combat_info: Record<string, unknown> | null;
  data: Record<string, unknown> | null;
  hunting_ground_id?: number | null;
}

export interface JournalEntry {
  userId: string;
  type: number;
  timestamp: number;
  combatInfo?: unknown;
  data?: unknown;
  /** Where it happened, when the entry's own fields do not say: a travel's destination. */
  huntingGroundId?: number;
}

/** What the journal's filters and search read, denormalised from the entry when it is written. */
export interface JournalColumns {
  enemy_id: number | null;
  hunting_ground_id: number | null;
  result: number | null;
  item_ids: number[] | null;
  search_text: string | null;
}

interface StoredCombat {
  result?: number;
  enemyId?: number | null;
  huntingGroundId?: number | null;
  loot?: { itemId: number }[];
}

interface StoredData {
  travel_name?: string;
  newRank_name?: string;
  message?: string;
  /** JSON: a list of {itemId, amount} (rank up) or {xp, currencies, items} (mission reward). */
  reward?: string;
}

function rewardItemIds(reward: string | undefined): number[] {
  if (!reward) return [];
  try {
    const parsed = JSON.parse(reward) as { itemId: number }[] | { items?: { itemId: number }[] };
    return (Array.isArray(parsed) ? parsed : (parsed.items ?? [])).map((entry) => entry.itemId);
  } catch {
    return [];
  }
}

/** The filter columns of an entry (the migration 20261125200000 backfills old rows the same way). */
export function journalColumnsOf(entry: JournalEntry): JournalColumns {
  const combat = (entry.combatInfo ?? null) as StoredCombat | null;
  const data = (entry.data ?? null) as StoredData | null;
  const itemIds = [
    ...new Set([...(combat?.loot ?? []).map((drop) => drop.itemId), ...rewardItemIds(data?.reward)]),
  ];
  const texts = [data?.travel_name, data?.newRank_name, data?.message].filter((text) => !!text);
  return {
    enemy_id: combat?.enemyId || null,
    hunting_ground_id: combat?.huntingGroundId ?? entry.huntingGroundId ?? null,
    result: combat?.result ?? null,
    item_ids: itemIds.length > 0 ? itemIds : null,
    search_text: texts.length > 0 ? texts.join(' ').toLowerCase() : null,
  };
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
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
        ...journalColumnsOf(entry),
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

  /**
   * Up to `limit` of the player's entries older than `beforeId` that pass the filters, newest first.
   * Keyset paging on (user_id, id): a deep page costs what the first one does.
   */
  async search(
    userId: string,
    query: JournalQuery,
    beforeId: number | undefined,
    limit: number,
  ): Promise<JournalRow[]> {
    const rows = this.db<JournalRow>('journal_entries')
      .select('id', 'user_id', 'type', 'timestamp', 'combat_info', 'data', 'hunting_ground_id')
      .where('user_id', userId);
    if (beforeId !== undefined) rows.andWhere('id', '<', beforeId);
    if (query.type !== undefined) rows.andWhere('type', query.type);
    if (query.result !== undefined) rows.andWhere('result', query.result);
    if (query.enemyId !== undefined) rows.andWhere('enemy_id', query.enemyId);
    if (query.huntingGroundId !== undefined) rows.andWhere('hunting_ground_id', query.huntingGroundId);
    if (query.from !== undefined) rows.andWhere('timestamp', '>=', query.from);
    if (query.to !== undefined) rows.andWhere('timestamp', '<=', query.to);
    const { search } = query;
    if (search) {
      rows.andWhere((match) => {
        match.whereRaw(`search_text like ? escape '\\'`, [containsPattern(search.text)]);
        if (search.enemyIds.length > 0) match.orWhereRaw('enemy_id = any(?::int[])', [search.enemyIds]);
        if (search.huntingGroundIds.length > 0)
          match.orWhereRaw('hunting_ground_id = any(?::int[])', [search.huntingGroundIds]);
        if (search.itemIds.length > 0) match.orWhereRaw('item_ids && ?::int[]', [search.itemIds]);
      });
    }
    return rows.orderBy('id', 'desc').limit(limit);
  }
}
