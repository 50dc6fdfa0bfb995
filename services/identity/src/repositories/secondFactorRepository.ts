import type { Knex } from 'knex';

/** An account's second factor as stored. */
export interface SecondFactorRecord {
  user_id: string;
  sealed_secret: string;
  confirmed_at: Date | null;
  last_step: string | null;
  created_at: Date;
}

/** The only place that knows the second_factors and recovery_codes tables. */
export class SecondFactorRepository {
  constructor(private readonly db: Knex) {}

  private factors(trx?: Knex.Transaction) {
    return (trx ?? this.db)<SecondFactorRecord>('second_factors');
  }

  private codes(trx?: Knex.Transaction) {
    return (trx ?? this.db)('recovery_codes');
  }

  async find(userId: string, trx?: Knex.Transaction): Promise<SecondFactorRecord | undefined> {
    return this.factors(trx).where({ user_id: userId }).first();
  }

  /**
   * Keeps a new, unconfirmed secret for the account, replacing an earlier unconfirmed one; answers
   * false (and changes nothing) when the account already has a confirmed second factor.
   */
  async startEnrolment(userId: string, sealedSecret: string): Promise<boolean> {
    const rows = await this.db.raw<{ rows: unknown[] }>(
      `insert into second_factors (user_id, sealed_secret) values (?, ?)
       on conflict (user_id) do update
         set sealed_secret = excluded.sealed_secret, created_at = now(), last_step = null
         where second_factors.confirmed_at is null
       returning user_id`,
      [userId, sealedSecret],
    );
    return rows.rows.length === 1;
  }

  /** Enrols a confirmed secret for an account that has none confirmed (the seeded admin's). */
  async seedConfirmed(trx: Knex.Transaction, userId: string, sealedSecret: string): Promise<boolean> {
    const rows = await trx.raw<{ rows: unknown[] }>(
      `insert into second_factors (user_id, sealed_secret, confirmed_at) values (?, ?, now())
       on conflict (user_id) do update
         set sealed_secret = excluded.sealed_secret, confirmed_at = now(), last_step = null
         where second_factors.confirmed_at is null
       returning user_id`,
      [userId, sealedSecret],
    );
    return rows.rows.length === 1;
  }

  /**
   * Confirms the pending secret (its first code's step counts as used) with fresh recovery codes;
   * false when there was no pending secret any more (confirmed or reset meanwhile).
   */
  async confirm(trx: Knex.Transaction, userId: string, step: number, codeHashes: string[]): Promise<boolean> {
    const confirmed = await this.factors(trx)
      .where({ user_id: userId })
      .whereNull('confirmed_at')
      .update({ confirmed_at: trx.fn.now(), last_step: String(step) });
    if (confirmed !== 1) return false;
    await this.codes(trx).where({ user_id: userId }).delete();
    await this.codes(trx).insert(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })));
    return true;
  }

  /**
   * Marks a confirmed factor's time step used, once: false when that step or a later one was already
   * accepted (a replayed code, or two sign-ins racing with one code).
   */
  async acceptStep(userId: string, step: number): Promise<boolean> {
    const updated = await this.factors()
      .where({ user_id: userId })
      .whereNotNull('confirmed_at')
      .andWhere((where) => where.whereNull('last_step').orWhere('last_step', '<', String(step)))
      .update({ last_step: String(step) });
    return updated === 1;
  }

  /** Spends an unused recovery code: true exactly once per code. */
  async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
    const updated = await this.codes()
      .where({ user_id: userId, code_hash: codeHash })
      .whereNull('used_at')
      .update({ used_at: this.db.fn.now() });
    return updated === 1;
  }

  async recoveryCodesLeft(userId: string): Promise<number> {
    const row = (await this.codes()
      .where({ user_id: userId })
      .whereNull('used_at')
      .count('* as left')
      .first()) as { left: string | number } | undefined;
    return Number(row?.left ?? 0);
  }

  /** Removes the account's factor and its recovery codes; answers whether one was confirmed. */
  async remove(trx: Knex.Transaction, userId: string): Promise<boolean> {
    const [removed] = await this.factors(trx).where({ user_id: userId }).delete().returning('confirmed_at');
    await this.codes(trx).where({ user_id: userId }).delete();
    return Boolean((removed as { confirmed_at: Date | null } | undefined)?.confirmed_at);
  }
}
