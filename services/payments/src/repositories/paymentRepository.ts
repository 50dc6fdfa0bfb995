import type { Knex } from '@vh/kit';
import type { Grant, PaymentKind } from '../domain/payments';
import type { ProviderLink } from '../provider/types';

export interface PaymentRow {
  id: string;
  buyer_id: string;
  recipient_id: string;
  recipient_name: string | null;
  package_id: number;
  kind: PaymentKind;
  usd_cents: number;
  additional_info: string;
  request_key: string | null;
  provider_id: string;
  status: string;
  links: ProviderLink[];
  capture_id: string | null;
  grants: Grant;
  level: number;
  upgrades_payment_id: string | null;
  paid_until: Date | null;
  created_at: Date;
  completed_at: Date | null;
  reversed_at: Date | null;
  failure_reason: string | null;
}

type NewPaymentRow = Omit<
  PaymentRow,
  'created_at' | 'completed_at' | 'reversed_at' | 'failure_reason' | 'paid_until' | 'capture_id'
>;

type Patch = Partial<Omit<PaymentRow, 'id' | 'links' | 'grants'>> & { links?: ProviderLink[] };

const SUBSCRIPTION_KINDS = ['SUBSCRIPTION', 'UPGRADE'];
/** Payment ids are UUIDs; anything else (a client's typo) finds nothing instead of failing the cast. */
const PAYMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Payments and their provider state; row locks serialise everything that completes or reverses one. */
export class PaymentRepository {
  constructor(private readonly db: Knex) {}

  private q(trx?: Knex.Transaction) {
    return trx ?? this.db;
  }

  async insert(row: NewPaymentRow, trx?: Knex.Transaction): Promise<PaymentRow> {
    const [inserted] = (await this.q(trx)('payments')
      .insert({ ...row, links: JSON.stringify(row.links), grants: JSON.stringify(row.grants) })
      .returning('*')) as PaymentRow[];
    return inserted!;
  }

  async find(id: string, trx?: Knex.Transaction): Promise<PaymentRow | null> {
    if (!PAYMENT_ID.test(id)) return null;
    return ((await this.q(trx)('payments').where({ id }).first()) as PaymentRow | undefined) ?? null;
  }

  /** The row, locked until the transaction ends: one completion, renewal or reversal at a time. */
  async lock(trx: Knex.Transaction, id: string): Promise<PaymentRow | null> {
    if (!PAYMENT_ID.test(id)) return null;
    return ((await trx('payments').where({ id }).forUpdate().first()) as PaymentRow | undefined) ?? null;
  }

  async update(trx: Knex.Transaction, id: string, patch: Patch): Promise<void> {
    const { links, ...rest } = patch;
    await trx('payments')
      .where({ id })
      .update({ ...rest, ...(links ? { links: JSON.stringify(links) } : {}) });
  }

  async findByRequestKey(buyerId: string, requestKey: string): Promise<PaymentRow | null> {
    return (
      ((await this.db('payments').where({ buyer_id: buyerId, request_key: requestKey }).first()) as
        PaymentRow | undefined) ?? null
    );
  }

  async findByProviderId(providerId: string): Promise<PaymentRow | null> {
    return (
      ((await this.db('payments').where({ provider_id: providerId }).first()) as PaymentRow | undefined) ??
      null
    );
  }

