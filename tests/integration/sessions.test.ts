import { Redis } from 'ioredis';
import { SESSION_CHANGES_CHANNEL, sessionGenerationKey } from '@vh/kit';
import { GatewayClient, sha256 } from '../kit/gateway';
import { activatedPlayer, adminClient, claimsOf, login, type TestPlayer } from '../kit/players';
import { enrolSecondFactor } from '../kit/secondFactor';
import { stackInfo } from '../kit/stackInfo';

interface Action {
  success: boolean;
  message: string;
}

/** How long an ended session may still be accepted anywhere (the bar). */
const CUT_OFF_MS = 1000;

/** Milliseconds until the token is refused with 401, polling; fails beyond the cut-off. */
async function msUntilRefused(client: GatewayClient, since: number): Promise<number> {
  for (;;) {
    const answer = await client.get<Action>('/api/clientUser/getme');
    const elapsed = Date.now() - since;
    if (answer.status === 401) {
      expect(answer.body.message).toBe('Session ended');
      return elapsed;
    }
    if (elapsed > CUT_OFF_MS) throw new Error(`token still accepted after ${elapsed} ms (${answer.status})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function expectWorking(client: GatewayClient): Promise<void> {
  expect((await client.get('/api/clientUser/getme')).status).toBe(200);
}

describe('ending sessions', () => {
  let admin: GatewayClient;
  let player: TestPlayer;

  beforeAll(async () => {
    admin = await adminClient();
  });

  beforeEach(async () => {
    player = await activatedPlayer();
    await expectWorking(player.client);
  });

  it('tokens carry the session generation', () => {
    expect(claimsOf(player.client.token!)).toMatchObject({ sub: player.id, gen: expect.any(Number) });
  });

  it('a ban refuses the old token within a second', async () => {
    const banned = await admin.request('PUT', '/api/user', { json: { id: player.id, userRole: 666 } });
    expect(banned.status).toBe(200);
    expect(await msUntilRefused(player.client, Date.now())).toBeLessThan(CUT_OFF_MS);
    expect((await player.client.get('/api/Game/hunt')).status).toBe(401);
  });

  it('a deleted account cannot play on with its old token (nor recreate its game data)', async () => {
    const deleted = await admin.request<Action>('DELETE', `/api/user/${player.id}`);
    expect(deleted.body.success).toBe(true);
    expect(await msUntilRefused(player.client, Date.now())).toBeLessThan(CUT_OFF_MS);
    const hunt = await player.client.get('/api/Game/quickhunt');
    expect(hunt.status).toBe(401);
  });

  it('a demoted admin loses admin rights at once and cannot promote themselves back', async () => {
    await admin.request('PUT', '/api/user', { json: { id: player.id, userRole: 100 } });
    // The promotion ended the player's token too; a new login carries the admin role, and admin
    // operations need the second factor on top.
    await msUntilRefused(player.client, Date.now());
    const passwordOnly = player.client.withToken(await login(player.client, player.name, player.password));
    const asAdmin = player.client.withToken((await enrolSecondFactor(passwordOnly)).token);
    expect((await asAdmin.get(`/api/user/GetByName/${player.name}`)).status).toBe(200);

    await admin.request('PUT', '/api/user', { json: { id: player.id, userRole: 1 } });
    expect(await msUntilRefused(asAdmin, Date.now())).toBeLessThan(CUT_OFF_MS);
    const selfPromotion = await asAdmin.request('PUT', '/api/user', {
      json: { id: player.id, userRole: 100 },
    });
    expect(selfPromotion.status).toBe(401);
    const afterwards = await admin.get<{ userRole: number }>(`/api/user/GetByName/${player.name}`);
    expect(afterwards.body.userRole).toBe(1);
  });

  it('a password change ends every other session; the changing one goes on with a new token', async () => {
    const otherDevice = player.client.withToken(
      await login(new GatewayClient(), player.name, player.password),
    );
    const changed = await player.client.graphql<{ updatePassword: Action & { accessToken: string } }>(
      `mutation($current: String!, $next: String!) {
        updatePassword(currentPassword: $current, newPassword: $next) { success message accessToken }
      }`,
      { current: sha256(player.password), next: sha256('a new password') },
    );
    expect(changed.body.data?.updatePassword).toMatchObject({ success: true, message: 'Successful Changed' });
    const since = Date.now();
    expect(await msUntilRefused(otherDevice, since)).toBeLessThan(CUT_OFF_MS);
    expect(await msUntilRefused(player.client, since)).toBeLessThan(CUT_OFF_MS);
    await expectWorking(player.client.withToken(changed.body.data!.updatePassword.accessToken));
  });

  it('a player can log out everywhere', async () => {
    const otherDevice = player.client.withToken(
      await login(new GatewayClient(), player.name, player.password),
    );
    const answer = await player.client.post<Action>('/api/user/LogoutEverywhere');
    expect(answer.body).toEqual({ success: true, message: 'You have been logged out on every device' });
    const since = Date.now();
    expect(await msUntilRefused(player.client, since)).toBeLessThan(CUT_OFF_MS);
    expect(await msUntilRefused(otherDevice, since)).toBeLessThan(CUT_OFF_MS);
    await expectWorking(player.client.withToken(await login(player.client, player.name, player.password)));
  });

  it('a token the gateway remembers as verified is refused at once when its session ends', async () => {
    // Several requests: the gateway verified the signature once and now answers from its memory.
    for (let request = 0; request < 3; request++) await expectWorking(player.client);
    const answer = await player.client.post<Action>('/api/user/LogoutEverywhere');
    expect(answer.body.success).toBe(true);
    expect(await msUntilRefused(player.client, Date.now())).toBeLessThan(CUT_OFF_MS);
    // And stays refused: the remembered verification does not bring the token back.
    expect((await player.client.get('/api/Game/quickhunt')).status).toBe(401);
  });

  it('an ended session stays ended when Redis loses its copies (identity is asked again)', async () => {
    await admin.request('PUT', '/api/user', { json: { id: player.id, userRole: 666 } });
    await msUntilRefused(player.client, Date.now());
    const other = await activatedPlayer();
    const redis = new Redis(stackInfo().redisUrl);
    try {
      // Only the session copies go (the suites share this Redis db); the announcement makes every
      // gateway drop its own copy, so the next check must fall back to identity's database.
      const copies = await redis.keys(sessionGenerationKey('*'));
      if (copies.length > 0) await redis.del(...copies);
      await redis.publish(SESSION_CHANGES_CHANNEL, player.id);
    } finally {
      redis.disconnect();
    }
    expect((await player.client.get('/api/clientUser/getme')).status).toBe(401);
    await expectWorking(other.client);
  });
});
