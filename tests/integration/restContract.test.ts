/**
 * Every documented read of the REST facade, and the writes a player and an admin make without
 * changing the world, called for real as a player and as the admin: each answer's status, content
 * type and body must be what the served OpenAPI document says (tests/kit/openApiAnswers.ts). So a
 * change to a REST answer that the document does not describe fails here. Schemathesis checks the
 * same against generated input in its own tier (docs/contract-tests.md).
 */
import { GatewayClient } from '../kit/gateway';
import { answerProblem, type OpenApiDocument } from '../kit/openApiAnswers';
import { activatedPlayer, adminClient } from '../kit/players';

interface Call {
  method: 'GET' | 'POST';
  /** The documented path; `url` fills its parameters. */
  path: string;
  url: string;
  body?: { form: Record<string, string> };
}

/** Downloads that stream files: their content types are checked, their bodies are files. */
const LEFT_OUT = new Set(['/api/openapi.json']);

/** A value for each path parameter the reads take: ids of the seeded world, the admin's name. */
function fill(path: string, ids: Record<string, number>): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const kind = /^\/api\/(\w+)\/\{id\}$/.exec(path)?.[1]?.toLowerCase();
    if (kind && ids[kind] !== undefined) return String(ids[kind]);
    const values: Record<string, string> = {
      name: 'admin',
      key: 'StarterKit',
      slot: '0',
      offset: '0',
      count: '5',
      from: '0',
      itemId: String(ids.item ?? 1),
      regionId: String(ids.region ?? 1),
      huntingGroundId: String(ids.huntingground ?? 1),
      id: '1',
    };
    return values[name] ?? '1';
  });
}

/** The writes that change nothing shared: a login, searches, a lookup, a recalculation. */
const WRITES: Omit<Call, 'url'>[] = [
  { method: 'POST', path: '/api/user/search', body: { form: { searchstring: 'a' } } },
  { method: 'POST', path: '/api/payment/GetByUserId' },
  { method: 'POST', path: '/api/payment/GetActiveSubscriptionType' },
  { method: 'POST', path: '/api/payment/CheckOnPayment', body: { form: { packageId: '1' } } },
  { method: 'POST', path: '/api/game/buysell', body: { form: { itemId: '1', amount: '1' } } },
  { method: 'POST', path: '/api/Game/travel', body: { form: { newHuntingGroundId: '1' } } },
  { method: 'POST', path: '/api/setting', body: { form: { key: 'ContractTestSetting', value: 'x' } } },
];

describe('REST answers match the served OpenAPI document', () => {
  let document: OpenApiDocument;
  let calls: Call[];
  let callers: [string, GatewayClient][];

  beforeAll(async () => {
    const player = await activatedPlayer();
    const admin = await adminClient();
    callers = [
      ['player', player.client],
      ['admin', admin],
    ];
    document = (await admin.get<OpenApiDocument>('/api/openapi.json')).body;
    // The first entry of each content kind, for its /{id} read.
    const ids: Record<string, number> = {};
    for (const path of Object.keys(document.paths)) {
      const kind = /^\/api\/(\w+)$/.exec(path)?.[1];
      if (!kind || !document.paths[path]!.get) continue;
      const list = await admin.get<{ id?: number }[]>(path);
      const first = Array.isArray(list.body) ? list.body[0]?.id : undefined;
      if (typeof first === 'number') ids[kind.toLowerCase()] = first;
    }
    const reads = Object.entries(document.paths)
      .filter(([path, operations]) => operations.get && !LEFT_OUT.has(path))
      .map(([path]): Call => ({ method: 'GET', path, url: fill(path, ids) }));
    calls = [...reads, ...WRITES.map((call) => ({ ...call, url: call.path }))];
  });

  it('answers every documented read and the harmless writes as documented, as player and admin', async () => {
    const problems: string[] = [];
    for (const [caller, client] of callers) {
      for (const call of calls) {
        const answer = await client.request(call.method, call.url, call.body ?? {});
        const problem = answerProblem(document, call.method, call.path, {
          status: answer.status,
          contentType: answer.headers.get('content-type'),
          text: answer.text,
        });
        if (problem) problems.push(`${caller} ${call.method} ${call.url} (${answer.status}): ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    // Reads of every content kind and the player's screens, at least.
    expect(calls.length).toBeGreaterThan(60);
  });

  it('fails an answer the document does not describe', () => {
    const news = {
      'application/json': {
        schema: {
          type: 'array',
          items: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
        },
      },
    };
    const drifted: OpenApiDocument = {
      paths: { '/api/news': { get: { responses: { '200': { content: news } } } } },
    };
    const answer = (text: string, status = 200, contentType = 'application/json') => ({
      status,
      contentType,
      text,
    });
    expect(answerProblem(drifted, 'GET', '/api/news', answer('[{"id":1}]'))).toBeUndefined();
    expect(answerProblem(drifted, 'GET', '/api/news', answer('[{"id":"1"}]'))).toMatch(/body\.0\.id/);
    expect(answerProblem(drifted, 'GET', '/api/news', answer('[{}]'))).toMatch(/body\.0\.id/);
    expect(answerProblem(drifted, 'GET', '/api/news', answer('[]', 500))).toMatch(
      /status 500 is not documented/,
    );
    expect(answerProblem(drifted, 'GET', '/api/news', answer('x', 200, 'text/plain'))).toMatch(
      /content type text\/plain/,
    );
  });
});
