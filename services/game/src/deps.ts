import type { Clock } from './clock';
import type { Knex } from '@vh/kit';
import type { GameContent } from './content/gameContent';
import { AutoHuntRepository } from './repositories/autoHuntRepository';
import { CombatRepository } from './repositories/combatRepository';
import { ExchangeRepository } from './repositories/exchangeRepository';
import { GrimoireRepository } from './repositories/grimoireRepository';
import { JournalRepository } from './repositories/journalRepository';
import { MissionRepository } from './repositories/missionRepository';
import { PlayerRepository } from './repositories/playerRepository';
import { MissionCache } from './caches/missionCache';

/** Rules that come from configuration rather than content. */
export interface GameSettings {
  /** Epoch ms before which hunting is refused (docs/game-rules.md). */
  playStartsAt: number;
}

export interface GameDeps {
  db: Knex;
  content: GameContent;
  clock: Clock;
  settings: GameSettings;
  players: PlayerRepository;
  combats: CombatRepository;
  journal: JournalRepository;
  grimoire: GrimoireRepository;
  missions: MissionRepository;
  exchanges: ExchangeRepository;
  autoHunts: AutoHuntRepository;
  missionCache: MissionCache;
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
    combats: new CombatRepository(db),
    journal: new JournalRepository(db),
    grimoire: new GrimoireRepository(db),
    missions: new MissionRepository(db),
    exchanges: new ExchangeRepository(db),
    autoHunts: new AutoHuntRepository(),
    missionCache: new MissionCache(),
  };
}
