import { CombatEventType as T, CombatResult } from '../types';
import {
  MAX_ROUNDS,
  eventTypes,
  eventsOfRound,
  fixedSetup,
  proc,
  starterSetup,
  playCombat,
} from './fixtures';

const RETAINERS = [
  { itemId: 31, name: 'Bat Familiar', damageFrom: 3, damageTo: 3 },
  { itemId: 32, name: 'Grave Hound', damageFrom: 4, damageTo: 4 },
];

/** A fight where everything can happen: retainers, boosts, procs on both sides, default evasion. */
function busySetup(seed: number) {
  return starterSetup({
    seed,
    player: {
      maxHealth: 40,
      critChance: 30,
      retainers: RETAINERS.map((retainer) => ({ ...retainer, damageFrom: 1, damageTo: 4 })),
      bloodlust: true,
      bloodcraze: true,
      procs: [
        proc({ procType: 'burst', event: 'onstrike', valueFrom: 1, valueTo: 6, percent: 40 }),
        proc({ procType: 'heal', event: 'onhurt', valueFrom: 2, valueTo: 9, percent: 50 }),
        proc({ procType: 'dispel', event: 'onhurt', percent: 50 }),
        proc({ procType: 'theft', event: 'oncrit', valueFrom: 1, valueTo: 3, percent: 60 }),
      ],
    },
    enemy: {
      maxHealth: 120,
      damageFrom: 3,
      damageTo: 12,
      critChance: 15,
      procs: [
        proc({ procType: 'stun', event: 'onroundstart', percent: 20 }),
        proc({ procType: 'stun', event: 'onstrike', percent: 25 }),
        proc({ procType: 'leech', event: 'onstrike', valueFrom: 1, valueTo: 5, percent: 30 }),
      ],
    },
  });
}

describe('playCombat: the starter fight', () => {
  it('plays seed 42 to the same end every time', () => {
    const state = playCombat(starterSetup({ seed: 42 }), MAX_ROUNDS);
    expect(state).toMatchObject({
      result: CombatResult.Win,
      roundsPlayed: 3,
      playerHealth: 95,
      enemyHealth: 0,
    });
    const round = [T.RoundStart, T.BaseDamage, T.BaseDamage];
    expect(eventTypes(state.events)).toEqual([
      T.Start,
      ...round,
      ...round,
      T.RoundStart,
      T.BaseDamage,
      T.End,
    ]);
    expect(state.events.map((event) => event.damage)).toEqual([0, 0, 7, 2, 0, 7, 3, 0, 8, 0]);
    expect(state.events.at(-1)).toMatchObject({
      round: 3,
      combatResult: CombatResult.Win,
      totalDamageAttacker: 22,
      totalDamageTarget: 5,
    });
  });

  it('is deterministic: the same setup gives deep-equal states', () => {
    expect(playCombat(busySetup(7), MAX_ROUNDS)).toEqual(playCombat(busySetup(7), MAX_ROUNDS));
  });

  it('depends on the seed', () => {
    expect(playCombat(busySetup(1), MAX_ROUNDS).events).not.toEqual(
      playCombat(busySetup(2), MAX_ROUNDS).events,
    );
  });
});

