import type { ContentUsageQuery, ContentUse } from '@vh/contracts';
import type { PaymentsDeps } from '../deps';

const quoted = (names: string[]) => names.map((name) => `“${name}”`).join(', ');

/**
 * What premium packages still use of the entries content is about to delete: the items a package
 * grants, and the subscription coin the tiers grant monthly. For content's release validation, so a
 * package never grants an item that no longer exists.
 */
export async function contentUsage(deps: PaymentsDeps, query: ContentUsageQuery): Promise<ContentUse[]> {
  const packages = await deps.packages.all();
  const uses: ContentUse[] = [];
  for (const itemId of new Set(query.itemIds)) {
    const granting = packages.filter((pkg) => pkg.items.some((item) => item.itemId === itemId));
    if (granting.length > 0) {
      const noun = granting.length === 1 ? 'premium package' : 'premium packages';
      uses.push({
        kind: 'item',
        id: itemId,
        reason: `granted by ${noun} ${quoted(granting.map((p) => p.name))}`,
      });
    }
  }
  const coin = deps.content.subscriptionCurrency();
  const tiers = packages.filter((pkg) => pkg.subscriptionLevel > 0);
  if (
    coin &&
    tiers.length > 0 &&
    query.currencies.some((shortName) => shortName.toLowerCase() === coin.toLowerCase())
  ) {
    uses.push({
      kind: 'currency',
      id: coin,
      reason: `granted monthly by subscriptions ${quoted(tiers.map((p) => p.name))}`,
    });
  }
  return uses;
}
