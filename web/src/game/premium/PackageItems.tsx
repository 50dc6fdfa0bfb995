import type { CSSProperties } from 'react';
import { GameImage } from '../../ui/GameImage';
import type { PremiumPackage } from './premiumOperations';

/** The items a package grants, each with its amount, named in its rarity's colour. */
export function PackageItems({ items }: { items: PremiumPackage['items'] }) {
  if (items.length === 0) return null;
  return (
    <ul className="package-items" aria-label="Included items">
      {items.map((entry) => {
        const color = entry.item?.rarityRef?.colorHex;
        return (
          <li
            key={entry.itemId}
            className="package-items__entry"
            data-item-id={entry.itemId}
            style={color ? ({ '--rarity': color } as CSSProperties) : undefined}
          >
            <GameImage id={entry.item?.imageId} alt="" thumb className="item-icon" />
            {/* An item deleted since the package was made still shows what it was: its id. */}
            <span className="package-items__name">{entry.item?.name ?? `Item #${entry.itemId}`}</span>
            <span className="package-items__amount">x {entry.amount}</span>
          </li>
        );
      })}
    </ul>
  );
}
