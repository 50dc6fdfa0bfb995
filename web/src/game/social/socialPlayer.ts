import { graphql } from '../../__generated__';
import type { SocialPlayerFieldsFragment } from '../../__generated__/graphql';

/** What the social screens show of another player: name, rank, where they hunt, when last seen. */
export const SOCIAL_PLAYER_FIELDS = graphql(`
  fragment SocialPlayerFields on SocialPlayer {
    userId
    name
    rank {
      id
      name
    }
    huntingGround {
      id
      name
      regionIdRef {
        id
        name
      }
    }
    lastSeenHour
  }
`);

export type SocialPlayer = SocialPlayerFieldsFragment;

/** A deleted account keeps its lines (board messages, gifts) without a name. */
export const DELETED_PLAYER = 'A deleted hunter';

export function playerName(player: { name?: string | null } | null | undefined): string {
  return player?.name ?? DELETED_PLAYER;
}

/** 'Fledgling · Old Town' (rank · region), leaving out what the service does not know yet. */
export function rankAndRegion(player: SocialPlayer): string {
  const region = player.huntingGround?.regionIdRef?.name ?? player.huntingGround?.name;
  return [player.rank?.name, region].filter(Boolean).join(' · ');
}
