import { retainerRef, type Fight, type Fighter } from './fight';
import { fireProcs } from './procs';
import { CombatEventType, type RetainerSetup } from './types';

/**
 * One base strike: skipped (and the stun used up) when stunned, else evaded or landed. A landed
 * strike rolls damage, may crit, then gives the attacker's onstrike (and oncrit) procs and the
 * target's onhurt procs their chance.
 */
function baseStrike(fight: Fight, attacker: Fighter): void {
  if (fight.over) return;
  const target = fight.opponentOf(attacker);
  if (attacker.stunned) {
    attacker.stunned = false;
    return;
  }
  if (fight.evades()) {
    fight.record(CombatEventType.BaseAttackEvaded, { attackerName: attacker.name, targetName: target.name });
    return;
  }
  const rolled = fight.random.int(attacker.damageFrom, attacker.damageTo);
  const critical = fight.random.chance(attacker.critChance);
  const damage = Math.round(rolled * (critical ? attacker.critMultiplier : 1) * attacker.damageFactor);
  fight.hit(attacker, target, damage, CombatEventType.BaseDamage, {
    isCriticalHit: critical,
    damageDiff: damage - rolled,
  });
  fireProcs(fight, attacker, 'onstrike');
  if (critical) fireProcs(fight, attacker, 'oncrit');
  fireProcs(fight, target, 'onhurt');
}

/** All of a fighter's base strikes of one round (bloodcraze gives the player two). */
export function strikeRound(fight: Fight, attacker: Fighter): void {
  for (let strike = 0; strike < attacker.strikesPerRound; strike++) baseStrike(fight, attacker);
}

/** A retainer strikes the enemy with its own damage roll; its damage counts for the player's side. */
export function retainerStrike(fight: Fight, retainer: RetainerSetup): void {
  if (fight.over) return;
  const damage = fight.random.int(retainer.damageFrom, retainer.damageTo);
  fight.hit(fight.player, fight.enemy, damage, CombatEventType.RetainerAttack, {
    attackerName: retainer.name,
    retainers: [retainerRef(retainer)],
  });
}
