import { useMemo, useState } from 'react';
import { GameImage } from '../../ui/GameImage';
import { searchItems } from './setupDraft';
import type { SimulatorItem } from './simulatorQueries';

/** Items shown at once; the search narrows the rest. */
const SHOWN = 40;

interface Props {
  label: string;
  items: readonly SimulatorItem[];
  chosenId: number | null;
  ownedIds: ReadonlySet<number>;
  /** Empty is not offered for the bait: a hunt needs one. */
  allowEmpty: boolean;
  onChoose: (itemId: number | null) => void;
}

/** Any item of a slot's type, owned or not, found by name. */
export function SlotPicker({ label, items, chosenId, ownedIds, allowEmpty, onChoose }: Props) {
  const [search, setSearch] = useState('');
  const found = useMemo(() => searchItems(items, search), [items, search]);

  return (
    <div className="sim-picker" role="group" aria-label={`Choose ${label}`}>
      <input
        type="search"
        className="sim-picker__search"
        placeholder={`Search ${items.length} items`}
        aria-label={`Search ${label}`}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoFocus
      />
      <ul className="sim-picker__list">
        {allowEmpty && (
          <li>
            <button
              type="button"
              className={`sim-picker__item ${chosenId === null ? 'sim-picker__item--chosen' : ''}`}
              onClick={() => onChoose(null)}
            >
              <span className="sim-picker__name">Leave empty</span>
            </button>
          </li>
        )}
        {found.slice(0, SHOWN).map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={`sim-picker__item ${item.id === chosenId ? 'sim-picker__item--chosen' : ''}`}
              onClick={() => onChoose(item.id)}
            >
              <GameImage id={item.imageId} alt="" thumb className="sim-picker__image" />
              <span className="sim-picker__name" style={{ color: item.rarityRef?.colorHex }}>
                {item.name}
              </span>
              {ownedIds.has(item.id) && <span className="item-badge item-badge--owned">Owned</span>}
              {item.reqXP > 0 && <span className="sim-picker__req">{item.reqXP} XP</span>}
            </button>
          </li>
        ))}
      </ul>
      {found.length > SHOWN && (
        <p className="sim-picker__more">{found.length - SHOWN} more: narrow the search</p>
      )}
      {found.length === 0 && <p className="sim-picker__more">No item is called that</p>}
    </div>
  );
}
