import { parseArgs, parseDuration } from '../args';

describe('parseArgs', () => {
  it('reads a scenario with every option, spaced or with =', () => {
    expect(
      parseArgs(['hunt', '--duration', '20s', '--vus=8', '--players', '40', '--summary-json', 'out.json']),
    ).toEqual({
      list: false,
      scenario: 'hunt',
      seconds: 20,
      vus: 8,
      rate: null,
      players: 40,
      summaryJson: 'out.json',
    });
  });

  it('reads an open-loop rate, fractional too', () => {
    expect(parseArgs(['login', '--rate', '2.5'])).toMatchObject({ scenario: 'login', rate: 2.5, vus: null });
  });

  it('lists without a scenario', () => {
    expect(parseArgs(['--list'])).toMatchObject({ list: true, scenario: null });
  });

  it.each([
    [[], 'which scenario'],
    [['hunt', '--vus', '4', '--rate', '10'], 'exclude each other'],
    [['hunt', '--vus', '2.5'], '--vus needs a positive whole number'],
    [['hunt', '--rate', '0'], '--rate needs a positive number'],
    [['hunt', '--rate'], '--rate needs a positive number: (none)'],
    [['hunt', 'login'], 'one scenario at a time'],
    [['hunt', '--vu', '3'], 'unknown option --vu'],
    [['hunt', '--summary-json'], '--summary-json needs a file'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(message);
  });
});

describe('parseDuration', () => {
  it.each([
    ['30', 30],
    ['30s', 30],
    ['1.5m', 90],
  ])('%s is %d s', (text, seconds) => expect(parseDuration(text)).toBe(seconds));

  it.each(['', '0s', '-3', '10h', 'ten'])('refuses %j', (text) =>
    expect(() => parseDuration(text)).toThrow(),
  );
});
