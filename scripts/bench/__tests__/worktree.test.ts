import { spawnSync } from 'node:child_process';
import { ROOT } from '../../lib/paths';
import { resolveCommit } from '../worktree';

const git = (...args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout.trim();

describe('resolveCommit', () => {
  it('names the full commit of a ref, a short sha or a relative ref', () => {
    const head = git('rev-parse', 'HEAD');
    expect(resolveCommit('HEAD')).toBe(head);
    expect(resolveCommit(head.slice(0, 7))).toBe(head);
    expect(resolveCommit('HEAD~0')).toBe(head);
    expect(resolveCommit('HEAD^{commit}')).toBe(head);
  });

  it('refuses what names no commit', () => {
    expect(() => resolveCommit('no-such-branch-of-vh')).toThrow('names no commit of this repository');
    expect(() => resolveCommit('HEAD^{tree}')).toThrow('names no commit of this repository');
  });
});
