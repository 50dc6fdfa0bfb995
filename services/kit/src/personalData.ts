import type { Knex } from 'knex';
import { withoutSecrets } from './adminChanges';
import { requireViewer, type Viewer } from './auth';

/**
 * A player's own data (GDPR Art. 15 and 20): each service answers its part of the "download my
 * data" file for the signed-in caller, and the gateway puts the parts into one document. This module
 * is what every part shares: the row cap, the audit rows about a person and the JSON text.
 */

/** Rows per list in one part; a list that had more says so (the newest ones are kept). */
export const PERSONAL_DATA_ROW_CAP = 1000;

/** A list of rows with a note when it was cut at the cap. */
export interface CappedRows {
  rows: unknown[];
  /** True when there were more rows than `cap`; only the first `cap` (newest first) are here. */
  truncated: boolean;
  cap: number;
}

/** Reads at most `cap` rows of the query (ordered by the caller), one more to know whether it cut. */
export async function cappedRows(query: Knex.QueryBuilder, cap = PERSONAL_DATA_ROW_CAP): Promise<CappedRows> {
  const rows = (await query.clone().limit(cap + 1)) as unknown[];
  return { rows: rows.slice(0, cap), truncated: rows.length > cap, cap };
}

/**
 * The service's audit rows that concern the person: changes made to their account or player
 * (`entity_id`), and admin changes they made themselves (`actor_id`), newest first.
 */
export function adminChangesConcerning(db: Knex, userId: string): Promise<CappedRows> {
  return cappedRows(
    db('admin_changes')
      .where((where) => where.where('entity_id', userId).orWhere('actor_id', userId))
      .select(
        'id',
        'changed_at',
        'actor_id',
        'actor_name',
        'entity',
        'entity_id',
        'action',
        'before',
        'after',
      )
      .orderBy('id', 'desc'),
  );
}

/**
 * The caller's part as JSON text. The user id comes from the signed identity the gateway forwarded,
 * never from an argument, so a part can only ever hold the caller's own rows. Keys naming
 * credentials (password, token, secret, hash) are dropped at any depth, like in the audit trail.
 */
export async function personalDataPart(
  viewer: Viewer | null,
  read: (userId: string) => Promise<Record<string, unknown>>,
): Promise<string> {
  const { userId } = requireViewer(viewer);
  return JSON.stringify(withoutSecrets(await read(userId)));
}
