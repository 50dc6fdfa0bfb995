import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import type { Identifier, RaRecord } from 'ra-core';
import { requireSuccess, type AdminResource } from './resource';

type NoVariables = Record<string, never>;
type Row = RaRecord & { id: number };

/** The five operations of a content kind (spec 002 section 7.1) and where each answer sits. */
interface ContentKindOperations<TList, TOne, TCreate, TUpdate, TDelete, TInput> {
  list: [TypedDocumentNode<TList, NoVariables>, (data: TList) => readonly Row[]];
  one: [TypedDocumentNode<TOne, { id: number }>, (data: TOne) => Row];
  create: [TypedDocumentNode<TCreate, { input: TInput }>, (data: TCreate) => Row];
  update: [TypedDocumentNode<TUpdate, { input: TInput }>, (data: TUpdate) => Row];
  remove: [
    TypedDocumentNode<TDelete, { id: number }>,
    (data: TDelete) => { success: boolean; message: string },
  ];
  /** The input's fields: a form's record also carries __typename and read-only references. */
  inputFields: readonly (keyof TInput & string)[];
}

/** Answers carry __typename on every object; inputs refuse it, nested entries included. */
function withoutTypename(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTypename);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '__typename')
      .map(([key, inner]) => [key, withoutTypename(inner)]),
  );
}

function answer<T>(data: T | undefined): T {
  if (data === undefined) throw new Error('The server answered no data');
  return data;
}

/** The generic content CRUD of one kind over the project's Apollo Client. */
export function contentKind<TList, TOne, TCreate, TUpdate, TDelete, TInput>(
  operations: ContentKindOperations<TList, TOne, TCreate, TUpdate, TDelete, TInput>,
): AdminResource {
  const toInput = (data: Partial<RaRecord>): TInput =>
    Object.fromEntries(
      operations.inputFields
        .filter((field) => field in data)
        .map((field) => [field, withoutTypename(data[field])]),
    ) as TInput;
  const [listDocument, listOf] = operations.list;
  const [oneDocument, oneOf] = operations.one;
  const [createDocument, created] = operations.create;
  const [updateDocument, updated] = operations.update;
  const [removeDocument, removed] = operations.remove;
  return {
    async list(client: ApolloClient) {
      const { data } = await client.query({ query: listDocument, fetchPolicy: 'network-only' });
      return [...listOf(answer(data))];
    },
    async one(client: ApolloClient, id: Identifier) {
      const { data } = await client.query({
        query: oneDocument,
        variables: { id: Number(id) },
        fetchPolicy: 'network-only',
      });
      return oneOf(answer(data));
    },
    async create(client: ApolloClient, data: Partial<RaRecord>) {
      const { id: _ignored, ...fields } = data;
      const result = await client.mutate({ mutation: createDocument, variables: { input: toInput(fields) } });
      return created(answer(result.data ?? undefined));
    },
    async update(client: ApolloClient, data: RaRecord) {
      const result = await client.mutate({
        mutation: updateDocument,
        variables: { input: { ...toInput(data), id: Number(data.id) } },
      });
      return updated(answer(result.data ?? undefined));
    },
    async remove(client: ApolloClient, id: Identifier) {
      const result = await client.mutate({ mutation: removeDocument, variables: { id: Number(id) } });
      requireSuccess(removed(answer(result.data ?? undefined)));
    },
  };
}
