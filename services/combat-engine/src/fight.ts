import { createRandom, deriveSeed, type Random } from './random';
import type { CombatRules } from './rules';
import {
  CombatEventType,
  CombatResult,
  type CombatEvent,
  type CombatEventTypeCode,
  type CombatResultCode,
  type CombatSetup,
  type CombatState,
  type FighterSetup,
  type ProcSetup,
  type RetainerSetup,
} from './types';

/** How events name a retainer. */
export function retainerRef({ itemId, name }: RetainerSetup): { itemId: number; name: string } {
  return { itemId, name };
}

/** One side of a running combat: its setup resolved into what the rules need, plus its live state. */
export interface Fighter {
  readonly isPlayer: boolean;
  readonly name: string;
  readonly maxHealth: number;
  readonly damageFrom: number;
  readonly damageTo: number;
  readonly critChance: number;
  readonly critMultiplier: number;
  /** Multiplies base strike damage after crits (bloodlust). */
  readonly damageFactor: number;
  readonly strikesPerRound: number;
  readonly procs: readonly ProcSetup[];
  /** Set for the enemy only: procs aimed at a creature type look at it. */
  readonly enemyTypeId: number | null;
  health: number;
  /** Skips its next base strike. */
  stunned: boolean;
  damageDealt: number;
}

type EventFields = Partial<
  Omit<
    CombatEvent,
    'combatEventType' | 'round' | 'combatResult' | 'totalDamageAttacker' | 'totalDamageTarget'
  >
>;

function fighter(
  setup: FighterSetup,
  traits: Pick<Fighter, 'isPlayer' | 'critMultiplier' | 'damageFactor' | 'strikesPerRound' | 'enemyTypeId'>,
): Fighter {
  return {
    ...traits,
    name: setup.name,
    maxHealth: setup.maxHealth,
    damageFrom: setup.damageFrom,
    damageTo: setup.damageTo,
    critChance: setup.critChance,
    procs: setup.procs,
    health: setup.maxHealth,
    stunned: false,
    damageDealt: 0,
  };
}

/**
 * The live state of one combat and the only place that changes health, records events and decides
 * the outcome. The rules of strikes and procs act through it.
 */
export class Fight {
  readonly random: Random;
  readonly player: Fighter;
  readonly enemy: Fighter;
  readonly events: CombatEvent[] = [];
  readonly evadePercent: number;
  round = 0;
  result: CombatResultCode = CombatResult.Ongoing;
  goldChange = 0;

  constructor(
    readonly setup: CombatSetup,
    readonly rules: CombatRules,
  ) {
    this.random = createRandom(deriveSeed(setup.seed, 'combat'));
    this.evadePercent = setup.evadePercent ?? rules.baseEvadePercent;
    const { player, enemy } = setup;
    this.player = fighter(player, {
      isPlayer: true,
      critMultiplier: player.megalomania ? rules.megalomaniaCritMultiplier : rules.critMultiplier,
      damageFactor: player.bloodlust ? rules.bloodlustDamageFactor : 1,
      strikesPerRound: rules.playerStrikesPerRound + (player.bloodcraze ? rules.bloodcrazeExtraStrikes : 0),
      enemyTypeId: null,
    });
    this.enemy = fighter(enemy, {
      isPlayer: false,
      critMultiplier: rules.critMultiplier,
      damageFactor: 1,
      strikesPerRound: 1,
      enemyTypeId: enemy.enemyTypeId,
    });
  }

  get over(): boolean {
    return this.result !== CombatResult.Ongoing;
  }

  opponentOf(side: Fighter): Fighter {
    return side === this.player ? this.enemy : this.player;
  }

  /** Whether the target of a strike or aimed proc gets out of the way. */
  evades(): boolean {
    return this.random.chance(this.evadePercent);
  }

  record(type: CombatEventTypeCode, fields: EventFields = {}): void {
    this.events.push({
      combatEventType: type,
      round: this.round,
      attackerName: null,
      targetName: null,
      damage: 0,
      isCriticalHit: false,
      damageDiff: 0,
      healing: 0,
      healingDiff: 0,
      goldChange: 0,
      proc: null,
      totalPercentage: 0,
      retainers: [],
      removedNegativeEffect: null,
      playerName: this.setup.player.name,
      ...fields,
      combatResult: this.result,
      totalDamageAttacker: this.player.damageDealt,
      totalDamageTarget: this.enemy.damageDealt,
    });
  }

  /** Heals up to maxHealth; returns the event fields (healing applied, and what the cap cut off). */
  heal(owner: Fighter, rolled: number): Pick<CombatEvent, 'healing' | 'healingDiff'> {
    const healing = Math.max(0, Math.min(rolled, owner.maxHealth - owner.health));
    owner.health += healing;
    return { healing, healingDiff: healing - rolled };
  }

  /**
   * Deals damage (health never below 0), records the event, and ends the combat when someone falls.
   * `attacker` is the side credited with the damage (the player for retainer strikes).
   */
  hit(
    attacker: Fighter,
    target: Fighter,
    damage: number,
    type: CombatEventTypeCode,
    fields: EventFields,
  ): void {
    target.health = Math.max(0, target.health - damage);
    attacker.damageDealt += damage;
    this.record(type, { attackerName: attacker.name, targetName: target.name, damage, ...fields });
    if (this.enemy.health === 0) this.end(CombatResult.Win);
    else if (this.player.health === 0) this.end(CombatResult.Loss);
  }

  /** Ends the combat: on a loss the retainers flee, then the end event carries the result. */
  end(result: Exclude<CombatResultCode, 0>): void {
    if (result === CombatResult.Loss) {
      for (const retainer of this.setup.player.retainers) {
        this.record(CombatEventType.RetainerRemoved, {
          attackerName: retainer.name,
          retainers: [retainerRef(retainer)],
        });
      }
    }
    this.result = result;
    this.record(CombatEventType.End, { attackerName: this.player.name, targetName: this.enemy.name });
  }

  state(): CombatState {
    return {
      roundsPlayed: this.round,
      result: this.result,
      playerHealth: this.player.health,
      enemyHealth: this.enemy.health,
      goldChange: this.goldChange,
      events: this.events,
    };
  }
}
