import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { GatewayClient, sha256 } from '../kit/gateway';
import { linkToken, waitForMail } from '../kit/mailbox';
import { activatedPlayer, adminClient, claimsOf, login, registerPlayer, uniqueName } from '../kit/players';

type Action = { success: boolean; message: string; code?: string };

describe('registration', () => {
  const client = new GatewayClient();

  it('registers, mails an activation link and logs in with role notActivated', async () => {
    const name = uniqueName();
    const answer = await client.post<Action>('/api/user/register', {
      form: { username: name, password: sha256('pw'), email: `${name}@example.com` },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const mail = await waitForMail(`${name}@example.com`, 'Activate');
    expect(mail.text).toContain(`${'http://localhost:4100'}/activateAccount/`);
    const token = await login(client, name, 'pw');
    expect(claimsOf(token)).toMatchObject({ name, role: 'notActivated' });
  });

  it.each([
    [
      'a bad e-mail',
      { username: uniqueName(), password: sha256('x'), email: 'not-an-email' },
      400,
      'Please enter a valid email address',
    ],
    [
      'an e-mail ending too long',
      { username: uniqueName(), password: sha256('x'), email: 'a@b.toolong' },
      400,
      'Please enter a valid email address',
    ],
    [
      'a plain password',
      { username: uniqueName(), password: 'hunter2', email: 'x@example.com' },
      400,
      'SHA-256 hex digest',
    ],
    [
      'a short username',
      { username: 'ab', password: sha256('x'), email: 'y@example.com' },
      400,
      '3 to 20 characters',
    ],
    [
      'a username with spaces',
      { username: 'a b c', password: sha256('x'), email: 'z@example.com' },
      400,
      '3 to 20 characters',
    ],
  ])('refuses %s', async (_case, form, status, message) => {
    const answer = await client.post<Action>('/api/user/register', { form });
    expect(answer.status).toBe(status);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toContain(message);
  });

  it('refuses missing fields with 400', async () => {
    const answer = await client.post<Action>('/api/user/register', { form: { username: uniqueName() } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Missing field: password');
  });

  it('refuses duplicate names (regardless of case) with 409; a taken e-mail is told only to its owner', async () => {
    const player = await registerPlayer();
    const sameName = await client.post<Action>('/api/user/register', {
      form: {
        username: player.name.toUpperCase(),
        password: sha256('x'),
        email: `${uniqueName()}@example.com`,
      },
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toBe('This username is already taken');
    const attemptedName = uniqueName();
    const sameEmail = await client.post<Action>('/api/user/register', {
      form: { username: attemptedName, password: sha256('x'), email: player.email.toUpperCase() },
    });
    expect(sameEmail.status).toBe(200);
    expect(sameEmail.body.message).toContain('You have successfully registered an account!');
    const notice = await waitForMail(player.email, 'Your Vampire Hunt account');
    expect(notice.text).toContain(attemptedName);
    const attempted = await new GatewayClient().post<Action>('/api/user/login', {
      form: { username: attemptedName, password: sha256('x') },
    });
    expect(attempted.body).toMatchObject({ success: false, message: 'Wrong username or password' });
  });

  it('rate-limits registrations per client IP with 429', async () => {
    const flooder = new GatewayClient();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const answer = await flooder.post('/api/user/register', {
        form: { username: uniqueName(), password: sha256('x'), email: `${uniqueName()}@example.com` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('gateway edge', () => {
  it('refuses calls without or with an unknown application key (403)', async () => {
    const missing = await new GatewayClient(undefined, null).get<Action>('/api/clientUser/getme');
    expect(missing.status).toBe(403);
    expect(missing.body.message).toBe('Missing application key (X-App-Key)');
    const unknown = await new GatewayClient(undefined, 'wrong-key').get<Action>('/api/clientUser/getme');
    expect(unknown.status).toBe(403);
    expect(unknown.body.message).toBe('Unknown application key');
  });

  it('answers 401 without a token, and for forged, expired and undecodable tokens', async () => {
    const player = await activatedPlayer();
    const secrets = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../../.local/secrets.json'), 'utf8'),
    ) as {
      jwtPrivateKey: string;
    };
    const kid = (jwt.decode(player.client.token!, { complete: true })!.header.kid as string) ?? '';
    const claims = { name: player.name, role: 'admin' };
    const options = {
      algorithm: 'ES256' as const,
      keyid: kid,
      subject: player.id,
      issuer: 'vh-identity',
      audience: 'vh-game',
    };
    const forged = jwt.sign(claims, generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey, options);
    const expired = jwt.sign(
      { ...claims, exp: Math.floor(Date.now() / 1000) - 60 },
      secrets.jwtPrivateKey,
      options,
    );

    const anonymous = await new GatewayClient().get('/api/clientUser/getme');
    expect(anonymous.status).toBe(401);
    for (const token of [forged, expired, 'not.a.token', 'garbage']) {
      const answer = await player.client.withToken(token).get<Action>('/api/clientUser/getme');
      expect(answer.status).toBe(401);
    }
    const expiredAnswer = await player.client.withToken(expired).get<Action>('/api/clientUser/getme');
    expect(expiredAnswer.body.message).toBe('Token expired');
    const graphql = await player.client.withToken(forged).graphql('{ me { id } }');
    expect(graphql.status).toBe(401);
  });

  it('subgraphs refuse calls that do not come through the gateway', async () => {
    const response = await fetch('http://127.0.0.1:4101/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(response.status).toBe(401);
  });

  it('answers the version as text and publishes an OpenAPI document of the facade', async () => {
    const client = new GatewayClient();
    const version = await client.get('/api/version/');
    expect(version.status).toBe(200);
    expect(version.text).toBe('0.1.0');
    const openApi = await client.get<{ paths: Record<string, unknown> }>('/api/openapi.json');
    expect(Object.keys(openApi.body.paths)).toEqual(
      expect.arrayContaining(['/api/user/register', '/api/user/login', '/api/user/ActivateAccount/{id}']),
    );
  });

  it('answers 404 with a message for unknown API calls and 400 for malformed bodies', async () => {
    const client = new GatewayClient();
    const unknown = await client.get<Action>('/api/does/not/exist');
    expect(unknown.status).toBe(404);
    const malformed = await client.request<Action>('PUT', '/api/user', { json: '{broken' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Malformed request body');
  });
});

describe('login', () => {
  it('answers success false with a message for a wrong password or an unknown user', async () => {
    const player = await registerPlayer();
    const client = new GatewayClient();
    const wrong = await client.post<Action>('/api/user/login', {
      multipart: { username: player.name, password: sha256('wrong') },
    });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({
      success: false,
      access_token: null,
      message: 'Wrong username or password',
    });
    const unknown = await client.post<Action>('/api/user/login', {
      form: { username: uniqueName(), password: sha256('x') },
    });
    expect(unknown.body).toMatchObject({ success: false, message: 'Wrong username or password' });
  });

  it('refuses a malformed password hash with 400 (the documented pattern)', async () => {
    const answer = await new GatewayClient().post<Action>('/api/user/login', {
      form: { username: 'admin', password: 'admin' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('SHA-256 hex digest');
  });

  it('delays unknown clients after repeated failures (429), never the owner on a known device', async () => {
    const player = await activatedPlayer();
    const owner = new GatewayClient();
    const first = await owner.post<{ success: boolean; device_token: string }>('/api/user/login', {
      form: { username: player.name, password: sha256(player.password) },
    });
    expect(first.body.device_token).toMatch(/^[\w-]{22}\.\d+\.[\w-]{43}$/);

    // Ten guesses from ten addresses: unknown clients now wait, progressively longer.
    for (let i = 0; i < 10; i += 1) {
      await new GatewayClient().post('/api/user/login', {
        form: { username: player.name, password: sha256(`bad${i}`) },
      });
    }
    const unknownClient = await new GatewayClient().post<Action>('/api/user/login', {
      form: { username: player.name, password: sha256(player.password) },
    });
    expect(unknownClient.status).toBe(429);
    expect(unknownClient.body.message).toContain('Too many failed logins');
    expect(Number(unknownClient.headers.get('retry-after'))).toBeGreaterThan(0);

    const knownDevice = await owner.post<{ success: boolean; device_token: string }>('/api/user/login', {
      form: {
        username: player.name,
        password: sha256(player.password),
        device_token: first.body.device_token,
      },
    });
    expect(knownDevice.status).toBe(200);
    expect(knownDevice.body.success).toBe(true);
    expect(knownDevice.body.device_token.split('.')[0]).toBe(first.body.device_token.split('.')[0]);

    // A device token is bound to its account: for another account it counts as an unknown client.
    const other = await activatedPlayer();
    const borrowed = await owner.post<{ success: boolean; device_token: string }>('/api/user/login', {
      form: { username: other.name, password: sha256(other.password), device_token: first.body.device_token },
    });
    expect(borrowed.body.success).toBe(true);
    expect(borrowed.body.device_token.split('.')[0]).not.toBe(first.body.device_token.split('.')[0]);
  });

  it('lets parallel guesses from unknown clients through no faster than the delays allow', async () => {
    const player = await activatedPlayer();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new GatewayClient().post('/api/user/login', {
          form: { username: player.name, password: sha256(`guess${i}`) },
        }),
      ),
    );
    const tried = answers.filter((answer) => answer.status === 200).length;
    // Five free attempts, then one per (growing) delay: 20 parallel guesses cannot all be tried.
    expect(tried).toBeGreaterThanOrEqual(5);
    expect(tried).toBeLessThanOrEqual(6);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20 - tried);
  });

  it('works through GraphQL too', async () => {
    const player = await activatedPlayer();
    const answer = await new GatewayClient().graphql<{ login: { success: boolean; accessToken: string } }>(
      'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { success accessToken message } }',
      { u: player.name, p: sha256(player.password) },
    );
    expect(answer.body.data?.login.success).toBe(true);
    expect(claimsOf(answer.body.data!.login.accessToken)).toMatchObject({ sub: player.id, role: 'user' });
  });
});

describe('activation', () => {
  it('activates once; the link cannot be reused; the next login has role user', async () => {
    const player = await registerPlayer();
    const token = linkToken(await waitForMail(player.email, 'Activate'), 'activateAccount');
    const first = await player.client.get(`/api/user/ActivateAccount/${token}`);
    expect(first.status).toBe(200);
    expect(first.text).toBe('Your account has been activated! You can now log in.');
    const again = await player.client.get(`/api/user/ActivateAccount/${token}`);
    expect(again.status).toBe(404);
    expect(again.text).toContain('invalid, already used or expired');
    const newToken = await login(player.client, player.name, player.password);
    expect(claimsOf(newToken).role).toBe('user');
  });

  it('refuses malformed tokens with 400 (well-formed unknown ones: 404)', async () => {
    const answer = await new GatewayClient().get('/api/user/ActivateAccount/not-a-real-token');
    expect(answer.status).toBe(400);
  });

  it('resends the activation mail, voiding the earlier link', async () => {
    const player = await registerPlayer();
    const firstLink = linkToken(await waitForMail(player.email, 'Activate'), 'activateAccount');
    const resend = await player.client.get<Action>('/api/user/resendActivationMail');
    expect(resend.status).toBe(200);
    expect(resend.body.success).toBe(true);
    const second = await waitForMail(player.email, 'Activate', 1);
    expect(linkToken(second, 'activateAccount')).not.toBe(firstLink);
    expect((await player.client.get(`/api/user/ActivateAccount/${firstLink}`)).status).toBe(404);
    expect(
      (await player.client.get(`/api/user/ActivateAccount/${linkToken(second, 'activateAccount')}`)).status,
    ).toBe(200);
  });

  it('refuses to resend for an activated account (409) or without a token (401)', async () => {
    const player = await activatedPlayer();
    const answer = await player.client.get<Action>('/api/user/resendActivationMail');
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Your account is already activated');
    expect((await new GatewayClient().get('/api/user/resendActivationMail')).status).toBe(401);
  });
});

describe('the signed-in player', () => {
  it('reads getme through REST and me through GraphQL', async () => {
    const player = await activatedPlayer();
    const rest = await player.client.get<Record<string, unknown>>('/api/clientUser/getme');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      id: player.id,
      name: player.name,
      email: player.email,
      userRole: 1,
      patreonType: 0,
    });
    const graphql = await player.client.graphql<{ me: Record<string, unknown> }>(
      '{ me { id name role userRole } }',
    );
    expect(graphql.body.data?.me).toEqual({ id: player.id, name: player.name, role: 'USER', userRole: 1 });
  });
});

describe('forgotten password', () => {
  it('mails a reset link whose redemption shows a new working password once and mails none', async () => {
    const player = await activatedPlayer();
    const client = new GatewayClient();
    const request = await client.post<Action>('/api/user/ForgotPasswordRequest', {
      multipart: { username: player.name },
    });
    expect(request.status).toBe(200);
    expect(request.body.message).toBe('Email sent to your email address');
    const token = linkToken(await waitForMail(player.email, 'Reset'), 'forgotPasswordRetrieve');
    const retrieve = await client.post('/api/user/ForgotPasswordRetrieve/', { multipart: { token } });
    expect(retrieve.status).toBe(200);
    const newPassword = /Your new password is: (\S+)/.exec(retrieve.text)![1]!;
    await expect(login(client, player.name, newPassword)).resolves.toBeTruthy();
    await expect(login(client, player.name, player.password)).rejects.toThrow();
    const notice = await waitForMail(player.email, 'password was reset');
    expect(notice.text).not.toContain(newPassword);
    expect((await player.client.get('/api/clientUser/getme')).status).toBe(401);
    const reused = await client.post('/api/user/ForgotPasswordRetrieve/', { multipart: { token } });
    expect(reused.status).toBe(404);
  });

  it('answers unknown names as it answers known ones (no mail), and 400 without a username', async () => {
    const client = new GatewayClient();
    const unknown = await client.post<Action>('/api/user/ForgotPasswordRequest', {
      form: { username: uniqueName() },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ success: true, message: 'Email sent to your email address' });
    const empty = await client.post<Action>('/api/user/ForgotPasswordRequest', { form: { username: '' } });
    expect(empty.status).toBe(400);
  });
});

describe('profile changes', () => {
  it('changes the e-mail with the current password', async () => {
    const player = await activatedPlayer();
    const email = `${uniqueName()}@example.com`;
    const answer = await player.client.post<Action>('/api/user/UpdateEmail', {
      multipart: { userId: player.id, password: sha256(player.password), email },
    });
    expect(answer.body).toEqual({ success: true, message: 'Successful Changed' });
    expect((await player.client.get<{ email: string }>('/api/clientUser/getme')).body.email).toBe(email);
  });

  it('refuses a wrong password, another user, a bad or taken e-mail and anonymous calls', async () => {
    const player = await activatedPlayer();
    const other = await activatedPlayer();
    const wrongPassword = await player.client.post<Action>('/api/user/UpdateEmail', {
      form: { password: sha256('wrong'), email: `${uniqueName()}@example.com` },
    });
    expect(wrongPassword.status).toBe(403);
    expect(wrongPassword.body.message).toBe('The current password is wrong');
    const otherUser = await player.client.post<Action>('/api/user/UpdateEmail', {
      form: { userId: other.id, password: sha256(player.password), email: `${uniqueName()}@example.com` },
    });
    expect(otherUser.status).toBe(403);
    expect(otherUser.body.message).toBe('You can only change your own account');
    const badEmail = await player.client.post<Action>('/api/user/UpdateEmail', {
      form: { password: sha256(player.password), email: 'nope' },
    });
    expect(badEmail.status).toBe(400);
    const taken = await player.client.post<Action>('/api/user/UpdateEmail', {
      form: { password: sha256(player.password), email: other.email },
    });
    expect(taken.status).toBe(409);
    const anonymous = await new GatewayClient().post('/api/user/UpdateEmail', {
      form: { password: sha256('x'), email: 'a@example.com' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('changes the password; the old one and the sessions made with it stop working', async () => {
    const player = await activatedPlayer();
    const answer = await player.client.post<Action>('/api/user/UpdatePassword', {
      multipart: { userId: player.id, currPw: sha256(player.password), newPw: sha256('brand new') },
    });
    expect(answer.body).toEqual({ success: true, message: 'Successful Changed' });
    expect((await player.client.get('/api/clientUser/getme')).status).toBe(401);
    const newToken = await login(player.client, player.name, 'brand new');
    await expect(login(player.client, player.name, player.password)).rejects.toThrow();
    const signedIn = player.client.withToken(newToken);
    const wrong = await signedIn.post<Action>('/api/user/UpdatePassword', {
      form: { currPw: sha256('nope'), newPw: sha256('x') },
    });
    expect(wrong.status).toBe(403);
    const malformed = await signedIn.post<Action>('/api/user/UpdatePassword', {
      form: { currPw: sha256('brand new'), newPw: 'plain' },
    });
    expect(malformed.status).toBe(400);
  });
});

describe('admin user operations', () => {
  it('are refused for players with 403', async () => {
    const player = await activatedPlayer();
    const calls = [
      player.client.get(`/api/user/GetByName/${player.name}`),
      player.client.post('/api/user/search', { form: { searchstring: 'a', includeingBanned: 'true' } }),
      player.client.request('PUT', '/api/user', { json: { id: player.id, userRole: 100 } }),
      player.client.request('DELETE', `/api/user/${player.id}`),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(403);
      expect((answer.body as Action).message).toBe('Admin role required');
    }
  });

  it('find, update, ban and delete accounts', async () => {
    const admin = await adminClient();
    const player = await activatedPlayer();

    const byName = await admin.get<Record<string, unknown>>(
      `/api/user/GetByName/${player.name.toUpperCase()}`,
    );
    expect(byName.body).toMatchObject({ id: player.id, name: player.name, email: player.email, userRole: 1 });
    expect((await admin.get<Action>(`/api/user/GetByName/${uniqueName()}`)).status).toBe(404);

    const updated = await admin.request<Record<string, unknown>>('PUT', '/api/user', {
      json: { id: player.id, name: player.name, email: player.email, userRole: 2, patreonType: 3, xp: 5 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ userRole: 2, patreonType: 3 });

    const badRole = await admin.request<Action>('PUT', '/api/user', { json: { id: player.id, userRole: 7 } });
    expect(badRole.status).toBe(400);
    const unknownUser = await admin.request<Action>('PUT', '/api/user', {
      json: { id: '00000000-0000-4000-8000-000000000000', userRole: 1 },
    });
    expect(unknownUser.status).toBe(404);

    await admin.request('PUT', '/api/user', { json: { id: player.id, userRole: 666 } });
    const bannedLogin = await new GatewayClient().post<Action>('/api/user/login', {
      form: { username: player.name, password: sha256(player.password) },
    });
    expect(bannedLogin.body).toMatchObject({ success: false, message: 'This account has been banned' });
    const withoutBanned = await admin.post<{ id: string }[]>('/api/user/search', {
      form: { searchstring: player.name, includeingBanned: 'false' },
    });
    expect(withoutBanned.body).toEqual([]);
    const withBanned = await admin.post<{ id: string }[]>('/api/user/search', {
      multipart: { searchstring: player.name, includeingBanned: 'true' },
    });
    expect(withBanned.body.map((user) => user.id)).toEqual([player.id]);

    const deleted = await admin.request<Action>('DELETE', `/api/user/${player.id}`);
    expect(deleted.body).toEqual({ success: true, message: 'User deleted' });
    expect((await admin.request('DELETE', `/api/user/${player.id}`)).status).toBe(404);
    // Not an account id by the document's format: refused before the operation runs.
    expect((await admin.request('DELETE', '/api/user/not-a-uuid')).status).toBe(400);
    expect((await player.client.get('/api/clientUser/getme')).status).toBe(401);
  });

  it('cannot remove its own admin role or delete itself', async () => {
    const admin = await adminClient();
    const me = await admin.get<{ id: string }>('/api/clientUser/getme');
    expect((await admin.request('PUT', '/api/user', { json: { id: me.body.id, userRole: 1 } })).status).toBe(
      409,
    );
    expect((await admin.request('DELETE', `/api/user/${me.body.id}`)).status).toBe(409);
  });
});
