import { CombatEventType as T } from '../types';
import { MAX_ROUNDS, HOLY, eventTypes, eventsOfRound, fixedSetup, proc, playCombat } from './fixtures';

const RETAINER = { itemId: 31, name: 'Bat Familiar', damageFrom: 3, damageTo: 3 };

describe('procs: damage', () => {
  it('burst deals extra damage of its type after a landed strike', () => {
    const state = playCombat(
      fixedSetup({ player: { procs: [proc({ procType: 'burst', event: 'onstrike' })] } }),
      1,
    );
    const round = eventsOfRound(state.events, 1);
    expect(eventTypes(round)).toEqual([T.RoundStart, T.BaseDamage, T.ProcDamage, T.BaseDamage]);
    expect(round[2]).toEqual({
      combatEventType: T.ProcDamage,
      round: 1,
      attackerName: 'Hunter',
      targetName: 'Rat-Ghoul',
      damage: 3,
      isCriticalHit: false,
      damageDiff: 0,
      healing: 0,
      healingDiff: 0,
      goldChange: 0,
      proc: { name: 'burst on onstrike', image: 7, damageType: HOLY.shortName },
      totalPercentage: 100,
      retainers: [],
      removedNegativeEffect: null,
      combatResult: 0,
      totalDamageAttacker: 8,
      totalDamageTarget: 0,
      playerName: 'Hunter',
    });
    expect(state.enemyHealth).toBe(1000 - 8);
  });

  it('never fires at 0%', () => {
    const state = playCombat(
      fixedSetup({ player: { procs: [proc({ procType: 'burst', event: 'onstrike', percent: 0 })] } }),
      MAX_ROUNDS,
    );
    expect(eventTypes(state.events)).not.toContain(T.ProcDamage);
  });

  it('fires oncrit procs only on a critical hit', () => {
    const savagery = [proc({ procType: 'burst', event: 'oncrit' })];
    const plain = playCombat(fixedSetup({ player: { procs: savagery } }), 1);
    expect(eventTypes(eventsOfRound(plain.events, 1))).toEqual([T.RoundStart, T.BaseDamage, T.BaseDamage]);
    const critical = playCombat(fixedSetup({ player: { procs: savagery, critChance: 100 } }), 1);
    expect(eventTypes(eventsOfRound(critical.events, 1))).toEqual([
      T.RoundStart,
      T.BaseDamage,
      T.ProcDamage,
      T.BaseDamage,
    ]);
  });

  it('fires onroundstart procs of the player, then of the enemy, before the strikes', () => {
    const state = playCombat(
      fixedSetup({
        player: { procs: [proc({ procType: 'burst', event: 'onroundstart', valueFrom: 2, valueTo: 2 })] },
        enemy: { procs: [proc({ procType: 'burst', event: 'onroundstart', valueFrom: 4, valueTo: 4 })] },
      }),
      1,
    );
    const round = eventsOfRound(state.events, 1);
    expect(round.map((event) => [event.combatEventType, event.attackerName, event.damage])).toEqual([
      [T.RoundStart, 'Hunter', 0],
      [T.ProcDamage, 'Hunter', 2],
      [T.ProcDamage, 'Rat-Ghoul', 4],
      [T.BaseDamage, 'Hunter', 5],
      [T.BaseDamage, 'Rat-Ghoul', 1],
    ]);
  });

  it('can end the combat, and nothing fires after that', () => {
    const state = playCombat(
      fixedSetup({
        player: { procs: [proc({ procType: 'burst', event: 'onroundstart', valueFrom: 50, valueTo: 50 })] },
        enemy: { maxHealth: 40, procs: [proc({ procType: 'burst', event: 'onroundstart' })] },
      }),
      MAX_ROUNDS,
    );
    expect(state).toMatchObject({ result: 2, roundsPlayed: 1, enemyHealth: 0 });
    expect(eventTypes(state.events)).toEqual([T.Start, T.RoundStart, T.ProcDamage, T.End]);
  });
});

