import type { ContentContext } from '../context';
import type { ContentEntry } from '../domain/entries';
import { KINDS, KIND_NAMES, SHAPES, type FieldSpec, type KindName } from '../domain/kinds';
import { createEntry, deleteEntry, getEntry, listEntries, updateEntry } from '../useCases/contentEntries';

type Resolver = (
  parent: Record<string, unknown>,
  args: Record<string, unknown>,
  context: ContentContext,
) => unknown;

/** The GraphQL object of an entry: its id and its fields. */
export const asGraph = (entry: ContentEntry | undefined) => (entry ? { id: entry.id, ...entry.data } : null);

const visible = (entry: ContentEntry | undefined, context: ContentContext) =>
  entry && (context.viewer?.role === 'admin' || entry.data.visible !== false) ? entry : undefined;

/** `<field>Ref` / `<field>Refs` resolvers for every reference field of a kind or shape. */
function referenceResolvers(fields: Record<string, FieldSpec>): Record<string, Resolver> {
  const resolvers: Record<string, Resolver> = {};
  for (const [name, spec] of Object.entries(fields)) {
    if (spec.type === 'ref') {
      const { kind, by } = spec.ref;
      resolvers[`${name}Ref`] = async (parent, _args, context) => {
        const value = parent[name];
        const entry =
          by === 'shortName'
            ? await context.lookup.byShortName(kind, value as string)
            : await context.lookup.get(kind, value as number);
        return asGraph(visible(entry, context));
      };
    }
    if (spec.type === 'refList') {
      const { kind } = spec.ref;
      resolvers[`${name}Refs`] = async (parent, _args, context) => {
        const entries = await Promise.all(
          ((parent[name] as number[]) ?? []).map((id) => context.lookup.get(kind, id)),
        );
        return entries
          .map((entry) => visible(entry, context))
          .filter(Boolean)
          .map(asGraph);
      };
    }
  }
  return resolvers;
}

function kindResolvers(kind: KindName) {
  const descriptor = KINDS[kind];
  const query: Record<string, Resolver> = {
    [descriptor.plural]: async (_parent, _args, context) =>
      (await listEntries(context.deps, context, kind)).map(asGraph),
    [descriptor.single]: async (_parent, args, context) =>
      asGraph(await getEntry(context.deps, context, kind, args.id as number)),
  };
  const mutation: Record<string, Resolver> = {
    [`create${descriptor.typeName}`]: async (_parent, args, context) =>
      asGraph(await createEntry(context.deps, context, kind, args.input as Record<string, unknown>)),
    [`update${descriptor.typeName}`]: async (_parent, args, context) =>
      asGraph(await updateEntry(context.deps, context, kind, args.input as Record<string, unknown>)),
    [`delete${descriptor.typeName}`]: (_parent, args, context) =>
      deleteEntry(context.deps, context, kind, args.id as number),
  };
  const type = {
    __resolveReference: async (reference: { id: number }, context: ContentContext) =>
      asGraph(visible(await context.lookup.get(kind, reference.id), context)),
    ...referenceResolvers(descriptor.fields),
  };
  return { query, mutation, type };
}

/** Query, Mutation and type resolvers of every kind, plus the reference fields of nested shapes. */
export function entryResolvers() {
  const Query: Record<string, Resolver> = {};
  const Mutation: Record<string, Resolver> = {};
  const types: Record<string, unknown> = {};
  for (const kind of KIND_NAMES) {
    const { query, mutation, type } = kindResolvers(kind);
    Object.assign(Query, query);
    Object.assign(Mutation, mutation);
    types[KINDS[kind].typeName] = type;
  }
  for (const [shape, fields] of Object.entries(SHAPES)) {
    types[shape] = referenceResolvers(fields as Record<string, FieldSpec>);
  }
  return { Query, Mutation, types };
}
