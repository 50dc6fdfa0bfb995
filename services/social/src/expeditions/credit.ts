/**
 * Hunts tick an expedition's targets off (docs/social.md#credit): called by the consumer with a
 * chunk's fresh HuntCompleted events, in the chunk's transaction. Members hunt on different
 * partitions, so chunks of one expedition run at once: each chunk locks the expeditions it touches,
 * in id order, before reading a target, so two never overshoot a target or wait on each other in a
 * circle.
 */
import type { Knex } from '@vh/kit';
import { JOURNAL_RESULT } from '@vh/contracts';
import { notify } from '../inbox/notifications';
import {
  expeditions,
  ledger,
  members,
  targets as targetRows,
  type ExpeditionRow,
  type MemberRow,
  type TargetRow,
} from './expeditionRepository';
import { completeExpedition } from './finish';

export interface CountedHunt {
  eventId: string;
  userId: string;
  combatId: bigint;
  enemyId: number;
  huntingGroundId: number;
  /** The journal's combat result: 1 draw, 2 victory, 3 loss (4, no fight, never comes here). */
  result: number;
  /** The retainer's hourly auto-hunt: it counts like any hunt. */
  autoHunt: boolean;
  occurredAt: Date;
  requestId: string;
}

/** Whether a fight ended; an auto-hunt that found no bait (4) is no hunt. */
export const isFight = (result: number) =>
  result === JOURNAL_RESULT.draw || result === JOURNAL_RESULT.victory || result === JOURNAL_RESULT.loss;

/** Never retroactive: the hunt happened while the player was a member, before the end. */
function counts(hunt: CountedHunt, span: MemberRow & { ends_at: Date }): boolean {
  const at = hunt.occurredAt.getTime();
  return (
    span.user_id === hunt.userId &&
    span.joined_at.getTime() <= at &&
    (span.left_at === null || at < span.left_at.getTime()) &&
    at < span.ends_at.getTime()
  );
}

/**
 * A victory over a target's enemy on the target's ground, while it still needs catches, catches it
 * (the target names where to hunt; the same enemy elsewhere is another target, or none).
 */
const targetCaught = (hunt: CountedHunt, targets: readonly TargetRow[]) =>
  hunt.result === JOURNAL_RESULT.victory
    ? targets.find(
        (target) =>
          target.enemy_id === hunt.enemyId &&
          target.hunting_ground_id === hunt.huntingGroundId &&
          target.caught < target.required,
      )
    : undefined;

async function creditOne(
  trx: Knex.Transaction,
  expedition: ExpeditionRow,
  hunts: readonly CountedHunt[],
  enemyName: (enemyId: number) => string,
): Promise<void> {
  const targets = await targetRows.of(trx, expedition.id);
  const completed: TargetRow[] = [];
  for (const hunt of hunts) {
    const target = targetCaught(hunt, targets);
    const recorded = await ledger.record(trx, {
      expedition_id: expedition.id,
      user_id: hunt.userId,
      event_id: hunt.eventId,
      combat_id: hunt.combatId.toString(),
      enemy_id: hunt.enemyId,
      target_position: target?.position ?? null,
      retainer: hunt.autoHunt,
      occurred_at: hunt.occurredAt,
    });
    if (!recorded || !target) continue;
    const after = await targetRows.catchOne(trx, expedition.id, target.position);
    if (!after)
      throw new Error(`expedition ${expedition.id} target ${target.position} overshot under its lock`);
    target.caught = after.caught;
    if (target.caught === target.required) completed.push(target);
    if (targets.every((each) => each.caught === each.required)) {
      return completeExpedition(trx, expedition, hunt.occurredAt, hunt.requestId);
    }
  }
  if (completed.length === 0) return;
  const active = await members.active(trx, expedition.id);
  const done = targets.filter((target) => target.caught === target.required).length;
  await notify(
    trx,
    completed.flatMap((target) =>
      active.map((userId) => ({
        userId,
        kind: 'EXPEDITION_PROGRESS' as const,
        title: `Expedition target caught: ${enemyName(target.enemy_id)}`,
        body: `${target.required} of ${target.required} caught. ${done} of ${targets.length} targets done.`,
        link: '/coven',
        dedupeKey: `expedition:${expedition.id}:target:${target.position}`,
      })),
    ),
    hunts[0]!.requestId,
  );
}

/** Credits a chunk's hunts to the running expeditions their hunters were members of when they hunted. */
export async function creditExpeditionHunts(
  trx: Knex.Transaction,
  hunts: readonly CountedHunt[],
  enemyName: (enemyId: number) => string,
): Promise<void> {
  const fights = hunts.filter((hunt) => isFight(hunt.result));
  if (fights.length === 0) return;
  const userIds = [...new Set(fights.map((hunt) => hunt.userId))];
  const earliest = new Date(Math.min(...fights.map((hunt) => hunt.occurredAt.getTime())));
  const candidates = await members.runningExpeditionIds(trx, userIds, earliest);
  if (candidates.length === 0) return;
  const locked = await expeditions.lockRunningByIds(trx, candidates);
  if (locked.length === 0) return;
  const spans = await members.spans(
    trx,
    locked.map((expedition) => expedition.id),
    userIds,
  );
  for (const expedition of locked) {
    const mine = spans.filter((span) => span.expedition_id === expedition.id);
    const counted = fights.filter((hunt) => mine.some((span) => counts(hunt, span)));
    if (counted.length > 0) await creditOne(trx, expedition, counted, enemyName);
  }
}
