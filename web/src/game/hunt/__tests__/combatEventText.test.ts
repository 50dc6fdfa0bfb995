/// <reference types="jest" />
import {
  COMBAT_RESULT,
  type CombatEventFacts,
  combatEventText,
  combatResultText,
  eventSide,
  groupEventsByRound,
  roundHeading,
} from '../combatEventText';

function event(combatEventType: number, fields: Partial<CombatEventFacts> = {}): CombatEventFacts {
  return {
    combatEventType,
    round: 1,
    attackerName: null,
    targetName: null,
    damage: 0,
    isCriticalHit: false,
    healing: 0,
    goldChange: 0,
    proc: null,
    retainers: [],
    removedNegativeEffect: null,
    combatResult: COMBAT_RESULT.ongoing,
    playerName: 'Mina',
    ...fields,
  };
}

const duel = { attackerName: 'Mina', targetName: 'Ghoul' };
const boneSpike = { name: 'Bone Spike', damageType: 'physical' };

describe('combatResultText', () => {
  it('names the three ends of a fight', () => {
    expect(combatResultText(1)).toBe('Draw');
    expect(combatResultText(2)).toBe('Victory');
    expect(combatResultText(3)).toBe('Defeat');
  });

  it('has no text while the fight goes on or for an unknown code', () => {
    expect(combatResultText(0)).toBeNull();
    expect(combatResultText(4)).toBeNull();
    expect(combatResultText(-1)).toBeNull();
  });
});

describe('combatEventText', () => {
  it('1: the start names both sides and the retainers at the hunter’s side', () => {
    expect(combatEventText(event(1, duel))).toBe('Mina confronts Ghoul.');
    expect(
      combatEventText(
        event(1, { ...duel, retainers: [{ name: 'Renfield' }, { name: '' }, { name: 'Igor' }] }),
      ),
    ).toBe('Mina confronts Ghoul. At their side: Renfield, Igor.');
    expect(combatEventText(event(1))).toBe('Someone confronts its foe.');
  });

  it('2: a round start gives its number', () => {
    expect(combatEventText(event(2, { round: 7 }))).toBe('Round 7 begins');
  });

  it('3: a combat boost takes hold of the hunter', () => {
    expect(combatEventText(event(3, { attackerName: 'Bloodlust' }))).toBe('Bloodlust takes hold of Mina!');
    expect(combatEventText(event(3, { attackerName: 'Bloodlust', playerName: ' ' }))).toBe(
      'Bloodlust takes hold of the hunter!',
    );
    expect(combatEventText(event(3))).toBe('A dark power stirs.');
  });

  it('4: the generic event reads whichever names it has', () => {
    expect(combatEventText(event(4, duel))).toBe('Mina acts upon Ghoul.');
    expect(combatEventText(event(4, { attackerName: 'Mina' }))).toBe('Mina stirs in the dark.');
    expect(combatEventText(event(4, { targetName: 'Ghoul' }))).toBe('Ghoul stirs in the dark.');
    expect(combatEventText(event(4))).toBe('Something stirs in the dark.');
  });

  it('5: proc damage names the proc, its damage type and the amount', () => {
    expect(combatEventText(event(5, { ...duel, damage: 12, proc: boneSpike }))).toBe(
      "Mina's Bone Spike deals 12 physical damage to Ghoul.",
    );
    expect(combatEventText(event(5, { ...duel, damage: 3, proc: { name: 'Curse', damageType: null } }))).toBe(
      "Mina's Curse deals 3 damage to Ghoul.",
    );
    expect(combatEventText(event(5, { ...duel, damage: 3 }))).toBe('Mina deals 3 damage to Ghoul.');
  });

  it('6: a retainer strike names the retainer, else the attacker', () => {
    expect(
      combatEventText(
        event(6, { ...duel, damage: 4, retainers: [{ name: 'Renfield' }], attackerName: 'Mina' }),
      ),
    ).toBe('Renfield strikes Ghoul for 4 damage.');
    expect(combatEventText(event(6, { attackerName: 'Igor', targetName: 'Ghoul', damage: 2 }))).toBe(
      'Igor strikes Ghoul for 2 damage.',
    );
    expect(combatEventText(event(6, { damage: 2 }))).toBe('A retainer strikes its foe for 2 damage.');
  });

  it('7 and 8: retainers join and flee', () => {
    const renfield = { attackerName: 'Renfield', retainers: [{ name: 'Renfield' }] };
    expect(combatEventText(event(7, renfield))).toBe('Renfield joins the hunt.');
    expect(combatEventText(event(8, renfield))).toBe('Renfield flees the fight.');
    expect(combatEventText(event(8))).toBe('A retainer flees the fight.');
  });

  it('9: a dispel names the removed effect', () => {
    expect(
      combatEventText(
        event(9, { attackerName: 'Mina', proc: { name: 'Holy Water' }, removedNegativeEffect: 'Stun' }),
      ),
    ).toBe("Mina's Holy Water dispels Stun.");
    expect(combatEventText(event(9, { attackerName: 'Mina' }))).toBe('Mina dispels a curse.');
  });

  it('10 and 11: evasions of a proc and of a base attack', () => {
    expect(combatEventText(event(10, { ...duel, proc: boneSpike }))).toBe("Ghoul evades Mina's Bone Spike.");
    expect(combatEventText(event(11, { attackerName: 'Ghoul', targetName: 'Mina' }))).toBe(
      "Mina evades Ghoul's attack.",
    );
  });

  it('12: a leech names the damage drained and the health restored', () => {
    expect(combatEventText(event(12, { ...duel, proc: { name: 'Bite' }, damage: 9, healing: 6 }))).toBe(
      "Mina's Bite drains 9 health from Ghoul and restores 6.",
    );
  });

  it('13: healing, or the lack of a wound', () => {
    expect(combatEventText(event(13, { attackerName: 'Mina', proc: { name: 'Salve' }, healing: 5 }))).toBe(
      "Mina's Salve restores 5 health.",
    );
    expect(combatEventText(event(13, { attackerName: 'Mina', proc: { name: 'Salve' }, healing: 0 }))).toBe(
      "Mina's Salve finds no wound to mend.",
    );
  });

  it('14: a stun', () => {
    expect(combatEventText(event(14, { ...duel, proc: { name: 'Garlic' } }))).toBe(
      "Mina's Garlic stuns Ghoul.",
    );
  });

  it('15: a theft gives the amount without its sign, whichever side stole', () => {
    expect(combatEventText(event(15, { ...duel, proc: { name: 'Pickpocket' }, goldChange: 25 }))).toBe(
      "Mina's Pickpocket steals 25 VGC from Ghoul.",
    );
    expect(
      combatEventText(
        event(15, { attackerName: 'Ghoul', targetName: 'Mina', proc: { name: 'Grasp' }, goldChange: -3 }),
      ),
    ).toBe("Ghoul's Grasp steals 3 VGC from Mina.");
  });

  it('16: a base hit, marked when critical', () => {
    expect(combatEventText(event(16, { ...duel, damage: 8 }))).toBe('Mina hits Ghoul for 8 damage.');
    expect(combatEventText(event(16, { ...duel, damage: 16, isCriticalHit: true }))).toBe(
      'Mina lands a critical hit on Ghoul for 16 damage!',
    );
  });

  it('17: the end line follows the result without repeating the banner word', () => {
    const end = (combatResult: number, fields: Partial<CombatEventFacts> = duel) =>
      combatEventText(event(17, { ...fields, combatResult }));
    expect(end(COMBAT_RESULT.win)).toBe('Ghoul falls. The hunt is won.');
    expect(end(COMBAT_RESULT.win, {})).toBe('The enemy falls. The hunt is won.');
    expect(end(COMBAT_RESULT.loss)).toBe('Mina is overpowered. The hunt is lost.');
    expect(end(COMBAT_RESULT.loss, { playerName: '' })).toBe('The hunter is overpowered. The hunt is lost.');
    expect(end(COMBAT_RESULT.draw)).toBe('Both still stand as the last round fades. Nobody wins this night.');
    expect(end(COMBAT_RESULT.ongoing)).toBe('The fight is over.');
    for (const result of [COMBAT_RESULT.win, COMBAT_RESULT.loss, COMBAT_RESULT.draw]) {
      expect(end(result)).not.toMatch(/Victory|Draw|Defeat/);
    }
  });

  it('falls back to neutral names for blank ones', () => {
    expect(combatEventText(event(16, { attackerName: '  ', targetName: '', damage: 1 }))).toBe(
      'Someone hits its foe for 1 damage.',
    );
  });

  it('gives every known type its own line and any other type a neutral one', () => {
    const lines = Array.from({ length: 17 }, (_, index) => combatEventText(event(index + 1, duel)));
    for (const line of lines) expect(line).not.toMatch(/unseen/);
    expect(new Set(lines).size).toBe(17);
    expect(combatEventText(event(0, duel))).toBe('Something unseen happens (event 0).');
    expect(combatEventText(event(18, duel))).toBe('Something unseen happens (event 18).');
    expect(combatEventText(event(99, duel))).toBe('Something unseen happens (event 99).');
  });
});

