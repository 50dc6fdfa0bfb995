// What tests and scripts outside the game may use of it (`@vh/game/testing`): the jobs they drive
// by hand and the column mapping they seed the journal with. Nothing here boots the service.
export { createReminderJob } from './jobs/reminderJob';
export { runRetention, type RetentionSettings } from './jobs/retentionJob';
export { WebPushSender } from './push/pushSender';
export { journalColumnsOf } from './repositories/journalRepository';
export { ReminderRepository } from './repositories/reminderRepository';
export { combatInfo } from './useCases/huntRecords';
// bench:hunt's floor plays a REST quick hunt's own work with these, outside GraphQL and without the
// service around it (scripts/bench/floorServer.ts).
export { createGameDeps } from './deps';
export { GameContent } from './content/gameContent';
export { huntAction } from './useCases/hunting';
export { combatView } from './useCases/combatView';
// npm run ledger:verify checks the ledger with the periodic check's own queries (scripts/ledger/).
export { balanceMismatches, chainBreaks } from './ledger/ledgerCheck';
