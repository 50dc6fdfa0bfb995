import { GameImage } from '../../ui/GameImage';
import { rarityColor } from '../grimoire/rarityColor';
import { lootAmountText, lootHunterText } from './rewardText';
import '../../styles/hunt.css';

/** What a loot line needs: the hunt answer's and the journal's LootDrop both fit. */
interface LootLine {
  itemId: number;
  name: string;
  imageId?: number | null;
  amount: number;
  lootHunterBonus: number;
  rarity?: { colorHex: string } | null;
}

/** Dropped items with their amounts; the Loot Hunter extra only where it counts (not on a draw). */
export function LootList({ loot, showBonus }: { loot: readonly LootLine[]; showBonus: boolean }) {
  if (loot.length === 0) return null;
  return (
    <ul className="loot-list" aria-label="Loot">
      {loot.map((drop, index) => (
        <li key={`${drop.itemId}-${index}`} className="loot-list__item">
          <GameImage id={drop.imageId} alt={drop.name} thumb className="loot-list__image" />
          <span className="loot-list__name" style={{ color: rarityColor(drop.rarity?.colorHex) }}>
            {drop.name}
          </span>
          <span className="loot-list__amount">{lootAmountText(drop.amount)}</span>
          {showBonus && drop.lootHunterBonus > 0 && (
            <span className="loot-list__bonus">{lootHunterText(drop.lootHunterBonus)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
