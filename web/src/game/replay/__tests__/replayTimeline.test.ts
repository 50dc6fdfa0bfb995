import { healthAfter, nextStop, roundShown, type TimelineEvent } from '../replayTimeline';

const PLAYER = { name: 'Hunter', maxHealth: 100 };
const ENEMY = { name: 'Rat-Ghoul', maxHealth: 20 };

function event(round: number, fields: Partial<TimelineEvent> = {}): TimelineEvent {
  return { round, attackerName: null, targetName: null, damage: 0, healing: 0, ...fields };
}

const LOG: TimelineEvent[] = [
  event(0),
  event(1),
  event(1, { attackerName: 'Hunter', targetName: 'Rat-Ghoul', damage: 8 }),
  event(1, { attackerName: 'Rat-Ghoul', targetName: 'Hunter', damage: 4 }),
  event(2),
  // A retainer's blow counts against the enemy; a leech heals its owner.
  event(2, { attackerName: 'Bat Familiar', targetName: 'Rat-Ghoul', damage: 3 }),
  event(2, { attackerName: 'Rat-Ghoul', targetName: 'Hunter', damage: 6, healing: 2 }),
  event(2, { attackerName: 'Hunter', targetName: 'Hunter', healing: 50 }),
  event(3, { attackerName: 'Hunter', targetName: 'Rat-Ghoul', damage: 40 }),
];

describe('replay timeline', () => {
  it('steps to the end of the next round', () => {
    expect(nextStop(LOG, 0)).toBe(1);
    expect(nextStop(LOG, 1)).toBe(4);
    expect(nextStop(LOG, 2)).toBe(4);
    expect(nextStop(LOG, 4)).toBe(8);
    expect(nextStop(LOG, 8)).toBe(9);
    expect(nextStop(LOG, 9)).toBe(9);
  });

  it('follows both sides health through damage and healing, within 0 and the maximum', () => {
    expect(healthAfter(LOG, 0, PLAYER, ENEMY)).toEqual({ player: 100, enemy: 20 });
    expect(healthAfter(LOG, 4, PLAYER, ENEMY)).toEqual({ player: 96, enemy: 12 });
    expect(healthAfter(LOG, 7, PLAYER, ENEMY)).toEqual({ player: 90, enemy: 11 });
    expect(healthAfter(LOG, 8, PLAYER, ENEMY)).toEqual({ player: 100, enemy: 11 });
    expect(healthAfter(LOG, 9, PLAYER, ENEMY)).toEqual({ player: 100, enemy: 0 });
  });

  it('names the round shown', () => {
    expect(roundShown(LOG, 0)).toBe(0);
    expect(roundShown(LOG, 1)).toBe(0);
    expect(roundShown(LOG, 5)).toBe(2);
  });
});
