import { useQuery } from '@apollo/client/react';
import { GameImage } from '../../ui/GameImage';
import { rarityColor } from '../grimoire/rarityColor';
import { lootAmountText } from '../hunt/rewardText';
import { JOURNAL_REWARD_ITEM } from './journalQuery';
import '../../styles/journal.css';

/** An item a reward names only by id: its name and picture come from the item itself. */
export function RewardItem({ itemId, amount }: { itemId: number; amount: number }) {
  // Items rarely change; one answer serves every entry that names the same item.
  const { data } = useQuery(JOURNAL_REWARD_ITEM, { variables: { id: itemId }, fetchPolicy: 'cache-first' });
  const item = data?.item;
  const name = item?.name ?? `Item #${itemId}`;
  return (
    <li className="loot-list__item">
      <GameImage id={item?.imageId} alt={name} thumb className="loot-list__image" />
      <span className="loot-list__name" style={{ color: rarityColor(item?.rarityRef?.colorHex) }}>
        {name}
      </span>
      <span className="loot-list__amount">{lootAmountText(amount)}</span>
    </li>
  );
}