describe('playCombat: replaying round by round', () => {
  it('busy fights reach every outcome and most event types (so the replay tests below mean something)', () => {
    const results = new Set<number>();
    const types = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const state = playCombat(busySetup(seed), MAX_ROUNDS);
      results.add(state.result);
      for (const type of eventTypes(state.events)) types.add(type);
    }
    expect([...results].sort()).toEqual([1, 2, 3]);
    // Every documented type but 4, which nothing emits.
    expect([...types].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
    ]);
  });

  it('only appends events when one more round is played', () => {
    for (let seed = 1; seed <= 40; seed++) {
      for (let rounds = 0; rounds < MAX_ROUNDS; rounds++) {
        const before = playCombat(busySetup(seed), rounds);
        const after = playCombat(busySetup(seed), rounds + 1);
        expect(after.events.slice(0, before.events.length)).toEqual(before.events);
        expect(after.roundsPlayed).toBeGreaterThanOrEqual(before.roundsPlayed);
      }
    }
  });

  it('plays nothing more once the combat has ended', () => {
    const ended = playCombat(fixedSetup({ enemy: { maxHealth: 5 } }), 1);
    expect(ended.result).toBe(CombatResult.Win);
    expect(playCombat(fixedSetup({ enemy: { maxHealth: 5 } }), 3)).toEqual(ended);
  });

  it('treats rounds below 0 as 0 and above the maximum as the maximum', () => {
    expect(playCombat(busySetup(3), -2)).toEqual(playCombat(busySetup(3), 0));
    expect(playCombat(busySetup(3), Number.NaN)).toEqual(playCombat(busySetup(3), 0));
    expect(playCombat(busySetup(3), 99)).toEqual(playCombat(busySetup(3), MAX_ROUNDS));
  });

  it('keeps every damage and healing value a whole number', () => {
    for (let seed = 1; seed <= 40; seed++) {
      for (const event of playCombat(busySetup(seed), MAX_ROUNDS).events) {
        expect(Number.isInteger(event.damage) && Number.isInteger(event.healing)).toBe(true);
        expect(Number.isInteger(event.damageDiff) && Number.isInteger(event.healingDiff)).toBe(true);
      }
    }
  });
});

describe('playCombat: the opening', () => {
  it('with 0 rounds returns the start state: start, one event per retainer and per boost', () => {
    const state = playCombat(
      fixedSetup({ player: { retainers: RETAINERS, bloodlust: true, megalomania: true, bloodcraze: true } }),
      0,
    );
    expect(state).toMatchObject({
      roundsPlayed: 0,
      result: 0,
      playerHealth: 1000,
      enemyHealth: 1000,
      goldChange: 0,
    });
    expect(eventTypes(state.events)).toEqual([T.Start, T.RetainerAdded, T.RetainerAdded, 3, 3, 3]);
    const [start, firstAdded, secondAdded, ...boosts] = state.events;
    expect(start).toMatchObject({
      round: 0,
      attackerName: 'Hunter',
      targetName: 'Rat-Ghoul',
      playerName: 'Hunter',
      retainers: [
        { itemId: 31, name: 'Bat Familiar' },
        { itemId: 32, name: 'Grave Hound' },
      ],
    });
    expect(firstAdded).toMatchObject({
      attackerName: 'Bat Familiar',
      retainers: [{ itemId: 31, name: 'Bat Familiar' }],
    });
    expect(secondAdded).toMatchObject({
      attackerName: 'Grave Hound',
      retainers: [{ itemId: 32, name: 'Grave Hound' }],
    });
    expect(boosts.map((event) => [event.attackerName, event.proc])).toEqual([
      ['Bloodlust', null],
      ['Megalomania', null],
      ['Blood Craze', null],
    ]);
  });

  it('has only the start event without retainers and boosts', () => {
    expect(eventTypes(playCombat(fixedSetup(), 0).events)).toEqual([T.Start]);
  });
});

