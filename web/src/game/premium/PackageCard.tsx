import type { ReactNode } from 'react';
import { classNames } from '../../ui/classNames';
import { GameImage } from '../../ui/GameImage';
import { usd } from '../../ui/format';
import { PackageItems } from './PackageItems';
import type { PremiumPackage } from './premiumOperations';

interface Props {
  pkg: PremiumPackage;
  /** A line above the name, e.g. the tier a package belongs to. */
  kicker?: string;
  /** After the price, e.g. 'per month'. */
  priceNote?: string;
  className?: string;
  /** The buy button. */
  children?: ReactNode;
}

/** A package as the shop shows it: image, promotional label, name, price in USD and its items. */
export function PackageCard({ pkg, kicker, priceNote, className, children }: Props) {
  return (
    <article
      className={classNames('card', 'premium-card', className)}
      data-package-id={pkg.id}
      data-package-name={pkg.name}
      aria-label={pkg.name}
    >
      <div className="premium-card__art">
        {/* A package without art of its own shows its first item's. */}
        <GameImage
          id={pkg.imageId ?? pkg.items[0]?.item?.imageId ?? null}
          animatedId={pkg.animatedImageId}
          alt={pkg.name}
          className="premium-card__image"
        />
        {pkg.promotionalLabel && <span className="premium-card__label">{pkg.promotionalLabel}</span>}
      </div>
      {kicker && <p className="premium-card__kicker">{kicker}</p>}
      <h3 className="premium-card__name">{pkg.name}</h3>
      <p className="premium-card__price">
        <span className="premium-card__usd">{usd(pkg.usd)}</span>
        {priceNote && <span className="premium-card__price-note"> {priceNote}</span>}
      </p>
      <PackageItems items={pkg.items} />
      {children && <div className="premium-card__actions">{children}</div>}
    </article>
  );
}
