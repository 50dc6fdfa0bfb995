import type { Knex } from '@vh/kit';
import type { PaymentsContent } from './content/paymentsContent';
import { PackageRepository } from './repositories/packageRepository';

export interface PaymentsDeps {
  db: Knex;
  content: PaymentsContent;
  packages: PackageRepository;
}

export function createPaymentsDeps(db: Knex, content: PaymentsContent): PaymentsDeps {
  return { db, content, packages: new PackageRepository(db) };
}
