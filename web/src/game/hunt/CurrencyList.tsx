import { GameImage } from '../../ui/GameImage';
import { signedAmount } from './rewardText';
import '../../styles/hunt.css';

interface CurrencyLine {
  name: string;
  shortName: string;
  value: number;
  imageId?: number | null;
}

/** Currencies gained (an enemy's bounty, a mission's reward), each with its icon. */
export function CurrencyList({ currencies, label }: { currencies: readonly CurrencyLine[]; label: string }) {
  if (currencies.length === 0) return null;
  return (
    <ul className="gain-list" aria-label={label}>
      {currencies.map((currency) => (
        <li key={currency.shortName} className="gain-list__item" title={currency.name}>
          <GameImage id={currency.imageId} alt={currency.name} thumb className="gain-list__icon" />
          <span>{signedAmount(currency.value, currency.shortName)}</span>
        </li>
      ))}
    </ul>
  );
}
