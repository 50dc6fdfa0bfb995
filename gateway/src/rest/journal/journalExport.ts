import type { ApolloServer } from '@apollo/server';
import type { Logger } from '@vh/kit/stateless';
import type { Router } from 'express';
import type { GatewayContext } from '../../context';
import { requireOperation, signedInDownload, startAttachment, write } from '../download/storedOperation';
import { NO_NUL } from '../textPatterns';
import { refusals, type DocumentedOperation } from '../openapi';
import type { StoredOperation } from '../operations';
import { CSV_HEADER, csvRecord } from './exportRecords';
import { exportFileName, parseExportRequest, type ExportFormat } from './exportRequest';
import { journalJson, journalPages } from './journalPages';

export const JOURNAL_EXPORT_PATH = '/api/journal/export';
/** At most this many entries per export: above the journal's retention bound (docs/retention.md). */
export const JOURNAL_EXPORT_MAX_ENTRIES = 25_000;

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

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
  const operation = requireOperation(options.operations, 'JournalExport');
  const logger = options.logger.child({ route: JOURNAL_EXPORT_PATH });
  return signedInDownload(JOURNAL_EXPORT_PATH, logger, async ({ req, res, context, closed }) => {
    const { format, filter } = parseExportRequest(req.query as Record<string, unknown>);
    const pages = journalPages(options.apollo, operation, context, filter, JOURNAL_EXPORT_MAX_ENTRIES);
    let page = await pages.next();
    startAttachment(res, CONTENT_TYPES[format], exportFileName(format, new Date()));
    await write(res, format === 'csv' ? CSV_HEADER : '[');
    let written = 0;
    while (!page.done && !closed()) {
      for (const entry of page.value) {
        await write(
          res,
          format === 'csv' ? csvRecord(entry) : `${written > 0 ? ',' : ''}\n${journalJson(entry)}`,
        );
        written += 1;
      }
      page = await pages.next();
    }
    res.end(format === 'csv' ? '' : '\n]\n');
  });
}

const INTEGER_PARAMETER = (name: string, description: string, minimum = 0, maximum = 2 ** 31 - 1) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema: { type: 'integer', minimum, maximum },
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
      INTEGER_PARAMETER('type', '0 travel, 1 combat, 2 rank up, 3 mission reward, 4 system message', 0, 4),
      INTEGER_PARAMETER('result', '1 draw, 2 victory, 3 loss, 4 no bait equipped', 1, 4),
      INTEGER_PARAMETER('enemyId', 'Only fights against this enemy'),
      INTEGER_PARAMETER('huntingGroundId', 'Only what happened in this hunting ground'),
      INTEGER_PARAMETER('from', 'Epoch seconds, inclusive'),
      INTEGER_PARAMETER('to', 'Epoch seconds, inclusive; not before from'),
      {
        name: 'search',
        in: 'query',
        required: false,
        description: 'Text the entry mentions: enemy, hunting ground or item names, travels, ranks, messages',
        schema: { type: 'string', maxLength: 100, pattern: NO_NUL },
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
      ...refusals(['400', '401', '403', '404', '429', '503']),
    },
  },
};
