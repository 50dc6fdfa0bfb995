/**
 * Players on a deployed stack (LOAD_BASE_URL), through its public API only: accounts registered as the
 * client registers them, activated, stocked with bait and gold by the admin account (its routes for
 * support), then logged in. The admin scenario's players all act as that admin.
 */
import {
  SETUP_PARALLELISM,
  accountNames,
  forEachLimited,
  logIn,
  newPassword,
  registerAccount,
  startGame,
  type PlayerNeeds,
} from './accounts';
import { excerpt, formBody, gatewayHeaders, playerIp, type LoadPlayer, type Targets } from './client';
import { freshTotpCode } from '@vh/tests/kit/secondFactor';
import { BAIT_CREDIT, GOLD, GOLD_CREDIT } from './players';

export interface AdminCredentials {
  name: string;
  password: string;
  /** The admin's second factor: admin operations need a session that passed it. */
  totpSecret: string;
}

/** The admin's own calls come from an address of their own, apart from the players'. */
const ADMIN_IP = '10.78.0.1';

type AdminCall = (method: string, path: string, body?: Record<string, unknown>) => Promise<unknown>;

function adminCaller(targets: Targets, admin: LoadPlayer): AdminCall {
  return async (method, path, body) => {
    const json = body && method !== 'POST';
    const response = await fetch(`${targets.gatewayUrl}${path}`, {
      method,
      headers: {
        ...gatewayHeaders(admin, targets.appKey),
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      body: json ? JSON.stringify(body) : body && formBody(body as Record<string, string | number>),
    });
    const text = await response.text();
    if (response.status !== 200)
      throw new Error(`${method} ${path} answered ${response.status}: ${excerpt(text)}`);
    return JSON.parse(text) as unknown;
  };
}

async function signedInAdmin(targets: Targets, credentials: AdminCredentials): Promise<LoadPlayer> {
  const otp = await freshTotpCode(credentials.totpSecret, targets.gatewayUrl);
  const token = await logIn(targets, credentials.name, credentials.password, ADMIN_IP, otp);
  const stub: LoadPlayer = { userId: '', name: credentials.name, role: 'admin', token, ip: ADMIN_IP };
  const account = (await adminCaller(targets, stub)('GET', `/api/user/GetByName/${credentials.name}`)) as {
    id: string;
  };
  return { ...stub, userId: account.id };
}

/** One player: registered, activated by the admin, signed in, its game started and stocked. */
async function preparePlayer(
  targets: Targets,
  admin: AdminCall,
  name: string,
  ip: string,
): Promise<LoadPlayer> {
  const password = newPassword();
  await registerAccount(targets, name, password, ip);
  const { id } = (await admin('GET', `/api/user/GetByName/${name}`)) as { id: string };
  // A role change activates the account (and ends its sessions: log in only afterwards).
  await admin('PUT', '/api/user', { id, userRole: 1 });
  const player: LoadPlayer = {
    userId: id,
    name,
    role: 'user',
    ip,
    password,
    token: await logIn(targets, name, password, ip),
  };
  const baitItemId = await startGame(targets, player);
  await admin('POST', '/api/user/AddInventoryItem', {
    userId: id,
    itemId: baitItemId,
    deltaAmount: BAIT_CREDIT,
  });
  await admin('PUT', '/api/user', { id, currencies: [{ shortName: GOLD, value: GOLD_CREDIT }] });
  return player;
}

export async function setUpRemotePlayers(
  targets: Targets,
  credentials: AdminCredentials,
  needs: PlayerNeeds,
): Promise<LoadPlayer[]> {
  const admin = await signedInAdmin(targets, credentials);
  if (needs.role === 'admin') {
    return Array.from({ length: needs.count }, (_, index) => ({ ...admin, ip: playerIp(index) }));
  }
  const call = adminCaller(targets, admin);
  const names = accountNames(needs.count);
  const players: LoadPlayer[] = [];
  await forEachLimited(names, SETUP_PARALLELISM, async (name, index) => {
    players[index] = await preparePlayer(targets, call, name, playerIp(index));
  });
  return players;
}
