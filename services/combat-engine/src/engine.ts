import { Fight, retainerRef } from './fight';
import { fireProcs } from './procs';
import { retainerStrike, strikeRound } from './strikes';
import type { CombatRules } from './rules';
import { COMBAT_BOOSTS, CombatEventType, CombatResult, type CombatSetup, type CombatState } from './types';

/** Round 0: the start event (listing the retainers), one event per retainer and per combat boost. */
function open(fight: Fight): void {
  const { player, enemy } = fight.setup;
  fight.record(CombatEventType.Start, {
    attackerName: player.name,
    targetName: enemy.name,
    retainers: player.retainers.map(retainerRef),
  });
  for (const retainer of player.retainers) {
    fight.record(CombatEventType.RetainerAdded, {
      attackerName: retainer.name,
      retainers: [retainerRef(retainer)],
    });
  }
  for (const boost of COMBAT_BOOSTS) {
    if (player[boost.flag]) fight.record(CombatEventType.CombatBoost, { attackerName: boost.name });
  }
}

/** Round start, both sides' onroundstart procs, the player's strikes, the retainers', the enemy's. */
function playRound(fight: Fight): void {
  fight.round += 1;
  fight.record(CombatEventType.RoundStart, { attackerName: fight.player.name, targetName: fight.enemy.name });
  fireProcs(fight, fight.player, 'onroundstart');
  fireProcs(fight, fight.enemy, 'onroundstart');
  strikeRound(fight, fight.player);
  for (const retainer of fight.setup.player.retainers) retainerStrike(fight, retainer);
  strikeRound(fight, fight.enemy);
}

/**
 * Plays a combat from its start for up to `rounds` rounds (fewer when someone falls), replaying the
 * same rolls every time: Attack is playCombat(setup, roundsPlayed + 1), Quick attack plays
 * rules.maxRounds, and a stored (setup, roundsPlayed) resumes exactly. Playing more rounds only
 * appends events. Both standing after rules.maxRounds rounds is a draw.
 */
export function playCombat(setup: CombatSetup, rounds: number, rules: CombatRules): CombatState {
  const fight = new Fight(setup, rules);
  open(fight);
  const limit = Math.min(Math.max(Math.floor(rounds) || 0, 0), rules.maxRounds);
  while (!fight.over && fight.round < limit) playRound(fight);
  if (!fight.over && fight.round === rules.maxRounds) fight.end(CombatResult.Draw);
  return fight.state();
}
