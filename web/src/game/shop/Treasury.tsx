import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { failureMessage } from '../../api/errors';
import { Message } from '../../ui/Message';
import { Tabs } from '../../ui/Tabs';
import type { TreasuryKind } from '../../__generated__/graphql';
import { TREASURY_ENTRIES } from './treasuryOperations';
import { TreasuryCard } from './TreasuryCard';
import { useTreasuryClaim } from './useTreasuryClaim';
import '../../styles/shop.css';

const TABS = ['Collections', 'Achievements'] as const;
type TreasuryTab = (typeof TABS)[number];

const KIND_OF_TAB: Record<TreasuryTab, TreasuryKind> = {
  Collections: 'COLLECTIONS',
  Achievements: 'ACHIEVEMENTS',
};

/** The Treasury (spec 000 section 2): collections and achievements claimed with trophies. */
export function Treasury() {
  const [tab, setTab] = useState<TreasuryTab>('Collections');
  const kind = KIND_OF_TAB[tab];
  const { data, loading, error } = useQuery(TREASURY_ENTRIES, { variables: { kind } });
  const { claim, claiming } = useTreasuryClaim(kind);
  const entries = data?.treasury;

  return (
    <section className="panel shop treasury" aria-labelledby="treasury-title">
      <h1 id="treasury-title" className="shop__title">
        Treasury
      </h1>
      <Tabs tabs={TABS} active={tab} onChange={setTab} label="Treasury" />
      {!entries ? (
        loading ? (
          <p className="loading">Loading ...</p>
        ) : (
          <Message text={failureMessage(error)} failed />
        )
      ) : entries.length > 0 ? (
        <div className="card-grid shop__grid treasury__grid" role="tabpanel" aria-label={tab}>
          {entries.map((entry) => (
            <TreasuryCard key={entry.item.id} entry={entry} claim={claim} claiming={claiming} />
          ))}
        </div>
      ) : (
        <p className="shop__empty">Nothing to claim here yet.</p>
      )}
    </section>
  );
}
