import { graphql } from '../../__generated__';
import { contentKind } from '../../data/contentKind';

/** The fields every screen of this kind shows and edits. */
export const fields = graphql(`
  fragment AdminRankFields on Rank {
    id
    name
    xp
    flavorText
    rewardItemId
    imageId
  }
`);

/** Rank entries over the generic content CRUD. */
export const ranksResource = contentKind({
  list: [
    graphql(`
      query AdminRankList {
        ranks {
          ...AdminRankFields
        }
      }
    `),
    (data) => data.ranks,
  ],
  one: [
    graphql(`
      query AdminRank($id: Int!) {
        rank(id: $id) {
          ...AdminRankFields
        }
      }
    `),
    (data) => data.rank,
  ],
  create: [
    graphql(`
      mutation AdminCreateRank($input: RankInput!) {
        createRank(input: $input) {
          ...AdminRankFields
        }
      }
    `),
    (data) => data.createRank,
  ],
  update: [
    graphql(`
      mutation AdminUpdateRank($input: RankInput!) {
        updateRank(input: $input) {
          ...AdminRankFields
        }
      }
    `),
    (data) => data.updateRank,
  ],
  remove: [
    graphql(`
      mutation AdminDeleteRank($id: Int!) {
        deleteRank(id: $id) {
          success
          message
        }
      }
    `),
    (data) => data.deleteRank,
  ],
  inputFields: ['name', 'xp', 'flavorText', 'rewardItemId', 'imageId'],
});
