import type { CSSProperties } from 'react';
import { GameImage } from '../../ui/GameImage';
import { rarityColor } from './rarityColor';
import type { EnemyRates } from './ratesQuery';
import { figureTitle, intervalText, percentText } from './rateText';

type Figure = NonNullable<EnemyRates['observed']>;

/** A rate with its 95 % interval and the number of hunts or fights behind it. */
function RateFigure({ figure, of }: { figure: Figure; of: string }) {
  return (
    <span className="grimoire-rate" title={figureTitle(figure, of)}>
      <strong className="grimoire-rate__value">{percentText(figure.rate)}</strong>
      <span className="grimoire-rate__interval">{intervalText(figure)}</span>
    </span>
  );
}

/**
 * What all hunters together observed of an enemy on this ground: how often it was met, and each loot
 * item's drop rate over the fights won against it.
 */
export function EnemyRatesPanel({ rates, enemyName }: { rates: EnemyRates; enemyName: string }) {
  const { observed, drops } = rates;
  return (
    <section
      className="grimoire-rates"
      aria-label={`Observed rates of ${enemyName}`}
      data-testid="grimoire-rates"
    >
      <div className="grimoire-rates__met" data-testid="grimoire-attraction">
        <span className="grimoire-rates__label">Met here</span>
        {observed ? (
          <RateFigure figure={observed} of="hunts here" />
        ) : (
          <span className="grimoire-rates__none">not observed yet</span>
        )}
        {observed && <span className="grimoire-rates__n">n = {observed.trials}</span>}
      </div>
      {drops.items.length > 0 && (
        <>
          <p className="grimoire-rates__label grimoire-rates__loot-heading">
            Loot <span className="grimoire-rates__n">over {drops.fights} won fights</span>
          </p>
          <ul className="grimoire-rates__loot">
            {drops.items.map((line) => (
              <li
                key={line.itemId}
                className="grimoire-rates__drop"
                data-testid="grimoire-drop"
                style={{ '--item-rarity': rarityColor(line.item?.rarityRef?.colorHex) } as CSSProperties}
              >
                <GameImage id={line.item?.imageId} alt="" thumb className="grimoire-rates__icon" />
                <span className="grimoire-rates__item">{line.item?.name ?? `Item ${line.itemId}`}</span>
                {line.observed ? (
                  <RateFigure figure={line.observed} of="won fights" />
                ) : (
                  <span className="grimoire-rates__none">–</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
