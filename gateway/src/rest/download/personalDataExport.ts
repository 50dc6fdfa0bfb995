import type { MyAccountDataQuery, MyServiceDataQuery } from '../../__generated__/operations';
import type { ApolloServer } from '@apollo/server';
import type { Logger } from '@vh/kit/stateless';
import type { Router } from 'express';
import type { GatewayContext } from '../../context';
import { journalJson, journalPages } from '../journal/journalPages';
import { ledgerJson, ledgerPages } from './ledgerPages';
import { refusals, type DocumentedOperation } from '../openapi';
import type { StoredOperation } from '../operations';
import {
  requireOperation,
  runStoredOperation,
  signedInDownload,
  startAttachment,
  write,
} from './storedOperation';

export const PERSONAL_DATA_PATH = '/api/clientUser/exportMyData';
/** The document's layout; a change that moves or renames a field raises it. */
export const PERSONAL_DATA_VERSION = 1;
/** Journal entries in one file: above the journal's retention bound (docs/retention.md). */
export const PERSONAL_DATA_MAX_JOURNAL_ENTRIES = 25_000;
/** Currency ledger rows in one file (docs/ledger.md): years of the most active play. */
export const PERSONAL_DATA_MAX_LEDGER_ROWS = 200_000;

/** Each service's part: the document's section name and the field of MyServiceData answering it. */
const SERVICE_SECTIONS = [
  ['game', 'myGameData'],
  ['trades', 'myTradeData'],
  ['payments', 'myPaymentData'],
  ['analytics', 'myAnalyticsData'],
  ['contentAudit', 'myContentData'],
  ['social', 'mySocialData'],
] as const satisfies readonly (readonly [string, keyof MyServiceDataQuery])[];

const NOTES = [
  'Each section is what one service keeps about you, read with your own sign-in only.',
  'A list with "truncated": true held more rows than its "cap"; the newest rows are included.',
  'Credentials (password hashes, second-factor secrets, one-time link hashes) are never exported.',
  'The journal is in sections.journal; sections.game.fights holds the stored fights behind it.',
  'Every change of your currency balances is in sections.currencyLedger (newest first: the change, the balance after it, why and what it belongs to).',
];

const fileName = (now: Date) => `vampire-hunt-my-data-${now.toISOString().slice(0, 10)}.json`;

/**
 * GET /api/clientUser/exportMyData: one JSON file of everything every service keeps about the
 * signed-in player (GDPR Art. 15 and 20). Every part is asked for with the caller's own identity;
 * no user id is taken from the request. The parts and the first journal page are read before the
 * answer starts (so a refusal, such as the hourly limit, is a 4xx); the journal then streams page by
 * page, so a long one never sits in memory whole.
 */
export function personalDataExportRoute(options: {
  apollo: ApolloServer<GatewayContext>;
  operations: Map<string, StoredOperation>;
  logger: Logger;
}): Router {
  const account = requireOperation(options.operations, 'MyAccountData');
  const services = requireOperation(options.operations, 'MyServiceData');
  const journal = requireOperation(options.operations, 'JournalExport');
  const ledger = requireOperation(options.operations, 'CurrencyLedgerExport');
  const logger = options.logger.child({ route: PERSONAL_DATA_PATH });
  return signedInDownload(PERSONAL_DATA_PATH, logger, async ({ res, context, closed }) => {
    const run = <T>(operation: StoredOperation) => runStoredOperation<T>(options.apollo, operation, context);
    const { myAccountData } = await run<MyAccountDataQuery>(account);
    const parts = await run<MyServiceDataQuery>(services);
    const pages = journalPages(options.apollo, journal, context, {}, PERSONAL_DATA_MAX_JOURNAL_ENTRIES);
    let page = await pages.next();
    const now = new Date();
    startAttachment(res, 'application/json; charset=utf-8', fileName(now));
    const header = {
      format: 'vampire-hunt-personal-data',
      version: PERSONAL_DATA_VERSION,
      generatedAt: now.toISOString(),
      subject: { userId: context.viewer.userId, name: context.viewer.name },
      notes: NOTES,
    };
    // The header without its closing brace, then the sections: each service's JSON text as it came.
    await write(res, `${JSON.stringify(header).slice(0, -1)},\n"sections": {\n"account": ${myAccountData}`);
    for (const [section, field] of SERVICE_SECTIONS) await write(res, `,\n"${section}": ${parts[field]}`);
    await write(res, `,\n"journal": {"cap": ${PERSONAL_DATA_MAX_JOURNAL_ENTRIES}, "entries": [`);
    let written = 0;
    while (!page.done && !closed()) {
      for (const entry of page.value) {
        await write(res, `${written > 0 ? ',' : ''}\n${journalJson(entry)}`);
        written += 1;
      }
      page = await pages.next();
    }
    await write(res, `\n], "truncated": ${page.done === true && page.value === true}}`);
    await write(res, `,\n"currencyLedger": {"cap": ${PERSONAL_DATA_MAX_LEDGER_ROWS}, "entries": [`);
    const rows = ledgerPages(options.apollo, ledger, context, PERSONAL_DATA_MAX_LEDGER_ROWS);
    let ledgerPage = await rows.next();
    written = 0;
    while (!ledgerPage.done && !closed()) {
      for (const row of ledgerPage.value) {
        await write(res, `${written > 0 ? ',' : ''}\n${ledgerJson(row)}`);
        written += 1;
      }
      ledgerPage = await rows.next();
    }
    res.end(`\n], "truncated": ${ledgerPage.done === true && ledgerPage.value === true}}\n}\n}\n`);
  });
}

/** The download in the OpenAPI document (it is served beside the route table). */
export const PERSONAL_DATA_OPERATION: DocumentedOperation = {
  method: 'get',
  path: PERSONAL_DATA_PATH,
  operation: {
    summary:
      'Download my data: one JSON file of everything every service keeps about you (account, game, journal, currency ledger, trades, payments, analytics, audit rows); a few per hour (429 beyond).',
    tags: ['account'],
    operationId: 'ExportMyData',
    security: [{ appKey: [], bearer: [] }],
    responses: {
      '200': {
        description: `The document (version ${PERSONAL_DATA_VERSION}) as an attachment: format, version, generatedAt, subject, notes and one section per service`,
        content: { 'application/json': { schema: { type: 'object' } } },
      },
      ...refusals(['401', '403', '429', '503']),
    },
  },
};
