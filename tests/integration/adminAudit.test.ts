/**
 * The audit trail of admin writes (docs/audit.md): every owning service records who changed what,
 * when, with the values before and after, in the write's own transaction, and answers it to admins
 * only. A refused write records nothing.
 */
import type { GatewayClient } from '../kit/gateway';
import { activatedPlayer, adminClient, claimsOf, type TestPlayer } from '../kit/players';
import { unique } from '../kit/content';
import { withServiceDb } from '../kit/serviceDb';

interface AdminChange {
  id: number;
  service: string;
  at: string;
  actorId: string;
  actorName: string;
  entity: string;
  entityId: string;
  action: string;
  before: string | null;
  after: string | null;
}

type Field = 'contentChanges' | 'accountChanges' | 'playerChanges' | 'packageChanges';

const changesQuery = (field: Field) => `
  query Changes($entity: String, $entityId: String, $limit: Int, $before: Int) {
    ${field}(entity: $entity, entityId: $entityId, limit: $limit, before: $before) {
      id service at actorId actorName entity entityId action before after
    }
  }`;

/** Values of an entry, parsed back from its JSON. */
const parsed = (change: AdminChange) => ({
  ...change,
  before: change.before === null ? null : (JSON.parse(change.before) as Record<string, unknown>),
  after: change.after === null ? null : (JSON.parse(change.after) as Record<string, unknown>),
});

