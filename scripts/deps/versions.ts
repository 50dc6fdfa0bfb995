import semver from 'semver';

/** What the registry says of a package: its versions, each with the Node range it declares. */
export interface RegistryPackage {
  versions: Record<string, { engines?: { node?: string } }>;
}

export interface Standing {
  name: string;
  installed: string;
  /** The newest stable release. */
  latest: string;
  /** The newest stable release that declares support for the project's Node (or declares none). */
  newestForNode: string;
  behind: 'current' | 'minor' | 'major';
}

const stable = (versions: string[]) =>
  versions.filter((version) => semver.valid(version) && !semver.prerelease(version));

function newest(versions: string[]): string | undefined {
  return versions.sort(semver.rcompare)[0];
}

/** How far an installed version is behind the registry's releases, for the project's Node. */
export function standingOf(
  name: string,
  installed: string,
  registry: RegistryPackage,
  nodeVersion: string,
): Standing {
  const all = stable(Object.keys(registry.versions));
  const latest = newest([...all]) ?? installed;
  const forNode = all.filter((version) => {
    const range = registry.versions[version]?.engines?.node;
    return !range || semver.satisfies(nodeVersion, range, { includePrerelease: true });
  });
  const newestForNode = newest(forNode) ?? installed;
  const target = semver.valid(installed) && semver.gt(latest, installed) ? latest : installed;
  const behind =
    target === installed
      ? 'current'
      : semver.major(target) !== semver.major(installed) ||
          (semver.major(installed) === 0 && semver.minor(target) !== semver.minor(installed))
        ? 'major'
        : 'minor';
  return { name, installed, latest, newestForNode, behind };
}
