/** Builders for the domain tests: a plain starter fight, procs, and a Random that plays a script. */
import type { CombatEvent, CombatSetup, EnemySetup, PlayerSetup, ProcSetup } from '../combat/types';
import type { Random } from '../random';

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

export interface ScriptedRandom extends Random {
  /** Every int() call made, as [min, max]. */
  readonly intCalls: [number, number][];
  /** Rolls of the script not used yet. */
  left(): { ints: number; chances: number };
}

/** A Random that answers from a script and fails loudly on a roll the script did not foresee. */
export function scriptedRandom(script: { ints?: number[]; chances?: boolean[] }): ScriptedRandom {
  const ints = [...(script.ints ?? [])];
  const chances = [...(script.chances ?? [])];
  const intCalls: [number, number][] = [];
  return {
    intCalls,
    next() {
      throw new Error('next() is not scripted');
    },
    int(min, max) {
      intCalls.push([min, max]);
      const value = ints.shift();
      if (value === undefined) throw new Error(`int(${min}, ${max}) is not scripted`);
      if (value < min || value > max) throw new Error(`scripted ${value} is outside ${min}..${max}`);
      return value;
    },
    chance(percent) {
      const value = chances.shift();
      if (value === undefined) throw new Error(`chance(${percent}) is not scripted`);
      return value;
    },
    left: () => ({ ints: ints.length, chances: chances.length }),
  };
}
