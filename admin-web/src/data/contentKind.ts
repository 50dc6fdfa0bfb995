import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import type { Identifier, RaRecord } from 'ra-core';
import { editedRelease } from '../releases/editedRelease';
import { requireSuccess, type AdminResource } from './resource';

/** Content kinds are read and written in the draft the Releases screen chose (null: live). */
export const inEditedRelease = () => ({ release: editedRelease()?.id ?? null });

type Row = RaRecord & { id: number };
type NoVariables = Record<never, never>;

/** The five operations of a content kind (spec 002 section 7.1) and where each answer sits. */
interface ContentKindOperations<TList, TOne, TCreate, TUpdate, TDelete, TInput, TExtra extends object> {
  list: [TypedDocumentNode<TList, NoInfer<TExtra>>, (data: TList) => readonly Row[]];
  one: [TypedDocumentNode<TOne, { id: number } & NoInfer<TExtra>>, (data: TOne) => Row];
  create: [TypedDocumentNode<TCreate, { input: TInput } & NoInfer<TExtra>>, (data: TCreate) => Row];
  update: [TypedDocumentNode<TUpdate, { input: TInput } & NoInfer<TExtra>>, (data: TUpdate) => Row];
  remove: [
    TypedDocumentNode<TDelete, { id: number } & NoInfer<TExtra>>,
    (data: TDelete) => { success: boolean; message: string },
  ];
  /** The input's fields: a form's record also carries __typename and read-only references. */
  inputFields: readonly (keyof TInput & string)[];
  /** Variables every operation adds, read at each call (content kinds: `inEditedRelease`). */
  extraVariables?: () => TExtra;
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
export function contentKind<
  TList,
  TOne,
  TCreate,
  TUpdate,
  TDelete,
  TInput,
  TExtra extends object = NoVariables,
>(operations: ContentKindOperations<TList, TOne, TCreate, TUpdate, TDelete, TInput, TExtra>): AdminResource {
  const extra = (): TExtra => operations.extraVariables?.() ?? ({} as TExtra);
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
      const { data } = await client.query({
        query: listDocument,
        variables: extra(),
        fetchPolicy: 'network-only',
      });
      return [...listOf(answer(data))];
    },
    async one(client: ApolloClient, id: Identifier) {
      const { data } = await client.query({
        query: oneDocument,
        variables: { id: Number(id), ...extra() },
        fetchPolicy: 'network-only',
      });
      return oneOf(answer(data));
    },
    async create(client: ApolloClient, data: Partial<RaRecord>) {
      const { id: _ignored, ...fields } = data;
      const result = await client.mutate({
        mutation: createDocument,
        variables: { input: toInput(fields), ...extra() },
      });
      return created(answer(result.data ?? undefined));
    },
    async update(client: ApolloClient, data: RaRecord) {
      const result = await client.mutate({
        mutation: updateDocument,
        variables: { input: { ...toInput(data), id: Number(data.id) }, ...extra() },
      });
      return updated(answer(result.data ?? undefined));
    },
    async remove(client: ApolloClient, id: Identifier) {
      const result = await client.mutate({
        mutation: removeDocument,
        variables: { id: Number(id), ...extra() },
      });
      requireSuccess(removed(answer(result.data ?? undefined)));
    },
  };
}
