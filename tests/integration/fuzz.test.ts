/**
 * Property-based fuzzing of the REST API, driven by the OpenAPI document the gateway serves (what API
 * users generate clients from). Every documented call gets valid and malformed input (NUL bytes,
 * huge text, wrong types, huge and negative numbers, broken multipart, undeclared content types) as
 * an anonymous caller, a player and the admin, and every path gets the methods it does not serve.
 * A 5xx, a stack trace in an answer, or a status the document does not declare for the call fails.
 */
import fc from 'fast-check';
import { randomIp } from '../kit/gateway';
import { activatedPlayer, adminClient } from '../kit/players';
import { stackInfo } from '../kit/stackInfo';

type Schema = {
  type?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
};

interface Parameter {
  name: string;
  in: 'path' | 'header';
  required: boolean;
  schema: Schema;
}

interface DocumentedCall {
  method: string;
  path: string;
  operationId: string;
  parameters: Parameter[];
  bodyTypes: string[];
  bodySchema: Schema | undefined;
  statuses: string[];
}

interface Caller {
  name: 'anonymous' | 'player' | 'admin';
  token: string | null;
}

interface FuzzRequest {
  pathValues: Record<string, string>;
  headers: Record<string, string>;
  body: FuzzBody | null;
}

type FuzzBody =
  | { kind: 'urlencoded' | 'multipart'; fields: Record<string, string> }
  | { kind: 'json'; text: string }
  | { kind: 'raw'; contentType: string; text: string };

const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const CONCURRENCY = 6;
const INT32_MAX = 2 ** 31 - 1;
/** Ids no seeded or test entry has: the admin's writes may be valid without touching shared data. */
const UNUSED_ID_FROM = 1_000_000;
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
/** Calls that end the caller's own sessions: sent anonymously only, so the fuzzing callers stay signed in. */
const ENDS_OWN_SESSIONS = new Set(['LogoutEverywhere']);
const STACK_TRACE = /\n\s+at [^\n]+:\d+:\d+|node_modules\/|\.[jt]s:\d+:\d+/;

// ---- input arbitraries -----------------------------------------------------------------------

const NUL_TEXT = fc.string({ maxLength: 8 }).map((text) => `${text}\u0000${text}`);
const HUGE_TEXT = fc.integer({ min: 10_001, max: 10_200 }).map((length) => 'x'.repeat(length));
const WRONG_NUMBERS = fc.constantFrom(
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '1e3',
  '1.5',
  'NaN',
  'abc',
  '%2e%2e',
  '.x.',
);
/** Text the gateway must refuse or handle, whatever the field. */
const MALFORMED_TEXT = fc.oneof(
  NUL_TEXT,
  HUGE_TEXT,
  WRONG_NUMBERS,
  fc.integer({ min: -(2 ** 40), max: -1 }).map(String),
);

function validText(schema: Schema, destructive: boolean): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...schema.enum.map(String));
  if (schema.type === 'integer') {
    const min = destructive ? Math.max(schema.minimum ?? 0, UNUSED_ID_FROM) : (schema.minimum ?? -(2 ** 31));
    return fc.integer({ min, max: schema.maximum ?? INT32_MAX }).map(String);
  }
  if (schema.type === 'boolean') return fc.constantFrom('true', 'false', '1', '0');
  if (schema.format === 'uuid') return fc.uuid();
  return fc.string({ minLength: 1, maxLength: Math.min(schema.maxLength ?? 40, 40) });
}

function textFor(schema: Schema, destructive: boolean): fc.Arbitrary<string> {
  // A path segment "." or ".." (also as %2E) is resolved by fetch itself, into another path.
  return fc
    .oneof({ weight: 2, arbitrary: validText(schema, destructive) }, { weight: 3, arbitrary: MALFORMED_TEXT })
    .filter((text) => text !== '.' && text !== '..');
}

function jsonValueFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 2) return fc.jsonValue({ maxDepth: 2 });
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -(2 ** 31), max: schema.maximum ?? INT32_MAX }),
        fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, -1, 1.5),
      );
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(null));
    case 'boolean':
      return fc.boolean();
    case 'string':
      return fc.oneof(
        schema.format === 'uuid' ? fc.uuid() : fc.string({ maxLength: 30 }),
        NUL_TEXT,
        fc.integer(),
      );
    case 'array':
      return fc.array(jsonValueFor(schema.items, depth + 1), { maxLength: 3 });
    default:
      if (!schema.properties)
        return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }));
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties).map(([name, inner]) => [name, jsonValueFor(inner, depth + 1)]),
        ),
        { requiredKeys: [] },
      );
  }
}

