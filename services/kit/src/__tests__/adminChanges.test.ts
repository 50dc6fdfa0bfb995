import { auditedValues, changedNothing, checkedAdminChangesQuery, withoutSecrets } from '../adminChanges';

describe('withoutSecrets', () => {
  it('drops credentials, hashes and tokens at any depth and keeps everything else', () => {
    expect(
      withoutSecrets({
        name: 'ann',
        email: 'ann@example.com',
        password_hash: 'x',
        passwordHash: 'x',
        deviceToken: 'x',
        email_token: 'x',
        nested: [{ secretKey: 'x', amount: 3 }],
        gone: undefined,
        at: new Date('2026-01-02T03:04:05Z'),
      }),
    ).toEqual({
      name: 'ann',
      email: 'ann@example.com',
      nested: [{ amount: 3 }],
      at: '2026-01-02T03:04:05.000Z',
    });
  });
});

describe('auditedValues', () => {
  it('keeps the whole entry of a create and of a delete', () => {
    expect(auditedValues(undefined, { id: 1, name: 'Gold' })).toEqual({
      before: null,
      after: { id: 1, name: 'Gold' },
    });
    expect(auditedValues({ id: 1, name: 'Gold' }, undefined)).toEqual({
      before: { id: 1, name: 'Gold' },
      after: null,
    });
  });

  it('keeps only the changed fields of an update, nested values compared whole', () => {
    expect(
      auditedValues(
        { id: 1, name: 'Gold', orderIndex: 1, stats: [{ shortName: 'STR', valueFrom: 1 }], old: 'x' },
        { id: 1, name: 'Silver', orderIndex: 1, stats: [{ shortName: 'STR', valueFrom: 2 }], added: true },
      ),
    ).toEqual({
      before: { name: 'Gold', stats: [{ shortName: 'STR', valueFrom: 1 }], old: 'x' },
      after: { name: 'Silver', stats: [{ shortName: 'STR', valueFrom: 2 }], added: true },
    });
  });

  it('finds nothing changed when only a secret or nothing differs, and leaves such a save out', () => {
    const values = auditedValues({ name: 'a', password_hash: 'old' }, { name: 'a', password_hash: 'new' });
    expect(values).toEqual({ before: {}, after: {} });
    expect(changedNothing(values)).toBe(true);
    expect(changedNothing(auditedValues({ a: 1 }, { a: 2 }))).toBe(false);
    expect(changedNothing(auditedValues(undefined, {}))).toBe(false);
    expect(changedNothing(auditedValues({ id: 1 }, undefined))).toBe(false);
  });
});

describe('checkedAdminChangesQuery', () => {
  it('pages 50 by default and at most 100', () => {
    expect(checkedAdminChangesQuery({})).toEqual({ entity: null, entityId: null, limit: 50, before: null });
    expect(checkedAdminChangesQuery({ limit: 100, before: 7, entity: 'Currency', entityId: '3' })).toEqual({
      entity: 'Currency',
      entityId: '3',
      limit: 100,
      before: 7,
    });
    expect(() => checkedAdminChangesQuery({ limit: 101 })).toThrow(
      'limit must be a whole number from 1 to 100',
    );
    expect(() => checkedAdminChangesQuery({ limit: 0 })).toThrow('limit');
  });

  it('refuses a cursor below 1 and names that are empty, too long or hold NUL', () => {
    expect(() => checkedAdminChangesQuery({ before: 0 })).toThrow('before must be an entry id');
    expect(() => checkedAdminChangesQuery({ entity: '' })).toThrow('entity must be 1 to 100 characters');
    expect(() => checkedAdminChangesQuery({ entityId: 'x'.repeat(101) })).toThrow('entityId');
    expect(() => checkedAdminChangesQuery({ entityId: 'a\u0000b' })).toThrow('entityId');
  });
});
