import type { FieldRule } from '@vh/contracts/client';
import { KINDS, KIND_NAMES, SHAPES, type FieldSpec } from '../domain/kinds';

/**
 * The content contract the reading services compile against, written from the content kinds: one
 * interface per kind and nested shape (as the snapshot and the API carry them), a map from kind name
 * to its interface, the kinds' names, and each field's rules beyond its type (what entries.ts checks),
 * which the REST facade's document states. A field renamed in kinds.ts and not in a service that
 * reads it fails that service's build.
 */

const dataName = (name: string) => `${name}Data`;

function tsType(spec: FieldSpec): string {
  switch (spec.type) {
    case 'string':
      return 'string';
    case 'int':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'image':
      return 'number | null';
    case 'ref': {
      const base = spec.ref.by === 'shortName' ? 'string' : 'number';
      return spec.required ? base : `${base} | null`;
    }
    case 'refList':
      return spec.ref.by === 'shortName' ? 'string[]' : 'number[]';
    case 'list':
      return `${dataName(spec.of)}[]`;
  }
}

function fieldLines(fields: Record<string, FieldSpec>): string[] {
  return Object.entries(fields).map(([name, spec]) => `  ${name}: ${tsType(spec)};`);
}

function shapeInterfaces(): string[] {
  return Object.entries(SHAPES).map(([name, fields]) =>
    [
      `/** ${name}, nested in entries. */`,
      `export interface ${dataName(name)} {`,
      ...fieldLines(fields as Record<string, FieldSpec>),
      '}',
    ].join('\n'),
  );
}

function kindInterfaces(): string[] {
  return KIND_NAMES.map((name) => {
    const kind = KINDS[name];
    return [
      `/** A ${kind.name} entry. */`,
      `export interface ${dataName(kind.typeName)} {`,
      '  id: number;',
      ...fieldLines(kind.fields),
      '}',
    ].join('\n');
  });
}

function kindMap(): string {
  return [
    "/** Each kind name with its entries' type. */",
    'export interface ContentDataOf {',
    ...KIND_NAMES.map((name) => `  ${name}: ${dataName(KINDS[name].typeName)};`),
    '}',
    '',
    'export type ContentKindName = keyof ContentDataOf;',
  ].join('\n');
}

function kindNames(): string {
  return [
    '/** Every kind with its GraphQL names (the REST facade serves each under /api/{name}). */',
    'export const CONTENT_KINDS = [',
    ...KIND_NAMES.map((name) => {
      const { typeName, plural, single } = KINDS[name];
      return `  { name: '${name}', typeName: '${typeName}', plural: '${plural}', single: '${single}' },`;
    }),
    '] as const satisfies readonly { name: ContentKindName; typeName: string; plural: string; single: string }[];',
  ].join('\n');
}

function shapeNames(): string {
  return [
    '/** The GraphQL types of the values nested in entries (CurrencyEntry, StatEntry...). */',
    `export const CONTENT_SHAPES = [${Object.keys(SHAPES)
      .map((shape) => `'${shape}'`)
      .join(', ')}] as const;`,
  ].join('\n');
}

/** A pattern of kinds.ts is of the whole value (^...$); the contract states what is between. */
function wholeValuePattern(pattern: RegExp): string {
  const { source, flags } = pattern;
  if (flags !== '' || !source.startsWith('^') || !source.endsWith('$')) {
    throw new Error(`declare ${String(pattern)} as /^...$/ without flags`);
  }
  return source.slice(1, -1);
}

/** Drops the rules a field does not have, so the contract lists only what is checked. */
const present = (rule: FieldRule): FieldRule | undefined => {
  const kept = Object.entries(rule).filter(([, value]) => value !== undefined && value !== false);
  return kept.length > 0 ? (Object.fromEntries(kept) as FieldRule) : undefined;
};

/** A reference by id is a whole number from 1; by short name, a name that is not blank. */
const referenceRule = (by: 'id' | 'shortName' = 'id'): FieldRule =>
  by === 'shortName' ? { minLength: 1 } : { minimum: 1 };

/** What entries.ts checks of a field beyond its type (references' existence is checked on top). */
function ruleOf(spec: FieldSpec): FieldRule | undefined {
  switch (spec.type) {
    case 'string':
      return present({
        required: spec.required,
        minLength: spec.required ? 1 : undefined,
        maxLength: spec.max,
        pattern: spec.pattern && wholeValuePattern(spec.pattern),
      });
    case 'int':
      return present({ minimum: spec.min, maximum: spec.max });
    case 'image':
      return referenceRule();
    case 'ref':
      return { ...(spec.required ? { required: true } : {}), ...referenceRule(spec.ref.by) };
    case 'refList':
      return { uniqueItems: true, items: referenceRule(spec.ref.by) };
    case 'boolean':
    case 'list':
      return undefined;
  }
}

function rulesOf(fields: Record<string, FieldSpec>): Record<string, FieldRule> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, spec]) => {
      const rule = ruleOf(spec);
      return rule ? [[name, rule]] : [];
    }),
  );
}

function fieldRules(): string {
  const byType = {
    ...Object.fromEntries(
      Object.entries(SHAPES).map(([name, fields]) => [name, rulesOf(fields as Record<string, FieldSpec>)]),
    ),
    ...Object.fromEntries(KIND_NAMES.map((name) => [KINDS[name].typeName, rulesOf(KINDS[name].fields)])),
  };
  return [
    '/**',
    " * Each field's rules beyond its type, by GraphQL type (the kinds and the entries nested in them):",
    ' * the content service refuses a value that breaks one (422), and the REST facade states them.',
    ' */',
    `export const CONTENT_FIELD_RULES: Readonly<Record<string, FieldRules>> = ${JSON.stringify(byType)};`,
  ].join('\n');
}

const CONTENT_CONTRACT_HEADER =
  '// Generated by services/content/scripts/generate-schema.ts from services/content/src/domain/kinds.ts. Do not edit.';

/** The TypeScript module contracts/src/contentContract.generated.ts (`@vh/contracts/contentContract`). */
export function generateContentContract(): string {
  return [
    CONTENT_CONTRACT_HEADER,
    "import type { FieldRules } from './client/fieldRules';",
    ...shapeInterfaces(),
    ...kindInterfaces(),
    kindMap(),
    kindNames(),
    shapeNames(),
    fieldRules(),
    '',
  ].join('\n\n');
}
