import type { Knex } from '@vh/kit';

/** The provider's plans per tier and price, and the webhook events it sent (for support's audit). */
export class ProviderRecordRepository {
  constructor(private readonly db: Knex) {}

  async planOf(level: number, usdCents: number): Promise<string | null> {
    const row = (await this.db('provider_plans').where({ level, usd_cents: usdCents }).first('plan_id')) as
      { plan_id: string } | undefined;
    return row?.plan_id ?? null;
  }

  /** Two replicas creating the same plan at once get the same plan back (the request id), so either row is right. */
  async savePlan(level: number, usdCents: number, planId: string): Promise<void> {
    await this.db('provider_plans')
      .insert({ level, usd_cents: usdCents, plan_id: planId })
      .onConflict(['level', 'usd_cents'])
      .ignore();
  }

  async recordWebhook(event: { id: string; event_type: string }, paymentId: string | null): Promise<void> {
    await this.db('webhook_events')
      .insert({
        id: event.id,
        event_type: event.event_type,
        payment_id: paymentId,
        body: JSON.stringify(event),
      })
      .onConflict('id')
      .ignore();
  }
}
