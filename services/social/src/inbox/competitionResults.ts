/**
 * League and tournament results in the inbox (docs/social.md#inbox): analytics announces each
 * player's final place of a league week or a tournament once (CompetitionResult), and each becomes
 * one LEAGUE_RESULT or TOURNAMENT_RESULT line: where the player finished, what follows (league
 * zones) and what they won, with a link to the competition's screen.
 */
import type { Knex } from '@vh/kit';
import type { analyticsEvents } from '@vh/contracts';
import { notify, type NewNotification } from './notifications';

/** A CompetitionResult with the request it came from (the line's NotificationCreated carries it). */
export interface CompetitionResultEvent {
  result: analyticsEvents.CompetitionResult;
  requestId: string;
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st... */
export function ordinal(rank: number): string {
  const tens = rank % 100;
  if (tens >= 11 && tens <= 13) return `${rank}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[rank % 10] ?? 'th';
  return `${rank}${suffix}`;
}

/** What a reward pays, in words ("200 VGC and 2 × Silver Stake"), or null when nothing. */
export function rewardWords(
  reward: analyticsEvents.CompetitionReward | undefined,
  itemName: (itemId: number) => string,
): string | null {
  if (!reward) return null;
  const parts: string[] = [];
  if (reward.currency && reward.currencyAmount > 0n)
    parts.push(`${reward.currencyAmount.toLocaleString('en-US')} ${reward.currency}`);
  if (reward.itemId > 0 && reward.itemAmount > 0n) {
    const name = itemName(reward.itemId);
    parts.push(reward.itemAmount === 1n ? name : `${reward.itemAmount.toLocaleString('en-US')} × ${name}`);
  }
  return parts.length > 0 ? parts.join(' and ') : null;
}

const LEAGUE_LINK = '/competition/league';
const tournamentLink = (id: bigint) => `/competition/tournaments/${id}`;

function leagueOutcome(result: analyticsEvents.CompetitionResult): string {
  if (result.outcome === 'promoted') return `Promoted: next week you play in ${result.nextTier}.`;
  if (result.outcome === 'demoted') return `Demoted: next week you play in ${result.nextTier}.`;
  return `You stay in ${result.nextTier} next week.`;
}

/** The inbox line of one result (pure: the unit test reads it). */
export function competitionNotification(
  result: analyticsEvents.CompetitionResult,
  itemName: (itemId: number) => string,
): NewNotification {
  const place = `${ordinal(result.rank)} of ${result.fieldSize.toLocaleString('en-US')}`;
  const reward = rewardWords(result.reward, itemName);
  const paid = reward ? `Your reward, ${reward}, is paid into your inventory.` : null;
  if (result.competition === 'league') {
    return {
      userId: result.userId,
      kind: 'LEAGUE_RESULT',
      title: `${result.title}: you finished ${place}`,
      body: [leagueOutcome(result), paid].filter(Boolean).join(' '),
      link: LEAGUE_LINK,
      dedupeKey: `league:${result.ref}`,
    };
  }
  return {
    userId: result.userId,
    kind: 'TOURNAMENT_RESULT',
    title: `${result.title}: you finished ${place}`,
    body: paid ?? 'This place wins no prize. The final standings are on the tournament page.',
    link: tournamentLink(result.ref),
    dedupeKey: `tournament:${result.ref}`,
  };
}

/**
 * Puts the results in the players' inboxes in the consumer's transaction. Players the projection
 * does not hold (an account deleted meanwhile) get nothing: their inbox is gone and stays gone. A
 * redelivered result adds nothing (the dedupe key, per player, competition and ref).
 */
export async function notifyCompetitionResults(
  trx: Knex.Transaction,
  events: readonly CompetitionResultEvent[],
  itemName: (itemId: number) => string,
): Promise<void> {
  if (events.length === 0) return;
  const known = new Set<string>(
    await trx('players')
      .whereIn(
        'user_id',
        events.map((event) => event.result.userId),
      )
      .pluck('user_id'),
  );
  // One notify per request, so each line's NotificationCreated names the request it came from.
  const byRequest = new Map<string, NewNotification[]>();
  for (const { result, requestId } of events) {
    if (!known.has(result.userId)) continue;
    const lines = byRequest.get(requestId) ?? [];
    lines.push(competitionNotification(result, itemName));
    byRequest.set(requestId, lines);
  }
  for (const [requestId, lines] of byRequest) await notify(trx, lines, requestId);
}
