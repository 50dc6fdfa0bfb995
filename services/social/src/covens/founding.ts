/** Founding a coven and changing its settings (docs/social.md#covens). */
import { ConflictError, requirePlayer, type Caller } from '@vh/kit';
import type { SocialDeps } from '../deps';
import { lockPlayers } from '../players/names';
import { covens, members, type CovenRow } from './covenRepository';
import { LEADERS, checkedCovenName } from './covenRules';
import { checkedEmblem } from './emblems';
import { requireCovenRole } from './membership';
import { takeSeat } from './seats';

/** Anyone outside a coven founds one and is its captain. */
export async function foundCoven(
  deps: SocialDeps,
  caller: Caller,
  input: { name: string; emblemImageId?: number | null; open: boolean },
): Promise<CovenRow> {
  const { userId } = requirePlayer(caller.viewer);
  await deps.sanctions.require(userId, 'coven');
  const { name, key } = checkedCovenName(input.name);
  const emblem = checkedEmblem(deps.content, input.emblemImageId);
  return deps.db.transaction(async (trx) => {
    await lockPlayers(trx, [userId]);
    if (await members.of(trx, userId)) throw new ConflictError('You are in a coven already: leave it first');
    const coven = await covens.insert(trx, {
      name,
      name_key: key,
      emblem_image_id: emblem,
      open: input.open,
    });
    return takeSeat(trx, coven.id, userId, 'captain');
  });
}

/** The captain and officers change the emblem (null removes it) or whether requests are taken. */
export async function updateCoven(
  deps: SocialDeps,
  caller: Caller,
  input: { emblemImageId?: number | null; open?: boolean | null },
): Promise<CovenRow> {
  const { userId } = requirePlayer(caller.viewer);
  const changes: { emblem_image_id?: number | null; open?: boolean } = {};
  if (input.emblemImageId !== undefined) {
    changes.emblem_image_id = checkedEmblem(deps.content, input.emblemImageId);
  }
  if (input.open !== undefined && input.open !== null) changes.open = input.open;
  return deps.db.transaction(async (trx) => {
    const { coven } = await requireCovenRole(trx, userId, LEADERS);
    if (Object.keys(changes).length === 0) return coven;
    return covens.update(trx, coven.id, changes);
  });
}
