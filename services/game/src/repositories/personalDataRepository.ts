import { adminChangesConcerning, cappedRows, type Knex } from '@vh/kit';
import { LedgerRepository } from '../ledger/ledgerRepository';

/**
 * Everything the game keeps about one player apart from the journal, for the player's data export.
 * The journal (up to 20,000 entries) is read page by page through journalEntries instead, so no
 * single answer has to hold it; fights are capped here, newest first. The currency ledger likewise
 * (every change of a balance, kept as long as the account): its rows are the download's own section,
 * read page by page through currencyLedger; here is its summary per currency.
 */
export async function readGameData(db: Knex, userId: string): Promise<Record<string, unknown>> {
  const mine = (table: string) => db(table).where({ user_id: userId });
  return {
    player: (await mine('players').first()) ?? null,
    currencies: await mine('player_currencies').select('short_name', 'amount').orderBy('short_name'),
    currencyLedgerSummary: await new LedgerRepository(db).summary(userId),
    inventory: await mine('player_items').select('item_id', 'amount').orderBy('item_id'),
    equipped: await mine('equipped_items').select('*').orderBy('equipped_seq'),
    grimoire: await mine('enemy_hunts').select('enemy_id', 'times').orderBy('enemy_id'),
    missions: await cappedRows(
      db('mission_progress as p')
        .join('missions as m', 'm.id', 'p.mission_id')
        .where('p.user_id', userId)
        .select('p.*', 'm.starts_at', 'm.ends_at', 'm.hunting_ground_id', 'm.objectives', 'm.reward')
        .orderBy('p.mission_id', 'desc'),
    ),
    fights: await cappedRows(mine('combats').select('*').orderBy('id', 'desc')),
    autoHunts: await cappedRows(mine('auto_hunts').select('*').orderBy('hour', 'desc')),
    // Where reminders go; the subscription's keys are the browser's secrets, not the player's data.
    pushSubscriptions: await mine('push_subscriptions').select('id', 'endpoint', 'created_at').orderBy('id'),
    reminderPreferences: await mine('reminder_preferences').select('kind', 'enabled_at').orderBy('kind'),
    reminderDeliveries: await cappedRows(mine('reminder_deliveries').select('*').orderBy('id', 'desc')),
    inboxPushPreferences: await mine('inbox_push_preferences')
      .select('push_group', 'enabled_at')
      .orderBy('push_group'),
    inboxPushDeliveries: await cappedRows(mine('inbox_push_deliveries').select('*').orderBy('id', 'desc')),
    // What trades, payments and admins changed in the player's possessions (kept 90 days).
    exchanges: await cappedRows(mine('exchanges').select('*').orderBy('created_at', 'desc')),
    auditRows: await adminChangesConcerning(db, userId),
  };
}
