/**
 * The baseline's code for `npm run bench:hunt --baseline <ref>`: the ref checked out in a detached git
 * worktree under .local/bench-baseline/<sha>, its dependencies installed from its own lock file and
 * everything built, once; later runs find the build stamp and reuse it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_DIR, ROOT } from '../lib/paths';
import { localSecrets } from '../lib/secrets';

const BASELINE_DIR = path.join(LOCAL_DIR, 'bench-baseline');
/** Written last in a worktree whose install and build succeeded, holding the commit it was built from. */
const BUILT_STAMP = path.join('.local', 'bench-built');

export interface BaselineTree {
  /** The full commit id the ref named. */
  commit: string;
  /** The worktree's root: a checkout of `commit` with its dependencies installed and built. */
  root: string;
}

/** Runs a command, its output appended to `logFile`; throws naming the log when it fails. */
function run(command: string, args: string[], cwd: string, logFile: string): void {
  const log = fs.openSync(logFile, 'a');
  try {
    fs.writeSync(log, `\n$ ${command} ${args.join(' ')}\n`);
    const result = spawnSync(command, args, { cwd, stdio: ['ignore', log, log] });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}; see ${logFile}`);
  } finally {
    fs.closeSync(log);
  }
}

/**
 * The full commit a ref names (a branch, a tag, `HEAD~1`, `origin/main`, a short or full sha), read
 * from the main checkout's repository (read-only). The worktree is named by it, so a ref that moves
 * (`HEAD~1` after a commit) builds the commit it names now, and one commit is built once.
 */
export function resolveCommit(ref: string): string {
  const answer = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const commit = answer.stdout?.trim();
  if (answer.status !== 0 || !commit)
    throw new Error(
      `--baseline: ${ref} names no commit of this repository (a remote branch needs a git fetch first)`,
    );
  return commit;
}

/**
 * Checks the ref out (only `git worktree add`, which leaves the main checkout's index and branch
 * alone), installs and builds it unless an earlier run did. `say` reports progress.
 */
export function prepareBaseline(ref: string, say: (message: string) => void): BaselineTree {
  const commit = resolveCommit(ref);
  const root = path.join(BASELINE_DIR, commit);
  const stamp = path.join(root, BUILT_STAMP);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8').trim() === commit) {
    say(`baseline ${commit.slice(0, 12)}: built earlier in ${path.relative(ROOT, root)}`);
    return { commit, root };
  }
  fs.mkdirSync(BASELINE_DIR, { recursive: true });
  const logFile = path.join(BASELINE_DIR, `${commit}.setup.log`);
  say(`baseline ${commit.slice(0, 12)}: preparing ${path.relative(ROOT, root)} (log in ${logFile})`);
  if (!fs.existsSync(path.join(root, 'package.json'))) {
    run('git', ['worktree', 'add', '--detach', root, commit], ROOT, logFile);
  }
  // The baseline's stack signs and checks tokens with the same local secrets as the working tree's.
  localSecrets();
  fs.mkdirSync(path.join(root, '.local'), { recursive: true });
  fs.copyFileSync(path.join(LOCAL_DIR, 'secrets.json'), path.join(root, '.local', 'secrets.json'));
  // `npm install` honours its lock file; `npm ci` refuses the lock files npm 11 writes (scripts/run.sh).
  say('installing its dependencies from its own lock file');
  run('npm', ['install', '--no-fund', '--no-audit'], root, logFile);
  say('building it');
  run('npm', ['run', 'build', '--silent'], root, logFile);
  fs.writeFileSync(stamp, `${commit}\n`);
  return { commit, root };
}
