import type { Knex } from 'knex';
import type { UserRecord } from '../domain/userView';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The only place that knows the users table. Every method takes an optional transaction. */
export class UserRepository {
  constructor(private readonly db: Knex) {}

  private q(trx?: Knex.Transaction) {
    return (trx ?? this.db)<UserRecord>('users');
  }

  async findById(id: string, trx?: Knex.Transaction, lock = false): Promise<UserRecord | undefined> {
    if (!UUID.test(id)) return undefined;
    const query = this.q(trx).where({ id }).first();
    return lock ? query.forUpdate() : query;
  }

  async findByIds(ids: readonly string[]): Promise<UserRecord[]> {
    const valid = ids.filter((id) => UUID.test(id));
    return valid.length === 0 ? [] : this.q().whereIn('id', valid);
  }

  async findByName(name: string, trx?: Knex.Transaction): Promise<UserRecord | undefined> {
    return this.q(trx).whereRaw('lower(name) = lower(?)', [name]).first();
  }

  async findByEmail(email: string): Promise<UserRecord | undefined> {
    return this.q().whereRaw('lower(email) = lower(?)', [email]).first();
  }

  async existsByEmail(email: string, trx?: Knex.Transaction, exceptId?: string): Promise<boolean> {
    const query = this.q(trx).whereRaw('lower(email) = lower(?)', [email]);
    if (exceptId) query.andWhereNot({ id: exceptId });
    return Boolean(await query.first('id'));
  }

  async existsByName(name: string, trx?: Knex.Transaction, exceptId?: string): Promise<boolean> {
    const query = this.q(trx).whereRaw('lower(name) = lower(?)', [name]);
    if (exceptId) query.andWhereNot({ id: exceptId });
    return Boolean(await query.first('id'));
  }

  async search(text: string, includeBanned: boolean, bannedRole: number, limit = 100): Promise<UserRecord[]> {
    const pattern = `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    const query = this.q()
      .where((where) => where.whereILike('name', pattern).orWhereILike('email', pattern))
      .orderByRaw('lower(name)')
      .limit(limit);
    if (!includeBanned) query.andWhereNot({ role: bannedRole });
    return query;
  }

  async insert(
    trx: Knex.Transaction,
    user: Pick<UserRecord, 'name' | 'email' | 'password_hash' | 'role'> & { activated_at?: Date | null },
  ): Promise<UserRecord> {
    const [row] = await this.q(trx).insert(user).returning('*');
    return row as UserRecord;
  }

  async update(
    trx: Knex.Transaction,
    id: string,
    changes: Partial<Omit<UserRecord, 'id' | 'created_at'>> & { last_login_at?: Date },
  ): Promise<UserRecord> {
    const [row] = await this.q(trx)
      .where({ id })
      .update({ ...changes, updated_at: trx.fn.now() } as Partial<UserRecord>)
      .returning('*');
    return row as UserRecord;
  }

  /** Increments the account's session generation (ending its tokens) and answers the new one. */
  async nextSessionGeneration(trx: Knex.Transaction, id: string): Promise<number> {
    const [row] = await this.q(trx)
      .where({ id })
      .update({ session_generation: trx.raw('session_generation + 1') } as never)
      .returning('session_generation');
    return (row as Pick<UserRecord, 'session_generation'>).session_generation;
  }

  async touchLogin(id: string): Promise<void> {
    await this.q()
      .where({ id })
      .update({ last_login_at: this.db.fn.now() } as never);
  }

  /**
   * Stores a rehashed password (argon2 parameters raised) unless the hash changed meanwhile (a password
   * change or reset won the race: its hash stays). Sessions are not touched: the password is the same.
   */
  async replacePasswordHash(id: string, previousHash: string, passwordHash: string): Promise<boolean> {
    const updated = await this.q()
      .where({ id, password_hash: previousHash })
      .update({ password_hash: passwordHash } as never);
    return updated === 1;
  }

  async delete(trx: Knex.Transaction, id: string): Promise<void> {
    await this.q(trx).where({ id }).delete();
  }
}
