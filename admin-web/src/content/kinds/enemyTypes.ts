import { graphql } from '../../__generated__';
import { contentKind } from '../../data/contentKind';

/** The fields every screen of this kind shows and edits. */
export const fields = graphql(`
  fragment AdminEnemyTypeFields on EnemyType {
    id
    name
    shortName
    imageId
  }
`);

/** EnemyType entries over the generic content CRUD. */
export const enemyTypesResource = contentKind({
  list: [
    graphql(`
      query AdminEnemyTypeList {
        enemyTypes {
          ...AdminEnemyTypeFields
        }
      }
    `),
    (data) => data.enemyTypes,
  ],
  one: [
    graphql(`
      query AdminEnemyType($id: Int!) {
        enemyType(id: $id) {
          ...AdminEnemyTypeFields
        }
      }
    `),
    (data) => data.enemyType,
  ],
  create: [
    graphql(`
      mutation AdminCreateEnemyType($input: EnemyTypeInput!) {
        createEnemyType(input: $input) {
          ...AdminEnemyTypeFields
        }
      }
    `),
    (data) => data.createEnemyType,
  ],
  update: [
    graphql(`
      mutation AdminUpdateEnemyType($input: EnemyTypeInput!) {
        updateEnemyType(input: $input) {
          ...AdminEnemyTypeFields
        }
      }
    `),
    (data) => data.updateEnemyType,
  ],
  remove: [
    graphql(`
      mutation AdminDeleteEnemyType($id: Int!) {
        deleteEnemyType(id: $id) {
          success
          message
        }
      }
    `),
    (data) => data.deleteEnemyType,
  ],
  inputFields: ['name', 'shortName', 'imageId'],
});
