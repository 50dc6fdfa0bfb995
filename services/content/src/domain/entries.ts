import { ValidationError } from '@vh/kit';
import { fieldError, invalid } from './fieldErrors';
import { normaliseProcFields } from './procRules';
import { KINDS, SHAPES, type FieldSpec, type KindName, type Reference, type ShapeName } from './kinds';

export type EntryData = Record<string, unknown>;

export interface ContentEntry {
  id: number;
  kind: KindName;
  data: EntryData;
}

/** One reference an entry makes, found while validating it. */
export interface FoundReference {
  ref: Reference;
  value: number | string;
  /** Where it sits, for messages: 'craftingMats[2].itemId'. */
  path: string;
}

function defaultOf(spec: FieldSpec): unknown {
  switch (spec.type) {
    case 'string':
      return spec.default ?? '';
    case 'int':
      return spec.default ?? 0;
    case 'image':
      return null;
    case 'boolean':
      return spec.default ?? false;
    case 'ref':
      return null;
    case 'refList':
    case 'list':
      return [];
  }
}

/** New-entry defaults of spec 002 section 4 (orderIndex 100, sequence 0, empty texts, empty lists). */
function defaultsOf(kind: KindName): EntryData {
  return Object.fromEntries(
    Object.entries(KINDS[kind].fields).map(([name, spec]) => [name, defaultOf(spec)]),
  );
}

class Checker {
  readonly references: FoundReference[] = [];
  readonly imageIds: { id: number; path: string }[] = [];

  value(spec: FieldSpec, raw: unknown, path: string): unknown {
    if (raw === undefined || raw === null) {
      if ((spec.type === 'ref' || spec.type === 'string') && spec.required)
        throw invalid(path, `is required`);
      return defaultOf(spec);
    }
    switch (spec.type) {
      case 'string': {
        if (typeof raw !== 'string') throw invalid(path, `must be text`);
        const value = raw.trim();
        if (spec.required && value === '') throw invalid(path, `is required`);
        // In characters (code points), as the REST document's maxLength counts: an emoji is one.
        if (spec.max !== undefined && [...value].length > spec.max) {
          throw invalid(path, `must be at most ${spec.max} characters`);
        }
        if (spec.pattern && value !== '' && !spec.pattern.test(value)) {
          throw fieldError(path, spec.patternMessage ?? `${path} has an invalid format`);
        }
        return value;
      }
      case 'int': {
        if (typeof raw !== 'number' || !Number.isInteger(raw)) throw invalid(path, `must be a whole number`);
        if (spec.min !== undefined && raw < spec.min) throw invalid(path, `must be at least ${spec.min}`);
        if (spec.max !== undefined && raw > spec.max) throw invalid(path, `must be at most ${spec.max}`);
        return raw;
      }
      case 'boolean':
        if (typeof raw !== 'boolean') throw invalid(path, `must be true or false`);
        return raw;
      case 'image':
        if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1) {
          throw invalid(path, `must be the id of an uploaded image`);
        }
        this.imageIds.push({ id: raw, path });
        return raw;
      case 'ref':
        return this.reference(spec.ref, raw, path);
      case 'refList': {
        if (!Array.isArray(raw)) throw invalid(path, `must be a list`);
        const values = raw.map((item, index) => this.reference(spec.ref, item, `${path}[${index}]`));
        if (new Set(values).size !== values.length) throw invalid(path, `lists an entry twice`);
        return values;
      }
      case 'list': {
        if (!Array.isArray(raw)) throw invalid(path, `must be a list`);
        return raw.map((item, index) => this.shape(spec.of, item, `${path}[${index}]`));
      }
    }
  }

  private reference(ref: Reference, raw: unknown, path: string): number | string {
    if (ref.by === 'shortName') {
      if (typeof raw !== 'string' || raw.trim() === '') throw invalid(path, `must name a ${ref.kind}`);
      this.references.push({ ref, value: raw.trim(), path });
      return raw.trim();
    }
    if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1) {
      throw invalid(path, `must be the id of a ${ref.kind}`);
    }
    this.references.push({ ref, value: raw, path });
    return raw;
  }

  private shape(shape: ShapeName, raw: unknown, path: string): EntryData {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      throw invalid(path, `must be an object`);
    }
    const fields = SHAPES[shape] as Record<string, FieldSpec>;
    const input = raw as EntryData;
    for (const key of Object.keys(input)) {
      if (!(key in fields)) throw invalid(`${path}.${key}`, `is not a field of ${shape}`);
    }
    return Object.fromEntries(
      Object.entries(fields).map(([name, spec]) => [name, this.value(spec, input[name], `${path}.${name}`)]),
    );
  }
}

