import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { fieldRulesOf, withRule } from './fieldRules';
import { INT32_MAX, INT32_MIN, MAX_TEXT_LENGTH } from './routeTypes';
import { NO_NUL } from './textPatterns';

type Schema = Record<string, unknown>;

/** The client-facing schema `npm run compose` writes beside the supergraph (gateway/api-schema.graphql). */
const API_SCHEMA_FILE = path.join(__dirname, '..', '..', 'api-schema.graphql');
let loaded: GraphQLSchema | undefined;

/** The API schema, read once. */
export function apiSchema(): GraphQLSchema {
  loaded ??= buildSchema(readFileSync(API_SCHEMA_FILE, 'utf8'));
  return loaded;
}

export const SCALARS: Record<string, Schema> = {
  Int: { type: 'integer', format: 'int32', minimum: INT32_MIN, maximum: INT32_MAX },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  String: { type: 'string', maxLength: MAX_TEXT_LENGTH, pattern: NO_NUL },
  ID: { type: 'string', maxLength: MAX_TEXT_LENGTH, pattern: NO_NUL },
};

/** A value of a GraphQL input type as OpenAPI 3.0 describes it (null allowed unless the type is non-null). */
function valueSchema(type: GraphQLInputType, nullable = true): Schema {
  if (isNonNullType(type)) return valueSchema(type.ofType, false);
  const orNull = nullable ? { nullable: true } : {};
  if (isListType(type)) return { type: 'array', items: valueSchema(type.ofType), ...orNull };
  const named = getNamedType(type);
  if (isEnumType(named))
    return { type: 'string', enum: named.getValues().map((value) => value.name), ...orNull };
  // A nested entry is always whole: what it requires is always sent.
  if (isInputObjectType(named)) return { ...inputObjectSchema(named.name, { creating: true }), ...orNull };
  const scalar = SCALARS[named.name];
  if (!scalar) throw new Error(`no JSON schema for the GraphQL scalar ${named.name}`);
  return { ...scalar, ...orNull };
}

export interface InputObjectOptions {
  /** What the call needs beyond the type (the id to update): sent, and not null. */
  alsoRequired?: string[];
  /** The body creates an entry: the fields its rules require are sent too (an update keeps them). */
  creating?: boolean;
}

/**
 * The JSON body schema of a call whose body is one GraphQL input object (the content editors' entries,
 * premium packages): its fields, types and nullability come from the API schema, and what the owning
 * service checks beyond them (ranges, lengths, patterns, required fields) from the contracts' field
 * rules, so the document says exactly what the operation takes, and no other field.
 */
export function inputObjectSchema(typeName: string, options: InputObjectOptions = {}): Schema {
  const type = apiSchema().getType(typeName);
  if (!isInputObjectType(type)) throw new Error(`${typeName} is not an input type of the API schema`);
  const rules = fieldRulesOf(typeName);
  const fields = Object.values(type.getFields());
  const neverNull = (name: string) =>
    rules[name]?.required === true || (options.alsoRequired ?? []).includes(name);
  const required = [
    ...fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
    ...(options.creating
      ? fields.filter((field) => rules[field.name]?.required).map((field) => field.name)
      : []),
    ...(options.alsoRequired ?? []),
  ];
  return {
    type: 'object',
    properties: Object.fromEntries(
      fields.map((field) => {
        const schema = withRule(valueSchema(field.type), rules[field.name]);
        if (neverNull(field.name)) delete schema.nullable;
        return [field.name, field.description ? { ...schema, description: field.description } : schema];
      }),
    ),
    ...(required.length > 0 ? { required: [...new Set(required)] } : {}),
    additionalProperties: false,
  };
}

/**
 * The body of a legacy editor's save (spec 002 section 7.1: the entry as the editor holds it, that is
 * as GET answered it): the input object's fields, plus the fields only answers carry (`ownedAmount`,
 * resolved names...), which are accepted with any value and ignored, so a loaded entry saves back.
 */
export function editorBodySchema(typeName: string, options: InputObjectOptions = {}): Schema {
  const schema = inputObjectSchema(`${typeName}Input`, options);
  const output = apiSchema().getType(typeName);
  if (!output || !('getFields' in output))
    throw new Error(`${typeName} is not an output type of the API schema`);
  const properties = schema.properties as Record<string, Schema>;
  for (const name of Object.keys(output.getFields())) {
    properties[name] ??= { description: 'as answered by GET; ignored' };
  }
  return schema;
}

/** The input object's own fields of an editor's body: what the operation takes. */
export function inputFieldsOf(typeName: string, body: Record<string, unknown>): Record<string, unknown> {
  const type = apiSchema().getType(`${typeName}Input`);
  if (!isInputObjectType(type)) throw new Error(`${typeName}Input is not an input type of the API schema`);
  const fields = type.getFields();
  return Object.fromEntries(Object.entries(body).filter(([name]) => name in fields));
}
