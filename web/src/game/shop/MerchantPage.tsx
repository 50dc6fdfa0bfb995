import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { failureMessage } from '../../api/errors';
import { Message } from '../../ui/Message';
import { Tabs } from '../../ui/Tabs';
import type { MerchantKey } from '../../__generated__/graphql';
import { useMe } from '../player/meQuery';
import { MERCHANT_STOCK } from './merchantOperations';
import { MerchantItem } from './MerchantItem';
import '../../styles/shop.css';

/** How many of each item the player holds, read from the already loaded player. */
function useOwnedAmounts(): Map<number, number> {
  const { me } = useMe();
  return useMemo(() => new Map((me?.inventory ?? []).map((entry) => [entry.itemId, entry.amount])), [me]);
}

/** A merchant's shop (spec 000 section 2, merchants): its tabs and the item cards of the active one. */
export function MerchantPage({ merchant }: { merchant: MerchantKey }) {
  const { data, loading, error } = useQuery(MERCHANT_STOCK, { variables: { key: merchant } });
  const [chosenTab, setChosenTab] = useState<string | null>(null);
  const owned = useOwnedAmounts();

  const shop = data?.merchant;
  if (!shop) {
    return (
      <section className="panel shop">
        {loading ? <p className="loading">Loading ...</p> : <Message text={failureMessage(error)} failed />}
      </section>
    );
  }

  // The same page serves every merchant route, so a tab chosen at another merchant falls back to the first.
  const tab = shop.tabs.find((candidate) => candidate.name === chosenTab) ?? shop.tabs[0];
  return (
    <section className="panel shop" aria-labelledby="shop-title">
      <h1 id="shop-title" className="shop__title">
        {shop.name}
      </h1>
      {shop.tabs.length > 1 && tab && (
        <Tabs
          tabs={shop.tabs.map((candidate) => candidate.name)}
          active={tab.name}
          onChange={setChosenTab}
          label={`${shop.name} wares`}
        />
      )}
      {tab && tab.items.length > 0 ? (
        <div
          className="card-grid shop__grid"
          role={shop.tabs.length > 1 ? 'tabpanel' : undefined}
          aria-label={tab.name}
        >
          {tab.items.map((item) => (
            <MerchantItem
              key={`${tab.name}-${item.id}`}
              item={item}
              quantities={tab.quantities}
              owned={owned.get(item.id) ?? 0}
            />
          ))}
        </div>
      ) : (
        <p className="shop__empty">Nothing on offer here yet.</p>
      )}
    </section>
  );
}
