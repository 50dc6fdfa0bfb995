import { playFight } from '@vh/combat-engine';
import type { Knex } from '@vh/kit';
import type { GameDeps } from '../deps';
import { fightRecordOf } from './fightRecords';

/** A stored fight replayed to where it stands. */
export async function playCombatOf(deps: GameDeps, combatId: number, trx?: Knex.Transaction) {
  const combat = await deps.combats.get(combatId, trx);
  return combat
    ? { combat, state: playFight(fightRecordOf(deps.content, combat), combat.rounds_played).state }
    : null;
}
