import { UnauthorizedError } from '@vh/kit/stateless';
import { objectOf, reshape, reshapeSchema, type Shape } from '../reshape';

const INT = { type: 'integer' };
const TEXT = { type: 'string' };
const nullable = (schema: Record<string, unknown>) => ({ ...schema, nullable: true });

/** The schema of a source: { id, header, ref: { name, imageId }?, items: [{ n, owned }] }. */
const SOURCE = objectOf({
  id: INT,
  header: TEXT,
  ref: objectOf({ name: TEXT, imageId: nullable(INT) }, true),
  items: { type: 'array', items: objectOf({ n: INT, owned: INT }) },
});
const source = { id: 1, header: 'h', ref: { name: 'r', imageId: null }, items: [{ n: 2, owned: 0 }] };
const without = { id: 1, header: 'h', ref: null, items: [{ n: 2, owned: 3 }] };

describe('a legacy reshape, as an answer and as its schema', () => {
  it('copies a path unchanged, and its schema', () => {
    expect(reshape('ref.name', source)).toBe('r');
    expect(reshapeSchema('ref.name', SOURCE)).toEqual(TEXT);
    expect(reshape('ref.name', without)).toBeUndefined();
  });

  it('renames and moves fields after the rest, aliases keep their place, replaced ones stand', () => {
    const shape: Shape = {
      rest: true,
      replace: { items: { each: { fields: { count: 'n' } } } },
      fields: { name: { alias: 'header' }, identifier: 'id' },
    };
    const answer = reshape(shape, source);
    expect(JSON.stringify(answer)).toBe(
      '{"header":"h","ref":{"name":"r","imageId":null},"items":[{"count":2}],"name":"h","identifier":1}',
    );
    const schema = reshapeSchema(shape, SOURCE);
    expect(Object.keys(schema.properties as object)).toEqual(Object.keys(answer as object));
    expect(schema.required).toEqual(Object.keys(answer as object));
    expect((schema.properties as Record<string, unknown>).items).toEqual({
      type: 'array',
      items: objectOf({ count: INT }),
    });
  });

  it('falls back for a null value: null, a text or another path, and says so in the schema', () => {
    const shape: Shape = {
      fields: {
        name: { from: 'ref.name', orElse: { from: 'header' } },
        imageId: { from: 'ref.imageId', orElse: null },
        flavor: { from: 'ref.name', orElse: '' },
      },
    };
    expect(reshape(shape, source)).toEqual({ name: 'r', imageId: null, flavor: 'r' });
    expect(reshape(shape, without)).toEqual({ name: 'h', imageId: null, flavor: '' });
    expect(reshapeSchema(shape, SOURCE)).toEqual(
      objectOf({ name: TEXT, imageId: nullable(INT), flavor: TEXT }),
    );
  });

  it('answers null for a null object, and its schema is nullable as the source is', () => {
    const shape: Shape = { from: 'ref', as: { fields: { title: 'name' } } };
    expect(reshape(shape, without)).toBeNull();
    expect(reshapeSchema(shape, SOURCE)).toEqual(objectOf({ title: TEXT }, true));
  });

  it('maps, flattens and tests lists; no list reads as [] where asked', () => {
    const nested = { tabs: [{ items: [{ n: 1 }, { n: 2 }] }, { items: [{ n: 3 }] }] };
    const TABS = objectOf({
      tabs: { type: 'array', items: objectOf({ items: { type: 'array', items: objectOf({ n: INT }) } }) },
    });
    expect(reshape({ from: 'tabs', flatten: 'items', each: 'n' }, nested)).toEqual([1, 2, 3]);
    expect(reshapeSchema({ from: 'tabs', flatten: 'items', each: 'n' }, TABS)).toEqual({
      type: 'array',
      items: INT,
    });
    const owned: Shape = { from: 'items', each: { from: 'owned', positive: true } };
    expect(reshape(owned, source)).toEqual([false]);
    expect(reshape(owned, without)).toEqual([true]);
    expect(reshapeSchema(owned, SOURCE)).toEqual({ type: 'array', items: { type: 'boolean' } });
    expect(reshape({ from: 'ref.list', each: 'n', orEmpty: true }, without)).toEqual([]);
  });

  it('refuses a null value with 401 where asked, and the schema is then not nullable', () => {
    const shape: Shape = { from: 'ref', refuseNull: 'gone', as: { rest: true } };
    expect(() => reshape(shape, without)).toThrow(new UnauthorizedError('gone'));
    expect(reshapeSchema(shape, SOURCE).nullable).toBeUndefined();
  });

  it('refuses a shape that reads what the operation does not select', () => {
    expect(() => reshapeSchema('ref.colour', SOURCE)).toThrow('the operation selects no ref.colour');
    expect(() => reshapeSchema({ from: 'id', each: 'n' }, SOURCE)).toThrow('id is not a list');
  });
});
