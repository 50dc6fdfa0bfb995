import type { ContentSnapshotView, ExchangeClient, Knex, Logger, SanctionChecks } from '@vh/kit';
import { PlayerRepository } from './players/playerRepository';

export interface SocialDeps {
  db: Knex;
  players: PlayerRepository;
  /** Content's snapshot: gift items, emblem images, expedition targets. */
  content: ContentSnapshotView;
  /** The game's exchange call: how claimed gifts and expedition shares are paid. */
  exchange: Pick<ExchangeClient, 'exchange'>;
  logger: Logger;
  /** Whether a sanction closes gifts, the board or covens to a player (docs/sanctions.md). */
  sanctions: Pick<SanctionChecks, 'require'>;
  /** How long a new expedition runs (ms). */
  expeditionDurationMs: number;
  /** Analytics' base URL and the internal secret: the members' season points. */
  analytics: { url: string; sharedSecret: string };
  /** How often the coven ladder's points are refreshed from analytics (ms). */
  covenPointsIntervalMs: number;
}

export function createSocialDeps(options: Omit<SocialDeps, 'players'>): SocialDeps {
  return { ...options, players: new PlayerRepository(options.db) };
}
