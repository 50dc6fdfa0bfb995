/**
 * Records what the REST facade serves (src/rest/__tests__/restSnapshot.ts): every route's answer to
 * sample data and the OpenAPI document, in src/rest/__tests__/fixtures. Run it only for a change
 * meant to alter an answer or the document; restSnapshot.test.ts holds the code to the record.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES, recordAnswers, servedDocument } from '../src/rest/__tests__/restSnapshot';

writeFileSync(path.join(FIXTURES, 'restAnswers.json'), `${JSON.stringify(recordAnswers(), null, 1)}\n`);
writeFileSync(path.join(FIXTURES, 'openapi.json'), `${JSON.stringify(servedDocument(), null, 1)}\n`);
