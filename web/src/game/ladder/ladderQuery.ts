import { graphql } from '../../__generated__';
import type { LadderPageQuery } from '../../__generated__/graphql';

export const LADDER_PAGE = graphql(`
  query LadderPage($kind: LadderKind!, $offset: Int!) {
    ladder(kind: $kind, offset: $offset) {
      ...LadderRowFields
      userId
    }
  }
`);

export type LadderRow = LadderPageQuery['ladder'][number];
