import { withReleaseApplied, type World } from '../previewWorld';

const live: World = {
  entries: [
    { id: 1, kind: 'region', data: { name: 'Duskmoor Vale' } },
    { id: 2, kind: 'huntingground', data: { name: 'Gallows Hill', regionId: 1 } },
  ],
  settings: [{ key: 'StarterKit', value: '[]' }],
  statMax: [
    {
      statShortName: 'dmg',
      capMode: 0,
      hardCapValue: null,
      desiredPercent: 50,
      smoothedTheoreticalMax: 400,
      highestUserValue: 380,
    },
  ],
};

describe('the world as a release makes it (a preview)', () => {
  it('lays creates, updates and deletes of entries, settings and StatMax over the live world', () => {
    const world = withReleaseApplied(live, [
      { entity: 'Region', entityId: '9', action: 'created', data: { name: 'Misty Moors' }, base: null },
      {
        entity: 'HuntingGround',
        entityId: '2',
        action: 'updated',
        data: { name: 'Gallows Hill at night', regionId: 1 },
        base: { name: 'Gallows Hill', regionId: 1 },
      },
      { entity: 'Region', entityId: '1', action: 'deleted', data: null, base: { name: 'Duskmoor Vale' } },
      { entity: 'Setting', entityId: 'StarterKit', action: 'deleted', data: null, base: { value: '[]' } },
      { entity: 'Setting', entityId: 'Motd', action: 'created', data: { value: 'Beware' }, base: null },
      {
        entity: 'StatMax',
        entityId: 'dmg',
        action: 'updated',
        data: { capMode: 1, hardCapValue: 500, desiredPercent: 60 },
        base: { capMode: 0, hardCapValue: null, desiredPercent: 50 },
      },
    ]);
    expect(world.entries).toEqual([
      { id: 2, kind: 'huntingground', data: { name: 'Gallows Hill at night', regionId: 1 } },
      { id: 9, kind: 'region', data: { name: 'Misty Moors' } },
    ]);
    expect(world.settings).toEqual([{ key: 'Motd', value: 'Beware' }]);
    // The authored columns change; the measured ones stay the live world's.
    expect(world.statMax).toEqual([
      {
        statShortName: 'dmg',
        capMode: 1,
        hardCapValue: 500,
        desiredPercent: 60,
        smoothedTheoreticalMax: 400,
        highestUserValue: 380,
      },
    ]);
  });

  it('changes nothing of the live world it was given', () => {
    const before = JSON.stringify(live);
    withReleaseApplied(live, [{ entity: 'Region', entityId: '1', action: 'deleted', data: null, base: {} }]);
    expect(JSON.stringify(live)).toBe(before);
  });
});