describe('playCombat: outcomes', () => {
  it('wins when the enemy falls, without its strike back, health floored at 0', () => {
    const state = playCombat(
      fixedSetup({ player: { damageFrom: 9, damageTo: 9 }, enemy: { maxHealth: 3 } }),
      1,
    );
    expect(state).toMatchObject({
      result: CombatResult.Win,
      roundsPlayed: 1,
      enemyHealth: 0,
      playerHealth: 1000,
    });
    expect(eventTypes(state.events)).toEqual([T.Start, T.RoundStart, T.BaseDamage, T.End]);
    expect(state.events[2]).toMatchObject({ damage: 9, totalDamageAttacker: 9, combatResult: 0 });
    expect(state.events[3]).toMatchObject({ combatResult: CombatResult.Win, round: 1 });
  });

  it('loses when the player falls: the retainers flee, then the end event', () => {
    const state = playCombat(
      fixedSetup({
        player: { maxHealth: 10, retainers: RETAINERS },
        enemy: { damageFrom: 30, damageTo: 30 },
      }),
      MAX_ROUNDS,
    );
    expect(state).toMatchObject({
      result: CombatResult.Loss,
      roundsPlayed: 1,
      playerHealth: 0,
      enemyHealth: 988,
    });
    expect(eventTypes(eventsOfRound(state.events, 1))).toEqual([
      T.RoundStart,
      T.BaseDamage,
      T.RetainerAttack,
      T.RetainerAttack,
      T.BaseDamage,
      T.RetainerRemoved,
      T.RetainerRemoved,
      T.End,
    ]);
    const [enemyStrike, ...ending] = state.events.slice(-4);
    expect(enemyStrike).toMatchObject({ attackerName: 'Rat-Ghoul', targetName: 'Hunter', damage: 30 });
    expect(enemyStrike).toMatchObject({ totalDamageAttacker: 12, totalDamageTarget: 30 });
    expect(ending.map((event) => [event.attackerName, event.combatResult])).toEqual([
      ['Bat Familiar', 0],
      ['Grave Hound', 0],
      ['Hunter', CombatResult.Loss],
    ]);
  });

  it('is a draw after five rounds with both standing, and ongoing before', () => {
    const state = playCombat(fixedSetup(), MAX_ROUNDS);
    expect(state).toMatchObject({
      result: CombatResult.Draw,
      roundsPlayed: 5,
      playerHealth: 995,
      enemyHealth: 975,
    });
    const round = [T.RoundStart, T.BaseDamage, T.BaseDamage];
    expect(eventTypes(state.events)).toEqual([
      T.Start,
      ...round,
      ...round,
      ...round,
      ...round,
      ...round,
      T.End,
    ]);
    expect(state.events.at(-1)).toMatchObject({ round: 5, combatResult: CombatResult.Draw });

    const fourRounds = playCombat(fixedSetup(), 4);
    expect(fourRounds).toMatchObject({ result: CombatResult.Ongoing, roundsPlayed: 4 });
    expect(fourRounds.events.at(-1)?.combatEventType).toBe(T.BaseDamage);
  });
});

