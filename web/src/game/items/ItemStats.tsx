import { GameImage } from '../../ui/GameImage';
import type { ItemFieldsFragment } from '../../__generated__/graphql';

type StatEntry = ItemFieldsFragment['stats'][number];

/** 'bool' marks an on/off stat: owning it is the whole effect, so no number is shown. */
const ON_OFF_UNIT = 'bool';

function statValue({ valueFrom, valueTo, shortNameRef }: StatEntry): string {
  const unit = shortNameRef?.unitSymbol ?? '';
  const signed = (value: number) => (value < 0 ? `${value}` : `+${value}`);
  const range = valueFrom === valueTo ? signed(valueFrom) : `${valueFrom}–${valueTo}`;
  return `${range}${unit}`;
}

/** An item's stats as icon, name and value rows. */
export function ItemStats({ stats }: { stats: ItemFieldsFragment['stats'] }) {
  if (stats.length === 0) return null;
  return (
    <ul className="item-stats" aria-label="Stats">
      {stats.map((stat) => {
        const name = stat.shortNameRef?.name ?? stat.shortName;
        return (
          <li key={stat.shortName} className="item-stats__row">
            <GameImage id={stat.shortNameRef?.imageId} alt="" thumb className="item-icon" />
            <span className="item-stats__name">{name}</span>
            {stat.shortNameRef?.unitSymbol !== ON_OFF_UNIT && (
              <span className="item-stats__value">{statValue(stat)}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
