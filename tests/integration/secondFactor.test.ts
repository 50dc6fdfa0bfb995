/**
 * The admin second factor through the gateway (docs/security.md): enrolment, sign-in with a code
 * and with a recovery code (each once), the step-up of a password-only session, refusal of admin
 * operations without it, the failure budget, reset by another admin, and the audit trail.
 */
import { GatewayClient, sha256 } from '../kit/gateway';
import { activatedPlayer, adminClient, claimsOf, login, type TestPlayer } from '../kit/players';
import { freshTotpCode } from '../kit/secondFactor';
import { stackInfo } from '../kit/stackInfo';

const SEARCH = '{ searchUsers(searchString: "a") { id } }';
const STATUS = '{ me { id secondFactor { enrolled recoveryCodesLeft } } }';

interface CodeAnswer {
  success: boolean;
  message: string;
  accessToken: string | null;
  recoveryCodes: string[];
}

type LoginBody = { success: boolean; access_token: string | null; message: string };

let admin: GatewayClient;
let candidate: TestPlayer;
let secret: string;
let recoveryCodes: string[];

const scope = () => stackInfo().gatewayUrl;
const codeNow = () => freshTotpCode(secret, scope());

function restLogin(otp?: string) {
  return new GatewayClient().post<LoginBody>('/api/user/login', {
    multipart: {
      username: candidate.name,
      password: sha256(candidate.password),
      ...(otp === undefined ? {} : { otp }),
    },
  });
}

async function passwordOnlyClient(): Promise<GatewayClient> {
  return candidate.client.withToken(await login(candidate.client, candidate.name, candidate.password));
}

async function mutateCode(client: GatewayClient, field: string, code: string) {
  const answer = await client.graphql<Record<string, CodeAnswer>>(
    `mutation($code: String!) { ${field}(code: $code) { success message accessToken recoveryCodes } }`,
    { code },
  );
  return answer;
}

async function trail(userId: string) {
  const answer = await admin.graphql<{
    accountChanges: { action: string; actorName: string; after: string }[];
  }>(
    'query($id: String) { accountChanges(entity: "SecondFactor", entityId: $id) { action actorName after } }',
    { id: userId },
  );
  return answer.body.data!.accountChanges;
}

beforeAll(async () => {
  admin = await adminClient();
  candidate = await activatedPlayer();
  const promoted = await admin.graphql(
    'mutation($input: AdminUserInput!) { adminUpdateUser(input: $input) { id } }',
    {
      input: { id: candidate.id, userRole: 100 },
    },
  );
  expect(promoted.body.errors).toBeUndefined();
});

describe('an admin without the second factor', () => {
  it('signs in with the password alone as a player: admin operations are refused with SECOND_FACTOR_REQUIRED', async () => {
    const answer = await restLogin();
    expect(answer.body).toMatchObject({
      success: true,
      message: expect.stringContaining('set up your second factor'),
    });
    expect(claimsOf(answer.body.access_token!)).toMatchObject({ role: 'admin', amr: ['pwd'] });
    const client = candidate.client.withToken(answer.body.access_token);
    const graphql = await client.graphql(SEARCH);
    expect(graphql.body.errors?.[0]?.extensions?.code).toBe('SECOND_FACTOR_REQUIRED');
    const rest = await client.get(`/api/user/GetByName/${candidate.name}`);
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({ success: false, code: 'SECOND_FACTOR_REQUIRED' });
    expect((await client.get('/api/clientUser/getme')).status).toBe(200);
  });

  it('ignores a code sent for an account without a second factor', async () => {
    const answer = await restLogin('123456');
    expect(answer.body.success).toBe(true);
    expect(claimsOf(answer.body.access_token!).amr).toEqual(['pwd']);
  });
});

