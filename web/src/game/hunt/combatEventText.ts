/** Readable lines for a fight's events (spec 000 sections 3 and 4: combat event types 1 to 17). */

/** The fields of a combat event the texts read; the generated type fits, and so do plain test objects. */
export interface CombatEventFacts {
  combatEventType: number;
  round: number;
  attackerName?: string | null;
  targetName?: string | null;
  damage: number;
  isCriticalHit: boolean;
  healing: number;
  goldChange: number;
  proc?: { name: string; damageType?: string | null } | null;
  retainers: readonly { name: string }[];
  removedNegativeEffect?: string | null;
  combatResult: number;
  playerName: string;
}

export const COMBAT_RESULT = { ongoing: 0, draw: 1, win: 2, loss: 3 } as const;

/** The gold currency thieves take and give (goldChange is counted in it). */
export const GOLD_CURRENCY = 'VGC';

/** 'Draw', 'Victory' or 'Defeat' for an ended fight; null while it goes on (or for an unknown code). */
export function combatResultText(result: number): string | null {
  switch (result) {
    case COMBAT_RESULT.draw:
      return 'Draw';
    case COMBAT_RESULT.win:
      return 'Victory';
    case COMBAT_RESULT.loss:
      return 'Defeat';
    default:
      return null;
  }
}

function named(name: string | null | undefined, fallback: string): string {
  return name?.trim() ? name : fallback;
}

/** "Ghoul's Bone Spike" or just "Ghoul" when the event carries no proc. */
function sourceOf(event: CombatEventFacts): string {
  const attacker = named(event.attackerName, 'Someone');
  return event.proc?.name ? `${attacker}'s ${event.proc.name}` : attacker;
}

function targetOf(event: CombatEventFacts): string {
  return named(event.targetName, 'its foe');
}

/** Retainer events name the retainer in `retainers`; attackerName carries it too. */
function retainerOf(event: CombatEventFacts): string {
  return named(event.retainers[0]?.name ?? event.attackerName, 'A retainer');
}

function damageTypeOf(event: CombatEventFacts): string {
  return event.proc?.damageType ? `${event.proc.damageType} ` : '';
}

// The end line avoids the words of the result banner (Victory, Draw, Defeat) so each says it once.
function endText(event: CombatEventFacts): string {
  switch (event.combatResult) {
    case COMBAT_RESULT.win:
      return `${named(event.targetName, 'The enemy')} falls. The hunt is won.`;
    case COMBAT_RESULT.loss:
      return `${named(event.playerName, 'The hunter')} is overpowered. The hunt is lost.`;
    case COMBAT_RESULT.draw:
      return 'Both still stand as the last round fades. Nobody wins this night.';
    default:
      return 'The fight is over.';
  }
}

/** One line of the combat log for any event; unknown types get a neutral line. */
export function combatEventText(event: CombatEventFacts): string {
  const attacker = named(event.attackerName, 'Someone');
  const target = targetOf(event);
  switch (event.combatEventType) {
    case 1: {
      const retainers = event.retainers.map((retainer) => retainer.name).filter(Boolean);
      const company = retainers.length ? ` At their side: ${retainers.join(', ')}.` : '';
      return `${attacker} confronts ${target}.${company}`;
    }
    case 2:
      return `Round ${event.round} begins`;
    case 3:
      return event.attackerName
        ? `${event.attackerName} takes hold of ${named(event.playerName, 'the hunter')}!`
        : 'A dark power stirs.';
    case 4:
      return event.attackerName && event.targetName
        ? `${event.attackerName} acts upon ${event.targetName}.`
        : `${named(event.attackerName ?? event.targetName, 'Something')} stirs in the dark.`;
    case 5:
      return `${sourceOf(event)} deals ${event.damage} ${damageTypeOf(event)}damage to ${target}.`;
    case 6:
      return `${retainerOf(event)} strikes ${target} for ${event.damage} damage.`;
    case 7:
      return `${retainerOf(event)} joins the hunt.`;
    case 8:
      return `${retainerOf(event)} flees the fight.`;
    case 9:
      return `${sourceOf(event)} dispels ${named(event.removedNegativeEffect, 'a curse')}.`;
    case 10:
      return `${target} evades ${sourceOf(event)}.`;
    case 11:
      return `${target} evades ${attacker}'s attack.`;
    case 12:
      return `${sourceOf(event)} drains ${event.damage} health from ${target} and restores ${event.healing}.`;
    case 13:
      return event.healing > 0
        ? `${sourceOf(event)} restores ${event.healing} health.`
        : `${sourceOf(event)} finds no wound to mend.`;
    case 14:
      return `${sourceOf(event)} stuns ${target}.`;
    case 15: {
      const amount = Math.abs(event.goldChange);
      return `${sourceOf(event)} steals ${amount} ${GOLD_CURRENCY} from ${target}.`;
    }
    case 16:
      return event.isCriticalHit
        ? `${attacker} lands a critical hit on ${target} for ${event.damage} damage!`
        : `${attacker} hits ${target} for ${event.damage} damage.`;
    case 17:
      return endText(event);
    default:
      return `Something unseen happens (event ${event.combatEventType}).`;
  }
}

/** Whose deed an event is, for colouring the log: the hunter's side, the enemy's, or neither. */
type EventSide = 'ally' | 'foe' | 'neutral';

export function eventSide(event: CombatEventFacts): EventSide {
  const type = event.combatEventType;
  if (type === 3 || (type >= 6 && type <= 8)) return 'ally';
  // Strikes and procs (5, 9 to 16) belong to whoever dealt them.
  const dealt = type === 5 || (type >= 9 && type <= 16);
  if (!dealt || !event.attackerName) return 'neutral';
  return event.attackerName === event.playerName ? 'ally' : 'foe';
}

/** The heading of a round's group in the log: round 0 holds the opening events. */
export function roundHeading(round: number): string {
  return round <= 0 ? 'The hunt begins' : `Round ${round}`;
}

export interface RoundGroup<T> {
  round: number;
  /** Each event with its position in the whole list (a stable key, the reveal order). */
  events: { event: T; index: number }[];
}

/** Consecutive events of the same round, in the order they happened. */
export function groupEventsByRound<T extends { round: number }>(events: readonly T[]): RoundGroup<T>[] {
  const groups: RoundGroup<T>[] = [];
  events.forEach((event, index) => {
    const last = groups[groups.length - 1];
    if (last && last.round === event.round) last.events.push({ event, index });
    else groups.push({ round: event.round, events: [{ event, index }] });
  });
  return groups;
}
