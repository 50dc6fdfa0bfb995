import { BadRequestError } from '@vh/kit/stateless';
import type { Request } from 'express';
import { imageIdOf } from '../imageProxy';
import { INT32_MAX, form, pathId, type RestRoute } from '../routeTypes';
import { routeTable } from '../routes';
import { variablesFor } from '../variables';
import { servedDocument } from './restSnapshot';

type Operation = {
  parameters?: { name: string; schema: Record<string, unknown> }[];
  requestBody?: { required: boolean; content: Record<string, { schema: { required?: string[] } }> };
  responses: Record<string, unknown>;
};

const document = servedDocument();
const operation = (path: string, method: string) => document.paths[path]![method] as unknown as Operation;

describe('the OpenAPI document', () => {
  it('lists every served call: the route table, images, upload, webhook and meta calls', () => {
    for (const route of routeTable)
      expect(document.paths[route.path]?.[route.method.toLowerCase()]).toBeDefined();
    for (const path of [
      '/api/image/{id}',
      '/api/image/thumb/{id}',
      '/api/image/enemy/{id}',
      '/api/image/enemy/thumb/{id}',
    ])
      expect(document.paths[path]?.get).toBeDefined();
    expect(document.paths['/api/image']?.post).toBeDefined();
    expect(document.paths['/api/payment/webhook']?.post).toBeDefined();
    expect(document.paths['/api/openapi.json']?.get).toBeDefined();
  });

  it('declares ids as 32-bit integers with their bounds', () => {
    const id = operation('/api/item/{id}', 'get').parameters![0]!;
    expect(id.schema).toMatchObject({ type: 'integer', format: 'int32', minimum: 0, maximum: INT32_MAX });
  });

  it('declares the body types, the required fields and the refusals of each call', () => {
    const login = operation('/api/user/login', 'post');
    expect(Object.keys(login.requestBody!.content).sort()).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]);
    expect(login.requestBody!.content['multipart/form-data']!.schema.required).toEqual([
      'username',
      'password',
    ]);
    expect(Object.keys(login.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '413', '415', '422', '429']),
    );
    const update = operation('/api/user', 'put');
    expect(Object.keys(update.requestBody!.content)).toEqual(['application/json']);
    expect(update.requestBody!.content['application/json']!.schema.required).toEqual(['id']);
    expect(operation('/api/clientUser/getme', 'get').requestBody).toBeUndefined();
  });

  it('documents the 404 of a gift to a name no player has', () => {
    const buy = operation('/api/payment/', 'post');
    expect(Object.keys(buy.responses)).toEqual(expect.arrayContaining(['404', '422']));
    expect((document.paths['/api/payment/']!.post as { summary: string }).summary).toMatch(/404/);
  });
});

