import type { Knex } from '@vh/kit';
import type { GameDeps } from '../deps';
import { playCombat } from '../domain/combat/engine';

/** A stored fight replayed to where it stands. */
export async function playCombatOf(deps: GameDeps, combatId: number, trx?: Knex.Transaction) {
  const combat = await deps.combats.get(combatId, trx);
  return combat ? { combat, state: playCombat(combat.setup, combat.rounds_played) } : null;
}
