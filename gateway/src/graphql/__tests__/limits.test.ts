import { API_USER_KEY, protectedServer, restOperations, settingsFor, webDocuments } from './protectedServer';

const nested = (depth: number): string =>
  depth === 0 ? 'id' : `craftingMats { itemIdRef { ${nested(depth - 2)} } }`;

describe('GraphQL limits', () => {
  const server = protectedServer(settingsFor('production'));
  afterAll(() => server.stop());

  it('let every document the web and the REST facade ship through with the default limits', async () => {
    const shipped = [
      ...webDocuments(),
      ...[...restOperations.values()].map((operation) => operation.document),
    ];
    expect(shipped.length).toBeGreaterThan(100);
    for (const document of shipped) {
      const answer = await server.run(document);
      expect({ document, errors: answer.errors }).toEqual({ document, errors: undefined });
    }
  });

  it('refuse 100 aliases and a depth of 50 in validation, naming the limit', async () => {
    const aliases = `{ ${Array.from({ length: 100 }, (_, i) => `a${i}: merchants { key }`).join(' ')} }`;
    const deep = `{ item(id: 1) { ${nested(48)} } }`;
    for (const [query, limit] of [
      [aliases, 'Aliases limit of 10 exceeded, found 100'],
      [deep, 'Query depth limit of 10 exceeded, found 50'],
    ] as const) {
      const answer = await server.run(query, { appKey: API_USER_KEY });
      expect(answer.status).toBe(400);
      expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(answer.errors?.map((error) => error.message).join('\n')).toContain(limit);
    }
  });

  it('refuse too many tokens, directives and too high a cost', async () => {
    const fields = (count: number) => Array.from({ length: count }, () => 'id').join(' ');
    const tokens = await server.run(`{ me { ${fields(1200)} } }`, { appKey: API_USER_KEY });
    expect(tokens.status).toBe(400);
    expect(tokens.errors?.[0]?.message).toMatch(/Document contains more tha[nt] 1000 tokens/);
    const directives = await server.run(
      `{ me { ${Array.from({ length: 11 }, () => 'id @include(if: true)').join(' ')} } }`,
      {
        appKey: API_USER_KEY,
      },
    );
    expect(directives.errors?.map((error) => error.message).join('\n')).toContain(
      'Directives limit of 10 exceeded',
    );
    const costly = await server.run(`{ item(id: 1) { ${nested(10).replace('id', fields(400))} } }`, {
      appKey: API_USER_KEY,
    });
    expect(costly.errors?.map((error) => error.message).join('\n')).toContain(
      'Query Cost limit of 5000 exceeded',
    );
  });

  it('take their figures from the environment', async () => {
    const strict = protectedServer(settingsFor('production', { GRAPHQL_MAX_ALIASES: '1' }));
    const answer = await strict.run('{ a: me { id } b: me { id } }', { appKey: API_USER_KEY });
    expect(answer.errors?.[0]?.message).toContain('Aliases limit of 1 exceeded, found 2');
    await strict.stop();
  });
});
