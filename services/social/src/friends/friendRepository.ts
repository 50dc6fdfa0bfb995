import type { Knex } from '@vh/kit';

export interface FriendshipRow {
  user_id: string;
  friend_id: string;
  created_at: Date;
}

export interface FriendRequestRow {
  id: string;
  from_id: string;
  to_id: string;
  created_at: Date;
}

/** Friendships (stored both ways), requests and blocks. */
export const friendships = {
  async add(trx: Knex.Transaction, a: string, b: string) {
    await trx('friendships')
      .insert([
        { user_id: a, friend_id: b },
        { user_id: b, friend_id: a },
      ])
      .onConflict(['user_id', 'friend_id'])
      .ignore();
  },

  /** Answers how many directions were removed (0 when they were not friends). */
  remove(trx: Knex.Transaction, a: string, b: string): Promise<number> {
    return trx('friendships')
      .where({ user_id: a, friend_id: b })
      .orWhere({ user_id: b, friend_id: a })
      .delete();
  },

  exists(db: Knex | Knex.Transaction, a: string, b: string) {
    return db('friendships').where({ user_id: a, friend_id: b }).first();
  },

  of(db: Knex, userId: string): Promise<FriendshipRow[]> {
    return db<FriendshipRow>('friendships').where({ user_id: userId });
  },

  /** Friends plus requests the player sent: what the friend limit counts. */
  async countWithOutgoing(trx: Knex.Transaction, userId: string): Promise<number> {
    const [friends, outgoing] = await Promise.all([
      trx('friendships').where({ user_id: userId }).count({ n: '*' }).first(),
      trx('friend_requests').where({ from_id: userId }).count({ n: '*' }).first(),
    ]);
    return Number(friends?.n ?? 0) + Number(outgoing?.n ?? 0);
  },
};

export const friendRequests = {
  async add(trx: Knex.Transaction, fromId: string, toId: string): Promise<FriendRequestRow> {
    const [row] = await trx<FriendRequestRow>('friend_requests')
      .insert({ from_id: fromId, to_id: toId })
      .returning('*');
    return row!;
  },

  between(db: Knex | Knex.Transaction, fromId: string, toId: string) {
    return db<FriendRequestRow>('friend_requests').where({ from_id: fromId, to_id: toId }).first();
  },

  byId(trx: Knex.Transaction, id: string) {
    return trx<FriendRequestRow>('friend_requests').where({ id }).forUpdate().first();
  },

  remove(trx: Knex.Transaction, id: string) {
    return trx('friend_requests').where({ id }).delete();
  },

  removeBetween(trx: Knex.Transaction, a: string, b: string) {
    return trx('friend_requests').where({ from_id: a, to_id: b }).orWhere({ from_id: b, to_id: a }).delete();
  },

  incoming(db: Knex, userId: string): Promise<FriendRequestRow[]> {
    return db<FriendRequestRow>('friend_requests').where({ to_id: userId }).orderBy('id', 'desc').limit(500);
  },

  outgoing(db: Knex, userId: string): Promise<FriendRequestRow[]> {
    return db<FriendRequestRow>('friend_requests')
      .where({ from_id: userId })
      .orderBy('id', 'desc')
      .limit(500);
  },
};
