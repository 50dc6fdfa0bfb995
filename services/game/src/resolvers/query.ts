import { listAdminChanges, personalDataPart, requireViewer } from '@vh/kit';
import type { QueryResolvers } from '../__generated__/resolvers';
import { currencyLedger } from '../ledger/ledgerView';
import { readGameData } from '../repositories/personalDataRepository';
import { fightReplay, verifyFight } from '../useCases/fightReplay';
import { journalPage, journalSearch } from '../useCases/journalView';
import { missionView } from '../useCases/missionView';
import { simulateSetup } from '../useCases/simulation';
import { simulationView } from '../useCases/simulationView';
import { pushSettings } from '../useCases/reminders';
import { pushSettingsView } from './reminderKinds';

export const Query: QueryResolvers = {
  gamePing: () => 'pong',
  currentMission: (_parent, _args, context) => missionView(context.deps, context),
  journal: (_parent, args, context) => journalPage(context.deps, context, args.limit, args.offset),
  journalEntries: (_parent, args, context) => journalSearch(context.deps, context, args),
  pushSettings: (_parent, _args, context) => pushSettingsView(pushSettings(context.deps, context)),
  fightReplay: (_parent, args, context) => fightReplay(context.deps, context, args.id),
  verifyFight: (_parent, args, context) => verifyFight(context.deps, context, args.id),
  myGameData: (_parent, _args, context) =>
    personalDataPart(context.viewer, (userId) => readGameData(context.deps.db, userId)),
  myCurrencyLedger: (_parent, args, context) =>
    currencyLedger(context.deps, context, requireViewer(context.viewer).userId, args),
  playerChanges: (_parent, args, context) => listAdminChanges(context, context.deps.db, 'game', args),
  simulateSetup: async (_parent, args, context) =>
    simulationView(context.deps.content, await simulateSetup(context.deps, context, args)),
};
