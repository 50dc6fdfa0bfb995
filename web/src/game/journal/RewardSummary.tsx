import { signedAmount, xpText } from '../hunt/rewardText';
import type { ParsedReward } from './missionReward';
import { RewardItem } from './RewardItem';
import '../../styles/hunt.css';
import '../../styles/journal.css';

/** A mission's or rank's reward: XP, currencies and items. */
export function RewardSummary({ reward }: { reward: ParsedReward }) {
  const gains = [
    ...(reward.xp > 0 ? [xpText(reward.xp)] : []),
    ...reward.currencies.map((currency) => signedAmount(currency.value, currency.name)),
  ];
  return (
    <div className="journal-reward">
      <span className="journal-reward__label">Reward</span>
      {gains.length > 0 && (
        <ul className="gain-list" aria-label="Reward">
          {gains.map((gain) => (
            <li key={gain} className="gain-list__item">
              {gain}
            </li>
          ))}
        </ul>
      )}
      {reward.items.length > 0 && (
        <ul className="loot-list" aria-label="Reward items">
          {reward.items.map((entry, index) => (
            <RewardItem key={`${entry.itemId}-${index}`} itemId={entry.itemId} amount={entry.amount} />
          ))}
        </ul>
      )}
    </div>
  );
}
