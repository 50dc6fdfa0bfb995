/// <reference types="jest" />
import { combatSides, isOngoing } from '../combatState';

const hunter = { isPlayer: true, name: 'Mina' };
const ghoul = { isPlayer: false, name: 'Ghoul' };

describe('combatSides', () => {
  it('takes the attacker as the player when it is the player', () => {
    expect(combatSides({ result: 0, combatEnded: false, attacker: hunter, defender: ghoul })).toEqual({
      player: hunter,
      enemy: ghoul,
    });
  });

  it('takes the defender as the player when the attacker is not', () => {
    const sides = combatSides({ result: 0, combatEnded: false, attacker: ghoul, defender: hunter });
    expect(sides.player).toBe(hunter);
    expect(sides.enemy).toBe(ghoul);
  });

  it('copes with missing sides', () => {
    expect(combatSides({ result: 0, combatEnded: false })).toEqual({ player: null, enemy: null });
    expect(combatSides({ result: 0, combatEnded: false, attacker: hunter, defender: null })).toEqual({
      player: hunter,
      enemy: null,
    });
    expect(combatSides({ result: 0, combatEnded: false, attacker: null, defender: ghoul })).toEqual({
      player: ghoul,
      enemy: null,
    });
  });
});

describe('isOngoing', () => {
  const running = { result: 0, combatEnded: false, attacker: hunter, defender: ghoul };

  it('holds while the result is 0, the fight has not ended and both sides are there', () => {
    expect(isOngoing(running)).toBe(true);
  });

  it('ends with any result', () => {
    for (const result of [1, 2, 3]) expect(isOngoing({ ...running, result })).toBe(false);
  });

  it('ends when the fight says so, even with result 0', () => {
    expect(isOngoing({ ...running, combatEnded: true })).toBe(false);
  });

  it('needs both sides', () => {
    expect(isOngoing({ ...running, attacker: null })).toBe(false);
    expect(isOngoing({ ...running, defender: undefined })).toBe(false);
  });
});
