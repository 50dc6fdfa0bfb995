import type { PremiumPackage } from './premiumOperations';
import { PackageGrid } from './PackageGrid';
import type { OnBuy } from './purchase';
import { ShopSection } from './ShopSection';

interface Props {
  id: string;
  title: string;
  packages: readonly PremiumPackage[];
  onBuy: OnBuy;
}

/** A section of plain deals (diamonds, hexes, single items, avatars); left out while it has none. */
export function DealSection({ id, title, packages, onBuy }: Props) {
  if (packages.length === 0) return null;
  return (
    <ShopSection id={id} title={title}>
      <PackageGrid packages={packages} onBuy={onBuy} />
    </ShopSection>
  );
}
