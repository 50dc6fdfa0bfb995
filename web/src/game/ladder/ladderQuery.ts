import { graphql } from '../../__generated__';
import type { LadderPageQuery } from '../../__generated__/graphql';

export const LADDER_PAGE = graphql(`
  query LadderPage($kind: LadderKind!, $offset: Int!) {
    ladder(kind: $kind, offset: $offset) {
      userId
      name
      avatarImageId
      xp
      ladderRank
      coolness
      coolnessRank
    }
  }
`);

export type LadderRow = LadderPageQuery['ladder'][number];
