import { useState } from 'react';
import { LevelUnknownNote } from './LevelUnknownNote';
import { monthOfSeconds, neighbourMonth, packageMonth, packageMonths, startMonth } from './monthNavigation';
import { MonthNavigation } from './MonthNavigation';
import { PackageGrid } from './PackageGrid';
import type { PremiumPackage } from './premiumOperations';
import type { OnBuy } from './purchase';
import { ShopSection } from './ShopSection';
import { monthlyDealButton } from './tierButton';
import { tierName } from './tiers';

interface Props {
  packages: readonly PremiumPackage[];
  level: number | null;
  /** The server's time (seconds): the deals open at its month. */
  serverNow: number;
  onBuy: OnBuy;
}

const INTRO = 'New deals for subscribers every month. A deal needs a subscription of its tier or higher.';

/** The monthly subscription item deals, one month at a time. */
export function MonthlyDeals({ packages, level, serverNow, onBuy }: Props) {
  const [chosen, setChosen] = useState<number | null>(null);
  const months = packageMonths(packages);
  const start = startMonth(months, monthOfSeconds(serverNow));
  if (start === null) return null;
  // A month chosen before the packages changed may be gone: then the deals open where they start.
  const shown = chosen !== null && months.includes(chosen) ? chosen : start;
  return (
    <ShopSection id="monthly" title="Monthly subscription deals" intro={INTRO}>
      <MonthNavigation
        shown={shown}
        previous={neighbourMonth(months, shown, -1)}
        next={neighbourMonth(months, shown, 1)}
        onChange={setChosen}
      />
      <LevelUnknownNote level={level} />
      <PackageGrid
        packages={packages.filter((pkg) => packageMonth(pkg) === shown)}
        kickerFor={(pkg) => `${tierName(pkg.singleItemType)} deal`}
        buttonFor={(pkg) => monthlyDealButton(pkg.singleItemType, level)}
        onBuy={onBuy}
      />
    </ShopSection>
  );
}
