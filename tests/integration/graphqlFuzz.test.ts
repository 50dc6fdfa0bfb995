/**
 * Property-based fuzzing of every GraphQL root field, driven by the committed API schema: each field
 * is called by an anonymous caller, a player and an admin with generated arguments, well-typed ones
 * with hostile values (NUL bytes, huge strings, out-of-range numbers, unknown ids) and ill-typed
 * ones. Whatever the input, the gateway must answer a client error or a result: never a 5xx, an
 * INTERNAL_SERVER_ERROR hidden in a 200, or a stack trace.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { GatewayClient } from '../kit/gateway';
import { activatedPlayer, adminClient } from '../kit/players';
import { stackInfo } from '../kit/stackInfo';

const schema: GraphQLSchema = buildSchema(
  fs.readFileSync(path.resolve(__dirname, '..', '..', 'gateway', 'api-schema.graphql'), 'utf8'),
);

/** Statuses a GraphQL answer may have; anything else (5xx above all) fails the test. */
const CLIENT_STATUSES = new Set([200, 400, 401, 403, 404, 409, 413, 415, 422, 429]);
const RUNS_PER_FIELD = 6;

type Role = 'anonymous' | 'player' | 'admin';

/** Fields a role must not fuzz with well-typed values: they would end its own session or damage
 * the shared world other suites play in (admin writes are fuzzed with ill-typed values only). */
function wellTypedAllowed(role: Role, operation: 'query' | 'mutation', field: string): boolean {
  if (operation === 'query') return true;
  if (role === 'admin') return false;
  return !(role === 'player' && field === 'logoutEverywhere');
}

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constant(''),
  fc.constant('\u0000'),
  fc.string({ maxLength: 10 }).map((text) => `${text}\u0000${text}`),
  fc.constant('x'.repeat(20_000)),
  fc.constant("' OR 1=1 --"),
  fc.constant('../../etc/passwd'),
  fc.uuid(),
);

const hostileInt = fc.oneof(
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
  fc.constantFrom(0, 1, -1, 2 ** 31 - 1, -(2 ** 31)),
);

const hostileId = fc.oneof(
  fc.uuid(),
  fc.integer({ min: -5, max: 2 ** 31 - 1 }).map(String),
  fc.constantFrom('', '0', '1', '\u0000', '%2e%2e', '9'.repeat(40), 'not-an-id'),
);

/** A value of the argument's type, with hostile contents. */
function wellTyped(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return wellTyped(type.ofType, depth);
  if (isListType(type)) return fc.array(wellTyped(type.ofType, depth + 1), { maxLength: depth > 1 ? 1 : 4 });
  const named = getNamedType(type);
  if (isEnumType(named)) return fc.constantFrom(...named.getValues().map((value) => value.name));
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields());
    const required = fields.filter((field) => isNonNullType(field.type));
    const optional = fields.filter((field) => !isNonNullType(field.type));
    return fc.record(
      Object.fromEntries(
        [...required, ...(depth > 2 ? [] : optional)].map((field) => [
          field.name,
          wellTyped(field.type, depth + 1),
        ]),
      ),
      { requiredKeys: required.map((field) => field.name) },
    );
  }
  switch (named.name) {
    case 'Int':
      return hostileInt;
    case 'Float':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -1, 1e300));
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return hostileId;
    default:
      return hostileString;
  }
}

/** A value the argument's type does not accept: the gateway must refuse it as a client error. */
function illTyped(type: GraphQLInputType): fc.Arbitrary<unknown> {
  const named = getNamedType(type);
  const wrong = fc.oneof(
    fc.constant({ nested: { deeper: [1, 2] } }),
    fc.constant([['a']]),
    fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 1e20, 1.5, Number.MAX_SAFE_INTEGER),
    fc.constantFrom('not a number', 'true', '{}'),
  );
  if (isNonNullType(type)) return fc.oneof(wrong, fc.constant(null));
  if (isLeafType(named) && named.name === 'String') return fc.oneof(fc.constant({ a: 1 }), fc.constant([1]));
  return wrong;
}

function variableType(type: GraphQLInputType): string {
  return type.toString();
}

function operationText(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args;
  const declarations = args.map((arg) => `$${arg.name}: ${variableType(arg.type)}`).join(', ');
  const passes = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind} Fuzz${declarations ? `(${declarations})` : ''} { ${field.name}${passes ? `(${passes})` : ''}${selection} }`;
}

function argumentsOf(
  args: readonly GraphQLArgument[],
  valueOf: (arg: GraphQLArgument) => fc.Arbitrary<unknown>,
) {
  return fc.record(Object.fromEntries(args.map((arg) => [arg.name, valueOf(arg)])));
}

/** Ill-typed arguments: one argument at least gets a value of the wrong type. */
function illTypedArguments(args: readonly GraphQLArgument[]) {
  return fc
    .integer({ min: 0, max: args.length - 1 })
    .chain((spoiled) =>
      argumentsOf(args, (arg) => (args.indexOf(arg) === spoiled ? illTyped(arg.type) : wellTyped(arg.type))),
    );
}

function assertClientAnswer(label: string, status: number, text: string): void {
  const problems: string[] = [];
  if (!CLIENT_STATUSES.has(status)) problems.push(`status ${status}`);
  if (/stacktrace|\n\s+at .+:\d+:\d+/i.test(text)) problems.push('a stack trace');
  if (text.includes('INTERNAL_SERVER_ERROR')) problems.push('an internal server error');
  if (problems.length > 0) throw new Error(`${label}: ${problems.join(', ')}\n${text.slice(0, 600)}`);
}

describe('GraphQL fuzzing from the API schema', () => {
  const clients = {} as Record<Role, GatewayClient>;

  beforeAll(async () => {
    // The API users' key: the fuzzer sends documents no app ships (trusted documents are on).
    const apiKey = stackInfo().apiAppKey;
    clients.anonymous = new GatewayClient(undefined, apiKey);
    const player = await activatedPlayer();
    clients.player = new GatewayClient(player.client.ip, apiKey).withToken(player.client.token);
    const admin = await adminClient();
    clients.admin = new GatewayClient(admin.ip, apiKey).withToken(admin.token);
  });

  const roots = [
    ['query', schema.getQueryType()!] as const,
    ['mutation', schema.getMutationType()!] as const,
  ];

  for (const role of ['anonymous', 'player', 'admin'] as const) {
    it(`never answers ${role} callers with a server error`, async () => {
      for (const [kind, root] of roots) {
        for (const field of Object.values(root.getFields())) {
          const query = operationText(kind, field);
          const inputs: fc.Arbitrary<Record<string, unknown>>[] = [];
          if (field.args.length > 0) inputs.push(illTypedArguments(field.args));
          if (wellTypedAllowed(role, kind, field.name)) {
            inputs.push(argumentsOf(field.args, (arg) => wellTyped(arg.type)));
          }
          for (const input of inputs) {
            await fc.assert(
              fc.asyncProperty(input, async (variables) => {
                const answer = await clients[role].request('POST', '/graphql', {
                  json: { query, variables },
                });
                assertClientAnswer(
                  `${role} ${field.name} ${JSON.stringify(variables).slice(0, 200)}`,
                  answer.status,
                  answer.text,
                );
              }),
              { numRuns: RUNS_PER_FIELD, endOnFailure: true },
            );
          }
        }
      }
    }, 240_000);
  }
});
