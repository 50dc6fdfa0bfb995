import { CONTENT_FIELD_RULES } from '@vh/contracts/contentContract';
import type { FieldRule } from '@vh/contracts/client';
import { validateEntry, type EntryData } from '../entries';
import { KIND_NAMES, KINDS, SHAPES, type FieldSpec, type KindName } from '../kinds';

/**
 * The content contract states each field's rules (the REST facade's document shows them): what it
 * states must be exactly where validateEntry refuses, at each bound.
 */

type Fields = Record<string, FieldSpec>;

/**
 * The smallest whole entry: each required field, and each number at its minimum (so two fields with a
 * rule between them, amountMin and amountMax, both sit at their lowest).
 */
function smallestValid(fields: Fields, rules: Record<string, FieldRule>): EntryData {
  return Object.fromEntries(
    Object.keys(fields).flatMap((name): [string, unknown][] => {
      const rule = rules[name];
      if (rule?.minimum !== undefined) return [[name, rule.minimum]];
      if (rule?.required) return [[name, 'abc']];
      return [];
    }),
  );
}

/** Where each nested entry can be written: a kind with a list of it. */
function holderOf(shape: string): { kind: KindName; field: string } {
  for (const kind of KIND_NAMES) {
    const field = Object.entries(KINDS[kind].fields).find(
      ([, spec]) => spec.type === 'list' && spec.of === shape,
    );
    if (field) return { kind, field: field[0] };
  }
  throw new Error(`no kind holds ${shape}`);
}

interface Target {
  type: string;
  /** The entry to validate with `field` set to `value` (undefined: left out). */
  entry: (field: string, value: unknown) => { kind: KindName; input: EntryData };
}

function targets(): Target[] {
  const kinds = KIND_NAMES.map((kind): Target => {
    const type = KINDS[kind].typeName;
    const base = smallestValid(KINDS[kind].fields, CONTENT_FIELD_RULES[type]!);
    return { type, entry: (field, value) => ({ kind, input: { ...base, [field]: value } }) };
  });
  const shapes = Object.entries(SHAPES).map(([shape, fields]): Target => {
    const base = smallestValid(fields as Fields, CONTENT_FIELD_RULES[shape]!);
    const { kind, field: list } = holderOf(shape);
    const holder = smallestValid(KINDS[kind].fields, CONTENT_FIELD_RULES[KINDS[kind].typeName]!);
    return {
      type: shape,
      entry: (field, value) => ({ kind, input: { ...holder, [list]: [{ ...base, [field]: value }] } }),
    };
  });
  return [...kinds, ...shapes];
}

const verdict = ({ kind, input }: { kind: KindName; input: EntryData }) => {
  try {
    validateEntry(kind, input);
    return 'accepted';
  } catch {
    return 'refused';
  }
};

/** Each value the rule allows at its edges, and each just past them. */
function edges(rule: FieldRule): { allowed: unknown[]; refused: unknown[] } {
  const allowed: unknown[] = [];
  const refused: unknown[] = [];
  if (rule.minimum !== undefined) {
    allowed.push(rule.minimum);
    refused.push(rule.minimum - 1);
  }
  if (rule.maximum !== undefined) {
    allowed.push(rule.maximum);
    refused.push(rule.maximum + 1);
  }
  if (rule.maxLength !== undefined) {
    allowed.push('a'.repeat(rule.maxLength));
    refused.push('a'.repeat(rule.maxLength + 1));
    // Characters, as the document counts them: a bat is one (and two UTF-16 units).
    if (!rule.pattern) allowed.push('🦇'.repeat(rule.maxLength));
  }
  if (rule.minLength === 1) refused.push(' \t ');
  if (rule.pattern) refused.push('no such thing!');
  if (rule.required) refused.push(null);
  if (rule.uniqueItems) refused.push([1, 1]);
  if (rule.items?.minimum !== undefined) refused.push([rule.items.minimum - 1]);
  return { allowed, refused };
}

describe("the content contract's field rules", () => {
  it('cover every kind and nested entry', () => {
    expect(Object.keys(CONTENT_FIELD_RULES).sort()).toEqual(
      [...KIND_NAMES.map((kind) => KINDS[kind].typeName), ...Object.keys(SHAPES)].sort(),
    );
  });

  it('are where validateEntry refuses, at each edge', () => {
    for (const target of targets()) {
      for (const [field, rule] of Object.entries(CONTENT_FIELD_RULES[target.type]!)) {
        const { allowed, refused } = edges(rule);
        for (const value of allowed)
          expect([target.type, field, value, verdict(target.entry(field, value))]).toEqual([
            target.type,
            field,
            value,
            'accepted',
          ]);
        for (const value of refused)
          expect([target.type, field, value, verdict(target.entry(field, value))]).toEqual([
            target.type,
            field,
            value,
            'refused',
          ]);
        if (rule.required)
          expect([target.type, field, verdict(target.entry(field, undefined))]).toEqual([
            target.type,
            field,
            'refused',
          ]);
      }
    }
  });

  it('state patterns of the whole value', () => {
    const shortName = CONTENT_FIELD_RULES.Currency!.shortName!;
    expect(shortName).toEqual({ required: true, minLength: 1, maxLength: 40, pattern: '[A-Za-z0-9_-]+' });
    expect(CONTENT_FIELD_RULES.Rarity!.colorHex).toEqual({ pattern: '#[0-9A-Fa-f]{6}' });
  });
});
