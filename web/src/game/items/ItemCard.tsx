import type { CSSProperties, ReactNode } from 'react';
import { GameImage } from '../../ui/GameImage';
import { shorten } from '../../ui/format';
import type { ItemFieldsFragment } from '../../__generated__/graphql';
import { tierName } from '../premium/tiers';
import { ItemCost } from './ItemCost';
import { ItemStats } from './ItemStats';
import '../../styles/shop.css';

/** XP is shortened from 10,000 on, like the sidebar's XP bar (spec 000 section 9). */
const XP_THRESHOLD = 10_000;

interface Props {
  item: ItemFieldsFragment;
  /** Multiplies the cost shown (a merchant's quantity button). */
  quantity?: number;
  /** The inventory shows what an item is, not what it cost. */
  showCost?: boolean;
  /** Top-right marker: an amount held, 'Equipped', ... */
  badge?: ReactNode;
  className?: string;
  /** The card's actions (buy, claim, equip) and their messages. */
  children?: ReactNode;
}

/** One item as merchants, the treasury and the inventory show it, its name in its rarity's colour. */
export function ItemCard({ item, quantity = 1, showCost = true, badge, className, children }: Props) {
  const rarityColor = item.rarityRef?.colorHex;
  const subscription = tierName(item.needSub);
  const style = rarityColor ? ({ '--rarity': rarityColor } as CSSProperties) : undefined;
  return (
    <article
      className={`card item-card ${className ?? ''}`}
      data-testid={`item-${item.id}`}
      style={style}
      aria-label={item.name}
    >
      <header className="item-card__header">
        <GameImage
          id={item.imageId}
          animatedId={item.animatedId}
          alt={item.name}
          className="item-card__image"
        />
        <div className="item-card__title">
          <h3 className="item-card__name">{item.name}</h3>
          <p className="item-card__kind">
            {[item.rarityRef?.name, item.typeRef?.name].filter(Boolean).join(' · ')}
          </p>
          <div className="item-card__tags">
            {item.unique && <span className="item-tag item-tag--unique">Unique</span>}
            {subscription && <span className="item-tag item-tag--sub">{subscription} subscription</span>}
          </div>
        </div>
        {badge && <div className="item-card__badge">{badge}</div>}
      </header>
      {item.flavorText && <p className="item-card__flavor">{item.flavorText}</p>}
      {item.creatureTypeRef && (
        <p className="item-card__creature">
          <span className="item-card__label">Creature</span>
          <GameImage id={item.creatureTypeRef.imageId} alt="" thumb className="item-icon" />
          <span className="item-card__creature-name">{item.creatureTypeRef.name}</span>
        </p>
      )}
      <ItemStats stats={item.stats} />
      {item.reqXP > 0 && (
        <p className="item-card__requirement" title={`${item.reqXP.toLocaleString()} XP`}>
          Requires {shorten(item.reqXP, XP_THRESHOLD)} XP
        </p>
      )}
      {showCost && <ItemCost item={item} quantity={quantity} />}
      {children && <div className="item-card__actions">{children}</div>}
    </article>
  );
}
