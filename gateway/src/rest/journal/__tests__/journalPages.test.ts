import type { ApolloServer } from '@apollo/server';
import type { GatewayContext } from '../../../context';
import { journalPages } from '../journalPages';

/** A supergraph stand-in serving a journal of `total` entries in pages of 100, recording the calls. */
function journalOf(total: number) {
  const calls: Record<string, unknown>[] = [];
  const apollo = {
    executeOperation: async ({ variables }: { variables: Record<string, unknown> }) => {
      calls.push(variables);
      const from = variables.after ? Number(variables.after) : 0;
      const to = Math.min(total, from + Number(variables.limit));
      const entries = Array.from({ length: to - from }, (_, index) => ({ id: String(from + index) }));
      return {
        body: {
          kind: 'single',
          singleResult: { data: { journalEntries: { entries, nextCursor: to < total ? String(to) : null } } },
        },
      };
    },
  } as unknown as ApolloServer<GatewayContext>;
  return { apollo, calls };
}

const operation = { document: 'query JournalExport { x }', operationName: 'JournalExport' };
const context = {} as GatewayContext;

async function readAll(pages: AsyncGenerator<{ id: string }[], boolean>) {
  const sizes: number[] = [];
  for (;;) {
    const page = await pages.next();
    if (page.done) return { sizes, leftUnread: page.value };
    sizes.push(page.value.length);
  }
}

describe('journal pages', () => {
  it('reads page by page with the cursor until the journal ends', async () => {
    const { apollo, calls } = journalOf(250);
    const read = await readAll(journalPages(apollo, operation, context, { type: 1 }, 1000));
    expect(read).toEqual({ sizes: [100, 100, 50], leftUnread: false });
    expect(calls).toEqual([
      { filter: { type: 1 }, limit: 100 },
      { filter: { type: 1 }, limit: 100, after: '100' },
      { filter: { type: 1 }, limit: 100, after: '200' },
    ]);
  });

  it('stops at the cap and says entries were left unread', async () => {
    const { apollo, calls } = journalOf(1000);
    expect(await readAll(journalPages(apollo, operation, context, {}, 150))).toEqual({
      sizes: [100, 50],
      leftUnread: true,
    });
    expect(calls).toHaveLength(2);
  });

  it('reads no further page once the reader stops (a client that went away)', async () => {
    const { apollo, calls } = journalOf(1000);
    const pages = journalPages(apollo, operation, context, {}, 1000);
    await pages.next();
    await pages.return(false);
    expect(calls).toHaveLength(1);
  });
});
