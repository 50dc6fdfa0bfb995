import type { Knex } from '@vh/kit';
import type { PackageFields, PremiumPackage } from '../domain/packages';

interface PackageRow {
  id: number;
  name: string;
  usd_cents: number;
  promotional_label: string;
  subscription_level: number;
  single_item_type: number;
  items: { itemId: number; amount: number }[];
  month: number | null;
  year: number | null;
  image_id: number | null;
  animated_image_id: number | null;
  visible: boolean;
}

const fromRow = (row: PackageRow): PremiumPackage => ({
  id: row.id,
  name: row.name,
  usdCents: row.usd_cents,
  promotionalLabel: row.promotional_label,
  subscriptionLevel: row.subscription_level,
  singleItemType: row.single_item_type,
  items: row.items,
  month: row.month,
  year: row.year,
  imageId: row.image_id,
  animatedImageId: row.animated_image_id,
  visible: row.visible,
});

const toRow = (fields: PackageFields) => ({
  name: fields.name,
  usd_cents: fields.usdCents,
  promotional_label: fields.promotionalLabel,
  subscription_level: fields.subscriptionLevel,
  single_item_type: fields.singleItemType,
  items: JSON.stringify(fields.items),
  month: fields.month,
  year: fields.year,
  image_id: fields.imageId,
  animated_image_id: fields.animatedImageId,
  visible: fields.visible,
});

export class PackageRepository {
  constructor(private readonly db: Knex) {}

  private q(trx?: Knex.Transaction) {
    return trx ?? this.db;
  }

  async all(trx?: Knex.Transaction): Promise<PremiumPackage[]> {
    const rows = (await this.q(trx)<PackageRow>('premium_packages').orderBy(['name', 'id'])) as PackageRow[];
    return rows.map(fromRow);
  }

  /** `forUpdate` locks the row until the transaction ends (an admin's change reads it first). */
  async find(id: number, trx?: Knex.Transaction, forUpdate = false): Promise<PremiumPackage | null> {
    const query = this.q(trx)<PackageRow>('premium_packages').where({ id });
    const row = (await (forUpdate ? query.forUpdate() : query).first()) as PackageRow | undefined;
    return row ? fromRow(row) : null;
  }

  async insert(fields: PackageFields, trx?: Knex.Transaction): Promise<PremiumPackage> {
    const [row] = (await this.q(trx)('premium_packages')
      .insert(toRow(fields))
      .returning('*')) as PackageRow[];
    return fromRow(row!);
  }

  async update(id: number, fields: PackageFields, trx?: Knex.Transaction): Promise<PremiumPackage | null> {
    const [row] = (await this.q(trx)('premium_packages')
      .where({ id })
      .update({ ...toRow(fields), updated_at: this.db.fn.now() })
      .returning('*')) as PackageRow[];
    return row ? fromRow(row) : null;
  }

  async delete(id: number, trx?: Knex.Transaction): Promise<boolean> {
    return (await this.q(trx)('premium_packages').where({ id }).delete()) > 0;
  }

  /** Claims a one-time seed; false when another replica (or an earlier start) already ran it. */
  async claimSeed(name: string, trx: Knex.Transaction): Promise<boolean> {
    const inserted = await trx('seed_runs').insert({ name }).onConflict('name').ignore().returning('name');
    return inserted.length > 0;
  }
}
