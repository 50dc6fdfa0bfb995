import type { ContentContext } from '../context';
import { deleteSetting, saveSetting, settingByKey } from '../useCases/settings';
import { listStatMax, recalc, setCapMode, setDesired } from '../useCases/statMax';
import {
  enemiesOfHuntingGround,
  huntingGroundsOfRegion,
  huntingTablesOfGround,
  latestNews,
} from '../useCases/worldQueries';
import { asGraph, entryResolvers } from './entries';

const generated = entryResolvers();

type Args<T> = (_parent: unknown, args: T, context: ContentContext) => unknown;

const groundsOfRegion: Args<{ regionId: number }> = async (_p, args, ctx) =>
  (await huntingGroundsOfRegion(ctx.deps, ctx, args.regionId)).map(asGraph);
const tablesOfGround: Args<{ huntingGroundId: number }> = async (_p, args, ctx) =>
  (await huntingTablesOfGround(ctx.deps, ctx, args.huntingGroundId)).map(asGraph);
const news: Args<{ offset: number; count: number }> = async (_p, args, ctx) =>
  (await latestNews(ctx.deps, ctx, args.offset, args.count)).map(asGraph);

export const resolvers = {
  Query: {
    ...generated.Query,
    huntingGroundsOfRegion: groundsOfRegion,
    huntingTablesOfGround: tablesOfGround,
    latestNews: news,
    enemiesOfHuntingGround: (async (_p, args, ctx) =>
      (await enemiesOfHuntingGround(ctx.deps, ctx, args.huntingGroundId)).map(asGraph)) as Args<{
      huntingGroundId: number;
    }>,
    settingByKey: ((_p, args, ctx) => settingByKey(ctx.deps, ctx, args.key)) as Args<{ key: string }>,
    contentVersion: ((_p, _args, ctx) => ctx.deps.entries.version()) as Args<object>,
    statMaxes: ((_p, _args, ctx) => listStatMax(ctx.deps, ctx)) as Args<object>,
  },
  Mutation: {
    ...generated.Mutation,
    saveSetting: ((_p, args, ctx) => saveSetting(ctx.deps, ctx, args.key, args.value)) as Args<{
      key: string;
      value: string;
    }>,
    deleteSetting: ((_p, args, ctx) => deleteSetting(ctx.deps, ctx, args.id)) as Args<{ id: number }>,
    setStatMaxCapMode: ((_p, args, ctx) => setCapMode(ctx.deps, ctx, args.statShortName, args)) as Args<{
      statShortName: string;
      capMode: number;
      hardCapValue?: number | null;
    }>,
    setStatMaxDesired: ((_p, args, ctx) =>
      setDesired(ctx.deps, ctx, args.statShortName, args.desired)) as Args<{
      statShortName: string;
      desired: number;
    }>,
    recalcStatMax: ((_p, args, ctx) => recalc(ctx.deps, ctx, args.statShortName)) as Args<{
      statShortName: string;
    }>,
  },
  ...generated.types,
};