describe('REST input checks', () => {
  const route: RestRoute = {
    method: 'POST',
    path: '/api/thing/{id}',
    summary: '',
    tag: '',
    auth: 'token',
    operation: 'Thing',
    variables: {
      id: pathId('id'),
      name: form('name', { maxLength: 5 }),
      amount: form('amount', { type: 'integer', required: false }),
    },
    answer: 'thing',
  };
  const request = (body: unknown, id = '7') =>
    ({ body, params: { id }, is: () => false }) as unknown as Request;

  it('refuses integers outside 32 bits or below the declared minimum with a clear 400', () => {
    expect(() => variablesFor(route, request({ name: 'a' }, '2147483648'))).toThrow(
      new BadRequestError('id must be a whole number from 0 to 2147483647'),
    );
    expect(() => variablesFor(route, request({ name: 'a' }, '-1'))).toThrow(BadRequestError);
    expect(() => variablesFor(route, request({ name: 'a', amount: '1e3' }))).toThrow(BadRequestError);
    expect(variablesFor(route, request({ name: 'a', amount: '-2147483648' }))).toMatchObject({
      amount: -(2 ** 31),
    });
  });

  it('refuses NUL characters and text over the declared length', () => {
    expect(() => variablesFor(route, request({ name: 'a\u0000b' }))).toThrow(
      new BadRequestError('name must not contain NUL characters'),
    );
    expect(() => variablesFor(route, request({ name: 'abcdef' }))).toThrow(
      new BadRequestError('name must be at most 5 characters'),
    );
  });

  it('refuses NUL characters anywhere in a JSON body', () => {
    const json: RestRoute = {
      ...route,
      variables: {},
      jsonBody: { description: '', schema: {}, toVariables: (body) => body },
    };
    expect(() => variablesFor(json, request({ a: [{ b: 'x\u0000' }] }))).toThrow(
      new BadRequestError('body.a.0.b must not contain NUL characters'),
    );
    const deep = JSON.parse(`${'['.repeat(50_000)}${']'.repeat(50_000)}`) as unknown;
    expect(() => variablesFor(json, request({ deep }))).toThrow(
      new BadRequestError('The body must not nest deeper than 16 levels'),
    );
  });

  it('refuses fields the call does not take, null from JSON, and a missing one-of field', () => {
    expect(() => variablesFor(route, request({ name: 'a', colour: 'red' }))).toThrow(
      new BadRequestError('colour is not a field of this call'),
    );
    const json = (body: unknown) =>
      ({ body, params: { id: '7' }, is: () => 'application/json' }) as unknown as Request;
    expect(() => variablesFor(route, json({ name: 'a', amount: null }))).toThrow(
      new BadRequestError('amount must not be null'),
    );
    const check = routeTable.find((entry) => entry.path === '/api/payment/CheckOnPayment')!;
    expect(() => variablesFor(check, request({}))).toThrow(
      new BadRequestError('Send paymentId or packageId'),
    );
    expect(variablesFor(check, request({ packageId: '3' }))).toEqual({ packageId: 3 });
    const trade = routeTable.find((entry) => entry.path === '/api/game/buysell')!;
    expect(() => variablesFor(trade, request({ itemId: '1', amount: '0' }))).toThrow(
      new BadRequestError('amount must not be 0'),
    );
  });

  it('refuses a JSON body its documented schema does not allow, naming where (never a 500 later)', () => {
    const update = routeTable.find((entry) => entry.method === 'PUT' && entry.path === '/api/user')!;
    const id = '6f1c1b9e-5a6d-4b2e-9f00-0123456789ab';
    expect(() => variablesFor(update, request({ id, currencies: [null] }))).toThrow(
      new BadRequestError('body.currencies[0]: matches none of the documented forms'),
    );
    expect(() => variablesFor(update, request({ id: 'me' }))).toThrow(BadRequestError);
    expect(() => variablesFor(update, request({ name: 'vlad' }))).toThrow(BadRequestError);
    expect(
      variablesFor(update, request({ id, xp: 5, currencies: [{ shortName: 'VGC', value: 3 }] })),
    ).toMatchObject({ userId: id, xp: 5, currencies: [{ name: 'VGC', value: 3 }] });
    const item = routeTable.find((entry) => entry.method === 'POST' && entry.path === '/api/item')!;
    // What only GET answers comes back from a legacy editor with any value, and is left out unread.
    const entry = { name: 'Stake', type: 1, rarity: 1 };
    expect(variablesFor(item, request({ ...entry, typeRef: { 'x\u0000': ['\u0000'] } }))).toEqual({
      input: entry,
    });
    expect(() => variablesFor(item, request({ ...entry, name: 'Sta\u0000ke' }))).toThrow(
      new BadRequestError('body.name must not contain NUL characters'),
    );
    expect(() => variablesFor(item, request({ name: 'x', type: 1, rarity: 1, colour: 'red' }))).toThrow(
      new BadRequestError('body.colour: is not a documented field'),
    );
  });
});

describe('image ids', () => {
  it('are plain positive 32-bit numbers; anything else is no image', () => {
    expect(imageIdOf('42')).toBe(42);
    for (const raw of ['..', '%2e%2e', '0', '-1', '1e3', '042', '2147483648', '4.2'])
      expect(imageIdOf(raw)).toBeUndefined();
  });
});
