import { CONTENT_FIELD_RULES } from '@vh/contracts/contentContract';
import { PREMIUM_PACKAGE_FIELD_RULES, type FieldRule, type FieldRules } from '@vh/contracts/client';
import { NOT_BLANK, NO_NUL, trimmedPattern } from './textPatterns';

type Schema = Record<string, unknown>;

/**
 * The rules the owning services check beyond the GraphQL types (contracts' FieldRule), by input type:
 * the content kinds and their nested entries (generated from content's declarations) and premium
 * packages.
 */
const RULES_BY_INPUT_TYPE: Readonly<Record<string, FieldRules>> = Object.fromEntries(
  Object.entries({ ...CONTENT_FIELD_RULES, ...PREMIUM_PACKAGE_FIELD_RULES }).map(([type, rules]) => [
    `${type}Input`,
    rules,
  ]),
);

export const fieldRulesOf = (inputTypeName: string): FieldRules => RULES_BY_INPUT_TYPE[inputTypeName] ?? {};

function textKeywords(rule: FieldRule): Schema {
  if ((rule.minLength ?? 0) > 1) throw new Error('a text rule states at most minLength 1 (not blank)');
  const required = rule.minLength === 1;
  const pattern = rule.pattern ? trimmedPattern(rule.pattern, required) : required ? NOT_BLANK : NO_NUL;
  return { pattern, ...(rule.maxLength !== undefined ? { maxLength: rule.maxLength } : {}) };
}

/**
 * A field's JSON schema (from its GraphQL type) with its rule stated: ranges within the type's, text
 * lengths and patterns, lists without repeats and their values' rules.
 */
export function withRule(schema: Schema, rule: FieldRule | undefined): Schema {
  if (!rule) return schema;
  switch (schema.type) {
    case 'integer':
    case 'number':
      return {
        ...schema,
        ...(rule.minimum !== undefined
          ? { minimum: Math.max(rule.minimum, (schema.minimum as number | undefined) ?? -Infinity) }
          : {}),
        ...(rule.maximum !== undefined
          ? { maximum: Math.min(rule.maximum, (schema.maximum as number | undefined) ?? Infinity) }
          : {}),
      };
    case 'string':
      return { ...schema, ...textKeywords(rule) };
    case 'array':
      return {
        ...schema,
        ...(rule.uniqueItems ? { uniqueItems: true } : {}),
        items: withRule(schema.items as Schema, rule.items),
      };
    default:
      return schema;
  }
}