describe('admin audit trail', () => {
  let admin: GatewayClient;
  let adminId: string;
  let player: TestPlayer;

  async function changes(
    field: Field,
    args: { entity?: string; entityId?: string; limit?: number; before?: number },
  ) {
    const answer = await admin.graphql<Record<Field, AdminChange[]>>(changesQuery(field), args);
    if (answer.body.errors) throw new Error(`${field}: ${answer.body.errors[0]!.message}`);
    return answer.body.data![field].map(parsed);
  }

  async function run<T = Record<string, unknown>>(
    client: GatewayClient,
    query: string,
    variables: Record<string, unknown>,
  ) {
    const answer = await client.graphql<T>(query, variables);
    return { data: answer.body.data, error: answer.body.errors?.[0]?.message };
  }

  beforeAll(async () => {
    admin = await adminClient();
    adminId = String(claimsOf(admin.token!).sub);
    player = await activatedPlayer();
  });

  it('content records a created, updated and deleted entry with its values and the admin', async () => {
    const shortName = unique('AUD');
    const created = await run<{ createCurrency: { id: number } }>(
      admin,
      'mutation ($input: CurrencyInput!) { createCurrency(input: $input) { id } }',
      { input: { name: 'Audit Coins', shortName } },
    );
    const id = created.data!.createCurrency.id;
    await run(admin, 'mutation ($input: CurrencyInput!) { updateCurrency(input: $input) { id } }', {
      input: { id, name: 'Audited Coins', shortName, orderIndex: 7 },
    });
    // Refused (a second currency with this shortName): nothing recorded for it.
    const refused = await run(
      admin,
      'mutation ($input: CurrencyInput!) { createCurrency(input: $input) { id } }',
      {
        input: { name: 'Copy', shortName },
      },
    );
    expect(refused.error).toContain('already exists');
    await run(admin, 'mutation ($id: Int!) { deleteCurrency(id: $id) { success } }', { id });

    const history = await changes('contentChanges', { entity: 'Currency', entityId: String(id) });
    expect(history.map((change) => change.action)).toEqual(['deleted', 'updated', 'created']);
    const [deleted, updated, made] = history;
    expect(made).toMatchObject({
      service: 'content',
      actorId: adminId,
      actorName: 'admin',
      entity: 'Currency',
      entityId: String(id),
      before: null,
      after: expect.objectContaining({ id, name: 'Audit Coins', shortName }),
    });
    expect(updated!.before).toEqual({ name: 'Audit Coins', orderIndex: expect.any(Number) });
    expect(updated!.after).toEqual({ name: 'Audited Coins', orderIndex: 7 });
    expect(deleted!.before).toMatchObject({ id, name: 'Audited Coins' });
    expect(deleted!.after).toBeNull();
    expect(Date.now() - Date.parse(made!.at)).toBeLessThan(60_000);
  });

  it('content records settings and StatMax changes', async () => {
    const key = unique('AuditSetting');
    const saved = await run<{ saveSetting: { id: number } }>(
      admin,
      'mutation ($key: String!, $value: String!) { saveSetting(key: $key, value: $value) { id } }',
      { key, value: 'one' },
    );
    await run(
      admin,
      'mutation ($key: String!, $value: String!) { saveSetting(key: $key, value: $value) { id } }',
      {
        key,
        value: 'two',
      },
    );
    await run(admin, 'mutation ($id: Int!) { deleteSetting(id: $id) { success } }', {
      id: saved.data!.saveSetting.id,
    });
    const settings = await changes('contentChanges', { entity: 'Setting', entityId: key });
    expect(settings.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'deleted', before: { id: saved.data!.saveSetting.id, key, value: 'two' }, after: null },
      { action: 'updated', before: { value: 'one' }, after: { value: 'two' } },
      { action: 'created', before: null, after: { id: saved.data!.saveSetting.id, key, value: 'one' } },
    ]);

    const rows = await run<{ statMaxes: { statShortName: string; desiredPercent: number }[] }>(
      admin,
      '{ statMaxes { statShortName desiredPercent } }',
      {},
    );
    const { statShortName, desiredPercent } = rows.data!.statMaxes[0]!;
    const desired = desiredPercent === 42 ? 43 : 42;
    const setDesired =
      'mutation ($s: String!, $d: Int!) { setStatMaxDesired(statShortName: $s, desired: $d) { desiredPercent } }';
    await run(admin, setDesired, { s: statShortName, d: desired });
    expect((await run(admin, setDesired, { s: statShortName, d: 101 })).error).toContain('desired must be');
    await run(admin, setDesired, { s: statShortName, d: desiredPercent });
    const statMax = await changes('contentChanges', { entity: 'StatMax', entityId: statShortName, limit: 2 });
    expect(statMax.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'desired', before: { desiredPercent: desired }, after: { desiredPercent } },
      { action: 'desired', before: { desiredPercent }, after: { desiredPercent: desired } },
    ]);
  });

  it('identity records account edits, bans and deletions without credentials', async () => {
    const target = await activatedPlayer();
    const update = 'mutation ($input: AdminUserInput!) { adminUpdateUser(input: $input) { id } }';
    const newName = unique('renamed');
    await run(admin, update, { input: { id: target.id, name: newName, patreonType: 2 } });
    expect(
      (await run(admin, update, { input: { id: target.id, email: 'not an address' } })).error,
    ).toBeTruthy();
    // A save that changes nothing (the editor saving what it loaded) is left out.
    await run(admin, update, { input: { id: target.id, name: newName, patreonType: 2 } });
    await run(admin, update, { input: { id: target.id, userRole: 666 } });
    await run(admin, 'mutation ($id: ID!) { adminDeleteUser(id: $id) { success } }', { id: target.id });

    const history = await changes('accountChanges', { entity: 'User', entityId: target.id });
    expect(history.map(({ service, action, before, after }) => ({ service, action, before, after }))).toEqual(
      [
        {
          service: 'identity',
          action: 'deleted',
          before: { name: newName, email: target.email, userRole: 666, patreonType: 2 },
          after: null,
        },
        { service: 'identity', action: 'updated', before: { userRole: 1 }, after: { userRole: 666 } },
        {
          service: 'identity',
          action: 'updated',
          before: { name: target.name, patreonType: 0 },
          after: { name: newName, patreonType: 2 },
        },
      ],
    );
    const stored = await withServiceDb('identity', (db) =>
      db.query('select before::text, after::text from admin_changes where entity_id = $1', [target.id]),
    );
    expect(JSON.stringify(stored.rows)).not.toMatch(/password|token|hash/i);
  });

  it('game records XP, currency and inventory edits; a refused removal records nothing', async () => {
    const world = await run<{ items: { id: number; name: string }[] }>(admin, '{ items { id name } }', {});
    const item = world.data!.items[0]!;
    await run(
      admin,
      'mutation ($u: ID!, $c: [CurrencyValueInput!]) { adminUpdatePlayer(userId: $u, xp: 1234, currencies: $c) { success } }',
      {
        u: player.id,
        c: [{ name: 'VGC', value: 777 }],
      },
    );
    const add =
      'mutation ($u: ID!, $i: Int!, $d: Int!, $r: Boolean) { adminAddInventoryItem(userId: $u, itemId: $i, deltaAmount: $d, remove: $r) { success } }';
    await run(admin, add, { u: player.id, i: item.id, d: 3, r: false });
    const tooMany = await run(admin, add, { u: player.id, i: item.id, d: 1_000_000, r: true });
    expect(tooMany.error).toContain('holds only');

    const history = await changes('playerChanges', { entity: 'User', entityId: player.id });
    expect(history.map((change) => change.action)).toEqual(['inventory', 'updated']);
    const [inventory, updated] = history;
    const label = `${item.name} (#${item.id})`;
    expect(inventory).toMatchObject({ service: 'game', actorName: 'admin', actorId: adminId });
    expect(Number(inventory!.after![label]) - Number(inventory!.before![label])).toBe(3);
    expect(updated!.after).toMatchObject({ xp: 1234, VGC: 777 });
    expect(updated!.before).toMatchObject({ xp: expect.any(Number) });
  });

  it('payments records premium package changes; an invalid package records nothing', async () => {
    const latest = async () => (await changes('packageChanges', { limit: 1 }))[0]?.id ?? 0;
    const before = await latest();
    const invalid = await run(
      admin,
      'mutation ($input: PremiumPackageInput!) { createPremiumPackage(input: $input) { id } }',
      { input: { name: 'Broken', subscriptionLevel: 7 } },
    );
    expect(invalid.error).toBeTruthy();
    expect(await latest()).toBe(before);

    const created = await run<{ createPremiumPackage: { id: number } }>(
      admin,
      'mutation ($input: PremiumPackageInput!) { createPremiumPackage(input: $input) { id } }',
      { input: { name: 'Audit Pack', usd: 1.5 } },
    );
    const id = created.data!.createPremiumPackage.id;
    await run(
      admin,
      'mutation ($input: PremiumPackageInput!) { updatePremiumPackage(input: $input) { id } }',
      {
        input: { id, promotionalLabel: 'NEW' },
      },
    );
    await run(admin, 'mutation ($id: Int!) { deletePremiumPackage(id: $id) { success } }', { id });
    const history = await changes('packageChanges', { entity: 'PremiumPackage', entityId: String(id) });
    expect(history.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'deleted', before: expect.objectContaining({ id, promotionalLabel: 'NEW' }), after: null },
      { action: 'updated', before: { promotionalLabel: '' }, after: { promotionalLabel: 'NEW' } },
      {
        action: 'created',
        before: null,
        after: expect.objectContaining({ id, name: 'Audit Pack', usdCents: 150 }),
      },
    ]);
  });

  it('pages newest first by id, at most 100 entries', async () => {
    const first = await changes('contentChanges', { limit: 3 });
    expect(first).toHaveLength(3);
    expect(first[0]!.id).toBeGreaterThan(first[1]!.id);
    const next = await changes('contentChanges', { limit: 3, before: first[2]!.id });
    expect(next.every((change) => change.id < first[2]!.id)).toBe(true);
    await expect(changes('contentChanges', { limit: 101 })).rejects.toThrow(
      'limit must be a whole number from 1 to 100',
    );
  });

  it('refuses every trail to players', async () => {
    for (const field of ['contentChanges', 'accountChanges', 'playerChanges', 'packageChanges'] as const) {
      const answer = await player.client.graphql(changesQuery(field), {});
      expect(answer.body.errors?.[0]?.message).toBe('Admin role required');
      expect(answer.body.data?.[field] ?? null).toBeNull();
    }
  });
});
