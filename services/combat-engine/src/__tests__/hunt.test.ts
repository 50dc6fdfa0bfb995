import { engineOf, playFight, simulateHunt, type HuntSetup } from '../hunt';
import { createRandom, deriveSeed } from '../random';
import { rollModifiers } from '../rewards';
import { CombatResult } from '../types';
import { currentEngine, engineVersions } from '../versions';
import { proc, starterSetup } from './fixtures';

const { player, enemy } = starterSetup({
  player: { procs: [proc({ procType: 'burst', event: 'onstrike', percent: 30 })] },
});

const SETUP: HuntSetup = {
  player: {
    name: player.name,
    maxHealth: player.maxHealth,
    damageFrom: player.damageFrom,
    damageTo: player.damageTo,
    critChance: 15,
    procs: player.procs,
    retainers: [],
  },
  modifierPercents: {
    xplosion: 40,
    investment: 40,
    cloning: 40,
    bloodlust: 40,
    megalomania: 40,
    bloodcraze: 40,
  },
  lootchancePercent: 25,
  enemy,
  rewardTable: {
    xp: 10,
    currencies: [{ name: 'VGC', value: 3 }],
    loot: [{ itemId: 70, dropChance: 80, amountMin: 1, amountMax: 2 }],
  },
};

describe('simulateHunt', () => {
  it('rolls the modifiers on the seed stream the game uses, then plays the stored record', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const hunt = simulateHunt(SETUP, seed);
      expect(hunt.modifiers).toEqual(
        rollModifiers(SETUP.modifierPercents, createRandom(deriveSeed(seed, 'modifiers'))),
      );
      expect(hunt.record.setup.player.bloodlust).toBe(hunt.modifiers.bloodlust);
      // The record replays to the very same fight: what a stored hunt relies on.
      const replay = playFight(JSON.parse(JSON.stringify(hunt.record)));
      expect(replay).toEqual({ engineVersion: 1, state: hunt.state, rewards: hunt.rewards });
      expect(hunt.state.result).not.toBe(CombatResult.Ongoing);
    }
  });

  it('gives a fight in progress no rewards yet', () => {
    const hunt = simulateHunt(SETUP, 5);
    expect(playFight(hunt.record, 0)).toMatchObject({ rewards: null, state: { roundsPlayed: 0 } });
  });
});

describe('engine versions', () => {
  it('starts at version 1 and refuses unknown versions clearly', () => {
    expect(engineVersions()).toEqual([1]);
    expect(currentEngine().version).toBe(1);
    expect(() => engineOf(99)).toThrow('Unknown combat engine version 99');
    expect(() => simulateHunt(SETUP, 1, 99)).toThrow(RangeError);
  });
});
