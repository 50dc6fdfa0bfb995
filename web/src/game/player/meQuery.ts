import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import type { MeQuery } from '../../__generated__/graphql';

/**
 * The player as the shell, the equipment panel and the inventory show it (spec 000 section 3): the
 * REST facade's GameUserFields (contracts/graphql/fragments/player.graphql) and what the web adds.
 */
const ME = graphql(`
  query Me {
    me {
      id
      name
      ...GameUserFields
      ladderRank
      coolnessRank
      currentRank {
        xp
      }
      inventory {
        item {
          ...ItemFields
        }
      }
    }
  }
`);

export type Player = NonNullable<MeQuery['me']>;
export type InventoryEntry = Player['inventory'][number];
export type InventoryItem = NonNullable<InventoryEntry['item']>;

/** The signed-in player; every game screen reads the same cached answer. */
export function useMe() {
  const result = useQuery(ME);
  return { ...result, me: result.data?.me ?? null };
}

/** Every action that changes the player refetches it (spec: "the user is refreshed"). */
export const REFRESH_PLAYER = ['Me'];

export function equippedOfType(player: Player, typeShortName: string): InventoryEntry[] {
  return player.inventory.filter(
    (entry) => entry.equipped && entry.item?.typeRef?.shortName === typeShortName,
  );
}
