/** `npm run bench:hunt -- [--baseline <git ref>]`: the command line, parsed without side effects. */

export interface HuntArgs {
  /** A git ref to build in a worktree and measure back to back with the working tree; null: no comparison. */
  baseline: string | null;
}

export const HUNT_USAGE = 'usage: npm run bench:hunt [-- --baseline <git ref>]';

export function parseHuntArgs(argv: readonly string[]): HuntArgs {
  const args: HuntArgs = { baseline: null };
  for (let index = 0; index < argv.length; index++) {
    const [option, inline] = argv[index]!.split(/=(.*)/s, 2) as [string, string | undefined];
    if (option !== '--baseline') throw new Error(`unknown argument ${argv[index]}\n${HUNT_USAGE}`);
    const ref = inline ?? argv[++index];
    // A ref is never empty and never starts with a dash (git would read it as an option).
    if (!ref || ref.startsWith('-')) throw new Error(`--baseline needs a git ref\n${HUNT_USAGE}`);
    args.baseline = ref;
  }
  return args;
}
