import { useState } from 'react';
import { ItemCard } from '../items/ItemCard';
import type { Player } from '../player/meQuery';
import { EquipButton } from './EquipButton';
import { INVENTORY_FILTERS, isEquippable, visibleEntries, type HeldEntry } from './inventoryFilters';
import '../../styles/shop.css';

function HeldBadge({ entry }: { entry: HeldEntry }) {
  return (
    <>
      {!entry.item.unique && <span className="item-badge item-badge--amount">x {entry.amount}</span>}
      {entry.equipped && <span className="item-badge item-badge--equipped">Equipped</span>}
    </>
  );
}

/** The player's inventory (spec 000 section 2): type filters and a card per item held. */
export function Inventory({ player }: { player: Player }) {
  const [filterLabel, setFilterLabel] = useState('All');
  const filter =
    INVENTORY_FILTERS.find((candidate) => candidate.label === filterLabel) ?? INVENTORY_FILTERS[0]!;
  const entries = visibleEntries(player.inventory, filter);

  return (
    <section className="panel shop inventory" aria-labelledby="inventory-title">
      <h1 id="inventory-title" className="shop__title">
        Inventory
      </h1>
      <div className="inventory__filters" role="group" aria-label="Item type">
        {INVENTORY_FILTERS.map((candidate) => (
          <button
            key={candidate.label}
            type="button"
            className={candidate === filter ? 'tab tab--active' : 'tab'}
            aria-pressed={candidate === filter}
            onClick={() => setFilterLabel(candidate.label)}
          >
            {candidate.label}
          </button>
        ))}
      </div>
      {entries.length > 0 ? (
        <div className="card-grid shop__grid">
          {entries.map((entry) => (
            <ItemCard
              key={entry.itemId}
              item={entry.item}
              showCost={false}
              className={entry.equipped ? 'item-card--equipped' : undefined}
              badge={<HeldBadge entry={entry} />}
            >
              {isEquippable(entry.item) && <EquipButton itemId={entry.itemId} equipped={entry.equipped} />}
            </ItemCard>
          ))}
        </div>
      ) : (
        <p className="shop__empty">
          {filter.itemType
            ? `No ${filter.label.toLowerCase()} in your inventory.`
            : 'Your inventory is empty.'}
        </p>
      )}
    </section>
  );
}
