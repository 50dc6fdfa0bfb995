import { listAdminChanges, personalDataPart } from '@vh/kit';
import type { QueryResolvers } from '../__generated__/resolvers';
import { releaseProblems } from '../releases/publishing';
import { getRelease, listReleases } from '../releases/queries';
import { readContentData } from '../repositories/personalDataRepository';
import { contentVersion } from '../useCases/contentEntries';
import { settingByKey } from '../useCases/settings';
import { listStatMax } from '../useCases/statMax';
import {
  enemiesOfHuntingGround,
  huntingGroundsOfRegion,
  huntingTablesOfGround,
  latestNews,
} from '../useCases/worldQueries';
import { graphOf } from './entryGraph';
import { kinds } from './kindResolvers';

export const Query: QueryResolvers = {
  ...kinds.Query,
  huntingGroundsOfRegion: async (_parent, args, context) =>
    (await huntingGroundsOfRegion(context.deps, context, args.regionId)).map(graphOf),
  huntingTablesOfGround: async (_parent, args, context) =>
    (await huntingTablesOfGround(context.deps, context, args.huntingGroundId)).map(graphOf),
  enemiesOfHuntingGround: async (_parent, args, context) =>
    (await enemiesOfHuntingGround(context.deps, context, args.huntingGroundId)).map(graphOf),
  latestNews: async (_parent, args, context) =>
    (await latestNews(context.deps, context, args.offset, args.count)).map(graphOf),
  settingByKey: (_parent, args, context) => settingByKey(context.deps, context, args.key, args.release),
  contentVersion: (_parent, _args, context) => contentVersion(context.deps),
  statMaxes: (_parent, args, context) => listStatMax(context.deps, context, args.release),
  myContentData: (_parent, _args, context) =>
    personalDataPart(context.viewer, (userId) => readContentData(context.deps.db, userId)),
  contentChanges: (_parent, args, context) => listAdminChanges(context, context.deps.db, 'content', args),
  contentReleases: (_parent, args, context) => listReleases(context.deps, context, args),
  contentRelease: (_parent, args, context) => getRelease(context.deps, context, args.id),
  contentReleaseProblems: (_parent, args, context) => releaseProblems(context.deps, context, args.id),
};
