import { parseHuntArgs } from '../args';

describe('parseHuntArgs', () => {
  it('runs without a baseline by default', () => {
    expect(parseHuntArgs([])).toEqual({ baseline: null, pairs: 3, failOnRegression: false });
  });

  it('reads a baseline ref, spaced or with =, relative and remote refs included', () => {
    expect(parseHuntArgs(['--baseline', '4c7c607']).baseline).toBe('4c7c607');
    expect(parseHuntArgs(['--baseline=main~3']).baseline).toBe('main~3');
    expect(parseHuntArgs(['--baseline=HEAD~1']).baseline).toBe('HEAD~1');
    expect(parseHuntArgs(['--baseline', 'origin/main']).baseline).toBe('origin/main');
  });

  it('reads the pairs and the failing verdict', () => {
    expect(parseHuntArgs(['--baseline', 'HEAD~1', '--pairs', '5', '--fail-on-regression'])).toEqual({
      baseline: 'HEAD~1',
      pairs: 5,
      failOnRegression: true,
    });
    expect(parseHuntArgs(['--pairs=1', '--baseline=HEAD~1']).pairs).toBe(1);
  });

  it.each([
    [['--baseline'], '--baseline needs a git ref'],
    [['--baseline='], '--baseline needs a git ref'],
    [['--baseline', '--upload-pack=x'], '--baseline needs a git ref'],
    [['--rate', '5'], 'unknown argument --rate'],
    [['--baseline', 'HEAD~1', '--pairs'], '--pairs needs a whole number'],
    [['--baseline', 'HEAD~1', '--pairs', '0'], '--pairs needs a whole number'],
    [['--baseline', 'HEAD~1', '--pairs=2.5'], '--pairs needs a whole number'],
    [['--baseline', 'HEAD~1', '--pairs', '21'], '--pairs needs a whole number'],
    [['--baseline', 'HEAD~1', '--fail-on-regression=no'], 'unknown argument --fail-on-regression=no'],
    [['--pairs', '3'], 'compare with a baseline'],
    [['--fail-on-regression'], 'compare with a baseline'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseHuntArgs(argv)).toThrow(message);
  });
});
