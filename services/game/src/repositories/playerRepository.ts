import type { Knex } from '@vh/kit';
import type { EquippedSlot } from '../domain/equipment';

export interface PlayerRow {
  user_id: string;
  name: string;
  xp: number;
  rewarded_rank_xp: number;
  coolness: number;
  hunting_ground_id: number;
  active_set: number;
  subscription_level: number;
  subscription_until: number;
  next_hunt_at: number;
  coffin_charges: number;
  coffin_recharge_from: number;
  active_combat_id: number | null;
  last_combat_id: number | null;
  last_hunt_call_ms: number;
}

export type PlayerPatch = Partial<Omit<PlayerRow, 'user_id'>>;

export interface Holdings {
  items: Map<number, number>;
  currencies: Map<string, number>;
  equipped: EquippedSlot[];
}

interface LockedPlayer {
  row: PlayerRow;
  holdings: Holdings;
  /** A fight id reserved for this call (when asked for). */
  combatId: number | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface HoldingsRow {
  items: [number, number][];
  currencies: [string, number][];
  equipped: [number, number][];
}

/** The holdings as three JSON columns; `setIndex` is the SQL of the set's index. */
function holdingsColumns(setIndex: string): string {
  return `
    (select coalesce(json_agg(json_build_array(item_id, amount) order by item_id), '[]') from player_items
      where user_id = :userId) as items,
    (select coalesce(json_agg(json_build_array(short_name, amount) order by short_name), '[]')
      from player_currencies where user_id = :userId) as currencies,
    (select coalesce(json_agg(json_build_array(item_id, equipped_seq)), '[]') from equipped_items
      where user_id = :userId and set_index = ${setIndex}) as equipped`;
}

function holdingsOf(row: HoldingsRow): Holdings {
  return {
    items: new Map(row.items.map(([itemId, amount]) => [itemId, Number(amount)])),
    currencies: new Map(row.currencies.map(([shortName, amount]) => [shortName, Number(amount)])),
    equipped: row.equipped.map(([itemId, seq]) => ({ itemId, equippedSeq: Number(seq) })),
  };
}

/**
 * The player row and what the player holds. The only place knex touches these tables, but for
 * currency balances, which only the ledger writes (ledger/ledgerRepository.ts).
 */
export class PlayerRepository {
  constructor(private readonly db: Knex) {}

  private q(trx?: Knex.Transaction) {
    return trx ?? this.db;
  }

  async find(userId: string, trx?: Knex.Transaction): Promise<PlayerRow | undefined> {
    return this.q(trx)<PlayerRow>('players').where({ user_id: userId }).first();
  }

  /** Payments' word on the player's tier and the end of its paid period (seconds). */
  async setSubscription(trx: Knex.Transaction, userId: string, level: number, until: number): Promise<void> {
    await trx('players')
      .where({ user_id: userId })
      .update({ subscription_level: level, subscription_until: until, updated_at: trx.fn.now() });
  }

  /** Creates the player unless it exists; answers whether this call created it. */
  async insert(trx: Knex.Transaction, row: Pick<PlayerRow, 'user_id' | 'name' | 'hunting_ground_id'>) {
    const inserted = await trx('players').insert(row).onConflict('user_id').ignore().returning('user_id');
    return inserted.length > 0;
  }

  async update(trx: Knex.Transaction, userId: string, patch: PlayerPatch): Promise<void> {
    await trx('players')
      .where({ user_id: userId })
      .update({ ...patch, updated_at: trx.fn.now() });
  }

  /** The update of the player row, not yet run (for `writeTogether`). */
  updateQuery(trx: Knex.Transaction, userId: string, patch: PlayerPatch): Knex.QueryBuilder {
    return trx('players')
      .where({ user_id: userId })
      .update({ ...patch, updated_at: trx.fn.now() });
  }

  /**
   * Sets amounts held (absolute, not deltas), not yet run. Only correct behind the player's row lock
   * with amounts read after taking it: then nobody else changed them in between.
   */
  setItemAmountsQuery(
    trx: Knex.Transaction,
    userId: string,
    amounts: Map<number, number>,
  ): Knex.QueryBuilder {
    return this.setAmountsQuery(
      trx,
      'player_items',
      [...amounts].map(([itemId, amount]) => ({ user_id: userId, item_id: itemId, amount })),
      ['user_id', 'item_id'],
    );
  }

  private setAmountsQuery(
    trx: Knex.Transaction,
    table: 'player_items',
    rows: Record<string, string | number>[],
    key: string[],
  ): Knex.QueryBuilder {
    return trx(table)
      .insert(rows)
      .onConflict(key)
      .merge({ amount: trx.raw('excluded.amount') });
  }

  /** Takes items no longer held out of every set, not yet run. */
  unequipEverywhereQuery(trx: Knex.Transaction, userId: string, itemIds: number[]): Knex.QueryBuilder {
    return trx('equipped_items').where({ user_id: userId }).whereIn('item_id', itemIds).delete();
  }

  async delete(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx('players').where({ user_id: userId }).delete();
  }

  /** Amounts held of the given items (absent: none held). */
  async itemAmounts(userId: string, itemIds: readonly number[]): Promise<Map<number, number>> {
    const rows: { item_id: number; amount: string | number }[] = await this.db('player_items')
      .select('item_id', 'amount')
      .where('user_id', userId)
      .whereIn('item_id', [...itemIds]);
    return new Map(rows.map((row) => [row.item_id, Number(row.amount)]));
  }