/** JSON bodies no call accepts: not an object, not JSON, NUL inside, nested far too deep. */
const MALFORMED_JSON = fc.oneof(
  fc.constantFrom('{"a":', '[]', '"text"', '42', 'null', '{"a":"\\u0000"}', '{"id":"\u0000"}'),
  fc.integer({ min: 2_000, max: 5_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 2_000, max: 5_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc
    .dictionary(fc.string({ maxLength: 8 }), NUL_TEXT, { minKeys: 1, maxKeys: 3 })
    .map((body) => JSON.stringify(body)),
);

function bodyArbitrary(call: DocumentedCall, destructive: boolean): fc.Arbitrary<FuzzBody | null> {
  const undeclared = fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constantFrom(
      'text/plain',
      'application/xml',
      'application/json',
      'application/octet-stream',
    ),
    text: fc.string({ minLength: 1, maxLength: 40 }),
  });
  const brokenMultipart = fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constantFrom('multipart/form-data; boundary=expected', 'multipart/form-data'),
    text: fc.constant('--other\r\nContent-Disposition: form-data; name="files"\r\n\r\nx\r\n--other--\r\n'),
  });
  if (call.bodyTypes.length === 0) return fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, undeclared);
  if (call.bodyTypes.includes('application/json')) {
    const json = destructive
      ? MALFORMED_JSON
      : fc.oneof(
          jsonValueFor(call.bodySchema).map((value) => JSON.stringify(value)),
          MALFORMED_JSON,
        );
    return fc.oneof(
      { weight: 4, arbitrary: json.map((text) => ({ kind: 'json' as const, text })) },
      undeclared,
      brokenMultipart,
      fc.constant(null),
    );
  }
  const properties = call.bodySchema?.properties ?? {};
  const fields = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, schema]) => [name, textFor(schema, destructive)]),
    ),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string>>;
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({ kind: fc.constantFrom('urlencoded' as const, 'multipart' as const), fields }),
    },
    undeclared,
    brokenMultipart,
    fc.constant(null),
  );
}

function requestArbitrary(call: DocumentedCall, destructive: boolean): fc.Arbitrary<FuzzRequest> {
  const pathParameters = call.parameters.filter((parameter) => parameter.in === 'path');
  // Header values must be sendable (no NUL or line breaks): printable ASCII, valid or too long.
  const headerParameters = call.parameters.filter(
    (parameter) => parameter.in === 'header' && !parameter.name.startsWith('paypal-'),
  );
  return fc.record({
    pathValues: fc.record(
      Object.fromEntries(
        pathParameters.map((parameter) => [parameter.name, textFor(parameter.schema, destructive)]),
      ),
    ),
    headers: fc.record(
      Object.fromEntries(
        headerParameters.map((parameter) => [
          parameter.name,
          fc.oneof(
            fc.stringMatching(/^[A-Za-z0-9-]{1,60}$/),
            fc.integer({ min: 201, max: 400 }).map((length) => 'k'.repeat(length)),
          ),
        ]),
      ),
      { requiredKeys: [] },
    ) as fc.Arbitrary<Record<string, string>>,
    // fetch cannot send a body with GET.
    body: call.method === 'GET' ? fc.constant(null) : bodyArbitrary(call, destructive),
  });
}

// ---- sending and checking ---------------------------------------------------------------------

function urlOf(call: DocumentedCall, pathValues: Record<string, string>): string {
  // Dots encoded too: fetch would resolve a ".." segment itself and call another path.
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(pathValues[name] ?? '1').replace(/\./g, '%2E'),
  );
  return `${stackInfo().gatewayUrl}${path}`;
}

async function send(method: string, url: string, caller: Caller, request: FuzzRequest) {
  const headers: Record<string, string> = {
    'X-App-Key': stackInfo().appKey,
    'X-App-Version': '0.1.0',
    'X-Forwarded-For': randomIp(),
    ...request.headers,
  };
  if (caller.token) headers.Authorization = `Bearer ${caller.token}`;
  let body: string | FormData | undefined;
  const given = request.body;
  if (given?.kind === 'urlencoded') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(given.fields).toString();
  } else if (given?.kind === 'multipart') {
    body = new FormData();
    for (const [name, value] of Object.entries(given.fields)) body.append(name, value);
  } else if (given?.kind === 'json') {
    headers['Content-Type'] = 'application/json';
    body = given.text;
  } else if (given?.kind === 'raw') {
    headers['Content-Type'] = given.contentType;
    body = given.text;
  }
  const response = await fetch(url, { method, headers, body: body ?? null, redirect: 'manual' });
  const type = response.headers.get('content-type') ?? '';
  const text = /json|text|html/.test(type) ? await response.text() : (await response.arrayBuffer(), '');
  return { status: response.status, text, headers: response.headers };
}

function declares(statuses: string[], status: number): boolean {
  return statuses.some((declared) => declared === String(status) || declared === `${String(status)[0]}XX`);
}

