import type { ExchangeClient, Knex, SanctionChecks } from '@vh/kit';
import type { EconomyContent } from './content/economyContent';
import { TradeRepository } from './repositories/tradeRepository';

export interface EconomyDeps {
  db: Knex;
  content: EconomyContent;
  /** The game's exchange call: the only way the economy changes what a player holds. */
  exchange: Pick<ExchangeClient, 'exchange'>;
  trades: TradeRepository;
  /** Identity's sanctions as every replica reads them at once: the market ban. */
  sanctions: Pick<SanctionChecks, 'require'>;
}

export function createEconomyDeps(
  db: Knex,
  content: EconomyContent,
  exchange: EconomyDeps['exchange'],
  sanctions: EconomyDeps['sanctions'],
): EconomyDeps {
  return { db, content, exchange, trades: new TradeRepository(db), sanctions };
}
