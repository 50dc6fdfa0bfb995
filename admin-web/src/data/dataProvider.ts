import type { ApolloClient } from '@apollo/client';
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateParams,
} from 'ra-core';
import { serverField, serverMessage } from '../api/errors';
import { listPage } from './listPage';
import type { AdminResource } from './resource';

/**
 * A refusal that names a field: react-admin's forms show `body.errors` next to those fields, and
 * `root.serverError` as the notification.
 */
class FieldRefusal extends Error {
  readonly body: { errors: Record<string, unknown> };
  constructor(message: string, field: string) {
    super(message);
    this.body = { errors: { [field]: message, root: { serverError: message } } };
  }
}

/** Failures reach react-admin's notification as the server's own message (and its field, if named). */
async function withServerMessage<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const field = serverField(error);
    throw field ? new FieldRefusal(serverMessage(error), field) : new Error(serverMessage(error));
  }
}

function unsupported(resource: string, what: string): never {
  throw new Error(`${resource} cannot ${what} here`);
}

/**
 * react-admin's data provider on the project's Apollo Client: every call goes through the typed
 * documents of the resource's AdminResource.
 */
export function apolloDataProvider(
  client: ApolloClient,
  resources: Readonly<Record<string, AdminResource>>,
  /** Resources whose list the server searches itself (its `q` must not be applied again). */
  serverSearched: ReadonlySet<string> = new Set(),
): DataProvider {
  const resourceOf = (name: string): AdminResource => {
    const resource = resources[name];
    if (!resource) throw new Error(`Unknown admin resource ${name}`);
    return resource;
  };
  const byIds = async (name: string, ids: readonly Identifier[]): Promise<RaRecord[]> => {
    const wanted = new Set(ids.map(String));
    return (await resourceOf(name).list(client, {})).filter((record) => wanted.has(String(record.id)));
  };

  const provider = {
    getList: (name: string, params: GetListParams) =>
      withServerMessage(async () =>
        listPage(await resourceOf(name).list(client, params.filter ?? {}), params, serverSearched.has(name)),
      ),
    getOne: (name: string, { id }: GetOneParams) =>
      withServerMessage(async () => ({ data: await resourceOf(name).one(client, id) })),
    getMany: (name: string, { ids }: GetManyParams) =>
      withServerMessage(async () => ({ data: await byIds(name, ids) })),
    getManyReference: (name: string, params: GetManyReferenceParams) =>
      withServerMessage(async () =>
        listPage(
          await resourceOf(name).list(client, {}),
          { ...params, filter: { ...params.filter, [params.target]: params.id } },
          serverSearched.has(name),
        ),
      ),
    create: (name: string, { data }: CreateParams) =>
      withServerMessage(async () => {
        const resource = resourceOf(name);
        if (!resource.create) unsupported(name, 'be created');
        return { data: await resource.create(client, data) };
      }),
    update: (name: string, { data, previousData }: UpdateParams) =>
      withServerMessage(async () => {
        const resource = resourceOf(name);
        if (!resource.update) unsupported(name, 'be updated');
        return { data: await resource.update(client, { ...previousData, ...data }) };
      }),
    updateMany: (name: string) => withServerMessage(async () => unsupported(name, 'be updated in bulk')),
    delete: (name: string, { id, previousData }: DeleteParams) =>
      withServerMessage(async () => {
        const resource = resourceOf(name);
        if (!resource.remove) unsupported(name, 'be deleted');
        await resource.remove(client, id);
        return { data: previousData ?? { id } };
      }),
    deleteMany: (name: string, { ids }: DeleteManyParams) =>
      withServerMessage(async () => {
        const resource = resourceOf(name);
        if (!resource.remove) unsupported(name, 'be deleted');
        for (const id of ids) await resource.remove(client, id);
        return { data: [...ids] };
      }),
  };
  // Records are untyped here (each screen reads its fields by source): react-admin's per-call record
  // type parameters cannot be met by one implementation for every resource.
  return provider as unknown as DataProvider;
}
