/** A deployed stack to load (LOAD_BASE_URL and its companions), read from the environment in one place. */
import type { Targets } from './client';
import type { AdminCredentials } from './remotePlayers';

export interface RemoteTarget {
  targets: Targets;
  admin: AdminCredentials;
  /** The game's database, to lift hunt cooldowns between iterations; null: hunting flows cannot run. */
  gameDatabaseUrl: string | null;
}

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** Null without LOAD_BASE_URL (our own test stack is used); every missing companion listed at once. */
export function remoteTarget(env: NodeJS.ProcessEnv): RemoteTarget | null {
  const baseUrl = nonEmpty(env.LOAD_BASE_URL);
  if (!baseUrl) return null;
  const appKey = nonEmpty(env.LOAD_APP_KEY);
  const adminPassword = nonEmpty(env.LOAD_ADMIN_PASSWORD);
  const adminTotpSecret = nonEmpty(env.LOAD_ADMIN_TOTP_SECRET);
  const missing = [
    ...(appKey ? [] : ['LOAD_APP_KEY (an API application key)']),
    ...(adminPassword ? [] : ['LOAD_ADMIN_PASSWORD (activates and stocks the load players)']),
    ...(adminTotpSecret ? [] : ["LOAD_ADMIN_TOTP_SECRET (the admin's second factor, base32)"]),
  ];
  if (!/^https?:\/\//.test(baseUrl)) missing.push(`LOAD_BASE_URL as http(s)://host[:port], not ${baseUrl}`);
  if (missing.length > 0) throw new Error(`LOAD_BASE_URL is set, so these are needed: ${missing.join('; ')}`);
  return {
    targets: { gatewayUrl: baseUrl.replace(/\/+$/, ''), gameUrl: null, appKey: appKey!, gatewaySecret: null },
    admin: {
      name: nonEmpty(env.LOAD_ADMIN_NAME) ?? 'admin',
      password: adminPassword!,
      totpSecret: adminTotpSecret!,
    },
    gameDatabaseUrl: nonEmpty(env.LOAD_GAME_DATABASE_URL),
  };
}
