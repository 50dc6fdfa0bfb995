/** Registering for a tournament (players) and ending one now (admins), each under the tournament's lock. */
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ServiceUnavailableError,
  requireAdmin,
  requirePlayer,
  type Caller,
} from '@vh/kit';
import type { TournamentData } from '@vh/contracts/contentContract';
import { recordEndedNow } from '../competition/shared';
import type { AnalyticsDeps } from '../deps';
import { MAX_ACTIVE_REGISTRATIONS, endOf, phaseOf } from './rules';
import type { EntryRow, StateRow } from './tournamentRepository';

/** The tournament as content publishes it; 404 when there is none (503 before content loaded). */
export function tournamentOf(deps: AnalyticsDeps, id: number): TournamentData {
  if (deps.content.version < 0)
    throw new ServiceUnavailableError('Tournaments are loading, please try again');
  const tournament = deps.content.entry('tournament', id);
  if (!tournament) throw new NotFoundError(`Tournament ${id} not found`);
  return tournament;
}

/**
 * Registers the signed-in player. Refused (409, nothing written): after the start, twice, when
 * full, or as a fourth tournament not yet ended; 403 below the entry XP.
 */
export async function registerForTournament(
  deps: AnalyticsDeps,
  caller: Caller,
  id: number,
): Promise<EntryRow> {
  const viewer = requirePlayer(caller.viewer);
  const tournament = tournamentOf(deps, id);
  return deps.db.transaction(async (trx) => {
    // The player's row first, then the tournament's: registrations of one player never race.
    const player = await trx('players').where({ user_id: viewer.userId }).forUpdate().first('xp');
    const state = await deps.tournaments.lockState(trx, id);
    const now = Date.now();
    if (phaseOf(tournament, state.ended_at, now) !== 'UPCOMING') {
      throw new ConflictError('Registration has closed: the tournament has started');
    }
    if (await deps.tournaments.entry(id, viewer.userId, trx)) {
      throw new ConflictError('You are already registered for this tournament');
    }
    if (state.registered >= tournament.maxPlayers) throw new ConflictError('The tournament is full');
    if (Number(player?.xp ?? 0) < tournament.minXp) {
      throw new ForbiddenError(`This tournament needs ${tournament.minXp} XP to enter`);
    }
    const open = await notEnded(deps, now);
    if ((await deps.tournaments.countAmong(trx, viewer.userId, open)) >= MAX_ACTIVE_REGISTRATIONS) {
      throw new ConflictError(
        `You can be registered for at most ${MAX_ACTIVE_REGISTRATIONS} tournaments at once`,
      );
    }
    return deps.tournaments.register(trx, id, viewer.userId);
  });
}

/** Ids of the published tournaments that have not ended at `nowMs`. */
async function notEnded(deps: AnalyticsDeps, nowMs: number): Promise<number[]> {
  const tournaments = deps.content.entries('tournament');
  const states = await deps.tournaments.states(tournaments.map((tournament) => tournament.id));
  return tournaments
    .filter(
      (tournament) => phaseOf(tournament, states.get(tournament.id)?.ended_at ?? null, nowMs) !== 'ENDED',
    )
    .map((tournament) => tournament.id);
}

/** Ends a tournament at this moment (an upcoming one never runs); results and prizes follow. */
export async function endTournamentNow(deps: AnalyticsDeps, caller: Caller, id: number): Promise<StateRow> {
  const admin = requireAdmin(caller.viewer);
  const tournament = tournamentOf(deps, id);
  return deps.db.transaction(async (trx) => {
    const state = await deps.tournaments.lockState(trx, id);
    if (phaseOf(tournament, state.ended_at, Date.now()) === 'ENDED') {
      throw new ConflictError(`Tournament ${id} has already ended`);
    }
    const ended = await deps.tournaments.endNow(trx, id);
    await recordEndedNow(trx, {
      admin,
      caller,
      entity: 'Tournament',
      id,
      endedBefore: new Date(endOf(tournament, state.ended_at)),
      endsAt: ended.ended_at!,
    });
    return ended;
  });
}
