import { standingOf } from '../versions';

const registry = (versions: Record<string, string | undefined>) => ({
  versions: Object.fromEntries(
    Object.entries(versions).map(([version, node]) => [version, node ? { engines: { node } } : {}]),
  ),
});

describe('how far a dependency is behind', () => {
  it('finds a major the pinned Node cannot run, and the newest it can', () => {
    const standing = standingOf(
      'lib',
      '1.2.0',
      registry({ '1.2.0': undefined, '1.3.0': '>=20', '2.0.0': '>=28', '3.0.0-beta.1': undefined }),
      '26.10.0',
    );
    expect(standing).toEqual({
      name: 'lib',
      installed: '1.2.0',
      latest: '2.0.0',
      newestForNode: '1.3.0',
      behind: 'major',
    });
  });

  it('counts a minor of a 0.x package as a major, and a patch as a minor step', () => {
    expect(
      standingOf('sharp', '0.34.5', registry({ '0.34.5': undefined, '0.35.0': undefined }), '26.10.0').behind,
    ).toBe('major');
    expect(
      standingOf('pg', '8.23.0', registry({ '8.23.0': undefined, '8.23.1': undefined }), '26.10.0').behind,
    ).toBe('minor');
    expect(standingOf('pg', '8.23.1', registry({ '8.23.1': undefined }), '26.10.0').behind).toBe('current');
  });
});
