import { publicationOrder, restoringChanges, type DiffEntry, type ReleaseChange } from '../releaseModel';

const change = (entity: string, entityId: string, action: ReleaseChange['action']): ReleaseChange => ({
  entity,
  entityId,
  action,
  data: action === 'deleted' ? null : { name: entityId },
  base: action === 'created' ? null : { name: 'old' },
});

describe('publicationOrder', () => {
  it('creates first, then updates, settings and StatMax, and deletes referrers before what they refer to', () => {
    const ordered = publicationOrder([
      change('Region', '5', 'deleted'),
      change('HuntingGround', '6', 'deleted'),
      change('Setting', 'StarterKit', 'updated'),
      change('HuntingGround', '9', 'created'),
      change('Region', '8', 'created'),
      change('Item', '3', 'updated'),
      change('Region', '7', 'created'),
    ]);
    expect(ordered.map((entry) => `${entry.action} ${entry.entity} ${entry.entityId}`)).toEqual([
      'created Region 7',
      'created Region 8',
      'created HuntingGround 9',
      'updated Item 3',
      'updated Setting StarterKit',
      'deleted HuntingGround 6',
      'deleted Region 5',
    ]);
  });
});

describe('restoringChanges', () => {
  const diff = (
    entity: string,
    entityId: string,
    before: DiffEntry['before'],
    after: DiffEntry['after'],
  ): DiffEntry => ({
    entity,
    entityId,
    action: before === null ? 'created' : after === null ? 'deleted' : 'updated',
    before,
    after,
  });

  it('restores each entity to its value before the first later release that changed it', () => {
    const later = [
      [diff('Region', '1', { name: 'A' }, { name: 'B' }), diff('Region', '2', null, { name: 'New' })],
      [diff('Region', '1', { name: 'B' }, { name: 'C' }), diff('Region', '3', { name: 'Gone' }, null)],
    ];
    const live: Record<string, Record<string, unknown> | null> = {
      'Region 1': { name: 'C' },
      'Region 2': { name: 'New' },
      'Region 3': null,
    };
    const changes = restoringChanges(later, (entity, id) => live[`${entity} ${id}`] ?? null);
    expect(changes).toEqual([
      { entity: 'Region', entityId: '1', action: 'updated', data: { name: 'A' }, base: { name: 'C' } },
      { entity: 'Region', entityId: '2', action: 'deleted', data: null, base: { name: 'New' } },
      { entity: 'Region', entityId: '3', action: 'created', data: { name: 'Gone' }, base: null },
    ]);
  });

  it('leaves out what is already as it was, so a second rollback to the same release changes nothing', () => {
    // Release 2 renamed the region, release 3 (a rollback to 1) renamed it back.
    const later = [
      [diff('Region', '1', { name: 'A' }, { name: 'B' })],
      [diff('Region', '1', { name: 'B' }, { name: 'A' })],
    ];
    expect(restoringChanges(later, () => ({ name: 'A' }))).toEqual([]);
  });

  it('leaves out an entity created and deleted again after the release', () => {
    const later = [
      [diff('Region', '4', null, { name: 'Brief' })],
      [diff('Region', '4', { name: 'Brief' }, null)],
    ];
    expect(restoringChanges(later, () => null)).toEqual([]);
  });
});
