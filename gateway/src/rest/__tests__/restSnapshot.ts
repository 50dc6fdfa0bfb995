/**
 * What the REST facade serves, as text, for a snapshot: every route's answer to sample data of its
 * operation, and the served OpenAPI document. `npm run rest:snapshot -w @vh/gateway` records them in
 * fixtures/ (do so only for a change meant to alter an answer or the document, and say so);
 * restSnapshot.test.ts checks the current code against the record, byte for byte.
 */
import path from 'node:path';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { generatedAnswerSchemas, selectionSchema } from '../answerSchema';
import { PERSONAL_DATA_OPERATION } from '../download/personalDataExport';
import { IMAGE_OPERATIONS } from '../imageProxy';
import { apiSchema } from '../inputSchema';
import { JOURNAL_EXPORT_OPERATION } from '../journal/journalExport';
import { buildOpenApi } from '../openapi';
import { loadOperations } from '../operations';
import { reshape } from '../reshape';
import type { RestRoute } from '../routeTypes';
import { routeTable } from '../routes';
import { PAYMENT_WEBHOOK_OPERATION } from '../webhookProxy';

type Schema = Record<string, unknown>;

export const FIXTURES = path.join(__dirname, 'fixtures');
export const operations = loadOperations(path.join(__dirname, '..', '..', '..', 'operations'));

/** The served document, as index.ts builds it (its origin and version fixed). */
export const servedDocument = () =>
  buildOpenApi(
    routeTable,
    '0.1.0',
    'http://localhost:4000',
    [...IMAGE_OPERATIONS, PAYMENT_WEBHOOK_OPERATION, JOURNAL_EXPORT_OPERATION, PERSONAL_DATA_OPERATION],
    generatedAnswerSchemas(operations),
  );

export const routeKey = (route: RestRoute) =>
  `${route.method} ${route.path}${route.constants ? ` ${JSON.stringify(route.constants)}` : ''}`;

/** The facade's text of an answer (facade.ts: res.json, or the text as is), or the error it throws. */
export function answerText(route: RestRoute, data: Record<string, unknown>): string {
  try {
    const answer = reshape(route.answer, data);
    return route.answerType === 'text' ? String(answer) : JSON.stringify(answer ?? null);
  } catch (error) {
    return `threw ${(error as Error).constructor.name}: ${(error as Error).message}`;
  }
}

/**
 * The kinds of sample: every value present (lists of two), every nullable value null (lists of
 * one), and lists whose first entry is full and second sparse.
 */
export const VARIANTS = ['full', 'sparse', 'mixed'] as const;
type Variant = (typeof VARIANTS)[number];

/** A sample value of an answer schema: distinct numbers and texts, so a swapped field shows. */
function sample(schema: Schema, variant: Variant, counter: { next: number }): unknown {
  if (schema.nullable === true && variant === 'sparse') return null;
  counter.next += 1;
  const n = counter.next;
  if (Array.isArray(schema.enum)) return schema.enum[n % schema.enum.length];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries((schema.properties ?? {}) as Record<string, Schema>).map(([key, inner]) => [
          key,
          sample(inner, variant, counter),
        ]),
      );
    case 'array': {
      const items = schema.items as Schema;
      if (variant === 'sparse') return [sample(items, 'sparse', counter)];
      if (variant === 'mixed') return [sample(items, 'full', counter), sample(items, 'sparse', counter)];
      return [sample(items, 'full', counter), sample(items, 'full', counter)];
    }
    case 'integer':
      return n;
    case 'number':
      return n + 0.5;
    case 'boolean':
      return n % 2 === 0;
    default:
      return schema.format === 'date-time' ? new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString() : `t${n}`;
  }
}

/** The answer keys of the root fields an operation selects. */
function rootFields(document: string): string[] {
  const definition = parse(document).definitions.find(
    (node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION,
  )!;
  return definition.selectionSet.selections.flatMap((selection) =>
    selection.kind === Kind.FIELD ? [selection.alias?.value ?? selection.name.value] : [],
  );
}

/** Sample data of a route's operation, as GraphQL would answer it. */
export function sampleData(route: RestRoute, variant: Variant): Record<string, unknown> {
  const operation = operations.get(route.operation)!;
  const counter = { next: 0 };
  return Object.fromEntries(
    rootFields(operation.document).map((field) => [
      field,
      sample(selectionSchema(operation, field, apiSchema()), variant, counter),
    ]),
  );
}

export interface RecordedAnswer {
  route: string;
  variant: Variant;
  data: Record<string, unknown>;
  answer: string;
}

export const recordAnswers = (): RecordedAnswer[] =>
  routeTable.flatMap((route) =>
    VARIANTS.map((variant) => {
      const data = sampleData(route, variant);
      return { route: routeKey(route), variant, data, answer: answerText(route, data) };
    }),
  );
