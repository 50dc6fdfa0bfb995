import type { PlayerIdentity } from './tokens';

/** A benchmark player: an account, its access token and the client IP it calls from. */
export interface BenchPlayer extends PlayerIdentity {
  token: string;
  ip: string;
}

/** Where the bench talks to, from the running stack. */
export interface Targets {
  gatewayUrl: string;
  /** The game service's own origin (its /graphql and /internal routes). */
  gameUrl: string;
  appKey: string;
  gatewaySecret: string;
}

const APP_VERSION = '0.1.0';

/** A distinct client IP per player (10.77.x.y), so a per-IP limit never throttles the whole run. */
export function playerIp(index: number): string {
  return `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

/** The headers the game client sends on every gateway call. */
export function gatewayHeaders(player: BenchPlayer, appKey: string): Record<string, string> {
  return {
    'X-App-Key': appKey,
    'X-App-Version': APP_VERSION,
    Authorization: `Bearer ${player.token}`,
    'X-Forwarded-For': player.ip,
  };
}

/** First characters of an answer, for error messages. */
export function excerpt(text: string, length = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
}