describe('procs: creature types', () => {
  const holySmite = proc({ procType: 'burst', event: 'onstrike', affectedCreatureTypeId: 1 });

  it('fires only against an enemy of its type', () => {
    const ghoul = playCombat(fixedSetup({ player: { procs: [holySmite] }, enemy: { enemyTypeId: 2 } }), 1);
    expect(eventTypes(ghoul.events)).not.toContain(T.ProcDamage);
    const vampire = playCombat(fixedSetup({ player: { procs: [holySmite] }, enemy: { enemyTypeId: 1 } }), 1);
    expect(eventTypes(vampire.events)).toContain(T.ProcDamage);
  });

  it('never fires from an enemy: the player is no creature type', () => {
    const state = playCombat(fixedSetup({ enemy: { enemyTypeId: 1, procs: [holySmite] } }), MAX_ROUNDS);
    expect(eventTypes(state.events)).not.toContain(T.ProcDamage);
  });
});

describe('procs: healing', () => {
  it('leech damages the target and heals the owner up to its maximum', () => {
    const state = playCombat(
      fixedSetup({
        player: { procs: [proc({ procType: 'leech', event: 'onstrike', valueFrom: 4, valueTo: 4 })] },
        enemy: { damageFrom: 10, damageTo: 10 },
      }),
      2,
    );
    const leeches = state.events.filter((event) => event.combatEventType === T.Leech);
    expect(
      leeches.map((e) => [e.round, e.attackerName, e.targetName, e.damage, e.healing, e.healingDiff]),
    ).toEqual([
      [1, 'Hunter', 'Rat-Ghoul', 4, 0, -4],
      [2, 'Hunter', 'Rat-Ghoul', 4, 4, 0],
    ]);
    expect(state).toMatchObject({ enemyHealth: 1000 - 18, playerHealth: 1000 - 20 + 4 });
  });

  it('heal restores the owner when hurt, cut off at its maximum', () => {
    const state = playCombat(
      fixedSetup({
        player: { procs: [proc({ procType: 'heal', event: 'onhurt', valueFrom: 10, valueTo: 10 })] },
        enemy: { damageFrom: 4, damageTo: 4 },
      }),
      1,
    );
    const round = eventsOfRound(state.events, 1);
    expect(eventTypes(round)).toEqual([T.RoundStart, T.BaseDamage, T.BaseDamage, T.Healing]);
    expect(round[3]).toMatchObject({
      attackerName: 'Hunter',
      targetName: 'Hunter',
      healing: 4,
      healingDiff: -6,
      damage: 0,
      totalPercentage: 100,
    });
    expect(state.playerHealth).toBe(1000);
  });

  it('onhurt procs wait for a landed strike', () => {
    const state = playCombat(
      fixedSetup({
        evadePercent: 100,
        player: { procs: [proc({ procType: 'heal', event: 'onhurt' })] },
      }),
      MAX_ROUNDS,
    );
    expect(eventTypes(state.events)).not.toContain(T.Healing);
  });
});

