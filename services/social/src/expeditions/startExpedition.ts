/**
 * Starting an expedition (docs/social.md#expeditions): the captain or an officer; one running per
 * coven (a constraint, so a second start, even at the same moment, is a 409); every current member
 * takes part from the start.
 */
import { randomInt } from 'node:crypto';
import { ConflictError, requirePlayer, type Caller } from '@vh/kit';
import { LEADERS } from '../covens/covenRules';
import { requireCovenRole } from '../covens/membership';
import type { SocialDeps } from '../deps';
import { notify } from '../inbox/notifications';
import { membersWithGrounds } from './covenAccess';
import { expeditions, members, targets as targetRows, type ExpeditionRow } from './expeditionRepository';
import { chestCurrency, targetCandidates } from './targetCandidates';
import { drawTargets, type Random } from './targets';

export const RUNNING_ALREADY = 'An expedition is running already';

/** Uniform in [0, 1) from the system's secure source (players cannot predict the next draw). */
const secureRandom: Random = () => randomInt(0, 2 ** 32) / 2 ** 32;

const isRunningConflict = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === 'expeditions_one_running_idx';

export async function startExpedition(
  deps: SocialDeps,
  caller: Caller,
  random: Random = secureRandom,
): Promise<ExpeditionRow> {
  const viewer = requirePlayer(caller.viewer);
  await deps.sanctions.require(viewer.userId, 'coven');
  const currency = chestCurrency(deps.content);
  if (!currency) throw new ConflictError('Expeditions are closed: the game has no currency for the chest');
  try {
    return await deps.db.transaction(async (trx) => {
      // The covens' lock order: the caller, then the coven's row (every join and leave takes it).
      const covenId = (await requireCovenRole(trx, viewer.userId, LEADERS)).coven.id;
      if (await expeditions.running(trx, covenId)) throw new ConflictError(RUNNING_ALREADY);

      const crew = await membersWithGrounds(trx, covenId);
      const grounds = new Set(
        crew.flatMap((member) => (member.hunting_ground_id ? [member.hunting_ground_id] : [])),
      );
      const draw = drawTargets(targetCandidates(deps.content, currency), grounds, crew.length, random);
      if (draw.targets.length === 0) {
        throw new ConflictError('No enemy can be hunted on any hunting ground: there is nothing to hunt for');
      }
      const now = new Date();
      const expedition = await expeditions.insert(trx, {
        coven_id: covenId,
        started_by: viewer.userId,
        started_at: now,
        ends_at: new Date(now.getTime() + deps.expeditionDurationMs),
        chest_currency: currency,
        chest_amount: draw.chest,
      });
      await targetRows.insert(
        trx,
        draw.targets.map((target) => ({
          expedition_id: expedition.id,
          position: target.position,
          enemy_id: target.enemyId,
          hunting_ground_id: target.huntingGroundId,
          required: target.required,
          caught: 0,
        })),
      );
      const enrolled = await members.enrol(
        trx,
        expedition.id,
        crew.map((member) => member.user_id),
        now,
      );
      await notify(
        trx,
        enrolled.map((userId) => ({
          userId,
          kind: 'EXPEDITION_PROGRESS' as const,
          title: 'An expedition has begun',
          body: `${viewer.name} started an expedition: ${draw.targets.length} targets to catch by ${expedition.ends_at.toISOString().slice(0, 16).replace('T', ' ')} UTC for a chest of ${draw.chest.toLocaleString('en-US')} ${currency}.`,
          link: '/coven',
          dedupeKey: `expedition:${expedition.id}:started`,
        })),
        caller.requestId,
      );
      return expedition;
    });
  } catch (error) {
    if (isRunningConflict(error)) throw new ConflictError(RUNNING_ALREADY);
    throw error;
  }
}
