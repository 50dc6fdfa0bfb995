import type { MutationResolvers, QueryResolvers, Resolvers } from '../__generated__/resolvers';
import type { ContentContext } from '../context';
import { KINDS, KIND_NAMES, SHAPES, type FieldSpec, type KindName } from '../domain/kinds';
import { entriesInRelease, entryInRelease } from '../releases/draftView';
import { createEntry, deleteEntry, updateEntry } from '../releases/writes';
import { getEntry, listEntries, referencedEntry } from '../useCases/contentEntries';
import { asGraph, type GraphEntry } from './entryGraph';

type Resolver = (parent: GraphEntry, args: Record<string, unknown>, context: ContentContext) => unknown;

/** `<field>Ref` / `<field>Refs` resolvers for every reference field of a kind or shape. */
function referenceResolvers(fields: Record<string, FieldSpec>): Record<string, Resolver> {
  const resolvers: Record<string, Resolver> = {};
  for (const [name, spec] of Object.entries(fields)) {
    if (spec.type === 'ref') {
      resolvers[`${name}Ref`] = async (parent, _args, context) =>
        asGraph(await referencedEntry(context.lookup, context, spec.ref, parent[name]));
    }
    if (spec.type === 'refList') {
      const byId = { kind: spec.ref.kind };
      resolvers[`${name}Refs`] = async (parent, _args, context) => {
        const entries = await Promise.all(
          ((parent[name] as number[]) ?? []).map((id) => referencedEntry(context.lookup, context, byId, id)),
        );
        return entries.filter(Boolean).map(asGraph);
      };
    }
  }
  return resolvers;
}

function resolversOfKind(kind: KindName) {
  const descriptor = KINDS[kind];
  const query: Record<string, Resolver> = {
    [descriptor.plural]: async (_parent, args, context) =>
      (args.release == null
        ? await listEntries(context.deps, context, kind)
        : await entriesInRelease(context.deps, context, kind, args.release as number)
      ).map(asGraph),
    [descriptor.single]: async (_parent, args, context) =>
      asGraph(
        args.release == null
          ? await getEntry(context.deps, context, kind, args.id as number)
          : await entryInRelease(context.deps, context, kind, args.id as number, args.release as number),
      ),
  };
  const mutation: Record<string, Resolver> = {
    [`create${descriptor.typeName}`]: async (_parent, args, context) =>
      asGraph(
        await createEntry(
          context.deps,
          context,
          kind,
          args.input as Record<string, unknown>,
          args.release as number,
        ),
      ),
    [`update${descriptor.typeName}`]: async (_parent, args, context) =>
      asGraph(
        await updateEntry(
          context.deps,
          context,
          kind,
          args.input as Record<string, unknown>,
          args.release as number,
        ),
      ),
    [`delete${descriptor.typeName}`]: (_parent, args, context) =>
      deleteEntry(context.deps, context, kind, args.id as number, args.release as number),
  };
  const type = {
    __resolveReference: async (reference: { id: number }, context: ContentContext) =>
      asGraph(await referencedEntry(context.lookup, context, { kind }, reference.id)),
    ...referenceResolvers(descriptor.fields),
  };
  return { query, mutation, type };
}

/**
 * What every content kind gets, derived from domain/kinds.ts as the schema is: its list and single
 * queries, its create, update and delete mutations, entity and reference fields, plus the reference
 * fields of nested shapes. Built at run time, so typed here once against the generated maps.
 */
function kindResolvers() {
  const Query: Record<string, Resolver> = {};
  const Mutation: Record<string, Resolver> = {};
  const types: Record<string, unknown> = {};
  for (const kind of KIND_NAMES) {
    const { query, mutation, type } = resolversOfKind(kind);
    Object.assign(Query, query);
    Object.assign(Mutation, mutation);
    types[KINDS[kind].typeName] = type;
  }
  for (const [shape, fields] of Object.entries(SHAPES)) {
    types[shape] = referenceResolvers(fields as Record<string, FieldSpec>);
  }
  return {
    Query: Query as QueryResolvers,
    Mutation: Mutation as MutationResolvers,
    types: types as Omit<Resolvers, 'Query' | 'Mutation'>,
  };
}

export const kinds = kindResolvers();
