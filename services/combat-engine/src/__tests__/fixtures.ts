/** Builders for the engine tests: a plain starter fight and procs. */
import { playCombat as playWithRules } from '../engine';
import { V1_RULES } from '../rules';
import type { CombatEvent, CombatSetup, CombatState, EnemySetup, PlayerSetup, ProcSetup } from '../types';

export const MAX_ROUNDS = V1_RULES.maxRounds;

/** Plays a combat with the rules of engine version 1 (what these tests pin). */
export function playCombat(setup: CombatSetup, rounds: number): CombatState {
  return playWithRules(setup, rounds, V1_RULES);
}

export const HOLY = { shortName: 'holy', name: 'Holy', colorHex: '#ffe680' };

export function proc(fields: Pick<ProcSetup, 'procType' | 'event'> & Partial<ProcSetup>): ProcSetup {
  return {
    shortName: `${fields.procType}_${fields.event}`,
    name: `${fields.procType} on ${fields.event}`,
    imageId: 7,
    damageType: HOLY,
    affectedCreatureTypeId: null,
    valueFrom: 3,
    valueTo: 3,
    percent: 100,
    ...fields,
  };
}

export interface SetupChanges {
  seed?: number;
  evadePercent?: number;
  player?: Partial<PlayerSetup>;
  enemy?: Partial<EnemySetup>;
}

/** The starter kit (100 HP, damage 4-8) against a Gallows Hill common (20 HP, damage 2-4, a ghoul). */
export function starterSetup(changes: SetupChanges = {}): CombatSetup {
  const setup: CombatSetup = {
    seed: changes.seed ?? 42,
    player: {
      name: 'Hunter',
      maxHealth: 100,
      damageFrom: 4,
      damageTo: 8,
      critChance: 0,
      procs: [],
      retainers: [],
      bloodlust: false,
      megalomania: false,
      bloodcraze: false,
      ...changes.player,
    },
    enemy: {
      name: 'Rat-Ghoul',
      maxHealth: 20,
      damageFrom: 2,
      damageTo: 4,
      critChance: 0,
      procs: [],
      enemyTypeId: 2,
      ...changes.enemy,
    },
  };
  if (changes.evadePercent !== undefined) setup.evadePercent = changes.evadePercent;
  return setup;
}

/**
 * A fight with no luck in it: nothing is evaded, the player strikes 5, the enemy 1 (both fixed),
 * and both have health to spare unless a test says otherwise.
 */
export function fixedSetup(changes: SetupChanges = {}): CombatSetup {
  return starterSetup({
    evadePercent: 0,
    ...changes,
    player: { maxHealth: 1000, damageFrom: 5, damageTo: 5, ...changes.player },
    enemy: { maxHealth: 1000, damageFrom: 1, damageTo: 1, ...changes.enemy },
  });
}

export function eventTypes(events: readonly CombatEvent[]): number[] {
  return events.map((event) => event.combatEventType);
}

export function eventsOfRound(events: readonly CombatEvent[], round: number): CombatEvent[] {
  return events.filter((event) => event.round === round);
}
