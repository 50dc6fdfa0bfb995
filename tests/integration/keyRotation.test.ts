/**
 * Rotating identity's signing keys on the running stack (docs/security.md#rotating-keys-and-secrets):
 * `npm run keys:rotate -- --file` rotates the test stack's key set file, which identity reads again
 * while it runs. Players keep playing through the rotation; nobody is signed out and no request fails.
 */
import { spawnSync } from 'node:child_process';
import { createPrivateKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseSigningKeySet, publicJwkOf } from '@vh/kit';
import { ROOT } from '@vh/scripts/lib/paths';
import { GatewayClient } from '../kit/gateway';
import { activatedPlayer, login, type TestPlayer } from '../kit/players';
import { stackInfo } from '../kit/stackInfo';

const kidOfKey = (pem: string) => publicJwkOf(createPrivateKey(pem)).kid;
const kidOfToken = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid: string }).kid;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function keysFile(): string {
  const file = stackInfo().jwtKeysFile;
  if (!file) throw new Error('this stack has no key set file to rotate');
  return file;
}

const keySet = () => parseSigningKeySet(fs.readFileSync(keysFile(), 'utf8'));

/** The project's command, as an operator runs it on a key set file. */
function rotate(): void {
  const result = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    [path.join(ROOT, 'scripts', 'keys.ts'), 'rotate', '--file', keysFile()],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`keys:rotate failed: ${result.stderr}`);
}

async function publishedKids(): Promise<string[]> {
  const answer = await new GatewayClient().get<{ keys: { kid: string }[] }>('/.well-known/jwks.json');
  expect(answer.status).toBe(200);
  return answer.body.keys.map((key) => key.kid);
}

/** Logs in until identity signs with `kid` (it reads the rotated file within a moment). */
async function tokenSignedWith(player: TestPlayer, kid: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const token = await login(player.client, player.name, player.password);
    if (kidOfToken(token) === kid) return token;
    if (Date.now() > deadline) throw new Error(`identity still signs with ${kidOfToken(token)}, not ${kid}`);
    await sleep(200);
  }
}

interface Outcome {
  what: string;
  status: number;
}

/**
 * Players calling the gateway back to back (their profile from identity, their journal from the
 * game), each with the token it holds, until stopped; one of them signs in again and again, and plays
 * on with each new token. Every answer is recorded.
 */
function playUnderLoad(players: TestPlayer[]) {
  const outcomes: Outcome[] = [];
  let running = true;
  const tokens = new Map(players.map((player) => [player.id, player.client.token!]));
  const play = async (player: TestPlayer) => {
    while (running) {
      const client = player.client.withToken(tokens.get(player.id)!);
      for (const route of ['/api/clientUser/getme', '/api/Journal']) {
        const answer = await client.get(route);
        outcomes.push({ what: `${route} ${kidOfToken(tokens.get(player.id)!)}`, status: answer.status });
      }
    }
  };
  const signIn = async (player: TestPlayer) => {
    while (running) {
      // From a new address each time: logins are limited per address.
      const token = await login(new GatewayClient(), player.name, player.password).catch((error: Error) => {
        outcomes.push({ what: `login: ${error.message}`, status: 0 });
        return null;
      });
      if (token) {
        outcomes.push({ what: 'login', status: 200 });
        tokens.set(player.id, token);
      }
      await sleep(250);
    }
  };
  const loops = [...players.map(play), signIn(players[0]!)];
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe('rotating the signing keys', () => {
  let players: TestPlayer[];

  beforeAll(async () => {
    players = await Promise.all(Array.from({ length: 6 }, () => activatedPlayer()));
  });

  it('signs nobody out and fails no request while the keys rotate under load', async () => {
    const before = keySet();
    const oldKid = kidOfKey(before.current);
    const nextKid = kidOfKey(before.next!);
    // The JWKS carries the current and the next key before the rotation.
    expect(await publishedKids()).toEqual([oldKid, nextKid]);
    const oldToken = players[1]!.client.token!;
    expect(kidOfToken(oldToken)).toBe(oldKid);

    const load = playUnderLoad(players);
    await sleep(1000);
    rotate();
    const after = keySet();
    expect(kidOfKey(after.current)).toBe(nextKid);
    // New tokens are signed with the promoted key, and work at once.
    const newToken = await tokenSignedWith(players[2]!, nextKid);
    expect((await players[2]!.client.withToken(newToken).get('/api/clientUser/getme')).status).toBe(200);
    await sleep(1500);
    await load.stop();

    const failed = load.outcomes.filter((outcome) => outcome.status !== 200);
    expect(failed).toEqual([]);
    expect(load.outcomes.length).toBeGreaterThan(50);
    // Requests were served with tokens of both keys.
    expect(load.outcomes.some((outcome) => outcome.what.endsWith(oldKid))).toBe(true);
    expect(load.outcomes.some((outcome) => outcome.what.endsWith(nextKid))).toBe(true);

    // The JWKS now carries the new current key, a new next one and the old key, whose tokens live on.
    const published = await publishedKids();
    expect(published).toEqual([nextKid, kidOfKey(after.next!), oldKid]);
    for (const player of players) expect((await player.client.get('/api/clientUser/getme')).status).toBe(200);
    expect((await players[1]!.client.withToken(oldToken).get('/api/Journal')).status).toBe(200);
  });

  it('a second rotation, to a key the gateway never saw, fails no request either', async () => {
    // The gateway learns the new next key at its next refresh (every minute) or, as here, when a
    // token names it: every request waits for that one refresh.
    const before = keySet();
    const oldestKid = kidOfToken(players[1]!.client.token!);
    const load = playUnderLoad(players);
    await sleep(500);
    rotate();
    const newKid = kidOfKey(before.next!);
    const newToken = await tokenSignedWith(players[3]!, newKid);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => players[3]!.client.withToken(newToken).get('/api/clientUser/getme')),
    );
    await sleep(1000);
    await load.stop();

    expect(burst.map((answer) => answer.status)).toEqual(burst.map(() => 200));
    expect(load.outcomes.filter((outcome) => outcome.status !== 200)).toEqual([]);
    expect(await publishedKids()).toEqual(expect.arrayContaining([newKid, oldestKid]));
    // Tokens of both retired keys are still good until they expire.
    expect((await players[1]!.client.get('/api/clientUser/getme')).status).toBe(200);
  });
});
