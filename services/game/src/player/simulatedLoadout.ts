import { ValidationError } from '@vh/kit';
import type { GameContent } from '../content/gameContent';
import type { EquippedSlot } from '../domain/equipment';
import { TYPE, buildLoadout, type Loadout } from './loadout';

/** A setup the player composes in the simulator: any items, owned or not. */
export interface ComposedSetup {
  /** Equipment by item id, in the order equipped (bait apart). */
  itemIds: readonly number[];
  baitItemId: number;
  huntingGroundId: number;
  /** The XP the setup is tried at (item and ground requirements); the player's own when absent. */
  xp: number;
}

/** More ids than every slot of every type could hold is never a real setup. */
export const MAX_SETUP_ITEMS = 40;

function usableItem(content: GameContent, itemId: number, ownedIds: ReadonlySet<number>) {
  const item = content.item(itemId);
  const type = item ? content.itemType(item.type) : undefined;
  // Hidden items are not part of the game, unless the player holds one anyway.
  if (!item || !type || (!item.visible && !ownedIds.has(itemId))) {
    throw new ValidationError(`Item ${itemId} does not exist`, { itemId });
  }
  return { item, type };
}

/** Refuses a ground the player could not know or reach at the setup's XP. */
function checkGround(content: GameContent, setup: ComposedSetup): void {
  const ground = content.huntingGround(setup.huntingGroundId);
  const region = ground ? content.region(ground.regionId) : undefined;
  if (!ground || !region || !ground.visible || !region.visible) {
    throw new ValidationError('This hunting ground does not exist', {
      huntingGroundId: setup.huntingGroundId,
    });
  }
  const xpNeeded = Math.max(ground.xpReqired, region.xpReqired);
  if (setup.xp < xpNeeded) {
    throw new ValidationError(`${ground.name} needs ${xpNeeded} XP`, { huntingGroundId: ground.id });
  }
}

/**
 * The loadout a composed setup fights with, through the game's own `buildLoadout`: the chosen
 * equipment and bait as if held and equipped in that order, plus the always-equipped items the
 * player really holds (tomes, trophies). Refused with a 422 naming the problem: an unknown item, one
 * that is not equipment, its XP requirement, a duplicate, or more items of a type than its open slots.
 */
export function simulatedLoadout(
  content: GameContent,
  setup: ComposedSetup,
  playerItems: ReadonlyMap<number, number>,
): Loadout {
  if (setup.itemIds.length > MAX_SETUP_ITEMS) {
    throw new ValidationError(`A setup holds at most ${MAX_SETUP_ITEMS} items`);
  }
  checkGround(content, setup);
  const ownedIds = new Set([...playerItems].filter(([, amount]) => amount > 0).map(([itemId]) => itemId));
  const bait = usableItem(content, setup.baitItemId, ownedIds);
  if (bait.type.shortName.toLowerCase() !== TYPE.bait) {
    throw new ValidationError(`${bait.item.name} is not a bait`, { itemId: bait.item.id });
  }
  const chosen = [...setup.itemIds, setup.baitItemId];
  if (new Set(chosen).size !== chosen.length) throw new ValidationError('Each item can be chosen once');

  const items = new Map<number, number>();
  for (const [itemId, amount] of playerItems) {
    if (amount > 0 && content.itemTypeOf(itemId)?.alwaysEquipped) items.set(itemId, amount);
  }
  const equipped: EquippedSlot[] = [];
  for (const itemId of chosen) {
    const { item, type } = usableItem(content, itemId, ownedIds);
    if (!type.isEquipment || type.alwaysEquipped) {
      throw new ValidationError(`${item.name} cannot be equipped`, { itemId });
    }
    if (itemId !== setup.baitItemId && type.shortName.toLowerCase() === TYPE.bait) {
      throw new ValidationError(`Choose ${item.name} as the bait`, { itemId });
    }
    if (item.reqXP > setup.xp) {
      throw new ValidationError(`${item.name} needs ${item.reqXP} XP`, { itemId });
    }
    items.set(itemId, 1);
    equipped.push({ itemId, equippedSeq: equipped.length + 1 });
  }

  const loadout = buildLoadout(content, { items, equipped });
  const beyond = chosen.find((itemId) => !loadout.equippedIds.has(itemId));
  if (beyond !== undefined) {
    const type = content.itemTypeOf(beyond)!;
    const open = loadout.counted.filter((entry) => entry.type.id === type.id).length;
    throw new ValidationError(`Only ${open} ${type.name} slot${open === 1 ? ' is' : 's are'} open`, {
      itemId: beyond,
    });
  }
  return loadout;
}
