// The fight's selection is the contract's CombatFields (contracts/graphql/fragments/combat.graphql),
// the one the REST facade answers too.
import { graphql } from '../../__generated__';
import type { CombatFieldsFragment } from '../../__generated__/graphql';

/** The fight in progress; the Me query leaves it out so the shell does not carry it around. */
export const ACTIVE_COMBAT = graphql(`
  query ActiveCombat {
    me {
      id
      activeCombat {
        ...CombatFields
      }
    }
  }
`);

/** Starts a hunt or plays on: ATTACK one round, QUICK the rest, COFFIN starts on a coffin charge. */
export const HUNT = graphql(`
  mutation Hunt($action: HuntAction!) {
    hunt(action: $action) {
      ...CombatFields
    }
  }
`);

export type Combat = CombatFieldsFragment;
export type Fighter = NonNullable<Combat['attacker']>;
export type CombatEvent = Combat['combatEvents'][number];
export type LootDrop = Combat['loot'][number];
