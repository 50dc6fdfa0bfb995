import { parseHuntArgs } from '../args';

describe('parseHuntArgs', () => {
  it('runs without a baseline by default', () => {
    expect(parseHuntArgs([])).toEqual({ baseline: null });
  });

  it('reads a baseline ref, spaced or with =', () => {
    expect(parseHuntArgs(['--baseline', '4c7c607'])).toEqual({ baseline: '4c7c607' });
    expect(parseHuntArgs(['--baseline=main~3'])).toEqual({ baseline: 'main~3' });
  });

  it.each([
    [['--baseline'], '--baseline needs a git ref'],
    [['--baseline='], '--baseline needs a git ref'],
    [['--baseline', '--upload-pack=x'], '--baseline needs a git ref'],
    [['--rate', '5'], 'unknown argument --rate'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseHuntArgs(argv)).toThrow(message);
  });
});