describe('procs: stun and dispel', () => {
  it('a stun at round start makes the enemy skip its strike', () => {
    const state = playCombat(
      fixedSetup({ player: { procs: [proc({ procType: 'stun', event: 'onroundstart' })] } }),
      2,
    );
    expect(eventTypes(eventsOfRound(state.events, 2))).toEqual([T.RoundStart, T.Stun, T.BaseDamage]);
    expect(state.events[2]).toMatchObject({ attackerName: 'Hunter', targetName: 'Rat-Ghoul', damage: 0 });
    expect(state.playerHealth).toBe(1000);
  });

  it('a stunned player skips its base strike, not its retainers', () => {
    const state = playCombat(
      fixedSetup({
        player: { retainers: [RETAINER] },
        enemy: { procs: [proc({ procType: 'stun', event: 'onroundstart' })] },
      }),
      1,
    );
    expect(eventTypes(eventsOfRound(state.events, 1))).toEqual([
      T.RoundStart,
      T.Stun,
      T.RetainerAttack,
      T.BaseDamage,
    ]);
    expect(state.enemyHealth).toBe(1000 - 3);
  });

  it('a stun after the strike lasts into the next round, for one strike only', () => {
    const state = playCombat(
      fixedSetup({
        player: { bloodcraze: true },
        enemy: { procs: [proc({ procType: 'stun', event: 'onstrike', percent: 100 })] },
      }),
      2,
    );
    // Round 1: two strikes, then the enemy strikes and stuns; round 2: the first strike is lost.
    expect(eventTypes(eventsOfRound(state.events, 1))).toEqual([
      T.RoundStart,
      T.BaseDamage,
      T.BaseDamage,
      T.BaseDamage,
      T.Stun,
    ]);
    expect(eventTypes(eventsOfRound(state.events, 2))).toEqual([
      T.RoundStart,
      T.BaseDamage,
      T.BaseDamage,
      T.Stun,
    ]);
  });

  it('dispel lifts a stun from its owner when hurt', () => {
    const chilled = { enemy: { procs: [proc({ procType: 'stun', event: 'onstrike' })] } };
    const without = playCombat(fixedSetup(chilled), 2);
    expect(eventTypes(eventsOfRound(without.events, 2))).toEqual([T.RoundStart, T.BaseDamage, T.Stun]);

    const withDispel = playCombat(
      fixedSetup({ ...chilled, player: { procs: [proc({ procType: 'dispel', event: 'onhurt' })] } }),
      2,
    );
    const round = eventsOfRound(withDispel.events, 2);
    expect(eventTypes(round)).toEqual([T.RoundStart, T.BaseDamage, T.BaseDamage, T.Stun, T.Dispel]);
    expect(round[4]).toMatchObject({
      attackerName: 'Hunter',
      targetName: 'Hunter',
      removedNegativeEffect: 'stun',
      proc: { name: 'dispel on onhurt', image: 7, damageType: 'holy' },
    });
  });

  it('dispel does not fire when its owner is not stunned', () => {
    const state = playCombat(
      fixedSetup({ player: { procs: [proc({ procType: 'dispel', event: 'onroundstart' })] } }),
      MAX_ROUNDS,
    );
    expect(eventTypes(state.events)).not.toContain(T.Dispel);
  });
});

describe('procs: theft', () => {
  const pickpocket = proc({
    procType: 'theft',
    event: 'onstrike',
    valueFrom: 7,
    valueTo: 7,
    damageType: null,
  });

  it('counts gold the player steals as a gain', () => {
    const state = playCombat(fixedSetup({ player: { procs: [pickpocket] } }), MAX_ROUNDS);
    const thefts = state.events.filter((event) => event.combatEventType === T.Theft);
    expect(
      thefts.map((event) => [event.attackerName, event.targetName, event.goldChange, event.damage]),
    ).toEqual(Array(5).fill(['Hunter', 'Rat-Ghoul', 7, 0]));
    expect(thefts[0]?.proc).toEqual({ name: 'theft on onstrike', image: 7, damageType: null });
    expect(state.goldChange).toBe(35);
  });

  it('counts gold the enemy steals as a loss', () => {
    const state = playCombat(fixedSetup({ enemy: { procs: [pickpocket] } }), MAX_ROUNDS);
    expect(
      state.events.filter((event) => event.combatEventType === T.Theft).map((e) => e.goldChange),
    ).toEqual([-7, -7, -7, -7, -7]);
    expect(state.goldChange).toBe(-35);
  });

  it('nets both sides', () => {
    const state = playCombat(
      fixedSetup({ player: { procs: [pickpocket] }, enemy: { procs: [pickpocket] } }),
      2,
    );
    expect(state.goldChange).toBe(0);
  });
});
