import { graphql } from '../../__generated__';
import type { HuntCombatFieldsFragment } from '../../__generated__/graphql';

/** One side of a fight as the hunt screen shows it. */
export const HUNT_FIGHTER_FIELDS = graphql(`
  fragment HuntFighterFields on CombatFighter {
    name
    health
    maxHealth
    isPlayer
    retainers {
      itemId
      name
    }
  }
`);

/** A loot line of a hunt or a journal entry: what dropped and the Loot Hunter extra. */
export const HUNT_LOOT_FIELDS = graphql(`
  fragment HuntLootFields on LootDrop {
    itemId
    name
    imageId
    amount
    lootHunterBonus
    rarity {
      shortName
      colorHex
    }
  }
`);

/** Everything the hunt screen reads of a fight (spec 000 section 3, Combat and Combat event). */
export const HUNT_COMBAT_FIELDS = graphql(`
  fragment HuntCombatFields on Combat {
    id
    result
    combatEnded
    round
    errorMessage
    rewardXP
    goldChange
    autoHunt
    questing
    bloodlust
    megalomania
    bloodcraze
    xplosion
    investment
    cloning
    attacker {
      ...HuntFighterFields
    }
    defender {
      ...HuntFighterFields
    }
    enemyInfo {
      enemyId
      name
      imageId
      animatedImageId
      enemyType {
        name
        shortName
      }
      enemyRarity {
        name
        shortName
        colorHex
      }
      reward {
        name
        shortName
        value
        imageId
      }
    }
    combatEvents {
      combatEventType
      round
      attackerName
      targetName
      damage
      isCriticalHit
      damageDiff
      healing
      healingDiff
      goldChange
      proc {
        name
        image
        damageType
      }
      totalPercentage
      retainers {
        itemId
        name
      }
      removedNegativeEffect
      combatResult
      totalDamageAttacker
      totalDamageTarget
      playerName
    }
    loot {
      ...HuntLootFields
    }
  }
`);

/** The fight in progress; the Me query leaves it out so the shell does not carry it around. */
export const ACTIVE_COMBAT = graphql(`
  query ActiveCombat {
    me {
      id
      activeCombat {
        ...HuntCombatFields
      }
    }
  }
`);

/** Starts a hunt or plays on: ATTACK one round, QUICK the rest, COFFIN starts on a coffin charge. */
export const HUNT = graphql(`
  mutation Hunt($action: HuntAction!) {
    hunt(action: $action) {
      ...HuntCombatFields
    }
  }
`);

export type Combat = HuntCombatFieldsFragment;
export type Fighter = NonNullable<Combat['attacker']>;
export type CombatEvent = Combat['combatEvents'][number];
export type LootDrop = Combat['loot'][number];
