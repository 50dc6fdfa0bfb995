import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_DIR } from '@vh/scripts/lib/paths';
import { GatewayClient, sha256 } from './gateway';
import { linkToken, waitForMail } from './mailbox';
import { adminTotpSecret, freshTotpCode } from './secondFactor';
import { stackInfo } from './stackInfo';

export interface TestPlayer {
  id: string;
  name: string;
  email: string;
  password: string;
  client: GatewayClient;
}

export function uniqueName(prefix = 'p'): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

/**
 * Logs in from the client's address; any token it holds stays out of the call (it may have ended).
 * An admin adds `otp`, the second factor's code.
 */
export async function login(
  client: GatewayClient,
  name: string,
  password: string,
  otp?: string,
): Promise<string> {
  const answer = await client
    .withToken(null)
    .post<{ success: boolean; access_token: string; message: string }>('/api/user/login', {
      multipart: { username: name, password: sha256(password), ...(otp ? { otp } : {}) },
    });
  if (!answer.body.success) throw new Error(`login of ${name} failed: ${answer.text}`);
  return answer.body.access_token;
}

/** Registers through the REST facade; the account is not activated yet. */
export async function registerPlayer(name = uniqueName(), password = 'correct horse'): Promise<TestPlayer> {
  const client = new GatewayClient();
  const email = `${name}@example.com`;
  const answer = await client.post<{ success: boolean }>('/api/user/register', {
    form: { username: name, password: sha256(password), email },
  });
  if (answer.status !== 200) throw new Error(`registration failed: ${answer.text}`);
  const token = await login(client, name, password);
  const me = await client.withToken(token).get<{ id: string }>('/api/clientUser/getme');
  return { id: me.body.id, name, email, password, client: client.withToken(token) };
}

/** A player as after the activation mail and a fresh login: role user. */
export async function activatedPlayer(name = uniqueName()): Promise<TestPlayer> {
  const player = await registerPlayer(name);
  const mail = await waitForMail(player.email, 'Activate');
  const activation = await player.client.get(
    `/api/user/ActivateAccount/${linkToken(mail, 'activateAccount')}`,
  );
  if (activation.status !== 200) throw new Error(`activation failed: ${activation.text}`);
  const token = await login(player.client, player.name, player.password);
  return { ...player, client: player.client.withToken(token) };
}

export const ADMIN_NAME = 'admin';
export const adminPassword = () => process.env.ADMIN_PASSWORD ?? 'admin';
/** The seeded admin's token of the running stack, shared by every suite of the run. */
const ADMIN_TOKEN_FILE = path.join(LOCAL_DIR, 'test-admin-token.json');

/**
 * The seeded admin's sign-in with password and second factor, once per stack run: a code is good
 * for one sign-in, and suites would otherwise queue for fresh ones. The run is known by its stack
 * file's gateway and Kafka namespace (new for every run).
 */
async function adminToken(client: GatewayClient): Promise<string> {
  const stack = stackInfo();
  const run = `${stack.gatewayUrl} ${stack.kafkaNamespace}`;
  const kept = fs.existsSync(ADMIN_TOKEN_FILE)
    ? (JSON.parse(fs.readFileSync(ADMIN_TOKEN_FILE, 'utf8')) as { run: string; token: string })
    : null;
  if (kept?.run === run) return kept.token;
  const code = await freshTotpCode(adminTotpSecret(), stack.gatewayUrl);
  const token = await login(client, ADMIN_NAME, adminPassword(), code);
  fs.writeFileSync(ADMIN_TOKEN_FILE, JSON.stringify({ run, token }), { mode: 0o600 });
  return token;
}

/** A client signed in as the seeded admin, second factor passed. */
export async function adminClient(): Promise<GatewayClient> {
  const client = new GatewayClient();
  return client.withToken(await adminToken(client));
}

/** Decodes a JWT payload without verifying it (the gateway verifies; tests read claims). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}
