import type { ContentSnapshotCache } from '@vh/kit';

/**
 * The payments service's view of content: which items exist, their ids by name (for the seed), and
 * the subscription coin a tier grants monthly.
 */
export class PaymentsContent {
  constructor(private readonly cache: Pick<ContentSnapshotCache, 'entry' | 'entries'>) {}

  itemExists(id: number): boolean {
    return this.cache.entry('item', id) !== undefined;
  }

  itemIdByName(name: string): number | undefined {
    return this.cache.entries('item').find((item) => item.name === name)?.id;
  }

  /** The currency marked subscription-only (the monthly coins of a tier), if content has one. */
  subscriptionCurrency(): string | undefined {
    return this.cache.entries('currency').find((currency) => currency.subscriptionOnly)?.shortName;
  }
}
