import type { ApolloServer } from '@apollo/server';
import { sendError, sendFailure, type Logger } from '@vh/kit/stateless';
import { Router, type Request, type Response } from 'express';
import type { GatewayContext } from '../../context';
import { failureOf } from '../facade';
import { refusals, type DocumentedOperation } from '../openapi';
import type { StoredOperation } from '../operations';
import { journalEntry, type JournalEntryData } from '../routes/game';
import { CSV_HEADER, csvRecord, type ExportEntry } from './exportRecords';
import { exportFileName, parseExportRequest, type ExportFormat } from './exportRequest';

export const JOURNAL_EXPORT_PATH = '/api/journal/export';
/** Entries per page the export reads from the game (the largest page the game serves). */
const PAGE_SIZE = 100;
/** At most this many entries per export: above the journal's retention bound (docs/retention.md). */
export const JOURNAL_EXPORT_MAX_ENTRIES = 25_000;

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

interface ExportPage {
  entries: (ExportEntry & JournalEntryData)[];
  nextCursor: string | null;
}

class ExportPageError extends Error {
  constructor(readonly failure: ReturnType<typeof failureOf>) {
    super(failure.message);
  }
}

/** One page of the caller's journal through the supergraph, as any REST call runs its operation. */
async function readPage(
  apollo: ApolloServer<GatewayContext>,
  operation: StoredOperation,
  context: GatewayContext,
  variables: Record<string, unknown>,
): Promise<ExportPage> {
  const response = await apollo.executeOperation(
    { query: operation.document, operationName: operation.operationName, variables },
    { contextValue: context },
  );
  if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by the export');
  const { data, errors } = response.body.singleResult;
  if (errors?.length) throw new ExportPageError(failureOf(errors[0]!));
  return (data as { journalEntries: ExportPage }).journalEntries;
}

/** Writes and waits when the client reads slower than the journal arrives. */
function write(res: Response, chunk: string): Promise<void> {
  if (res.write(chunk)) return Promise.resolve();
  return new Promise((resolve) => res.once('drain', resolve));
}

/**
 * GET /api/journal/export: the signed-in player's own journal (filtered like the journal screen) as
 * a CSV or JSON download, streamed page by page. The first page is read before the answer starts, so
 * a refused filter is a 4xx with its message; a failure later cuts the download short (no silently
 * partial file that looks complete).
 */
export function journalExportRoute(options: {
  apollo: ApolloServer<GatewayContext>;
  operations: Map<string, StoredOperation>;
  logger: Logger;
}): Router {
  const operation = options.operations.get('JournalExport');
  if (!operation) throw new Error('the JournalExport operation is missing from gateway/operations');
  const logger = options.logger.child({ route: JOURNAL_EXPORT_PATH });
  const router = Router({ caseSensitive: false, strict: false });

  router.get(JOURNAL_EXPORT_PATH, async (req: Request, res: Response) => {
    const context = res.locals.context as GatewayContext;
    if (!context.viewer) {
      sendFailure(res, { status: 401, code: 'UNAUTHENTICATED', message: 'Authentication required' });
      return;
    }
    let closed = false;
    res.on('close', () => (closed = true));
    try {
      const { format, filter } = parseExportRequest(req.query as Record<string, unknown>);
      const variables = { filter, limit: PAGE_SIZE };
      let page = await readPage(options.apollo, operation, context, variables);
      res.status(200);
      res.setHeader('Content-Type', CONTENT_TYPES[format]);
      res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(format, new Date())}"`);
      res.setHeader('Cache-Control', 'no-store');
      await write(res, format === 'csv' ? CSV_HEADER : '[');
      let written = 0;
      for (;;) {
        for (const entry of page.entries) {
          if (written >= JOURNAL_EXPORT_MAX_ENTRIES) break;
          const record =
            format === 'csv'
              ? csvRecord(entry)
              : `${written > 0 ? ',' : ''}\n${JSON.stringify({ ...journalEntry(entry), huntingGround: entry.huntingGround })}`;
          await write(res, record);
          written += 1;
        }
        if (!page.nextCursor || written >= JOURNAL_EXPORT_MAX_ENTRIES || closed) break;
        page = await readPage(options.apollo, operation, context, { ...variables, after: page.nextCursor });
      }
      res.end(format === 'csv' ? '' : '\n]\n');
    } catch (error) {
      if (!res.headersSent) {
        if (error instanceof ExportPageError) sendFailure(res, error.failure);
        else sendError(res, error, logger);
        return;
      }
      logger.error({ err: error }, 'journal export cut short');
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  });
  return router;
}

const INTEGER_PARAMETER = (name: string, description: string) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema: { type: 'integer', minimum: 0, maximum: 2 ** 31 - 1 },
});

/** The export in the OpenAPI document (it is served beside the route table). */
export const JOURNAL_EXPORT_OPERATION: DocumentedOperation = {
  method: 'get',
  path: JOURNAL_EXPORT_PATH,
  operation: {
    summary: `Your own journal as a CSV or JSON download, newest first (at most ${JOURNAL_EXPORT_MAX_ENTRIES} entries), filtered like the journal screen.`,
    tags: ['game'],
    operationId: 'JournalExport',
    security: [{ appKey: [], bearer: [] }],
    parameters: [
      {
        name: 'format',
        in: 'query',
        required: false,
        schema: { type: 'string', enum: ['csv', 'json'], default: 'csv' },
      },
      INTEGER_PARAMETER('type', '0 travel, 1 combat, 2 rank up, 3 mission reward, 4 system message'),
      INTEGER_PARAMETER('result', '1 draw, 2 victory, 3 loss, 4 no bait equipped'),
      INTEGER_PARAMETER('enemyId', 'Only fights against this enemy'),
      INTEGER_PARAMETER('huntingGroundId', 'Only what happened in this hunting ground'),
      INTEGER_PARAMETER('from', 'Epoch seconds, inclusive'),
      INTEGER_PARAMETER('to', 'Epoch seconds, inclusive; not before from'),
      {
        name: 'search',
        in: 'query',
        required: false,
        description: 'Text the entry mentions: enemy, hunting ground or item names, travels, ranks, messages',
        schema: { type: 'string', maxLength: 100 },
      },
    ],
    responses: {
      '200': {
        description: 'The journal, as an attachment (Content-Disposition names the file)',
        content: {
          'text/csv': { schema: { type: 'string' } },
          'application/json': { schema: { type: 'array', items: { type: 'object' } } },
        },
      },
      ...refusals(['400', '401', '503']),
    },
  },
};
