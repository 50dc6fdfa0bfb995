/** `npm run load -- <scenario> [options]`: the command line, parsed without side effects. */

export interface LoadArgs {
  /** Print the scenarios and exit. */
  list: boolean;
  scenario: string | null;
  /** Measured seconds (the scenario's default when null). */
  seconds: number | null;
  /** Closed loop with this many virtual users. */
  vus: number | null;
  /** Open loop at this many iterations per second. */
  rate: number | null;
  players: number | null;
  summaryJson: string | null;
}

export const USAGE = `usage: npm run load -- <scenario> [--duration 30s] [--vus N | --rate R] [--players N] [--summary-json FILE]
       npm run load -- --list

  --duration   measured time: 30, 30s, 2m (a 3 s warm-up comes first)
  --vus        closed loop: N virtual users, each starting its next iteration when the last ended
  --rate       open loop: R iterations started per second, whether earlier ones ended or not
  --players    players prepared (at least the virtual users)
  --summary-json FILE  also write the summary as JSON

env: LOAD_BASE_URL (a deployed gateway; our own test stack otherwise), LOAD_APP_KEY, LOAD_ADMIN_NAME,
     LOAD_ADMIN_PASSWORD, LOAD_ADMIN_TOTP_SECRET, LOAD_GAME_DATABASE_URL (hunting flows against a deployed stack)`;

/** Seconds from `30`, `30s`, `1.5m`. */
export function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(s|m)?$/.exec(text.trim());
  if (!match) throw new Error(`--duration: not a duration: ${text} (30, 30s or 2m)`);
  const seconds = Number(match[1]) * (match[2] === 'm' ? 60 : 1);
  if (seconds <= 0) throw new Error(`--duration must be above 0: ${text}`);
  return seconds;
}

function positive(option: string, text: string | undefined, whole: boolean): number {
  const value = Number(text);
  if (text === undefined || !Number.isFinite(value) || value <= 0 || (whole && !Number.isInteger(value)))
    throw new Error(`${option} needs a positive ${whole ? 'whole number' : 'number'}: ${text ?? '(none)'}`);
  return value;
}

export function parseArgs(argv: readonly string[]): LoadArgs {
  const args: LoadArgs = {
    list: false,
    scenario: null,
    seconds: null,
    vus: null,
    rate: null,
    players: null,
    summaryJson: null,
  };
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = argv[index]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => inline ?? argv[++index];
    switch (flag) {
      case '--list':
        args.list = true;
        break;
      case '--duration': {
        const text = value();
        if (text === undefined) throw new Error('--duration needs a value');
        args.seconds = parseDuration(text);
        break;
      }
      case '--vus':
        args.vus = positive('--vus', value(), true);
        break;
      case '--rate':
        args.rate = positive('--rate', value(), false);
        break;
      case '--players':
        args.players = positive('--players', value(), true);
        break;
      case '--summary-json': {
        const file = value();
        if (!file) throw new Error('--summary-json needs a file');
        args.summaryJson = file;
        break;
      }
      default:
        if (flag.startsWith('-')) throw new Error(`unknown option ${flag}`);
        if (args.scenario !== null) throw new Error(`one scenario at a time: ${args.scenario}, ${flag}`);
        args.scenario = flag;
    }
  }
  if (args.vus !== null && args.rate !== null) throw new Error('--vus and --rate exclude each other');
  if (!args.list && args.scenario === null) throw new Error('which scenario? (--list shows them)');
  return args;
}
