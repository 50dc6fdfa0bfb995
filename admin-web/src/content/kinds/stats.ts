import { graphql } from '../../__generated__';
import { contentKind } from '../../data/contentKind';

/** The fields every screen of this kind shows and edits. */
export const fields = graphql(`
  fragment AdminStatFields on Stat {
    id
    name
    shortName
    imageId
    flavorText
    unitSymbol
    statType
    procType
    procEventType
    affectedCreatureType
    damageType
    orderIndex
  }
`);

/** Stat entries over the generic content CRUD. */
export const statsResource = contentKind({
  list: [
    graphql(`
      query AdminStatList {
        stats {
          ...AdminStatFields
        }
      }
    `),
    (data) => data.stats,
  ],
  one: [
    graphql(`
      query AdminStat($id: Int!) {
        stat(id: $id) {
          ...AdminStatFields
        }
      }
    `),
    (data) => data.stat,
  ],
  create: [
    graphql(`
      mutation AdminCreateStat($input: StatInput!) {
        createStat(input: $input) {
          ...AdminStatFields
        }
      }
    `),
    (data) => data.createStat,
  ],
  update: [
    graphql(`
      mutation AdminUpdateStat($input: StatInput!) {
        updateStat(input: $input) {
          ...AdminStatFields
        }
      }
    `),
    (data) => data.updateStat,
  ],
  remove: [
    graphql(`
      mutation AdminDeleteStat($id: Int!) {
        deleteStat(id: $id) {
          success
          message
        }
      }
    `),
    (data) => data.deleteStat,
  ],
  inputFields: [
    'name',
    'shortName',
    'imageId',
    'flavorText',
    'unitSymbol',
    'statType',
    'procType',
    'procEventType',
    'affectedCreatureType',
    'damageType',
    'orderIndex',
  ],
});