describe('eventSide', () => {
  it('counts boosts and retainer events as the hunter’s side', () => {
    for (const type of [3, 6, 7, 8]) expect(eventSide(event(type, { attackerName: 'Ghoul' }))).toBe('ally');
  });

  it('credits strikes and procs to whoever dealt them', () => {
    for (const type of [5, 9, 10, 11, 12, 13, 14, 15, 16]) {
      expect(eventSide(event(type, { attackerName: 'Mina' }))).toBe('ally');
      expect(eventSide(event(type, { attackerName: 'Ghoul' }))).toBe('foe');
    }
  });

  it('leaves other events, and deeds without a doer, neutral', () => {
    for (const type of [1, 2, 4, 17, 18]) expect(eventSide(event(type, duel))).toBe('neutral');
    expect(eventSide(event(16))).toBe('neutral');
  });
});

describe('roundHeading', () => {
  it('calls round 0 the opening and numbers the others', () => {
    expect(roundHeading(0)).toBe('The hunt begins');
    expect(roundHeading(-1)).toBe('The hunt begins');
    expect(roundHeading(1)).toBe('Round 1');
    expect(roundHeading(12)).toBe('Round 12');
  });
});

describe('groupEventsByRound', () => {
  it('groups consecutive events of a round and keeps each event’s overall index', () => {
    const events = [{ round: 0 }, { round: 0 }, { round: 1 }, { round: 2 }, { round: 2 }, { round: 2 }];
    const groups = groupEventsByRound(events);
    expect(groups.map((group) => [group.round, group.events.map((entry) => entry.index)])).toEqual([
      [0, [0, 1]],
      [1, [2]],
      [2, [3, 4, 5]],
    ]);
    expect(groups[1]?.events[0]?.event).toBe(events[2]);
  });

  it('starts a new group when a round comes back after another', () => {
    const groups = groupEventsByRound([{ round: 1 }, { round: 2 }, { round: 1 }]);
    expect(groups.map((group) => group.round)).toEqual([1, 2, 1]);
  });

  it('gives no groups for no events', () => {
    expect(groupEventsByRound([])).toEqual([]);
  });
});
