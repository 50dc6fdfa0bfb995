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

  it("is the Dockerfile's default base image", () => {
    expect(read('Dockerfile')).toMatch(
      new RegExp(`^ARG NODE_IMAGE=node:${pinned.replace(/\./g, '\\.')}-`, 'm'),
    );
  });
});
