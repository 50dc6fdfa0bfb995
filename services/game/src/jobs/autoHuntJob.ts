import type { Logger } from '@vh/kit';
import type { GameDeps } from '../deps';
import { TYPE } from '../player/loadout';
import { autoHunt } from '../useCases/autoHunt';

const BATCH = 200;

/** The hour a time falls in, as a number (epoch hours): the auto-hunt's once-per key. */
const hourOf = (ms: number) => Math.floor(ms / 3_600_000);

/**
 * One pass of the hourly auto-hunt: every player with a retainer equipped who has not had this
 * hour's hunt gets it. Several replicas may run passes at once; the (player, hour) claim lets each
 * hour run once per player.
 */
export async function runAutoHunts(deps: GameDeps, logger: Logger): Promise<number> {
  const hour = hourOf(deps.clock());
  const retainerIds = deps.content.itemsOfType(TYPE.retainer).map((item) => item.id);
  let hunted = 0;
  let after = '';
  for (;;) {
    const batch = await deps.players.withEquippedInActiveSet(retainerIds, hour, after, BATCH);
    if (batch.length === 0) break;
    for (const userId of batch) {
      try {
        if ((await autoHunt(deps, userId, hour)) !== 'skipped') hunted += 1;
      } catch (error) {
        logger.error({ err: error, userId }, 'auto-hunt failed');
      }
    }
    after = batch[batch.length - 1]!;
  }
  if (hunted > 0) logger.info({ hunted, hour }, 'auto-hunts played');
  return hunted;
}
