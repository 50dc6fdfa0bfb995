import { Kind, parse, print, visit } from 'graphql';
import { anonymousRootFields } from '../anonymousAccess';
import { documentHash } from '../trustedDocuments';
import { routeTable } from '../../rest/routes';
import { API_USER_KEY, protectedServer, restOperations, settingsFor, webDocuments } from './protectedServer';

/** What Apollo Client sends: __typename in every selection set. */
const withTypenames = (document: string) =>
  print(
    visit(parse(document), {
      SelectionSet: (set) => ({
        ...set,
        selections: [...set.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }],
      }),
    }),
  );

describe('anonymous callers', () => {
  const server = protectedServer(settingsFor('test'));
  afterAll(() => server.stop());

  it('may use the root fields of the REST routes that need no token, and nothing else', () => {
    expect([...anonymousRootFields(routeTable, restOperations)].sort()).toEqual([
      'mutation.activateAccount',
      'mutation.checkOnPayment',
      'mutation.confirmAccountDeletion',
      'mutation.login',
      'mutation.register',
      'mutation.requestPasswordReset',
      'mutation.resetPassword',
    ]);
  });

  it('are refused (401) for merchants, treasury, premium packages, news and the player', async () => {
    for (const query of [
      '{ merchants { key } }',
      '{ treasury(kind: COLLECTIONS) { item { id } } }',
      '{ premiumPackages { id } }',
      '{ latestNews(offset: 0, count: 5) { id } }',
      'query Sneaky { ...Root } fragment Root on Query { me { id } }',
      'mutation { register(username: "a", password: "b", email: "c") { success } hunt { combatEnded } }',
    ]) {
      const answer = await server.run(query, { viewer: null });
      expect(answer.status).toBe(401);
      expect(answer.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/^Please sign in to use /),
        extensions: { code: 'UNAUTHENTICATED', status: 401 },
      });
    }
  });

  it('may register, log in and ask for __typename', async () => {
    const register = 'mutation { register(username: "a", password: "b", email: "c") { success message } }';
    expect((await server.run(register, { viewer: null })).data).toEqual({ passed: true });
    expect((await server.run('mutation { __typename }', { viewer: null })).data).toEqual({ passed: true });
  });
});

describe('requests without one runnable operation', () => {
  const server = protectedServer(settingsFor('test'));
  afterAll(() => server.stop());

  it.each([
    ['query A { me { id } }', 'B', 'Unknown operation named "B"'],
    ['query A { me { id } } query B { me { name } }', undefined, 'name the one to run (operationName)'],
    ['subscription S { me { id } }', undefined, 'Subscriptions are not served at /graphql'],
  ])('%s (operationName %s) is a 400', async (query, operationName, message) => {
    const answer = await server.run(query, operationName ? { operationName } : {});
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toContain(message);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', status: 400 });
  });

  it('an unnamed operation beside another is a 400', async () => {
    const answer = await server.run('query A { me { id } } { me { name } }', { operationName: 'A' });
    expect(answer.status).toBe(400);
  });
});

describe('trusted documents', () => {
  const server = protectedServer(settingsFor('production'));
  afterAll(() => server.stop());

  it('hash a document the same whatever Apollo Client did to its text', () => {
    const document = webDocuments().find((candidate) => candidate.includes('query MerchantStock'))!;
    const sent = withTypenames(document);
    expect(sent).not.toBe(document);
    expect(documentHash(parse(sent))).toBe(documentHash(parse(document)));
    expect(documentHash(parse('{ me { name id } }'))).toBe(documentHash(parse('query { me { id, name } }')));
    expect(documentHash(parse('{ me { id } }'))).not.toBe(documentHash(parse('{ me { id email } }')));
  });

  it("accept the web's documents as the browser sends them", async () => {
    for (const document of webDocuments())
      expect((await server.run(withTypenames(document))).errors).toBeUndefined();
  });

  it('refuse any other document, but not from API users', async () => {
    const refused = await server.run('query Mine { me { id email } }');
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'This operation is not allowed',
      extensions: { code: 'PERSISTED_QUERY_NOT_ALLOWED', status: 400 },
    });
    expect((await server.run('query Mine { me { id email } }', { appKey: API_USER_KEY })).data).toEqual({
      passed: true,
    });
  });

  it('refuse to start with an API user key that is not an application key', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exit');
    });
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(() => settingsFor('production', { API_USER_APP_KEYS: 'stranger' })).toThrow('exit');
    expect(String(stderr.mock.calls[0]![0])).toContain('stranger is not one of APP_KEYS');
    exit.mockRestore();
    stderr.mockRestore();
  });

  it('are off outside production unless switched on', async () => {
    expect(settingsFor('development').trustedDocuments).toBe(false);
    expect(settingsFor('test').trustedDocuments).toBe(false);
    expect(settingsFor('test', { TRUSTED_DOCUMENTS: 'true' }).trustedDocuments).toBe(true);
    expect(settingsFor('production', { TRUSTED_DOCUMENTS: 'false' }).trustedDocuments).toBe(false);
  });
});

describe('introspection and stack traces', () => {
  it('are on in development only, unless switched', () => {
    expect(settingsFor('development')).toMatchObject({ introspection: true, stackTraces: true });
    expect(settingsFor('test')).toMatchObject({ introspection: false, stackTraces: false });
    expect(settingsFor('production')).toMatchObject({ introspection: false, stackTraces: false });
    expect(settingsFor('test', { GRAPHQL_INTROSPECTION: 'true' }).introspection).toBe(true);
  });

  it('refuse introspection when off, and hide field suggestions with it', async () => {
    const server = protectedServer(settingsFor('production'));
    const answer = await server.run('{ __schema { types { name } } }', { appKey: API_USER_KEY });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toContain('introspection');
    const typo = await server.run('{ me { nam } }', { appKey: API_USER_KEY });
    expect(typo.errors?.[0]?.message).not.toContain('Did you mean');
    await server.stop();
  });
});
