import { adminChangesConcerning, cappedRows, type Knex } from '@vh/kit';

/**
 * A gift as its recipient sees it: what was given and when, without the buyer's account, provider
 * ids or links, which are the buyer's data, not the recipient's.
 */
const RECEIVED_GIFT_COLUMNS = [
  'id',
  'package_id',
  'kind',
  'status',
  'grants',
  'level',
  'paid_until',
  'created_at',
  'completed_at',
  'reversed_at',
];

/**
 * Everything payments keeps of one player: what they bought (gifts for others included) with the
 * provider's notifications about it, gifts they received, the grants booked to them and the
 * player record copied from identity's events.
 */
export async function readPaymentData(db: Knex, userId: string): Promise<Record<string, unknown>> {
  const bought = db('payments').where({ buyer_id: userId });
  return {
    player: (await db('players').where({ user_id: userId }).first()) ?? null,
    payments: await cappedRows(bought.clone().select('*').orderBy('created_at', 'desc')),
    giftsReceived: await cappedRows(
      db('payments')
        .where({ recipient_id: userId })
        .whereNot({ buyer_id: userId })
        .select(RECEIVED_GIFT_COLUMNS)
        .orderBy('created_at', 'desc'),
    ),
    ledger: await cappedRows(
      db('payment_entries').where({ user_id: userId }).select('*').orderBy('id', 'desc'),
    ),
    providerNotifications: await cappedRows(
      db('webhook_events')
        .whereIn('payment_id', bought.clone().select('id'))
        .select('*')
        .orderBy('received_at', 'desc'),
    ),
    auditRows: await adminChangesConcerning(db, userId),
  };
}
