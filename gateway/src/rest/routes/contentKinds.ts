import { CONTENT_KINDS as KINDS } from '@vh/contracts/contentContract';

/**
 * The content kinds of spec 002 section 7.1, each served with the generic pattern (list, one, create,
 * update, delete). `rest` is the documented path segment; the rest names the GraphQL fields. The
 * kinds come from the content contract generated from the content service's declarations.
 */
export interface ContentKindRoute {
  rest: string;
  typeName: string;
  plural: string;
  single: string;
}

export const CONTENT_KINDS: readonly ContentKindRoute[] = KINDS.map(({ name, typeName, plural, single }) => ({
  rest: name,
  typeName,
  plural,
  single,
}));