describe('enrolment', () => {
  it('shows a QR code and the secret once, and refuses a wrong or malformed first code', async () => {
    const client = await passwordOnlyClient();
    const begun = await client.graphql<{
      beginSecondFactorEnrolment: { secret: string; otpauthUri: string; qrCode: string };
    }>('mutation { beginSecondFactorEnrolment { secret otpauthUri qrCode } }');
    const enrolment = begun.body.data!.beginSecondFactorEnrolment;
    secret = enrolment.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toContain(`secret=${secret}`);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(enrolment.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');

    const malformed = await mutateCode(client, 'confirmSecondFactorEnrolment', 'abc');
    expect(malformed.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const right = await codeNow();
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const refused = await mutateCode(client, 'confirmSecondFactorEnrolment', wrong);
    expect(refused.body.data!.confirmSecondFactorEnrolment).toMatchObject({
      success: false,
      accessToken: null,
    });
  });

  it('is confirmed by the first code: ten recovery codes and a token that passed the factor', async () => {
    const client = await passwordOnlyClient();
    const confirmed = await mutateCode(client, 'confirmSecondFactorEnrolment', await codeNow());
    const answer = confirmed.body.data!.confirmSecondFactorEnrolment!;
    expect(answer.success).toBe(true);
    recoveryCodes = answer.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(claimsOf(answer.accessToken!).amr).toEqual(['pwd', 'otp']);
    const adminNow = client.withToken(answer.accessToken);
    expect((await adminNow.graphql(SEARCH)).body.errors).toBeUndefined();
    expect((await adminNow.graphql(STATUS)).body.data).toMatchObject({
      me: { secondFactor: { enrolled: true, recoveryCodesLeft: 10 } },
    });
    const again = await client.graphql('mutation { beginSecondFactorEnrolment { secret } }');
    expect(again.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});

describe('sign-in with the second factor', () => {
  it('takes the code once through the REST login (otp); a replayed or wrong code fails', async () => {
    const code = await codeNow();
    const answer = await restLogin(code);
    expect(answer.body).toMatchObject({ success: true, message: 'Login successful' });
    expect(claimsOf(answer.body.access_token!).amr).toEqual(['pwd', 'otp']);
    const client = candidate.client.withToken(answer.body.access_token);
    expect((await client.get(`/api/user/GetByName/${candidate.name}`)).status).toBe(200);
    expect((await restLogin(code)).body).toMatchObject({
      success: false,
      access_token: null,
      message: 'Wrong code',
    });
  });

  it('without the code answers a token refused admin operations, and says so', async () => {
    const answer = await restLogin();
    expect(answer.body.message).toContain('admin operations need the code');
    expect(claimsOf(answer.body.access_token!).amr).toEqual(['pwd']);
  });

  it('takes each recovery code once, at login or as the step-up of a password-only session', async () => {
    const [first, second] = recoveryCodes as [string, string];
    expect((await restLogin(first.toUpperCase())).body.success).toBe(true);
    expect((await restLogin(first)).body).toMatchObject({ success: false, message: 'Wrong code' });
    const client = await passwordOnlyClient();
    const stepUp = (await mutateCode(client, 'verifySecondFactor', second)).body.data!.verifySecondFactor!;
    expect(stepUp.success).toBe(true);
    expect(claimsOf(stepUp.accessToken!).amr).toEqual(['pwd', 'otp']);
    expect(
      (await mutateCode(client, 'verifySecondFactor', second)).body.data!.verifySecondFactor,
    ).toMatchObject({
      success: false,
      accessToken: null,
    });
    const status = await client.withToken(stepUp.accessToken).graphql(STATUS);
    expect(status.body.data).toMatchObject({ me: { secondFactor: { recoveryCodesLeft: 8 } } });
  });

  it('is not for players: their enrolment is refused and their status says not enrolled', async () => {
    const player = await activatedPlayer();
    const begun = await player.client.graphql('mutation { beginSecondFactorEnrolment { secret } }');
    expect(begun.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await player.client.graphql(STATUS)).body.data).toMatchObject({
      me: { secondFactor: { enrolled: false, recoveryCodesLeft: 0 } },
    });
  });

  it('refuses codes with 429 once the wrong ones spent the budget, the right one too', async () => {
    let status = 200;
    for (let attempt = 0; attempt < 6 && status === 200; attempt++) {
      status = (await restLogin('000000')).status;
    }
    expect(status).toBe(429);
    const right = await restLogin(recoveryCodes[2]);
    expect(right.status).toBe(429);
    expect(right.body.message).toContain('Too many wrong codes');
  });
});

describe('reset by another admin', () => {
  it('removes the factor, ends its sessions, and is audited; one cannot reset one own factor', async () => {
    const client = await passwordOnlyClient();
    const reset = await admin.graphql<{ adminResetSecondFactor: { success: boolean } }>(
      'mutation($id: ID!) { adminResetSecondFactor(userId: $id) { success message } }',
      { id: candidate.id },
    );
    expect(reset.body.data?.adminResetSecondFactor.success).toBe(true);
    expect((await client.get('/api/clientUser/getme')).status).toBe(401);
    const again = await admin.graphql(
      'mutation($id: ID!) { adminResetSecondFactor(userId: $id) { success } }',
      {
        id: candidate.id,
      },
    );
    expect(again.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const adminId = claimsOf(admin.token!).sub as string;
    const own = await admin.graphql(
      'mutation($id: ID!) { adminResetSecondFactor(userId: $id) { success } }',
      {
        id: adminId,
      },
    );
    expect(own.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const user = await admin.graphql<{ user: { secondFactor: { enrolled: boolean } } }>(
      'query($id: ID!) { user(id: $id) { secondFactor { enrolled } } }',
      { id: candidate.id },
    );
    expect(user.body.data?.user.secondFactor.enrolled).toBe(false);
  });

  it('leaves every enrolment, failure, spent recovery code and reset in the audit trail, without secrets', async () => {
    const entries = await trail(candidate.id);
    const actions = entries.map((entry) => entry.action);
    for (const action of ['enrolled', 'failed', 'recoveryCodeUsed', 'reset'])
      expect(actions).toContain(action);
    expect(entries.find((entry) => entry.action === 'reset')?.actorName).toBe('admin');
    expect(entries.find((entry) => entry.action === 'enrolled')?.actorName).toBe(candidate.name);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(secret);
    for (const code of recoveryCodes) expect(text).not.toContain(code);
  });
});