  /** Items, currencies and the set's equipment in one round trip. */
  async holdings(userId: string, setIndex: number): Promise<Holdings> {
    const result = await this.db.raw(`select ${holdingsColumns(':setIndex')}`, { userId, setIndex });
    return holdingsOf(result.rows[0] as HoldingsRow);
  }

  /**
   * Locks the player row and reads what the player holds (the active set's equipment), and reserves a
   * fight id when asked, in one round trip: two statements sent together in the simple protocol (so
   * the id is inlined as a literal, checked to be a uuid first). They run one after the other, and the
   * second takes its snapshot once the lock is held, so it sees every change committed before. (One
   * locking statement with subqueries would not: its snapshot is from before it waited.)
   */
  async lockWithHoldings(
    trx: Knex.Transaction,
    userId: string,
    options: { reserveCombatId: boolean },
  ): Promise<LockedPlayer | undefined> {
    if (!UUID.test(userId)) throw new Error(`not a player id: ${userId}`);
    const lock = trx('players').where({ user_id: userId }).forUpdate().toQuery();
    const combatId = options.reserveCombatId ? `, nextval('combats_id_seq') as combat_id` : '';
    const activeSet = '(select active_set from players where user_id = :userId)';
    const holdings = trx.raw(`select ${holdingsColumns(activeSet)}${combatId}`, { userId }).toQuery();
    const [locked, held] = (await trx.raw(`${lock};\n${holdings}`)) as unknown as [
      { rows: PlayerRow[] },
      { rows: (HoldingsRow & { combat_id?: number })[] },
    ];
    const row = locked.rows[0];
    if (!row) return undefined;
    const holdingsRow = held.rows[0]!;
    return {
      row,
      holdings: holdingsOf(holdingsRow),
      combatId: holdingsRow.combat_id === undefined ? null : Number(holdingsRow.combat_id),
    };
  }

  /**
   * Adds (or with a negative delta removes) items; the table's check refuses a negative amount.
   * A removal is an update: an insert's proposed row would fail the check before any conflict.
   */
  async addItem(trx: Knex.Transaction, userId: string, itemId: number, delta: number): Promise<number> {
    return this.addTo(trx, 'player_items', { user_id: userId, item_id: itemId }, delta);
  }

  private async addTo(
    trx: Knex.Transaction,
    table: 'player_items',
    key: Record<string, string | number>,
    delta: number,
  ): Promise<number> {
    const [row] =
      delta < 0
        ? await trx(table).where(key).increment('amount', delta).returning('amount')
        : await trx(table)
            .insert({ ...key, amount: delta })
            .onConflict(Object.keys(key))
            .merge({ amount: trx.raw(`${table}.amount + excluded.amount`) })
            .returning('amount');
    if (!row) throw new Error(`${table}: nothing to take ${-delta} from`);
    return Number((row as { amount: number }).amount);
  }

  async equipped(userId: string, setIndex: number, trx?: Knex.Transaction): Promise<EquippedSlot[]> {
    const rows: { item_id: number; equipped_seq: number }[] = await this.q(trx)('equipped_items')
      .select('item_id', 'equipped_seq')
      .where({ user_id: userId, set_index: setIndex });
    return rows.map((row) => ({ itemId: row.item_id, equippedSeq: Number(row.equipped_seq) }));
  }

  async equip(trx: Knex.Transaction, userId: string, setIndex: number, itemId: number): Promise<void> {
    const row = await trx('equipped_items').where({ user_id: userId }).max({ next: 'equipped_seq' }).first();
    const next = row?.next as number | null | undefined;
    await trx('equipped_items')
      .insert({ user_id: userId, set_index: setIndex, item_id: itemId, equipped_seq: Number(next ?? 0) + 1 })
      .onConflict(['user_id', 'set_index', 'item_id'])
      .ignore();
  }

  async unequip(trx: Knex.Transaction, userId: string, setIndex: number, itemIds: number[]): Promise<void> {
    if (itemIds.length === 0) return;
    await trx('equipped_items')
      .where({ user_id: userId, set_index: setIndex })
      .whereIn('item_id', itemIds)
      .delete();
  }

  /** Players with any of these items equipped in their active set (the auto-hunt's candidates). */
  async withEquippedInActiveSet(
    itemIds: number[],
    excludeHour: number,
    afterUserId: string,
    limit: number,
  ): Promise<string[]> {
    if (itemIds.length === 0) return [];
    const rows: { user_id: string }[] = await this.db('players as p')
      .distinct('p.user_id')
      .join('equipped_items as e', function joinActive() {
        this.on('e.user_id', '=', 'p.user_id').andOn('e.set_index', '=', 'p.active_set');
      })
      .whereIn('e.item_id', itemIds)
      .whereNotExists(function notYet() {
        this.select(1)
          .from('auto_hunts as a')
          .whereRaw('a.user_id = p.user_id')
          .andWhere('a.hour', excludeHour);
      })
      .modify((query) => {
        if (afterUserId) query.where('p.user_id', '>', afterUserId);
      })
      .orderBy('p.user_id')
      .limit(limit);
    return rows.map((row) => row.user_id);
  }
}
