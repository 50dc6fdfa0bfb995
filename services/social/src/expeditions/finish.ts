/**
 * How an expedition ends: completed the moment its last target is caught (the split written and its
 * payouts added in that transaction), or failed when time ran out or its coven was disbanded (no
 * chest). Either way its members are free for the next one.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from '@vh/kit';
import { notify, type NewNotification } from '../inbox/notifications';
import { addPayouts, type PayoutRow } from '../payouts/payouts';
import type { SocialDeps } from '../deps';
import { CLOSE_GRACE_MS } from './expeditionRules';
import {
  expeditions,
  ledger,
  members,
  shareKey,
  shares as shareRows,
  type ExpeditionRow,
  type ShareRow,
} from './expeditionRepository';
import { splitChest } from './split';

const LINK = '/coven';
/** Expeditions the job fails per run (each in its own short transaction). */
const CLOSE_BATCH = 100;

const chestWords = (expedition: ExpeditionRow, amount = expedition.chest_amount) =>
  `${amount.toLocaleString('en-US')} ${expedition.chest_currency}`;

/**
 * Completes a running expedition the caller has locked: splits the chest among everyone the ledger
 * counted (members who left since keep what they earned), writes the shares and their payouts, and
 * tells every member and sharer. The job pays the payouts (each once, by its key).
 */
export async function completeExpedition(
  trx: Knex.Transaction,
  expedition: ExpeditionRow,
  at: Date,
  requestId: string,
): Promise<void> {
  const finished = await expeditions.finish(trx, expedition.id, 'completed', at);
  if (!finished) return;
  const contributions = await ledger.contributions(trx, expedition.id);
  const split = splitChest(
    expedition.chest_amount,
    contributions.map((row) => ({
      userId: row.user_id,
      credits: row.catches,
      hunts: row.hunts,
      reachedAt: row.last_catch_id,
    })),
  );
  await shareRows.insert(
    trx,
    split.map((share): ShareRow => ({
      expedition_id: expedition.id,
      user_id: share.userId,
      credits: share.credits,
      floor: share.floor,
      amount: share.amount,
    })),
  );
  const payouts: PayoutRow[] = split
    .filter((share) => share.amount > 0)
    .map((share) => ({
      key: shareKey(expedition.id, share.userId),
      user_id: share.userId,
      reason: `expedition ${expedition.id} share`,
      currency: expedition.chest_currency,
      currency_amount: share.amount,
      item_id: null,
      item_amount: 0,
    }));
  await addPayouts(trx, payouts);

  const amounts = new Map(split.map((share) => [share.userId, share.amount]));
  const told = new Set([...(await members.active(trx, expedition.id)), ...amounts.keys()]);
  await members.leaveAll(trx, expedition.id, at);
  await notify(
    trx,
    [...told].map((userId): NewNotification => ({
      userId,
      kind: 'EXPEDITION_RESULT',
      title: 'Expedition complete',
      body: amounts.has(userId)
        ? `Every target was caught. Your share of the ${chestWords(expedition)} chest: ${chestWords(expedition, amounts.get(userId))}.`
        : `Every target was caught and the ${chestWords(expedition)} chest was split. You did not hunt for it, so you have no share.`,
      link: LINK,
      dedupeKey: `expedition:${expedition.id}:result`,
    })),
    requestId,
  );
}

/** Fails a running expedition the caller has locked: no chest; its members are told why. */
export async function failExpedition(
  trx: Knex.Transaction,
  expedition: ExpeditionRow,
  at: Date,
  why: string,
  requestId: string,
): Promise<void> {
  const finished = await expeditions.finish(trx, expedition.id, 'failed', at);
  if (!finished) return;
  const told = await members.active(trx, expedition.id);
  await members.leaveAll(trx, expedition.id, at);
  await notify(
    trx,
    told.map((userId) => ({
      userId,
      kind: 'EXPEDITION_RESULT' as const,
      title: 'Expedition failed',
      body: `${why} The ${chestWords(expedition)} chest stays closed.`,
      link: LINK,
      dedupeKey: `expedition:${expedition.id}:result`,
    })),
    requestId,
  );
}

/**
 * The coven was disbanded (by its captain or an admin): its running expedition fails at once. Called
 * by the covens feature in its transaction, after it locked the coven.
 */
export async function abandonCovenExpedition(
  trx: Knex.Transaction,
  covenId: number,
  at: Date,
  requestId: string,
): Promise<void> {
  const running = await expeditions.lockRunning(trx, covenId);
  if (running) await failExpedition(trx, running, at, 'The coven was disbanded.', requestId);
}

/**
 * The job: fails expeditions whose time ran out, once the consumer had a grace period to count the
 * hunts made before the end. One transaction and one lock per expedition; safe on every replica.
 */
export async function closeEndedExpeditions(deps: SocialDeps, now = new Date()): Promise<number> {
  const ids = await expeditions.endedIds(deps.db, new Date(now.getTime() - CLOSE_GRACE_MS), CLOSE_BATCH);
  let closed = 0;
  for (const id of ids) {
    await deps.db.transaction(async (trx) => {
      const expedition = await expeditions.lockById(trx, id);
      if (expedition?.status !== 'running') return;
      await failExpedition(
        trx,
        expedition,
        expedition.ends_at,
        'Time ran out before every target was caught.',
        randomUUID(),
      );
      closed += 1;
    });
  }
  return closed;
}
