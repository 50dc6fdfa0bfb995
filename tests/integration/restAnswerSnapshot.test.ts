/**
 * The REST facade serves, byte for byte, what its route's shape makes of the operation's data: for
 * every documented read that runs a query, and the harmless writes that do, as a player who has
 * hunted and as the admin, the operation's data is fetched at /graphql and the shape's answer
 * (gateway/src/rest/reshape.ts) is compared with the REST call's text. The unit snapshot
 * (gateway/src/rest/__tests__/restSnapshot.test.ts) holds every shape, mutations' included, to the
 * answers recorded before the reshapes were data.
 */
import path from 'node:path';
import type { Request } from 'express';
import { loadOperations, reshape, routeTable, variablesFor, type RestRoute } from '@vh/gateway/testing';
import { resetCooldown } from '../kit/game';
import type { GatewayClient } from '../kit/gateway';
import { activatedPlayer, adminClient } from '../kit/players';

const operations = loadOperations(path.resolve(__dirname, '..', '..', 'gateway', 'operations'));

/** The harmless writes that run a query (restContract.test.ts's), with their form. */
const WRITES: Record<string, Record<string, string>> = {
  'POST /api/user/search': { searchstring: 'a' },
  'POST /api/payment/GetByUserId': {},
  'POST /api/payment/GetActiveSubscriptionType': {},
  'POST /api/payment/CheckOnPayment': { packageId: '1' },
};

/** Reads that answer a refusal on the seeded stack, whoever asks (each has its own suite). */
const REFUSED = new Map([
  ['GET /api/user/ActivateAccount/{id}', 'an activation token is good once (identity.test.ts)'],
]);

const keyOf = (route: RestRoute) => `${route.method} ${route.path}`;
const isQuery = (route: RestRoute) => operations.get(route.operation)!.document.startsWith('query');

/** The facade's text of an answer (facade.ts: res.json, or the text as is). */
function answerText(route: RestRoute, data: Record<string, unknown>): string {
  const answer = reshape(route.answer, data);
  return route.answerType === 'text' ? String(answer) : JSON.stringify(answer ?? null);
}

describe('REST answers as their shapes make them', () => {
  let callers: [string, GatewayClient][];
  const values: Record<string, string> = {};
  const idsByKind: Record<string, string> = {};

  beforeAll(async () => {
    const player = await activatedPlayer();
    const admin = await adminClient();
    callers = [
      ['player', player.client],
      ['admin', admin],
    ];
    // A journal with fights and loot, and a mission under way, to read back.
    for (let hunt = 0; hunt < 3; hunt += 1) {
      await resetCooldown(admin, player.id);
      await player.client.get('/api/Game/quickhunt');
    }
    const me = await player.client.get<{ inventory: { itemId: number }[] }>('/api/clientUser/getme');
    const regions = await admin.get<{ id: number }[]>('/api/ClientTravel/getregions');
    const regionId = String(regions.body[0]?.id ?? 1);
    const grounds = await admin.get<{ id: number }[]>(
      `/api/ClientTravel/GetHuntingGroundsOfRegion/${regionId}`,
    );
    Object.assign(values, {
      itemId: String(me.body.inventory[0]?.itemId ?? 1),
      regionId,
      huntingGroundId: String(grounds.body[0]?.id ?? 1),
      id: String(grounds.body[0]?.id ?? 1),
      name: 'admin',
      key: 'StarterKit',
      slot: '0',
      offset: '0',
      count: '5',
      from: '0',
      days: '7',
      statShortName: 'ATK',
    });
    // A tradable item (not unique: a mount of the Stable) for the market's reads.
    const stable = await admin.get<{ id: number; unique: boolean }[]>('/api/clientshop/GetStable');
    values.marketItemId = String(stable.body.find((item) => !item.unique)?.id ?? values.itemId);
    // The first entry of each content kind, for its /{id} read.
    for (const route of routeTable) {
      const kind = /^\/api\/(\w+)$/.exec(route.path)?.[1];
      if (!kind || route.method !== 'GET') continue;
      const list = await admin.get<{ id?: number }[]>(route.path);
      const first = Array.isArray(list.body) ? list.body[0]?.id : undefined;
      if (typeof first === 'number') idsByKind[kind] = String(first);
    }
  });

  it('answers each read and harmless write as its shape makes it of the data', async () => {
    const differing: string[] = [];
    const answered = new Set<string>();
    const refusals = new Map<string, string>();
    const routes = routeTable.filter(
      (route) =>
        (route.method === 'GET' || WRITES[keyOf(route)]) && isQuery(route) && !REFUSED.has(keyOf(route)),
    );
    for (const [caller, client] of callers) {
      for (const route of routes) {
        const kind = /^\/api\/(\w+)\/\{id\}$/.exec(route.path)?.[1];
        const params = Object.fromEntries(
          [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [
            name!,
            (name === 'id' && kind && idsByKind[kind]) ||
              (name === 'itemId' && route.path.startsWith('/api/market') && values.marketItemId) ||
              values[name!] ||
              '1',
          ]),
        );
        const form = WRITES[keyOf(route)] ?? {};
        const request = {
          params,
          body: form,
          is: () => false,
          header: () => undefined,
        } as unknown as Request;
        const operation = operations.get(route.operation)!;
        const graphql = await client.graphql(operation.document, variablesFor(route, request));
        const { data, errors } = graphql.body;
        if (errors?.length || !data) {
          const error = errors?.[0];
          refusals.set(keyOf(route), `${String(error?.extensions?.code)}: ${error?.message ?? 'no data'}`);
          continue;
        }
        const url = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => params[name]!);
        const rest = await client.request(route.method, url, Object.keys(form).length ? { form } : {});
        if (rest.text !== answerText(route, data))
          differing.push(
            `${caller} ${keyOf(route)}:\n  rest  ${rest.text.slice(0, 400)}\n  shape ${answerText(route, data).slice(0, 400)}`,
          );
        answered.add(keyOf(route));
      }
    }
    expect(differing).toEqual([]);
    // Every read is answered for one of them at least (the admin's pages by the admin), but for one
    // of an entry the seeded world lacks (no tournament; an item the market has not listed).
    const unanswered = routes
      .map(keyOf)
      .filter((key) => !answered.has(key))
      .map((key) => `${key}: ${refusals.get(key)}`)
      .filter((refused) => !refused.includes(': NOT_FOUND: '));
    expect(unanswered).toEqual([]);
    expect(answered.size).toBeGreaterThan(60);
  });
});
