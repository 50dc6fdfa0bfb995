import type { GameContent } from '../content/gameContent';

/** Small content facts the game answers itself (from its snapshot), sparing a hop to content. */
export function rarityTag(content: GameContent, rarityId: number | undefined) {
  const rarity = rarityId === undefined ? undefined : content.rarity(rarityId);
  return rarity ? { name: rarity.name, shortName: rarity.shortName, colorHex: rarity.colorHex } : null;
}

export function enemyTypeTag(content: GameContent, enemyTypeId: number | undefined) {
  const type = enemyTypeId === undefined ? undefined : content.named('enemytype', enemyTypeId);
  return type ? { name: type.name, shortName: type.shortName, imageId: type.imageId ?? null } : null;
}

export function lootDropView(
  content: GameContent,
  drop: { itemId: number; amount: number; lootHunterBonus: number },
) {
  const item = content.item(drop.itemId);
  return {
    ...drop,
    name: item?.name ?? 'A forgotten item',
    imageId: item?.imageId ?? null,
    rarity: rarityTag(content, item?.rarity),
    item: { id: drop.itemId },
  };
}
