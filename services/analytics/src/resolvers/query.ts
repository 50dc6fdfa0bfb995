import { listAdminChanges, personalDataPart } from '@vh/kit';
import type { QueryResolvers } from '../__generated__/resolvers';
import { readAnalyticsData } from '../repositories/personalDataRepository';
import {
  leagueCohorts,
  leagueSettings,
  leagueTiers,
  leagueWeeks,
  myLeague,
  myLeagueHistory,
} from '../leagues/leagueQueries';
import { seasonSchedule } from '../seasons/seasonAdmin';
import { myTournaments } from '../tournaments/tournamentQueries';
import { currentSeason, listSeasons, seasonLadderAroundMe, seasonLadderPage } from '../seasons/seasonQueries';
import { analyticsRecords } from '../useCases/dailyRecords';
import { ladderAroundMe, ladderPage } from '../useCases/ladders';
import { enemyDropRates, huntingGroundRates } from '../useCases/rateQueries';
import { clawbacksOf } from '../sanctions/clawbacks';
import { KINDS } from './ladderKinds';

export const Query: QueryResolvers = {
  clawbacks: (_parent, args, context) => clawbacksOf(context.deps, context, args.sanctionId),
  ladder: (_parent, args, context) => ladderPage(context.deps, context, KINDS[args.kind], args.offset),
  ladderAroundMe: (_parent, args, context) =>
    ladderAroundMe(context.deps, context, KINDS[args.kind], args.radius),
  currentSeason: (_parent, _args, context) => currentSeason(context.deps, context),
  seasons: (_parent, args, context) => listSeasons(context.deps, context, args.limit, args.before),
  seasonLadder: async (_parent, args, context) => {
    const page = await seasonLadderPage(context.deps, context, { ...args, kind: KINDS[args.kind] });
    return { ...page, kind: args.kind };
  },
  seasonLadderAroundMe: (_parent, args, context) =>
    seasonLadderAroundMe(context.deps, context, { ...args, kind: KINDS[args.kind] }),
  seasonSchedule: (_parent, _args, context) => seasonSchedule(context.deps, context),
  myTournaments: (_parent, args, context) => myTournaments(context.deps, context, args.limit),
  myLeague: (_parent, args, context) => myLeague(context.deps, context, args.week),
  myLeagueHistory: (_parent, args, context) => myLeagueHistory(context.deps, context, args.limit),
  leagueTiers: (_parent, _args, context) => leagueTiers(context.deps, context),
  leagueSettings: (_parent, _args, context) => leagueSettings(context.deps, context),
  leagueWeeks: (_parent, args, context) => leagueWeeks(context.deps, context, args.limit),
  leagueCohorts: (_parent, args, context) => leagueCohorts(context.deps, context, args.week, args.tier),
  competitionChanges: (_parent, args, context) =>
    listAdminChanges(context, context.deps.db, 'analytics', args),
  analyticsRecords: (_parent, args, context) => analyticsRecords(context.deps, context, args.limit ?? 400),
  huntingGroundRates: (_parent, args, context) =>
    huntingGroundRates(context.deps, context, args.huntingGroundId, args.configured ?? false),
  enemyDropRates: (_parent, args, context) =>
    enemyDropRates(context.deps, context, args.enemyId, args.configured ?? false),
  myAnalyticsData: (_parent, _args, context) =>
    personalDataPart(context.viewer, (userId) => readAnalyticsData(context.deps.db, userId)),
};
