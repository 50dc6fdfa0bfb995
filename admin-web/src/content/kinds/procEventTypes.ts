import { graphql } from '../../__generated__';
import { contentKind } from '../../data/contentKind';

/** The fields every screen of this kind shows and edits. */
export const fields = graphql(`
  fragment AdminProcEventTypeFields on ProcEventType {
    id
    name
    shortName
    imageId
  }
`);

/** ProcEventType entries over the generic content CRUD. */
export const procEventTypesResource = contentKind({
  list: [
    graphql(`
      query AdminProcEventTypeList {
        procEventTypes {
          ...AdminProcEventTypeFields
        }
      }
    `),
    (data) => data.procEventTypes,
  ],
  one: [
    graphql(`
      query AdminProcEventType($id: Int!) {
        procEventType(id: $id) {
          ...AdminProcEventTypeFields
        }
      }
    `),
    (data) => data.procEventType,
  ],
  create: [
    graphql(`
      mutation AdminCreateProcEventType($input: ProcEventTypeInput!) {
        createProcEventType(input: $input) {
          ...AdminProcEventTypeFields
        }
      }
    `),
    (data) => data.createProcEventType,
  ],
  update: [
    graphql(`
      mutation AdminUpdateProcEventType($input: ProcEventTypeInput!) {
        updateProcEventType(input: $input) {
          ...AdminProcEventTypeFields
        }
      }
    `),
    (data) => data.updateProcEventType,
  ],
  remove: [
    graphql(`
      mutation AdminDeleteProcEventType($id: Int!) {
        deleteProcEventType(id: $id) {
          success
          message
        }
      }
    `),
    (data) => data.deleteProcEventType,
  ],
  inputFields: ['name', 'shortName', 'imageId'],
});
