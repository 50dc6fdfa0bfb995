import type { Caller } from '@vh/kit';
import type { GameDeps } from '../deps';
import { GameEvents } from '../events';
import { withPlayer } from '../player/playerSession';
import { JOURNAL } from '../domain/journal';
import type { ActionResult } from './equipment';
import { playerActor } from './playerActor';

const refused = (message: string): ActionResult => ({ success: false, message });

/** POST /api/Game/travel: needs the XP and keys of the ground and its region, and pays its travel cost. */
export async function travel(deps: GameDeps, caller: Caller, groundId: number): Promise<ActionResult> {
  return withPlayer(deps, playerActor(caller), async (player) => {
    const ground = deps.content.huntingGround(groundId);
    const region = ground ? deps.content.region(ground.regionId) : undefined;
    if (!ground || !region || !ground.visible || !region.visible)
      return refused('This hunting ground does not exist');
    if (player.row.hunting_ground_id === groundId) return refused(`You are already at ${ground.name}`);
    if (player.row.active_combat_id) return refused('Finish your fight before you travel');
    const xpNeeded = Math.max(ground.xpReqired, region.xpReqired);
    if (player.row.xp < xpNeeded) return refused(`You need ${xpNeeded} XP to travel to ${ground.name}`);
    for (const keyId of [region.keyId, ground.keyId]) {
      if (keyId && player.amountOf(keyId) < 1) {
        return refused(`You need ${deps.content.item(keyId)?.name ?? 'a key'} to travel to ${ground.name}`);
      }
    }
    const missing = ground.travelCost.find(({ name, value }) => player.balanceOf(name) < value);
    if (missing) return refused(`You need ${missing.value} ${missing.name} to travel to ${ground.name}`);
    const origin = { source: 'travel', reference: String(groundId) } as const;
    for (const { name, value } of ground.travelCost) player.addCurrency(name, -value, origin);

    const from = player.row.hunting_ground_id;
    player.set({ hunting_ground_id: groundId });
    player.journal(
      JOURNAL.travel,
      undefined,
      { travel_name: ground.name, travel_imageId: ground.imageId },
      groundId,
    );
    player.emit(GameEvents.playerTravelled, {
      userId: player.userId,
      fromHuntingGroundId: from,
      toHuntingGroundId: groundId,
      cost: ground.travelCost.map((entry) => ({ shortName: entry.name, amount: BigInt(entry.value) })),
    });
    return { success: true, message: `You travelled to ${ground.name}` };
  });
}
