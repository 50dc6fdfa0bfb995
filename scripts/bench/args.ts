/**
 * `npm run bench:hunt -- [--baseline <git ref> [--pairs N] [--fail-on-regression]]`: the command line,
 * parsed without side effects.
 */

export interface HuntArgs {
  /** A git ref to build in a worktree and measure alternately with the working tree; null: no comparison. */
  baseline: string | null;
  /** Pairs of runs (baseline, then working tree), each stack started afresh. */
  pairs: number;
  /** Exit 99 when the verdict on the REST hunt is a regression. */
  failOnRegression: boolean;
}

export const DEFAULT_PAIRS = 3;
/** More pairs than this would run for hours on this machine. */
const MAX_PAIRS = 20;
/** The exit code of `--fail-on-regression` when the verdict is a regression (as a failed load threshold). */
export const REGRESSION_EXIT_CODE = 99;

export const HUNT_USAGE =
  'usage: npm run bench:hunt [-- --baseline <git ref> [--pairs N] [--fail-on-regression]]';

export function parseHuntArgs(argv: readonly string[]): HuntArgs {
  const args: HuntArgs = { baseline: null, pairs: DEFAULT_PAIRS, failOnRegression: false };
  let pairsGiven = false;
  for (let index = 0; index < argv.length; index++) {
    const [option, inline] = argv[index]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => inline ?? argv[++index];
    if (option === '--baseline') {
      const ref = value();
      // A ref is never empty and never starts with a dash (git would read it as an option).
      if (!ref || ref.startsWith('-')) throw new Error(`--baseline needs a git ref\n${HUNT_USAGE}`);
      args.baseline = ref;
    } else if (option === '--pairs') {
      const raw = value();
      const pairs = Number(raw);
      if (!raw || !Number.isInteger(pairs) || pairs < 1 || pairs > MAX_PAIRS) {
        throw new Error(`--pairs needs a whole number from 1 to ${MAX_PAIRS}: ${raw ?? ''}\n${HUNT_USAGE}`);
      }
      args.pairs = pairs;
      pairsGiven = true;
    } else if (option === '--fail-on-regression' && inline === undefined) {
      args.failOnRegression = true;
    } else {
      throw new Error(`unknown argument ${argv[index]}\n${HUNT_USAGE}`);
    }
  }
  if (!args.baseline && (pairsGiven || args.failOnRegression)) {
    throw new Error(
      `--pairs and --fail-on-regression compare with a baseline: add --baseline\n${HUNT_USAGE}`,
    );
  }
  return args;
}
