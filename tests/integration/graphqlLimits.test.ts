import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GatewayClient, randomIp, sha256 } from '../kit/gateway';
import { activatedPlayer, uniqueName, type TestPlayer } from '../kit/players';
import { shop } from '../kit/shop';
import { stackInfo } from '../kit/stackInfo';

type GraphQLAnswer = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

/** The test stack runs with trusted documents on: the web's key sends only what the web ships. */
const WEB_MANIFEST = path.resolve(
  __dirname,
  '..',
  '..',
  'web',
  'src',
  '__generated__',
  'persisted-documents.json',
);

/** The reported attack: every alias one more merchant call (few tokens each, so aliases are what is counted). */
const ALIASES_100 = `{ ${Array.from({ length: 100 }, (_, i) => `a${i}: merchants { key }`).join(' ')} }`;
const nested = (levels: number): string =>
  levels === 0 ? 'id' : `craftingMats { itemIdRef { ${nested(levels - 2)} } }`;
const DEPTH_50 = `{ item(id: 1) { ${nested(48)} } }`;

async function timed<T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await call();
  return { answer, ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** What Apollo Client sends for a web document: a __typename in every selection set. */
function asTheBrowserSends(operationName: string): string {
  const documents = Object.values(JSON.parse(readFileSync(WEB_MANIFEST, 'utf8')) as Record<string, string>);
  const document = documents.find((candidate) => candidate.includes(` ${operationName}(`));
  if (!document) throw new Error(`the web ships no ${operationName}`);
  return document.replaceAll('{', '{ __typename ');
}

function expectRefused(answer: { status: number; body: GraphQLAnswer }, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.body.data ?? null).toBeNull();
  expect(answer.body.errors?.[0]?.extensions?.code).toBe(code);
  // No stack traces outside development.
  expect(JSON.stringify(answer.body)).not.toContain('stacktrace');
}

describe('GraphQL limits at the gateway', () => {
  let player: TestPlayer;
  const anonymous = new GatewayClient();

  beforeAll(async () => {
    player = await activatedPlayer();
  });

  it('refuses a 100-alias and a depth-50 anonymous query within 50 ms while a player shops as usual', async () => {
    // Warm up both paths (first parse, first validation, the player's first shop call).
    await anonymous.graphql(ALIASES_100);
    await anonymous.graphql(DEPTH_50);
    const alone = await timed(() => shop(player.client, 'GetMercatus'));
    expect(alone.answer.status).toBe(200);

    const refusals: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const query of [ALIASES_100, DEPTH_50]) {
        const { answer, ms } = await timed(() => anonymous.graphql(query));
        expectRefused(answer, 400, 'GRAPHQL_VALIDATION_FAILED');
        refusals.push(ms);
      }
    }
    expect(median(refusals)).toBeLessThan(50);

    // A burst of both kinds at the same time as the player's shop call.
    const [shopping, ...attack] = await Promise.all([
      timed(() => shop(player.client, 'GetMercatus')),
      ...Array.from({ length: 20 }, (_, i) => timed(() => anonymous.graphql(i % 2 ? ALIASES_100 : DEPTH_50))),
    ]);
    for (const { answer } of attack) expectRefused(answer, 400, 'GRAPHQL_VALIDATION_FAILED');
    expect(attack[0]!.answer.body.errors?.map((error) => error.message).join(' ')).toMatch(
      /Query depth limit of \d+ exceeded, found 50/,
    );
    expect(attack[1]!.answer.body.errors?.map((error) => error.message).join(' ')).toMatch(
      /Aliases limit of \d+ exceeded, found 100/,
    );
    expect(shopping.answer.status).toBe(200);
    expect(shopping.answer.body).toEqual(alone.answer.body);
    expect(shopping.ms).toBeLessThan(alone.ms * 3 + 250);
  });

  it('keeps merchants, the treasury, premium packages and news behind a sign-in, as REST does', async () => {
    for (const query of [
      '{ merchants { key } }',
      '{ treasury(kind: COLLECTIONS) { item { id } } }',
      '{ premiumPackages { id name } }',
      '{ latestNews(offset: 0, count: 5) { id } }',
    ]) {
      const answer = await anonymous.graphql(query);
      expectRefused(answer, 401, 'UNAUTHENTICATED');
      expect(answer.body.errors?.[0]?.message).toMatch(/^Please sign in to use /);
    }
    const signedIn = await player.client.graphql<{ merchants: unknown[]; latestNews: unknown[] }>(
      '{ merchants { key } latestNews(offset: 0, count: 5) { id } }',
    );
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data?.merchants.length).toBeGreaterThan(0);
  });

  it('lets anonymous callers register and log in over GraphQL', async () => {
    const visitor = new GatewayClient(randomIp());
    const name = uniqueName('gql');
    const password = sha256('correct horse');
    const registered = await visitor.graphql<{ register: { success: boolean } }>(
      'mutation Register($u: String!, $p: String!, $e: String!) { register(username: $u, password: $p, email: $e) { success message } }',
      { u: name, p: password, e: `${name}@example.com` },
    );
    expect(registered.status).toBe(200);
    expect(registered.body.data?.register.success).toBe(true);
    const loggedIn = await visitor.graphql<{ login: { success: boolean; accessToken: string | null } }>(
      'mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { success accessToken } }',
      { u: name, p: password },
    );
    expect(loggedIn.body.data?.login.success).toBe(true);
  });

  it('refuses introspection', async () => {
    const answer = await player.client.graphql('{ __schema { queryType { name } } }');
    expectRefused(answer, 400, 'GRAPHQL_VALIDATION_FAILED');
    expect(answer.body.errors?.[0]?.message).toContain('introspection');
  });

  it('answers 400 to an unknown operation name, two operations without a name and a subscription', async () => {
    const send = (json: Record<string, unknown>) =>
      player.client.request<GraphQLAnswer>('POST', '/graphql', { json });
    const cases: [Record<string, unknown>, string][] = [
      [{ query: 'query Me { me { id } }', operationName: 'Nope' }, 'Unknown operation named "Nope"'],
      [{ query: 'query A { me { id } } query B { me { name } }' }, 'name the one to run'],
      [{ query: 'query A { me { id } } { me { name } }', operationName: 'A' }, 'anonymous operation'],
      [{ query: 'subscription S { me { id } }' }, 'Subscriptions are not served'],
    ];
    for (const [json, message] of cases) {
      const answer = await send(json);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.message).toContain(message);
      expect(JSON.stringify(answer.body)).not.toContain('stacktrace');
    }
  });

  it("lets the web's key send only the web's documents, while REST keeps working with it", async () => {
    const web = new GatewayClient(player.client.ip, stackInfo().appKey).withToken(player.client.token);
    const unknown = await web.graphql('query Mine { me { id email } }');
    expectRefused(unknown, 400, 'PERSISTED_QUERY_NOT_ALLOWED');
    expect(unknown.body.errors?.[0]?.message).toBe('This operation is not allowed');

    const shipped = await web.graphql<{ merchant: { key: string } }>(asTheBrowserSends('MerchantStock'), {
      key: 'MERCATUS',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data?.merchant.key).toBe('MERCATUS');

    expect((await shop(web, 'GetMercatus')).status).toBe(200);
    // An API user's key may send any operation.
    expect((await player.client.graphql('query Mine { me { id email } }')).status).toBe(200);
  });
});
