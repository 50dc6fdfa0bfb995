import { GameImage } from '../../ui/GameImage';

/** A small picture-and-name token for a key, a bait or a currency; `owned` colours it. */
export function ItemChip({
  name,
  imageId,
  owned,
  suffix,
}: {
  name: string;
  imageId: number | null | undefined;
  owned?: boolean;
  suffix?: string;
}) {
  const state = owned === undefined ? '' : owned ? 'item-chip--owned' : 'item-chip--missing';
  return (
    <span className={`item-chip ${state}`}>
      <GameImage id={imageId} alt="" thumb className="item-chip__image" />
      <span className="item-chip__name">
        {suffix ? `${suffix} ` : ''}
        {name}
      </span>
      {owned !== undefined && (
        <span className="visually-hidden">{owned ? '(you have it)' : '(missing)'}</span>
      )}
    </span>
  );
}
