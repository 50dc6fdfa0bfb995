import { GameImage } from '../../ui/GameImage';
import { shorten } from '../../ui/format';
import type { ItemFieldsFragment } from '../../__generated__/graphql';

interface Props {
  item: Pick<ItemFieldsFragment, 'price' | 'craftingMats'>;
  /** The cost of this many pieces: a merchant's quantity button multiplies everything. */
  quantity?: number;
}

function CostChip({
  imageId,
  amount,
  name,
}: {
  imageId: number | null | undefined;
  amount: number;
  name: string;
}) {
  return (
    <li className="item-cost__chip" title={`${amount.toLocaleString()} ${name}`}>
      <GameImage id={imageId} alt="" thumb className="item-icon" />
      <span className="item-cost__amount">{shorten(amount)}</span>
      <span className="item-cost__name">{name}</span>
    </li>
  );
}

/** What an item costs: its price in currencies and, for crafted items, the materials used up. */
export function ItemCost({ item, quantity = 1 }: Props) {
  if (item.price.length === 0 && item.craftingMats.length === 0) return null;
  return (
    <div className="item-cost">
      {item.price.length > 0 && (
        <ul className="item-cost__list" aria-label="Price">
          {item.price.map((entry) => (
            <CostChip
              key={entry.name}
              imageId={entry.nameRef?.imageId}
              amount={entry.value * quantity}
              name={entry.nameRef?.name ?? entry.name}
            />
          ))}
        </ul>
      )}
      {item.craftingMats.length > 0 && (
        <ul className="item-cost__list item-cost__list--mats" aria-label="Crafting materials">
          {item.craftingMats.map((mat) => (
            <CostChip
              key={mat.itemId}
              imageId={mat.itemIdRef?.imageId}
              amount={mat.amount * quantity}
              name={mat.itemIdRef?.name ?? `Item ${mat.itemId}`}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
