import type { Caller } from '@vh/kit';
import type { GameDeps } from '../deps';
import { displacedBy, slotCapacity } from '../domain/equipment';
import { EQUIPMENT_SETS } from '../domain/rules';
import { rankAt, unlockedSets } from '../domain/progress';
import { withPlayer } from '../player/playerSession';
import type { PlayerTx } from '../player/playerTx';
import { activeSubscriptionLevel } from '../domain/subscription';
import { playerActor } from './playerActor';

export interface ActionResult {
  success: boolean;
  message: string;
}

const ok = (message: string): ActionResult => ({ success: true, message });
const refused = (message: string): ActionResult => ({ success: false, message });

/** How many equipment sets the player may use: one, more by rank and subscription. */
export function setsUnlocked(deps: GameDeps, xp: number, subscriptionLevel: number): number {
  const ranks = deps.content.ranks();
  const current = rankAt(ranks, xp);
  const rankIndex = current ? ranks.indexOf(current) : 0;
  return unlockedSets(rankIndex, subscriptionLevel);
}

/** GET /api/game/equip/{itemId}: into the active set, replacing the oldest of its type when full. */
export async function equipItem(deps: GameDeps, caller: Caller, itemId: number): Promise<ActionResult> {
  return withPlayer(deps, playerActor(caller), async (player) => {
    const item = deps.content.item(itemId);
    const type = item ? deps.content.itemType(item.type) : undefined;
    if (!item || !type) return refused('This item does not exist');
    if (player.amountOf(itemId) < 1) return refused('You do not own this item');
    if (!type.isEquipment || type.alwaysEquipped) return refused(`${item.name} cannot be equipped`);
    if (item.reqXP > player.row.xp) return refused(`You need ${item.reqXP} XP to equip ${item.name}`);
    if (player.equipped.some((slot) => slot.itemId === itemId)) return ok(`${item.name} is already equipped`);
    const capacity = slotCapacity(type, (stat) => player.loadout().total(stat));
    const sameType = player.equipped.filter((slot) => deps.content.item(slot.itemId)?.type === type.id);
    const displaced = displacedBy(sameType, capacity);
    if (displaced === null) return refused(`The ${type.name} slot is locked`);
    await deps.players.unequip(player.trx, player.userId, player.row.active_set, displaced);
    await deps.players.equip(player.trx, player.userId, player.row.active_set, itemId);
    await player.reloadEquipment();
    return ok(`${item.name} equipped`);
  });
}

/** GET /api/game/unequip/{itemId}. */
export async function unequipItem(deps: GameDeps, caller: Caller, itemId: number): Promise<ActionResult> {
  return withPlayer(deps, playerActor(caller), async (player) => {
    const item = deps.content.item(itemId);
    if (!player.equipped.some((slot) => slot.itemId === itemId)) {
      return refused(`${item?.name ?? 'This item'} is not equipped`);
    }
    await deps.players.unequip(player.trx, player.userId, player.row.active_set, [itemId]);
    await player.reloadEquipment();
    return ok(`${item?.name ?? 'Item'} unequipped`);
  });
}

/** GET /api/game/changeEquipmentSet/{slot}: zero-based; only unlocked sets. */
export async function changeEquipmentSet(
  deps: GameDeps,
  caller: Caller,
  slot: number,
): Promise<ActionResult> {
  return withPlayer(deps, playerActor(caller), async (player: PlayerTx) => {
    if (!Number.isInteger(slot) || slot < 0 || slot >= EQUIPMENT_SETS) {
      return refused(`Equipment sets are numbered 1 to ${EQUIPMENT_SETS}`);
    }
    if (slot >= setsUnlocked(deps, player.row.xp, activeSubscriptionLevel(player.row, player.now))) {
      return refused(`Equipment set ${slot + 1} is locked`);
    }
    if (player.row.active_combat_id) return refused('Finish your fight before changing equipment');
    player.set({ active_set: slot });
    await player.reloadEquipment();
    return ok(`Equipment set ${slot + 1} is active`);
  });
}
