/**
 * Account steps every way of preparing players shares: registration and login as the client does them,
 * the first getme that creates a player's game, and a bounded parallel loop for the set-up calls.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { RoleName } from '@vh/kit';
import { anonymousHeaders, excerpt, gatewayHeaders, type LoadPlayer, type Targets } from './client';

/** What a scenario needs of its players. */
export interface PlayerNeeds {
  count: number;
  /** 'admin' for the admin pages; every other flow plays as a user. */
  role: Extract<RoleName, 'user' | 'admin'>;
  /** A real password (registration, argon2), for flows that log in; otherwise tokens are minted. */
  password: boolean;
}

/** Set-up calls in flight at once: quick, without a burst the services would queue. */
export const SETUP_PARALLELISM = 16;

/** The client sends the SHA-256 hex of the password, never the password itself. */
export const passwordDigest = (password: string) => createHash('sha256').update(password).digest('hex');

export const newPassword = () => randomBytes(12).toString('base64url');

/** Account names of one run: `ld<run>_<n>`, within identity's 3 to 20 characters of [A-Za-z0-9_-]. */
export function accountNames(count: number): string[] {
  const run = randomBytes(3).toString('hex');
  return Array.from({ length: count }, (_, index) => `ld${run}_${String(index).padStart(4, '0')}`);
}

/** Runs `work` over `items` with at most `limit` calls in flight. */
export async function forEachLimited<T>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function answerOf(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${what} answered ${response.status}: ${excerpt(text)}`);
  return JSON.parse(text) as unknown;
}

/** POST /api/user/register as the client sends it; the account is not activated yet. */
export async function registerAccount(targets: Targets, name: string, password: string, ip: string) {
  const form = new URLSearchParams({
    username: name,
    password: passwordDigest(password),
    email: `${name}@example.com`,
  });
  const answer = (await answerOf(
    await fetch(`${targets.gatewayUrl}/api/user/register`, {
      method: 'POST',
      headers: anonymousHeaders(ip, targets.appKey),
      body: form,
    }),
    `registration of ${name}`,
  )) as { success?: boolean; message?: string };
  if (!answer.success) throw new Error(`registration of ${name} refused: ${answer.message}`);
}

/** POST /api/user/login: the access token. */
/** A login as the client sends it; an admin adds `otp`, its second factor's current code. */
export async function logIn(
  targets: Targets,
  name: string,
  password: string,
  ip: string,
  otp?: string,
): Promise<string> {
  const answer = (await answerOf(
    await fetch(`${targets.gatewayUrl}/api/user/login`, {
      method: 'POST',
      headers: anonymousHeaders(ip, targets.appKey),
      body: new URLSearchParams({
        username: name,
        password: passwordDigest(password),
        ...(otp ? { otp } : {}),
      }),
    }),
    `login of ${name}`,
  )) as { success?: boolean; access_token?: string | null; message?: string };
  if (!answer.success || !answer.access_token) throw new Error(`login of ${name} refused: ${answer.message}`);
  return answer.access_token;
}

interface MeAnswer {
  inventory?: { itemId: number; item: { itemType: { shortName: string } | null } | null }[];
}

/** The first getme creates the player's game with the starter kit; answers the bait's item id. */
export async function startGame(targets: Targets, player: LoadPlayer): Promise<number> {
  const me = (await answerOf(
    await fetch(`${targets.gatewayUrl}/api/clientUser/getme`, {
      headers: gatewayHeaders(player, targets.appKey),
    }),
    `getme of ${player.name}`,
  )) as MeAnswer;
  const bait = me.inventory?.find((entry) => entry.item?.itemType?.shortName === 'bait');
  if (!bait) throw new Error(`${player.name} has no bait after getme`);
  return bait.itemId;
}