describe('playCombat: strikes', () => {
  it('names attacker and target of each base strike and keeps running totals', () => {
    const [playerStrike, enemyStrike] = eventsOfRound(playCombat(fixedSetup(), 1).events, 1).slice(1);
    expect(playerStrike).toMatchObject({
      attackerName: 'Hunter',
      targetName: 'Rat-Ghoul',
      damage: 5,
      isCriticalHit: false,
      damageDiff: 0,
      totalDamageAttacker: 5,
      totalDamageTarget: 0,
    });
    expect(enemyStrike).toMatchObject({
      attackerName: 'Rat-Ghoul',
      targetName: 'Hunter',
      damage: 1,
      totalDamageAttacker: 5,
      totalDamageTarget: 1,
    });
  });

  it('doubles a critical hit', () => {
    const [, strike] = playCombat(fixedSetup({ player: { critChance: 100 } }), 1).events.slice(1);
    expect(strike).toMatchObject({ damage: 10, isCriticalHit: true, damageDiff: 5 });
  });

  it('triples a critical hit with megalomania, and never crits at 0%', () => {
    const [, tripled] = playCombat(
      fixedSetup({ player: { critChance: 100, megalomania: true } }),
      1,
    ).events.slice(2);
    expect(tripled).toMatchObject({ damage: 15, isCriticalHit: true, damageDiff: 10 });
    const [, plain] = playCombat(fixedSetup({ player: { megalomania: true } }), 1).events.slice(2);
    expect(plain).toMatchObject({ damage: 5, isCriticalHit: false, damageDiff: 0 });
  });

  it('multiplies base strikes by 1.5 with bloodlust, rounded, after the crit', () => {
    const [, lusty] = playCombat(fixedSetup({ player: { bloodlust: true } }), 1).events.slice(2);
    expect(lusty).toMatchObject({ damage: 8, damageDiff: 3 });
    const [, critical] = playCombat(
      fixedSetup({ player: { bloodlust: true, critChance: 100 } }),
      1,
    ).events.slice(2);
    expect(critical).toMatchObject({ damage: 15, damageDiff: 10, isCriticalHit: true });
  });

  it('crits the enemy strike by its own crit chance', () => {
    const [, , enemyStrike] = eventsOfRound(
      playCombat(fixedSetup({ enemy: { critChance: 100 } }), 1).events,
      1,
    );
    expect(enemyStrike).toMatchObject({
      attackerName: 'Rat-Ghoul',
      damage: 2,
      isCriticalHit: true,
      damageDiff: 1,
    });
  });

  it('strikes twice a round with bloodcraze', () => {
    const state = playCombat(fixedSetup({ player: { bloodcraze: true } }), 2);
    expect(eventTypes(eventsOfRound(state.events, 2))).toEqual([
      T.RoundStart,
      T.BaseDamage,
      T.BaseDamage,
      T.BaseDamage,
    ]);
    expect(state.enemyHealth).toBe(1000 - 4 * 5);
  });

  it('lets each retainer strike with its own roll, for the player side', () => {
    const state = playCombat(fixedSetup({ player: { retainers: RETAINERS } }), 1);
    const round = eventsOfRound(state.events, 1);
    expect(eventTypes(round)).toEqual([
      T.RoundStart,
      T.BaseDamage,
      T.RetainerAttack,
      T.RetainerAttack,
      T.BaseDamage,
    ]);
    expect(round[2]).toMatchObject({
      attackerName: 'Bat Familiar',
      targetName: 'Rat-Ghoul',
      damage: 3,
      retainers: [{ itemId: 31, name: 'Bat Familiar' }],
      totalDamageAttacker: 8,
    });
    expect(round[3]).toMatchObject({ attackerName: 'Grave Hound', damage: 4, totalDamageAttacker: 12 });
    expect(state.enemyHealth).toBe(1000 - 12);
  });
});

describe('playCombat: evasion', () => {
  it('evades every base strike and aimed proc at 100%, but not the owner`s own heal', () => {
    const state = playCombat(
      fixedSetup({
        evadePercent: 100,
        player: {
          procs: [
            proc({ procType: 'burst', event: 'onroundstart' }),
            proc({ procType: 'heal', event: 'onroundstart' }),
            proc({ procType: 'burst', event: 'onstrike' }),
          ],
        },
      }),
      1,
    );
    expect(eventTypes(eventsOfRound(state.events, 1))).toEqual([
      T.RoundStart,
      T.ProcEvaded,
      T.Healing,
      T.BaseAttackEvaded,
      T.BaseAttackEvaded,
    ]);
    expect(state.events[2]).toMatchObject({ attackerName: 'Hunter', targetName: 'Rat-Ghoul', damage: 0 });
    expect(state.events[4]).toMatchObject({ attackerName: 'Hunter', targetName: 'Rat-Ghoul', damage: 0 });
    expect(state.events[5]).toMatchObject({ attackerName: 'Rat-Ghoul', targetName: 'Hunter', damage: 0 });
    expect(state.enemyHealth).toBe(1000);
  });

  it('evades about 5% of base strikes by default', () => {
    let strikes = 0;
    let evaded = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const events = playCombat(
        starterSetup({ seed, player: { maxHealth: 1000 }, enemy: { maxHealth: 1000 } }),
        5,
      ).events;
      strikes += events.filter(
        (e) => e.combatEventType === T.BaseDamage || e.combatEventType === T.BaseAttackEvaded,
      ).length;
      evaded += events.filter((e) => e.combatEventType === T.BaseAttackEvaded).length;
    }
    expect(strikes).toBe(400 * 5 * 2);
    expect(evaded).toBeGreaterThan(140);
    expect(evaded).toBeLessThan(260);
  });
});
