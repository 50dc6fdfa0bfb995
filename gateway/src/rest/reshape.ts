import { UnauthorizedError } from '@vh/kit/stateless';

/**
 * A legacy answer's shape, written as data: how the documented answer is made from the data of the
 * route's GraphQL operation. One interpreter reads it twice: `reshape` makes the answer, `reshapeSchema`
 * makes its JSON schema from the schema of the operation's selection (answerSchema.ts), so the served
 * document always says what is served.
 *
 * - `'a.b'`: the value at that path (a missing parent reads as absent), unchanged;
 * - `{ alias: 'a' }`: the same, but in a `rest` object the source field also keeps its own place
 *   (timeStamp beside timestamp, a news `name` beside its `header`);
 * - `{ from, as, orElse, positive, refuseNull }`: the value at a path, shaped by `as`; `orElse` stands
 *   for a null one (null, a text, or another path); `positive` answers whether it is above 0;
 *   `refuseNull` answers 401 with that message when it is null (a deleted account's token);
 * - `{ each, from, flatten, orEmpty }`: a list (at `from`, or the value itself), each entry shaped by
 *   `each`; `flatten` joins each entry's list of that name first; `orEmpty` answers [] for no list;
 * - `{ fields, rest, replace }`: an object. With `rest`, the source's fields come first in their order,
 *   but for those `fields` move elsewhere (read by a path, `from` or a list's `from`); `replace`
 *   reshapes source fields where they stand; then `fields` in their order. A null source is null.
 */
export type Shape = string | AliasShape | PickShape | ListShape | ObjectShape;

export interface AliasShape {
  alias: string;
}

export interface PickShape {
  from: string;
  as?: Shape;
  orElse?: null | string | { from: string };
  positive?: true;
  refuseNull?: string;
}

export interface ListShape {
  each: Shape;
  from?: string;
  flatten?: string;
  orEmpty?: true;
}

export interface ObjectShape {
  fields?: Record<string, Shape>;
  rest?: true;
  replace?: Record<string, Shape>;
}

type Data = Record<string, unknown>;
type Schema = Record<string, unknown>;

const isAlias = (shape: Shape): shape is AliasShape => typeof shape === 'object' && 'alias' in shape;
const isList = (shape: Shape): shape is ListShape => typeof shape === 'object' && 'each' in shape;
const isPick = (shape: Shape): shape is PickShape =>
  typeof shape === 'object' && 'from' in shape && !isList(shape);

/** The value at a dotted path; a null or missing parent reads as undefined. */
function valueAt(source: unknown, path: string): unknown {
  let value = source;
  for (const key of path.split('.')) value = value == null ? undefined : (value as Data)[key];
  return value;
}

/** The source field an object's field takes away from its `rest` (none for aliases and built objects). */
function movedField(shape: Shape): string | undefined {
  const path = typeof shape === 'string' ? shape : isPick(shape) || isList(shape) ? shape.from : undefined;
  return path?.split('.')[0];
}

const movedFields = (shape: ObjectShape) =>
  new Set(Object.values(shape.fields ?? {}).flatMap((field) => movedField(field) ?? []));

/** The documented answer of `shape` made from `source` (an operation's data, or a part of it). */
export function reshape(shape: Shape, source: unknown): unknown {
  if (typeof shape === 'string') return valueAt(source, shape);
  if (isAlias(shape)) return valueAt(source, shape.alias);
  if (isList(shape)) {
    const list = (shape.from === undefined ? source : valueAt(source, shape.from)) as unknown[] | null;
    if (list == null) return shape.orEmpty ? [] : null;
    const entries = shape.flatten
      ? list.flatMap((entry) => (entry as Data)[shape.flatten!] as unknown[])
      : list;
    return entries.map((entry) => reshape(shape.each, entry));
  }
  if (isPick(shape)) {
    const value = valueAt(source, shape.from);
    if (value == null) {
      if (shape.refuseNull) throw new UnauthorizedError(shape.refuseNull);
      if (shape.orElse === undefined) return value;
      return typeof shape.orElse === 'object' && shape.orElse !== null
        ? valueAt(source, shape.orElse.from)
        : shape.orElse;
    }
    if (shape.positive) return (value as number) > 0;
    return shape.as === undefined ? value : reshape(shape.as, value);
  }
  if (source == null) return null;
  const object = source as Data;
  const answer: Data = {};
  if (shape.rest) {
    const moved = movedFields(shape);
    for (const [key, value] of Object.entries(object)) if (!moved.has(key)) answer[key] = value;
  }
  for (const [key, inner] of Object.entries(shape.replace ?? {})) answer[key] = reshape(inner, object[key]);
  for (const [key, inner] of Object.entries(shape.fields ?? {})) answer[key] = reshape(inner, object);
  return answer;
}

/** An object schema of exactly these properties, all present. */
export function objectOf(properties: Record<string, Schema>, nullable = false): Schema {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
    ...(nullable ? { nullable: true } : {}),
  };
}

function propertiesOf(schema: Schema, at: string): Record<string, Schema> {
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (schema.type !== 'object' || !properties)
    throw new Error(`${at} is not an object the operation selects`);
  return properties;
}

/** The schema at a dotted path of an object schema; a path the operation does not select throws. */
function schemaAt(schema: Schema, path: string): Schema {
  let at = schema;
  for (const key of path.split('.')) {
    const inner = propertiesOf(at, path)[key];
    if (!inner) throw new Error(`the operation selects no ${path}`);
    at = inner;
  }
  return at;
}

function withoutNull({ nullable: _nullable, ...schema }: Schema): Schema {
  return schema;
}

function listSchema(shape: ListShape, source: Schema): Schema {
  const list = shape.from === undefined ? source : schemaAt(source, shape.from);
  if (list.type !== 'array') throw new Error(`${shape.from ?? 'the value'} is not a list`);
  let items = list.items as Schema;
  if (shape.flatten) items = schemaAt(items, shape.flatten).items as Schema;
  const nullable = list.nullable === true && !shape.orEmpty;
  return { type: 'array', items: reshapeSchema(shape.each, items), ...(nullable ? { nullable: true } : {}) };
}

function pickSchema(shape: PickShape, source: Schema): Schema {
  const value = schemaAt(source, shape.from);
  if (shape.positive) return { type: 'boolean' };
  if (shape.orElse === null) return { ...value, nullable: true };
  if (shape.orElse !== undefined) return withoutNull(value);
  const present = shape.refuseNull ? withoutNull(value) : value;
  return shape.as === undefined ? present : reshapeSchema(shape.as, present);
}

/**
 * The JSON schema of `shape`'s answer, from the schema of its source (answerSchema.ts's schema of the
 * operation's selection): every field present, null where the source may be null, nothing else.
 */
export function reshapeSchema(shape: Shape, source: Schema): Schema {
  if (typeof shape === 'string') return schemaAt(source, shape);
  if (isAlias(shape)) return schemaAt(source, shape.alias);
  if (isList(shape)) return listSchema(shape, source);
  if (isPick(shape)) return pickSchema(shape, source);
  const properties: Record<string, Schema> = {};
  if (shape.rest) {
    const moved = movedFields(shape);
    for (const [key, value] of Object.entries(propertiesOf(source, 'the source')))
      if (!moved.has(key)) properties[key] = value;
  }
  for (const [key, inner] of Object.entries(shape.replace ?? {}))
    properties[key] = reshapeSchema(inner, schemaAt(source, key));
  for (const [key, inner] of Object.entries(shape.fields ?? {}))
    properties[key] = reshapeSchema(inner, source);
  return objectOf(properties, source.nullable === true);
}
