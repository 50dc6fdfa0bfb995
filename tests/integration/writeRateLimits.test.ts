/**
 * The gateway's write limits end to end: a gateway of its own over the test stack (the stack's
 * gateway has limits far above what the other tests do) with 4 writes a minute per address and 3 per
 * account, counted in the stack's Redis. Writes carry RateLimit-Policy and RateLimit; the write past
 * a quota answers 429 with Retry-After, through the REST facade and /graphql alike; reads are not
 * counted. docs/security.md#write-limits-at-the-gateway.
 */
import { GatewayClient, randomIp, type Answer } from '../kit/gateway';
import { startGatewayProcess, type GatewayProcess } from '../kit/gatewayProcess';
import { activatedPlayer, type TestPlayer } from '../kit/players';

const POLICY = '"writes-per-ip";q=4;w=60, "writes-per-account";q=3;w=60';
/** A hunting ground nobody can travel to: the travel runs (and counts) and changes nothing. */
const NOWHERE = '999999';
const TRAVEL = 'mutation Travel($id: Int!) { travel(huntingGroundId: $id) { success } }';

let gateway: GatewayProcess;

beforeAll(async () => {
  gateway = await startGatewayProcess('gateway-write-limits', {
    RATE_LIMIT_WRITES_PER_IP_PER_MINUTE: '4',
    RATE_LIMIT_WRITES_PER_ACCOUNT_PER_MINUTE: '3',
  });
});

afterAll(() => gateway?.stop());

/** The player's calls through the limited gateway from `ip`. */
const from = (player: TestPlayer, ip: string) =>
  new GatewayClient(ip).withToken(player.client.token).at(gateway.url);

const travel = (client: GatewayClient) =>
  client.post<{ success?: boolean; code?: string; message?: string }>('/api/Game/travel', {
    form: { newHuntingGroundId: NOWHERE },
  });

/** What RateLimit says is left of each policy. */
function remaining(answer: Answer<unknown>): Record<string, number> {
  const field = answer.headers.get('ratelimit') ?? '';
  return Object.fromEntries(
    [...field.matchAll(/"([a-z-]+)";r=(\d+);t=(\d+)/g)].map((match) => [match[1]!, Number(match[2])]),
  );
}

describe('write limits at the gateway', () => {
  it("answer 429 to an account's write past its quota, from any address and through either door", async () => {
    const player = await activatedPlayer();
    const answers: Answer<{ success?: boolean; code?: string; message?: string }>[] = [];
    // Each write from a new address: only the account's quota runs out.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await travel(from(player, randomIp()));
      answers.push(answer);
      if (answer.status === 429) break;
    }
    const refused = answers.at(-1)!;
    expect(refused.status).toBe(429);
    const allowed = answers.slice(0, -1);
    expect(allowed.length).toBeGreaterThan(0);
    for (const [index, answer] of allowed.entries()) {
      expect(answer.status).not.toBe(429);
      expect(answer.headers.get('ratelimit-policy')).toBe(POLICY);
      // The account's writes count down to 0; each address wrote once.
      expect(remaining(answer)['writes-per-account']).toBe(allowed.length - 1 - index);
      expect(remaining(answer)['writes-per-ip']).toBe(3);
    }
    expect(refused.headers.get('ratelimit-policy')).toBe(POLICY);
    expect(remaining(refused)).toEqual({ 'writes-per-ip': 3, 'writes-per-account': 0 });
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.body).toEqual({
      success: false,
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(
        /^Too many changes from your account in a minute \(at most 3\)\. Please try again in \d+ seconds?\.$/,
      ),
    });

    // The same account's mutation at /graphql: HTTP 429, the kit's code and the wait.
    const graphql = await from(player, randomIp()).graphql(TRAVEL, { id: Number(NOWHERE) });
    expect(graphql.status).toBe(429);
    expect(graphql.headers.get('ratelimit-policy')).toBe(POLICY);
    expect(graphql.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(graphql.body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Too many changes from your account'),
      extensions: { code: 'TOO_MANY_REQUESTS', status: 429 },
    });

    // Reads go on, uncounted.
    const me = await from(player, randomIp()).get<{ id: string }>('/api/clientUser/getme');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(player.id);
    expect(me.headers.get('ratelimit')).toBeNull();
  });

  it("answer 429 to an address's write past its quota, whoever writes from it", async () => {
    const [first, second, third] = [
      await activatedPlayer(),
      await activatedPlayer(),
      await activatedPlayer(),
    ];
    const ip = randomIp();
    const answers: Answer<unknown>[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await travel(from(attempt % 2 === 0 ? first : second, ip));
      answers.push(answer);
      if (answer.status === 429) break;
    }
    const refused = answers.at(-1)!;
    expect(answers).toHaveLength(5);
    expect(answers.slice(0, -1).map((answer) => remaining(answer)['writes-per-ip'])).toEqual([3, 2, 1, 0]);
    expect(refused.status).toBe(429);
    expect(remaining(refused)['writes-per-ip']).toBe(0);
    expect((refused.body as { message: string }).message).toMatch(
      /^Too many changes from your address in a minute \(at most 4\)\./,
    );
    // Another address is not held back (the set-up's activation was each account's first write, so a
    // third player, with writes of its own left, shows it).
    const elsewhere = await travel(from(third, randomIp()));
    expect(elsewhere.status).not.toBe(429);
    expect(remaining(elsewhere)['writes-per-ip']).toBe(3);
  });
});
