import { NotFoundError } from '@vh/kit';
import type { MutationResolvers } from '../__generated__/resolvers';
import { discardRelease, createRelease, revertChange, stageStatMax } from '../releases/drafts';
import {
  publishRelease,
  rollbackToRelease,
  scheduleRelease,
  undoRelease,
  unscheduleRelease,
} from '../releases/lifecycle';
import { deleteSetting, saveSetting } from '../releases/writes';
import { listStatMax, recalc, setCapMode, setDesired } from '../useCases/statMax';
import type { ContentContext } from '../context';
import { currentTargetMax } from '../domain/statMax';
import { kinds } from './kindResolvers';

/** A stat's StatMax row as a draft's authored columns make it (the measured ones stay live). */
async function draftStatMax(
  context: ContentContext,
  release: number,
  statShortName: string,
  patch: Parameters<typeof stageStatMax>[4],
) {
  const rows = await listStatMax(context.deps, context);
  const live = rows.find((row) => row.statShortName.toLowerCase() === statShortName.toLowerCase());
  // Procs and unknown stats have no StatMax row: refused before anything enters the draft.
  if (!live) throw new NotFoundError(`No StatMax for a stat with shortName ${statShortName}`);
  const columns = await stageStatMax(context.deps, context, release, statShortName, patch);
  const state = { ...live, ...columns };
  return { ...state, currentTargetMax: currentTargetMax(state) };
}

export const Mutation: MutationResolvers = {
  ...kinds.Mutation,
  saveSetting: (_parent, args, context) =>
    saveSetting(context.deps, context, args.key, args.value, args.release),
  deleteSetting: (_parent, args, context) => deleteSetting(context.deps, context, args.id, args.release),
  setStatMaxCapMode: (_parent, args, context) =>
    args.release == null
      ? setCapMode(context.deps, context, args.statShortName, args)
      : draftStatMax(context, args.release, args.statShortName, {
          capMode: args.capMode as 0 | 1,
          hardCapValue: args.hardCapValue ?? null,
        }),
  setStatMaxDesired: (_parent, args, context) =>
    args.release == null
      ? setDesired(context.deps, context, args.statShortName, args.desired)
      : draftStatMax(context, args.release, args.statShortName, { desiredPercent: args.desired }),
  recalcStatMax: (_parent, args, context) => recalc(context.deps, context, args.statShortName),
  createContentRelease: (_parent, args, context) => createRelease(context.deps, context, args.name),
  discardContentRelease: (_parent, args, context) => discardRelease(context.deps, context, args.id),
  revertContentReleaseChange: (_parent, args, context) =>
    revertChange(context.deps, context, args.id, args.entity, args.entityId),
  publishContentRelease: (_parent, args, context) => publishRelease(context.deps, context, args.id),
  scheduleContentRelease: (_parent, args, context) =>
    scheduleRelease(context.deps, context, args.id, args.at),
  unscheduleContentRelease: (_parent, args, context) => unscheduleRelease(context.deps, context, args.id),
  rollbackToContentRelease: (_parent, args, context) => rollbackToRelease(context.deps, context, args.toId),
  undoContentRelease: (_parent, args, context) => undoRelease(context.deps, context, args.id),
};
