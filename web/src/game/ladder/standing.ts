import type { LadderKind } from '../../__generated__/graphql';
import type { LadderRow } from './ladderQuery';

/** One place on any ladder as the table shows it: the lifetime ladders', a season's live or final. */
export interface LadderStanding {
  userId: string;
  name: string;
  avatarImageId?: number | null;
  /** Null where the lifetime ladder has no place for the player on this kind. */
  rank: number | null;
  score: number;
}

/** A lifetime ladder row, which carries both kinds, as a place on one of them. */
export function lifetimeStanding(row: LadderRow, kind: LadderKind): LadderStanding {
  return {
    userId: row.userId,
    name: row.name,
    avatarImageId: row.avatarImageId,
    rank: kind === 'XP' ? row.ladderRank : row.coolnessRank,
    score: kind === 'XP' ? row.xp : row.coolness,
  };
}
