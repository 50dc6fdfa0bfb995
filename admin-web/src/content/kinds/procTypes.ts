import { graphql } from '../../__generated__';
import { contentKind } from '../../data/contentKind';

/** The fields every screen of this kind shows and edits. */
export const fields = graphql(`
  fragment AdminProcTypeFields on ProcType {
    id
    name
    shortName
    imageId
  }
`);

/** ProcType entries over the generic content CRUD. */
export const procTypesResource = contentKind({
  list: [
    graphql(`
      query AdminProcTypeList {
        procTypes {
          ...AdminProcTypeFields
        }
      }
    `),
    (data) => data.procTypes,
  ],
  one: [
    graphql(`
      query AdminProcType($id: Int!) {
        procType(id: $id) {
          ...AdminProcTypeFields
        }
      }
    `),
    (data) => data.procType,
  ],
  create: [
    graphql(`
      mutation AdminCreateProcType($input: ProcTypeInput!) {
        createProcType(input: $input) {
          ...AdminProcTypeFields
        }
      }
    `),
    (data) => data.createProcType,
  ],
  update: [
    graphql(`
      mutation AdminUpdateProcType($input: ProcTypeInput!) {
        updateProcType(input: $input) {
          ...AdminProcTypeFields
        }
      }
    `),
    (data) => data.updateProcType,
  ],
  remove: [
    graphql(`
      mutation AdminDeleteProcType($id: Int!) {
        deleteProcType(id: $id) {
          success
          message
        }
      }
    `),
    (data) => data.deleteProcType,
  ],
  inputFields: ['name', 'shortName', 'imageId'],
});
