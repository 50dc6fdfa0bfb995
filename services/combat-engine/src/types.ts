/** The shapes a combat is set up with and reported in (spec 000, sections 3 and 4). */

export type ProcType = 'burst' | 'leech' | 'heal' | 'stun' | 'theft' | 'dispel';
export type ProcEvent = 'onstrike' | 'onroundstart' | 'onhurt' | 'oncrit';

export interface ProcSetup {
  shortName: string;
  name: string;
  imageId: number | null;
  procType: ProcType;
  event: ProcEvent;
  damageType: { shortName: string; name: string; colorHex: string } | null;
  /** When set, the proc fires only against an enemy of this enemy type (never against the player). */
  affectedCreatureTypeId: number | null;
  /** Effect size: damage (burst, leech), health (heal), VGC (theft); unused by stun and dispel. */
  valueFrom: number;
  valueTo: number;
  /** Chance per occasion of its event, in percent. */
  percent: number;
}

export interface RetainerSetup {
  itemId: number;
  name: string;
  damageFrom: number;
  damageTo: number;
}

export interface FighterSetup {
  name: string;
  maxHealth: number;
  damageFrom: number;
  damageTo: number;
  /** Effective percent (StatMax applied for players; a plain percent for enemies). */
  critChance: number;
  procs: ProcSetup[];
}

export interface PlayerSetup extends FighterSetup {
  retainers: RetainerSetup[];
  bloodlust: boolean;
  megalomania: boolean;
  bloodcraze: boolean;
}

export interface EnemySetup extends FighterSetup {
  enemyTypeId: number;
}

/** Everything a combat depends on: stored with the hunt, it replays the combat exactly. */
export interface CombatSetup {
  seed: number;
  player: PlayerSetup;
  enemy: EnemySetup;
  /** Chance in percent that a base strike or aimed proc is evaded; BASE_EVADE_PERCENT when absent. */
  evadePercent?: number;
}

/** Combat event types of spec 000 section 4. */
export const CombatEventType = {
  Start: 1,
  RoundStart: 2,
  CombatBoost: 3,
  /** Documented as a generic event; nothing emits it yet. */
  Event: 4,
  ProcDamage: 5,
  RetainerAttack: 6,
  RetainerAdded: 7,
  RetainerRemoved: 8,
  Dispel: 9,
  ProcEvaded: 10,
  BaseAttackEvaded: 11,
  Leech: 12,
  Healing: 13,
  Stun: 14,
  Theft: 15,
  BaseDamage: 16,
  End: 17,
} as const;
export type CombatEventTypeCode = (typeof CombatEventType)[keyof typeof CombatEventType];

export const CombatResult = { Ongoing: 0, Draw: 1, Win: 2, Loss: 3 } as const;
export type CombatResultCode = (typeof CombatResult)[keyof typeof CombatResult];

/** The combat boosts a player may enter with, and the names their type-3 events carry. */
export const COMBAT_BOOSTS = [
  { flag: 'bloodlust', name: 'Bloodlust' },
  { flag: 'megalomania', name: 'Megalomania' },
  { flag: 'bloodcraze', name: 'Blood Craze' },
] as const satisfies readonly { flag: keyof PlayerSetup; name: string }[];

export interface CombatEvent {
  combatEventType: number;
  /** 0 for the opening events, then 1..MAX_ROUNDS. */
  round: number;
  attackerName: string | null;
  targetName: string | null;
  /** Damage of the blow as struck (after crits and boosts), even where the target had less health left. */
  damage: number;
  isCriticalHit: boolean;
  /** Final damage minus the rolled damage: what crits and bloodlust added. */
  damageDiff: number;
  /** Health actually restored. */
  healing: number;
  /** Restored minus rolled healing (<= 0): what the owner's maximum health cut off. */
  healingDiff: number;
  /** VGC moved by a theft, from the player's side: + the player stole, - the enemy stole. */
  goldChange: number;
  /** damageType is the damage type's shortName. */
  proc: { name: string; image: number | null; damageType: string | null } | null;
  /** The proc's chance in percent on proc events; 0 elsewhere. */
  totalPercentage: number;
  retainers: { itemId: number; name: string }[];
  removedNegativeEffect: string | null;
  /** The combat's result; non-zero only on the end event. */
  combatResult: number;
  /** Running totals after this event: damage dealt by the player's side, and by the enemy. */
  totalDamageAttacker: number;
  totalDamageTarget: number;
  playerName: string;
}

export interface CombatState {
  roundsPlayed: number;
  result: CombatResultCode;
  playerHealth: number;
  enemyHealth: number;
  /** Net VGC the player gained (+, player theft) or lost (-, enemy theft). */
  goldChange: number;
  events: CombatEvent[];
}
