/** Reading a fight's state: whose side is whose and whether it still runs. */
import { COMBAT_RESULT } from './combatEventText';

interface SideFacts {
  isPlayer: boolean;
}

interface CombatFacts<F extends SideFacts> {
  result: number;
  combatEnded: boolean;
  attacker?: F | null;
  defender?: F | null;
}

/** The player is the attacker when it says so, else the defender; the enemy is the other side. */
export function combatSides<F extends SideFacts>(
  combat: CombatFacts<F>,
): { player: F | null; enemy: F | null } {
  const attacker = combat.attacker ?? null;
  const defender = combat.defender ?? null;
  return attacker?.isPlayer ? { player: attacker, enemy: defender } : { player: defender, enemy: attacker };
}

/** Attack and Quick attack are offered only while the result is 0 and a fight is actually on. */
export function isOngoing(combat: CombatFacts<SideFacts>): boolean {
  return (
    combat.result === COMBAT_RESULT.ongoing && !combat.combatEnded && !!combat.attacker && !!combat.defender
  );
}
