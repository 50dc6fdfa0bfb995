import type { ExchangeClient, Knex, Logger } from '@vh/kit';
import type { PaymentsContent } from './content/paymentsContent';
import type { PaymentProvider } from './provider/paymentProvider';
import { LedgerRepository } from './repositories/ledgerRepository';
import { PackageRepository } from './repositories/packageRepository';
import { PaymentRepository } from './repositories/paymentRepository';
import { PlayerRepository } from './repositories/playerRepository';
import { ProviderRecordRepository } from './repositories/providerRecordRepository';

export interface PaymentsDeps {
  db: Knex;
  logger: Logger;
  content: PaymentsContent;
  provider: PaymentProvider;
  /** The game's exchange call: the only way payments changes what a player holds. */
  exchange: Pick<ExchangeClient, 'exchange'>;
  /** Where players return from the provider's approval page. */
  publicOrigin: string;
  packages: PackageRepository;
  payments: PaymentRepository;
  ledger: LedgerRepository;
  players: PlayerRepository;
  providerRecords: ProviderRecordRepository;
  now: () => Date;
}

export function createPaymentsDeps(
  external: Pick<PaymentsDeps, 'db' | 'logger' | 'content' | 'provider' | 'exchange' | 'publicOrigin'>,
): PaymentsDeps {
  const { db } = external;
  return {
    ...external,
    packages: new PackageRepository(db),
    payments: new PaymentRepository(db),
    ledger: new LedgerRepository(db),
    players: new PlayerRepository(db),
    providerRecords: new ProviderRecordRepository(db),
    now: () => new Date(),
  };
}
