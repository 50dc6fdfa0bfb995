import { ContentUsageRepository } from './repositories/contentUsageRepository';
import type { Clock } from './clock';
import type { Knex } from '@vh/kit';
import type { GameContent } from './content/gameContent';
import { AutoHuntRepository } from './repositories/autoHuntRepository';
import { CombatRepository } from './repositories/combatRepository';
import { ExchangeRepository } from './repositories/exchangeRepository';
import { GrimoireRepository } from './repositories/grimoireRepository';
import { JournalRepository } from './repositories/journalRepository';
import { LedgerRepository } from './ledger/ledgerRepository';
import { MissionRepository } from './repositories/missionRepository';
import { PlayerRepository } from './repositories/playerRepository';
import { ReminderRepository } from './repositories/reminderRepository';
import { InboxPushRepository } from './repositories/inboxPushRepository';
import type { VapidKeys } from './push/pushSender';
import { MissionCache } from './caches/missionCache';

/** Rules that come from configuration rather than content. */
export interface GameSettings {
  /** Epoch ms before which hunting is refused (docs/game-rules.md). */
  playStartsAt: number;
  /** Push reminders; off (the web hides them) without VAPID keys. */
  push?: PushSettings;
}

export interface PushSettings {
  vapid: VapidKeys | null;
  /** Outside production a subscription may name an http endpoint (the tests' push service stand-in). */
  allowHttpEndpoints: boolean;
}

export interface GameDeps {
  db: Knex;
  content: GameContent;
  clock: Clock;
  settings: GameSettings;
  players: PlayerRepository;
  /** Currency balances and the ledger of their changes (docs/ledger.md). */
  ledger: LedgerRepository;
  combats: CombatRepository;
  journal: JournalRepository;
  grimoire: GrimoireRepository;
  missions: MissionRepository;
  exchanges: ExchangeRepository;
  autoHunts: AutoHuntRepository;
  missionCache: MissionCache;
  reminders: ReminderRepository;
  /** The inbox news groups players chose for web push, and their deliveries. */
  inboxPush: InboxPushRepository;
  contentUsage: ContentUsageRepository;
  push: PushSettings;
  /** A previewing admin's request (queries only): nothing is created either, not even a first game. */
  previewing?: boolean;
}

export function createGameDeps(
  db: Knex,
  content: GameContent,
  settings: GameSettings,
  clock: Clock = Date.now,
): GameDeps {
  return {
    db,
    content,
    clock,
    settings,
    players: new PlayerRepository(db),
    ledger: new LedgerRepository(db),
    combats: new CombatRepository(db),
    journal: new JournalRepository(db),
    grimoire: new GrimoireRepository(db),
    missions: new MissionRepository(db),
    exchanges: new ExchangeRepository(db),
    autoHunts: new AutoHuntRepository(),
    missionCache: new MissionCache(),
    reminders: new ReminderRepository(db),
    inboxPush: new InboxPushRepository(db),
    contentUsage: new ContentUsageRepository(db),
    push: settings.push ?? { vapid: null, allowHttpEndpoints: false },
  };
}
