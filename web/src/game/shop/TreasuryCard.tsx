import { useRef, useState } from 'react';
import { Message } from '../../ui/Message';
import type { TreasuryEntriesQuery } from '../../__generated__/graphql';
import { ItemCard } from '../items/ItemCard';
import { TrophyList } from './TrophyList';
import type { ClaimOutcome } from './useTreasuryClaim';

type TreasuryEntry = TreasuryEntriesQuery['treasury'][number];

interface Props {
  entry: TreasuryEntry;
  claim: (itemId: number) => Promise<ClaimOutcome>;
  claiming: boolean;
}

/** A collection or achievement: its reward item, its trophies and the CLAIM button (spec 000 section 5). */
export function TreasuryCard({ entry, claim, claiming }: Props) {
  const [outcome, setOutcome] = useState<ClaimOutcome | null>(null);
  // One claim per click even if the button is pressed twice before it disables.
  const pending = useRef(false);
  const claimed = entry.item.ownedAmount > 0;
  const complete = entry.trophies.length > 0 && entry.trophies.every((trophy) => trophy.ownedAmount > 0);

  const onClaim = async () => {
    if (pending.current) return;
    pending.current = true;
    setOutcome(null);
    try {
      setOutcome(await claim(entry.item.id));
    } finally {
      pending.current = false;
    }
  };

  const state = claimed ? 'treasury-card--claimed' : complete ? 'treasury-card--ready' : '';
  return (
    <ItemCard
      item={entry.item}
      className={`treasury-card ${state}`}
      badge={claimed && <span className="item-badge item-badge--claimed">Claimed</span>}
    >
      <TrophyList trophies={entry.trophies} />
      <button
        type="button"
        className={claimed ? 'button treasury-card__claim' : 'button button--primary treasury-card__claim'}
        disabled={claimed || !complete || claiming}
        onClick={onClaim}
      >
        {claimed ? 'Already claimed' : 'CLAIM'}
      </button>
      <Message text={outcome?.text} failed={outcome?.failed} />
    </ItemCard>
  );
}
