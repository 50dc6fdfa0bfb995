import type { Knex } from 'knex';
import {
  TOKEN_LIFETIME_SECONDS,
  hashAccountToken,
  newAccountToken,
  type AccountTokenPurpose,
} from '../domain/accountTokens';

interface AccountTokenRow {
  id: string;
  user_id: string;
  purpose: AccountTokenPurpose;
  expires_at: Date;
  used_at: Date | null;
}

/** Single-use, expiring activation and reset tokens, stored only as SHA-256 hashes. */
export class AccountTokenRepository {
  /** Creates a new token for the user, voiding earlier unused ones of the same purpose. */
  async issue(trx: Knex.Transaction, userId: string, purpose: AccountTokenPurpose): Promise<string> {
    await trx('account_tokens')
      .where({ user_id: userId, purpose })
      .whereNull('used_at')
      .update({ used_at: trx.fn.now() });
    const token = newAccountToken();
    await trx('account_tokens').insert({
      user_id: userId,
      purpose,
      token_hash: hashAccountToken(token),
      expires_at: trx.raw(`now() + interval '${TOKEN_LIFETIME_SECONDS[purpose]} seconds'`),
    });
    return token;
  }

  /**
   * Marks a valid token used and returns its user id, or undefined when it is unknown, used, expired
   * or of another purpose. The conditional update makes concurrent redemptions succeed only once.
   */
  async redeem(
    trx: Knex.Transaction,
    token: string,
    purpose: AccountTokenPurpose,
  ): Promise<string | undefined> {
    const [row] = (await trx('account_tokens')
      .where({ token_hash: hashAccountToken(token), purpose })
      .whereNull('used_at')
      .andWhere('expires_at', '>', trx.fn.now())
      .update({ used_at: trx.fn.now() })
      .returning(['user_id'])) as Pick<AccountTokenRow, 'user_id'>[];
    return row?.user_id;
  }
}
