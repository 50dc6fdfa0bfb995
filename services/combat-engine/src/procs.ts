import type { Fight, Fighter } from './fight';
import { CombatEventType, type ProcEvent, type ProcSetup, type ProcType } from './types';

/** Procs that act on the opponent, and so can be evaded; heal and dispel act on their owner. */
const AIMED_PROCS: ReadonlySet<ProcType> = new Set<ProcType>(['burst', 'leech', 'stun', 'theft']);

/** The negative effect a dispel removes (stun is the only one there is). */
const DISPELLED_EFFECT = 'stun';

type ProcEffect = (fight: Fight, owner: Fighter, target: Fighter, proc: ProcSetup) => void;

function procFields(proc: ProcSetup) {
  return {
    proc: { name: proc.name, image: proc.imageId, damageType: proc.damageType?.shortName ?? null },
    totalPercentage: proc.percent,
  };
}

function rollValue(fight: Fight, proc: ProcSetup): number {
  return fight.random.int(proc.valueFrom, proc.valueTo);
}

const EFFECTS: Record<ProcType, ProcEffect> = {
  burst(fight, owner, target, proc) {
    fight.hit(owner, target, rollValue(fight, proc), CombatEventType.ProcDamage, procFields(proc));
  },
  // The owner drinks what it draws: the damage dealt is the healing rolled.
  leech(fight, owner, target, proc) {
    const damage = rollValue(fight, proc);
    fight.hit(owner, target, damage, CombatEventType.Leech, {
      ...procFields(proc),
      ...fight.heal(owner, damage),
    });
  },
  heal(fight, owner, _target, proc) {
    fight.record(CombatEventType.Healing, {
      attackerName: owner.name,
      targetName: owner.name,
      ...procFields(proc),
      ...fight.heal(owner, rollValue(fight, proc)),
    });
  },
  stun(fight, owner, target, proc) {
    target.stunned = true;
    fight.record(CombatEventType.Stun, {
      attackerName: owner.name,
      targetName: target.name,
      ...procFields(proc),
    });
  },
  // Gold is counted from the player's side; the caller settles it against the real balance.
  theft(fight, owner, target, proc) {
    const amount = rollValue(fight, proc);
    const goldChange = owner.isPlayer ? amount : -amount;
    fight.goldChange += goldChange;
    fight.record(CombatEventType.Theft, {
      attackerName: owner.name,
      targetName: target.name,
      goldChange,
      ...procFields(proc),
    });
  },
  dispel(fight, owner, _target, proc) {
    owner.stunned = false;
    fight.record(CombatEventType.Dispel, {
      attackerName: owner.name,
      targetName: owner.name,
      removedNegativeEffect: DISPELLED_EFFECT,
      ...procFields(proc),
    });
  },
};

/** Whether a proc has anything to act on: its creature type is the opponent's, a dispel has a stun to lift. */
function applies(proc: ProcSetup, owner: Fighter, target: Fighter): boolean {
  if (proc.affectedCreatureTypeId !== null && proc.affectedCreatureTypeId !== target.enemyTypeId)
    return false;
  return proc.procType !== 'dispel' || owner.stunned;
}

/** Gives each of the owner's procs of this event its chance, in setup order, until the combat ends. */
export function fireProcs(fight: Fight, owner: Fighter, event: ProcEvent): void {
  const target = fight.opponentOf(owner);
  for (const proc of owner.procs) {
    if (fight.over) return;
    if (proc.event !== event || !applies(proc, owner, target)) continue;
    if (!fight.random.chance(proc.percent)) continue;
    if (AIMED_PROCS.has(proc.procType) && fight.evades()) {
      fight.record(CombatEventType.ProcEvaded, {
        attackerName: owner.name,
        targetName: target.name,
        ...procFields(proc),
      });
      continue;
    }
    EFFECTS[proc.procType](fight, owner, target, proc);
  }
}
