import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { ROOT } from '../../lib/paths';

const { vulnerable } = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'advisories.json'), 'utf8')) as {
  vulnerable: Record<string, string>;
};
const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; dev?: boolean }>;
};

/** Every package the lock installs, as `name@version` with whether only development reaches it. */
const installed = Object.entries(lock.packages)
  .filter(([dir]) => dir.includes('node_modules/'))
  .map(([dir, entry]) => ({
    name: dir.split('node_modules/').pop()!,
    version: entry.version ?? '',
    dev: !!entry.dev,
  }));

describe('the lock file against published advisories (scripts/deps/advisories.json)', () => {
  it('installs no version that an advisory names and a release fixes', () => {
    const affected = installed
      .filter(({ name, version }) => vulnerable[name] && semver.satisfies(version, vulnerable[name]!))
      .map(({ name, version, dev }) => `${name}@${version}${dev ? ' (dev)' : ''}`);
    expect(affected).toEqual([]);
  });

  it('recognises an affected version (the check can fail)', () => {
    expect(semver.satisfies('7.0.13', vulnerable.nodemailer!)).toBe(true);
    expect(semver.satisfies('4.4.2', vulnerable.debug!)).toBe(true);
    expect(semver.satisfies('4.0.1', vulnerable.jws!)).toBe(false);
  });
});
