import type { MutationResolvers, QueryResolvers, Resolvers } from '../__generated__/resolvers';
import type { ContentContext } from '../context';
import { KINDS, KIND_NAMES, SHAPES, type FieldSpec, type KindName } from '../domain/kinds';
import { entriesInRelease, entryInRelease } from '../releases/draftView';
import { createEntry, deleteEntry, updateEntry } from '../releases/writes';
import { getEntry, listEntries, referencedEntry } from '../useCases/contentEntries';
import { IN_RELEASE, asGraph, inRelease, type GraphEntry } from './entryGraph';

type Resolver = (parent: GraphEntry, args: Record<string, unknown>, context: ContentContext) => unknown;

/** Where a parent's references resolve: the release it was read in, else the request's world. */
async function lookupOf(parent: GraphEntry, context: ContentContext) {
  const releaseId = parent[IN_RELEASE] as number | undefined;
  return releaseId === undefined ? context.lookup : context.releaseLookup(releaseId);
}

/** `<field>Ref` / `<field>Refs` resolvers for every reference field of a kind or shape. */
function referenceResolvers(fields: Record<string, FieldSpec>): Record<string, Resolver> {
  const resolvers: Record<string, Resolver> = {};
  for (const [name, spec] of Object.entries(fields)) {
    if (spec.type === 'ref') {
      resolvers[`${name}Ref`] = async (parent, _args, context) => {
        const entry = await referencedEntry(await lookupOf(parent, context), context, spec.ref, parent[name]);
        return inRelease(asGraph(entry), parent[IN_RELEASE] as number | undefined);
      };
    }
    if (spec.type === 'refList') {
      const byId = { kind: spec.ref.kind };
      resolvers[`${name}Refs`] = async (parent, _args, context) => {
        const lookup = await lookupOf(parent, context);
        const entries = await Promise.all(
          ((parent[name] as number[]) ?? []).map((id) => referencedEntry(lookup, context, byId, id)),
        );
        return entries
          .filter(Boolean)
          .map((entry) => inRelease(asGraph(entry), parent[IN_RELEASE] as number | undefined));
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
      ).map((entry) => inRelease(asGraph(entry), args.release as number | null)),
    [descriptor.single]: async (_parent, args, context) =>
      inRelease(
        asGraph(
          args.release == null
            ? await getEntry(context.deps, context, kind, args.id as number)
            : await entryInRelease(context.deps, context, kind, args.id as number, args.release as number),
        ),
        args.release as number | null,
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
