import { BadRequestError } from '@vh/kit/stateless';
import { z } from 'zod';

type Schema = Record<string, unknown>;

/** Compiled once per documented schema: the facade checks a JSON body with the schema the document shows. */
const compiled = new WeakMap<Schema, z.ZodType>();

function validatorOf(schema: Schema): z.ZodType {
  let validator = compiled.get(schema);
  if (!validator) {
    validator = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0], {
      defaultTarget: 'openapi-3.0',
    });
    compiled.set(schema, validator);
  }
  return validator;
}

/** A character beyond the Basic Multilingual Plane: one character, two UTF-16 units. */
const ASTRAL = /[\ud800-\udbff][\udc00-\udfff]/g;
/** Stands in for one: no documented pattern names a surrogate, so each reads it as the character. */
const STAND_IN = '\ufffd';

/**
 * The body as zod must measure it: JSON Schema counts a text's length in characters (code points), as
 * clients' schema libraries do, zod in UTF-16 units, which would refuse an emoji's text of the
 * documented length.
 */
function measuredInCharacters(value: unknown): unknown {
  // Walked with a list, not recursion: a body nested thousands deep (a fuzzer's) must get its 400,
  // not overflow the stack. Copies are made, the parsed body itself is left as it came.
  const root: Record<string, unknown> = { value };
  const pending: [Record<string | number, unknown>, string | number][] = [[root, 'value']];
  while (pending.length > 0) {
    const [holder, key] = pending.pop()!;
    const item = holder[key];
    if (typeof item === 'string') holder[key] = item.replace(ASTRAL, STAND_IN);
    else if (Array.isArray(item)) {
      const copy = [...item] as unknown[];
      holder[key] = copy;
      copy.forEach((_, index) => pending.push([copy as unknown as Record<number, unknown>, index]));
    } else if (typeof item === 'object' && item !== null) {
      const copy = { ...(item as Record<string, unknown>) };
      holder[key] = copy;
      for (const name of Object.keys(copy)) pending.push([copy, name]);
    }
  }
  return root.value;
}

/** `body.currencies[0]`: where a JSON body breaks its schema, as an API user reads it. */
function pathOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (at, key) => (typeof key === 'number' ? `${at}[${key}]` : `${at}.${String(key)}`),
    'body',
  );
}

/**
 * Refuses (400) a JSON body the route's documented schema does not allow, naming the first place and
 * why, so what the document forbids never reaches an operation (where it could fail as a 500).
 */
export function checkJsonBody(schema: Schema, body: unknown): void {
  const result = validatorOf(schema).safeParse(measuredInCharacters(body));
  if (result.success) return;
  const issue = result.error.issues[0]!;
  const where =
    issue.code === 'unrecognized_keys' ? `${pathOf(issue.path)}.${issue.keys[0]}` : pathOf(issue.path);
  const why =
    issue.code === 'unrecognized_keys'
      ? 'is not a documented field'
      : issue.code === 'invalid_union'
        ? 'matches none of the documented forms'
        : issue.message;
  throw new BadRequestError(`${where}: ${why}`);
}
