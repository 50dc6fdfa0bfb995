import { adminChangesConcerning, cappedRows, type Knex } from '@vh/kit';

/** Everything the social service keeps of one player (download my data), newest first. */
export async function readSocialData(db: Knex, userId: string): Promise<Record<string, unknown>> {
  return {
    player: (await db('players').where({ user_id: userId }).first()) ?? null,
    friends: await cappedRows(db('friendships').where({ user_id: userId }).orderBy('created_at', 'desc')),
    friendRequests: await cappedRows(
      db('friend_requests').where({ from_id: userId }).orWhere({ to_id: userId }).orderBy('id', 'desc'),
    ),
    blocks: await cappedRows(db('blocks').where({ user_id: userId }).orderBy('created_at', 'desc')),
    giftsSent: await cappedRows(db('gifts').where({ from_id: userId }).orderBy('id', 'desc')),
    giftsReceived: await cappedRows(db('gifts').where({ to_id: userId }).orderBy('id', 'desc')),
    payouts: await cappedRows(db('payouts').where({ user_id: userId }).orderBy('created_at', 'desc')),
    covenMembership: (await db('coven_members').where({ user_id: userId }).first()) ?? null,
    covenInvitations: await cappedRows(
      db('coven_invitations').where({ user_id: userId }).orderBy('id', 'desc'),
    ),
    covenJoinRequests: await cappedRows(
      db('coven_join_requests').where({ user_id: userId }).orderBy('id', 'desc'),
    ),
    boardMessages: await cappedRows(db('board_messages').where({ author_id: userId }).orderBy('id', 'desc')),
    reports: await cappedRows(db('reports').where({ reporter_id: userId }).orderBy('id', 'desc')),
    expeditionMemberships: await cappedRows(
      db('expedition_members').where({ user_id: userId }).orderBy('joined_at', 'desc'),
    ),
    expeditionHunts: await cappedRows(
      db('expedition_hunts').where({ user_id: userId }).orderBy('id', 'desc'),
    ),
    expeditionShares: await cappedRows(
      db('expedition_shares').where({ user_id: userId }).orderBy('expedition_id', 'desc'),
    ),
    notifications: await cappedRows(db('notifications').where({ user_id: userId }).orderBy('id', 'desc')),
    adminChanges: await adminChangesConcerning(db, userId),
  };
}