/** Rules spanning fields, which the field declarations cannot say. */
function checkKindRules(kind: KindName, data: EntryData): void {
  const ranges = (data.enemies as { rangeMin: number; rangeMax: number }[] | undefined) ?? [];
  if (kind === 'huntingtable') {
    for (const [index, entry] of ranges.entries()) {
      if (entry.rangeMax < entry.rangeMin) {
        throw invalid(`enemies[${index}].rangeMax`, `must not be below rangeMin`);
      }
    }
  }
  const loot = (data.loot as { amountMin: number; amountMax: number }[] | undefined) ?? [];
  for (const [index, entry] of loot.entries()) {
    if (entry.amountMax < entry.amountMin)
      throw invalid(`loot[${index}].amountMax`, `must not be below amountMin`);
  }
  if (kind === 'tournament') checkTournament(data);
  const stats = (data.stats as { valueFrom: number; valueTo: number }[] | undefined) ?? [];
  for (const [index, entry] of stats.entries()) {
    if (entry.valueTo < entry.valueFrom)
      throw invalid(`stats[${index}].valueTo`, `must not be below valueFrom`);
  }
}

/** A tournament's window, point table and prize places must make sense together. */
function checkTournament(data: EntryData): void {
  if (Number(data.endsAt) <= Number(data.startsAt)) throw invalid('endsAt', 'must be after startsAt');
  const points = (data.pointTable as { enemyId: number }[] | undefined) ?? [];
  const seen = new Set<number>();
  for (const [index, entry] of points.entries()) {
    if (seen.has(entry.enemyId))
      throw invalid(`pointTable[${index}].enemyId`, 'is already in the point table');
    seen.add(entry.enemyId);
  }
  const prizes = (data.prizes as { rankFrom: number; rankTo: number }[] | undefined) ?? [];
  for (const [index, prize] of prizes.entries()) {
    if (prize.rankTo < prize.rankFrom) throw invalid(`prizes[${index}].rankTo`, 'must not be below rankFrom');
  }
}

/**
 * Validates an entry against its kind: unknown fields are refused, missing ones take their defaults
 * (or the current values on update), and every reference it makes is returned for the existence check.
 */
export function validateEntry(
  kind: KindName,
  input: EntryData,
  base: EntryData = defaultsOf(kind),
): { data: EntryData; references: FoundReference[]; imageIds: { id: number; path: string }[] } {
  const fields = KINDS[kind].fields;
  for (const key of Object.keys(input)) {
    if (key !== 'id' && !(key in fields)) throw new ValidationError(`${key} is not a field of ${kind}`);
  }
  const checker = new Checker();
  const data = Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => [
      name,
      checker.value(spec, input[name] === undefined ? base[name] : input[name], name),
    ]),
  );
  checkKindRules(kind, data);
  normaliseProcFields(kind, data);
  return { data, references: checker.references, imageIds: checker.imageIds };
}

/** Orders entries by their kind's declared order ('-field' descending), then by id. */
export function sortEntries(entries: ContentEntry[], orderBy: string[]): ContentEntry[] {
  const keys = orderBy.map((key) =>
    key.startsWith('-') ? { field: key.slice(1), sign: -1 } : { field: key, sign: 1 },
  );
  return [...entries].sort((a, b) => {
    for (const { field, sign } of keys) {
      const left = a.data[field];
      const right = b.data[field];
      if (left === right) continue;
      if (typeof left === 'number' && typeof right === 'number') return (left - right) * sign;
      return String(left ?? '').localeCompare(String(right ?? '')) * sign;
    }
    return a.id - b.id;
  });
}