/** What is wrong with an answer, or null when it is one the document allows. */
function problemWith(call: DocumentedCall, answer: { status: number; text: string }): string | null {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (STACK_TRACE.test(answer.text)) return `leaked a stack trace: ${answer.text.slice(0, 300)}`;
  if (!declares(call.statuses, answer.status))
    return `answered ${answer.status}, which the document does not declare (${call.statuses.join(', ')}): ${answer.text.slice(0, 200)}`;
  return null;
}

function describeRequest(request: FuzzRequest): string {
  return JSON.stringify(request, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 120 ? `${value.slice(0, 40)}…(${value.length} chars)` : value,
  );
}

async function fuzzCall(call: DocumentedCall, caller: Caller): Promise<string[]> {
  const destructive = caller.name === 'admin' && call.method !== 'GET';
  const failures: string[] = [];
  const result = await fc.check(
    fc.asyncProperty(requestArbitrary(call, destructive), async (request) => {
      const answer = await send(call.method, urlOf(call, request.pathValues), caller, request);
      const problem = problemWith(call, answer);
      if (problem) throw new Error(problem);
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
  if (result.failed) {
    const error =
      result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
    failures.push(
      `${caller.name} ${call.method} ${call.path}: ${error}\n    request: ${describeRequest(result.counterexample![0])}`,
    );
  }
  return failures;
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R[]>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) results.push(...(await work(items[next++]!)));
    }),
  );
  return results;
}

// ---- the document ---------------------------------------------------------------------------

type RawOperation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
};

function callsOf(document: { paths: Record<string, Record<string, RawOperation>> }): DocumentedCall[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId,
        parameters: operation.parameters ?? [],
        bodyTypes: Object.keys(content),
        bodySchema: Object.values(content)[0]?.schema,
        statuses: Object.keys(operation.responses),
      };
    }),
  );
}

describe('REST API fuzzing from the OpenAPI document', () => {
  let calls: DocumentedCall[];
  let callers: Caller[];
  let paths: Record<string, Record<string, RawOperation>>;

  beforeAll(async () => {
    const document = (await (await fetch(`${stackInfo().gatewayUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, RawOperation>>;
    };
    paths = document.paths;
    calls = callsOf(document);
    const [player, admin] = await Promise.all([activatedPlayer(), adminClient()]);
    callers = [
      { name: 'anonymous', token: null },
      { name: 'player', token: player.client.token },
      { name: 'admin', token: admin.token },
    ];
  });

  it('documents the calls it serves', () => {
    expect(calls.length).toBeGreaterThan(100);
    for (const required of ['/api/image/{id}', '/api/image', '/api/payment/webhook', '/api/user/login'])
      expect(paths[required]).toBeDefined();
  });

  it.each(['anonymous', 'player', 'admin'] as const)(
    'answers every call of the %s caller with a declared status, never a 5xx or a stack trace',
    async (name) => {
      const caller = callers.find((candidate) => candidate.name === name)!;
      const fuzzed = calls.filter(
        (call) => caller.token === null || !ENDS_OWN_SESSIONS.has(call.operationId),
      );
      const failures = await inBatches(fuzzed, CONCURRENCY, (call) => fuzzCall(call, caller));
      expect(failures).toEqual([]);
    },
    90_000,
  );

  it('answers a method a path does not serve with 405 and Allow', async () => {
    // A concrete URL may match several documented paths (/api/user/search is also /api/user/{id}):
    // the most specific one answers (most literal segments), as the document reads.
    const matcherOf = (path: string) =>
      new RegExp(`^${path.replace(/\/$/, '').replace(/\{\w+\}/g, '[^/]+')}/?$`, 'i');
    const literals = (path: string) => path.split('/').filter((part) => part && !part.startsWith('{')).length;
    const wrong = Object.keys(paths).flatMap((path) => {
      const url = path.replace(/\{\w+\}/g, '1');
      const matching = Object.keys(paths).filter((other) => matcherOf(other).test(url));
      const best = Math.max(...matching.map(literals));
      const served = matching
        .filter((other) => literals(other) === best)
        .flatMap((other) => Object.keys(paths[other]!).map((method) => method.toUpperCase()));
      return METHODS.filter((method) => !served.includes(method)).map((method) => ({ path, method, served }));
    });
    const failures = await inBatches(wrong, CONCURRENCY, async ({ path, method, served }) => {
      const url = `${stackInfo().gatewayUrl}${path.replace(/\{\w+\}/g, '1')}`;
      const answer = await send(method, url, callers[1]!, { pathValues: {}, headers: {}, body: null });
      const allow = answer.headers.get('allow')?.split(', ') ?? [];
      const ok = answer.status === 405 && served.every((method) => allow.includes(method));
      return ok
        ? []
        : [`${method} ${path}: ${answer.status} Allow: ${allow.join(', ')} ${answer.text.slice(0, 100)}`];
    });
    expect(failures).toEqual([]);
  });
});
