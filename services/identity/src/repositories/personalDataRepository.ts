import { adminChangesConcerning, cappedRows, type Knex } from '@vh/kit';

/**
 * Everything identity keeps about one account, for its owner's data export. Devices are not stored
 * (a device token is signed and kept by the browser), and a session is only the account's
 * generation number, so the account row holds all there is of them.
 */
export async function readAccountData(db: Knex, userId: string): Promise<Record<string, unknown>> {
  const account = await db('users')
    .where({ id: userId })
    .first(
      'id',
      'name',
      'email',
      'role',
      'patreon_type',
      'activated_at',
      'last_login_at',
      'created_at',
      'updated_at',
      'session_generation',
    );
  const factor = await db('second_factors').where({ user_id: userId }).first('confirmed_at', 'created_at');
  const codes = await db('recovery_codes')
    .where({ user_id: userId })
    .select(
      db.raw('count(*) filter (where used_at is null)::int as unused'),
      db.raw('count(*)::int as issued'),
    )
    .first();
  return {
    account: account ?? null,
    secondFactor: factor
      ? { enrolled: factor.confirmed_at !== null, ...factor, recoveryCodes: codes }
      : { enrolled: false },
    // Activation and reset links: when they were made and used (their hashes are never exported).
    accountTokens: await cappedRows(
      db('account_tokens')
        .where({ user_id: userId })
        .select('purpose', 'created_at', 'expires_at', 'used_at')
        .orderBy('created_at', 'desc'),
    ),
    // Mails sent to the account's address; their bodies carry one-time links, so only the headers.
    mails: account
      ? await cappedRows(
          db('mail_outbox')
            .whereRaw('lower(recipient) = lower(?)', [account.email])
            .select('recipient', 'subject', 'created_at', 'sent_at')
            .orderBy('created_at', 'desc'),
        )
      : null,
    // Sanctions: what was decided, why, until when, and the appeal (who decided stays the moderators').
    sanctions: await cappedRows(
      db('sanctions')
        .where({ user_id: userId })
        .select('id', 'kind', 'reason', 'note', 'starts_at', 'ends_at', 'lifted_at', 'lift_note')
        .select('appeal_text', 'appealed_at', 'appeal_answer', 'appeal_note', 'appeal_answered_at')
        .orderBy('id', 'desc'),
    ),
    auditRows: await adminChangesConcerning(db, userId),
  };
}