  async ofBuyer(buyerId: string, limit = 200): Promise<PaymentRow[]> {
    return (await this.db('payments')
      .where({ buyer_id: buyerId })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit)) as PaymentRow[];
  }

  async ofPackage(packageId: number, limit = 500): Promise<PaymentRow[]> {
    return (await this.db('payments')
      .where({ package_id: packageId })
      .orderBy('created_at', 'desc')
      .limit(limit)) as PaymentRow[];
  }

  async latestOfPackage(buyerId: string, packageId: number): Promise<PaymentRow | null> {
    return (
      ((await this.db('payments')
        .where({ buyer_id: buyerId, package_id: packageId })
        .orderBy('created_at', 'desc')
        .first()) as PaymentRow | undefined) ?? null
    );
  }

  /** Whether the player received this package and kept it (one-time deals). */
  async received(recipientId: string, packageId: number): Promise<boolean> {
    const row = await this.db('payments')
      .where({ recipient_id: recipientId, package_id: packageId })
      .whereNotNull('completed_at')
      .whereNull('reversed_at')
      .first('id');
    return row !== undefined;
  }

  /** The player's subscription with the highest tier whose paid period has not ended. */
  async activeTier(userId: string, now: Date, trx?: Knex.Transaction): Promise<PaymentRow | null> {
    return (
      ((await this.q(trx)('payments')
        .where({ recipient_id: userId })
        .whereIn('kind', SUBSCRIPTION_KINDS)
        .whereNotNull('completed_at')
        .where('paid_until', '>', now)
        .orderBy([
          { column: 'level', order: 'desc' },
          { column: 'paid_until', order: 'desc' },
        ])
        .first()) as PaymentRow | undefined) ?? null
    );
  }

  /** Active subscriptions whose paid period ends before `before`: the renewal job's work. */
  async dueRenewals(before: Date, limit: number): Promise<PaymentRow[]> {
    return (await this.db('payments')
      .whereIn('kind', SUBSCRIPTION_KINDS)
      .where({ status: 'ACTIVE' })
      .whereNotNull('completed_at')
      .where('paid_until', '<=', before)
      .orderBy('paid_until')
      .limit(limit)) as PaymentRow[];
  }

  /** Subscriptions still renewing that the account pays for or receives; locked within a transaction. */
  async openSubscriptionsOf(userId: string, trx?: Knex.Transaction): Promise<PaymentRow[]> {
    const query = this.q(trx)('payments')
      .whereIn('kind', SUBSCRIPTION_KINDS)
      .whereIn('status', ['ACTIVE', 'SUSPENDED'])
      .where((where) => where.where({ buyer_id: userId }).orWhere({ recipient_id: userId }));
    return (await (trx ? query.forUpdate() : query)) as PaymentRow[];
  }

  /**
   * Keeps a deleted account's payment records (accounting must) without the person: its id becomes
   * `anonymousId` wherever it bought, received or was granted; gift texts, the recipient's name,
   * request keys, approval links and the payer details of the provider's notifications go. What
   * stays: amounts, packages, dates, statuses, what was granted, and the provider's ids.
   */
  async deidentify(trx: Knex.Transaction, userId: string, anonymousId: string): Promise<void> {
    await trx.raw(
      `update webhook_events set body = jsonb_strip_nulls(jsonb_build_object(
         'id', body->'id', 'event_type', body->'event_type', 'create_time', body->'create_time',
         'resource', jsonb_build_object('id', body#>'{resource,id}', 'status', body#>'{resource,status}',
           'custom_id', body#>'{resource,custom_id}', 'amount', body#>'{resource,amount}')))
       where payment_id in (select id from payments where buyer_id = ?)`,
      [userId],
    );
    await trx('payments')
      .where({ buyer_id: userId })
      .update({ buyer_id: anonymousId, request_key: null, additional_info: '', links: '[]' });
    await trx('payments')
      .where({ recipient_id: userId })
      .update({ recipient_id: anonymousId, recipient_name: null, additional_info: '' });
    await trx('payment_entries').where({ user_id: userId }).update({ user_id: anonymousId });
  }

  /** Payments still waiting to complete, created since `since` (the reconcile job asks the provider). */
  async unsettled(since: Date, deadStatuses: string[], limit: number): Promise<PaymentRow[]> {
    return (await this.db('payments')
      .whereNull('completed_at')
      .whereNull('failure_reason')
      .whereNotIn('status', deadStatuses)
      .where('created_at', '>=', since)
      .orderBy('created_at')
      .limit(limit)) as PaymentRow[];
  }
}
