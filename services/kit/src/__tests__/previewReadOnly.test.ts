import type { GraphQLError } from 'graphql';
import { previewReadOnlyPlugin, requireNoWriteInPreview } from '../previewReadOnly';

/** The plugin's didResolveOperation for one operation type and context, as Apollo calls it. */
async function resolveOperation(operation: 'query' | 'mutation', preview?: number): Promise<unknown> {
  const hooks = await previewReadOnlyPlugin<{ preview?: number }>().requestDidStart!({} as never);
  return (hooks as { didResolveOperation(context: unknown): Promise<void> }).didResolveOperation({
    operation: { operation },
    contextValue: preview === undefined ? {} : { preview },
  });
}

describe('a subgraph refuses every write of a preview', () => {
  it('refuses a mutation while previewing, as a 403 the gateway keeps (a 200 answer)', async () => {
    const refused = (await resolveOperation('mutation', 7).catch((error: unknown) => error)) as GraphQLError;
    expect(refused.message).toBe('A preview is read-only: leave the preview to play for real');
    expect(refused.extensions).toMatchObject({
      code: 'PREVIEW_READ_ONLY',
      status: 403,
      http: { status: 200 },
    });
  });

  it('lets queries of a preview and mutations outside one through', async () => {
    await expect(resolveOperation('query', 7)).resolves.toBeUndefined();
    await expect(resolveOperation('mutation')).resolves.toBeUndefined();
    expect(() => requireNoWriteInPreview('subscription', 7)).toThrow('read-only');
  });
});
