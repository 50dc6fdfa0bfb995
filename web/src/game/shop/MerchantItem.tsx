import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { failureMessage } from '../../api/errors';
import { Message } from '../../ui/Message';
import type { ItemFieldsFragment } from '../../__generated__/graphql';
import { ItemCard } from '../items/ItemCard';
import { REFRESH_PLAYER } from '../player/meQuery';
import { newIdempotencyKey } from './idempotencyKey';
import { BUY_ITEM } from './merchantOperations';
import { QuantitySelector } from './QuantitySelector';
import { isForSale, PURCHASE_SUCCESS, tradeLabel } from './tradeLabels';

interface Props {
  item: ItemFieldsFragment;
  /** The tab's quantity buttons (1, 10, 100, 1000 at the Jewel Emporium). */
  quantities: readonly number[];
  /** How many the player holds already. */
  owned: number;
}

function OwnedBadge({ owned, unique }: { owned: number; unique: boolean }) {
  if (owned <= 0) return null;
  return <span className="item-badge item-badge--owned">{unique ? 'Owned' : `Owned x ${owned}`}</span>;
}

/** An item at a merchant: its card, the quantity buttons, the buy/craft button and the outcome. */
export function MerchantItem({ item, quantities, owned }: Props) {
  const [chosen, setChosen] = useState(quantities[0] ?? 1);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const [buySell, { loading }] = useMutation(BUY_ITEM);
  // A second click before React re-renders must not send a second purchase with a new key.
  const pending = useRef(false);

  // Unique items are bought one at a time; more is refused by the server anyway.
  const offered = item.unique ? [1] : quantities;
  const quantity = offered.includes(chosen) ? chosen : (offered[0] ?? 1);
  const label = tradeLabel(item);

  const buy = async () => {
    if (pending.current) return;
    pending.current = true;
    setOutcome(null);
    try {
      const { data } = await buySell({
        variables: { itemId: item.id, amount: quantity, idempotencyKey: newIdempotencyKey() },
        refetchQueries: (result) => (result.data?.buySell.success ? REFRESH_PLAYER : []),
      });
      const answer = data?.buySell;
      if (answer?.success) setOutcome({ text: PURCHASE_SUCCESS, failed: false });
      else setOutcome({ text: answer?.message || failureMessage(null), failed: true });
    } catch (error) {
      setOutcome({ text: failureMessage(error), failed: true });
    } finally {
      pending.current = false;
    }
  };

  return (
    <ItemCard item={item} quantity={quantity} badge={<OwnedBadge owned={owned} unique={item.unique} />}>
      {isForSale(item) && (
        <div className="trade">
          {offered.length > 1 && (
            <QuantitySelector quantities={offered} value={quantity} onChange={setChosen} />
          )}
          <button
            type="button"
            className="button button--primary trade__button"
            disabled={loading}
            onClick={buy}
          >
            {label}
            {quantity > 1 && <span className="trade__badge">×{quantity}</span>}
          </button>
        </div>
      )}
      <Message text={outcome?.text} failed={outcome?.failed} />
    </ItemCard>
  );
}
