import type { Resolvers } from '../__generated__/resolvers';
import { playerOf } from '../players/playerResolvers';
import {
  adminExpeditions,
  expeditionById,
  expeditionContributions,
  expeditionFormula,
  expeditionShares,
  expeditionTargets,
  pastExpeditionsOf,
  runningExpeditionOf,
} from './expeditionQueries';
import { startExpedition } from './startExpedition';

const STATUS = { running: 'RUNNING', completed: 'COMPLETED', failed: 'FAILED' } as const;

/** Expeditions' part of the schema, Coven's two expedition fields included (covens answer the rest). */
export const expeditionResolvers: Resolvers = {
  Query: {
    expedition: (_parent, args, context) => expeditionById(context.deps.db, context, args.id),
    adminExpeditions: (_parent, args, context) =>
      adminExpeditions(context.deps.db, context, args.covenId, args.limit ?? 20),
  },
  Mutation: {
    startExpedition: (_parent, _args, context) => startExpedition(context.deps, context),
  },
  Coven: {
    expedition: (coven, _args, context) => runningExpeditionOf(context.deps.db, context, coven.id),
    pastExpeditions: (coven, args, context) =>
      pastExpeditionsOf(context.deps.db, context, coven.id, args.limit ?? 10),
  },
  Expedition: {
    covenId: (expedition) => expedition.coven_id,
    status: (expedition) => STATUS[expedition.status],
    startedAt: (expedition) => expedition.started_at.toISOString(),
    endsAt: (expedition) => expedition.ends_at.toISOString(),
    finishedAt: (expedition) => expedition.finished_at?.toISOString() ?? null,
    targets: (expedition, _args, context) => expeditionTargets(context.deps.db, expedition),
    chest: (expedition) => ({ currency: expedition.chest_currency, amount: expedition.chest_amount }),
    formula: (expedition, _args, context) => expeditionFormula(context.deps.db, expedition),
    contributions: (expedition, _args, context) => expeditionContributions(context.deps.db, expedition),
    shares: (expedition, _args, context) => expeditionShares(context.deps.db, expedition),
  },
  ExpeditionTarget: {
    enemy: (target) => ({ id: target.enemy_id }),
    enemyId: (target) => target.enemy_id,
    huntingGround: (target) => ({ id: target.hunting_ground_id }),
    huntingGroundId: (target) => target.hunting_ground_id,
  },
  ExpeditionContribution: {
    player: (row, _args, context) => playerOf(context, row.user_id),
  },
  ExpeditionShare: {
    player: (share, _args, context) => playerOf(context, share.user_id),
  },
};
