import type { PlayerIdentity } from './tokens';

/** A load player: an account, its access token and the client IP it calls from. */
export interface LoadPlayer extends PlayerIdentity {
  token: string;
  ip: string;
  /** The password the client would hash, for accounts made through registration (login flows). */
  password?: string;
}

/** Where the load goes: the gateway, and the game's own origin when the stack is ours. */
export interface Targets {
  gatewayUrl: string;
  /** The game service's own origin (its /graphql and /internal routes); null for a deployed stack. */
  gameUrl: string | null;
  appKey: string;
  /** The gateway's shared secret (internal tokens); null for a deployed stack. */
  gatewaySecret: string | null;
}

const APP_VERSION = '0.1.0';

/** A distinct client IP per player (10.77.x.y), so a per-IP limit never throttles the whole run. */
export function playerIp(index: number): string {
  return `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

/** The headers the game client sends before it holds a token (registration, login). */
export function anonymousHeaders(ip: string, appKey: string): Record<string, string> {
  return { 'X-App-Key': appKey, 'X-App-Version': APP_VERSION, 'X-Forwarded-For': ip };
}

/** The headers the game client sends on every signed-in gateway call. */
export function gatewayHeaders(player: LoadPlayer, appKey: string): Record<string, string> {
  return { ...anonymousHeaders(player.ip, appKey), Authorization: `Bearer ${player.token}` };
}

/** First characters of an answer, for error messages. */
export function excerpt(text: string, length = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
}

/** A form body (application/x-www-form-urlencoded) as the client posts it. */
export function formBody(fields: Record<string, string | number | boolean>): URLSearchParams {
  return new URLSearchParams(
    Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)]),
  );
}
