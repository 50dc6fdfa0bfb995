/**
 * Reading OSV advisories (https://ossf.github.io/osv-schema/): whether one affects a package version,
 * and how severe it is. Pure functions; scripts/deps/advisories.ts feeds them from the database.
 */
import semver from 'semver';

type RangeEvent = { introduced?: string; fixed?: string; last_affected?: string; limit?: string };

export type OsvAdvisory = {
  id: string;
  summary?: string;
  aliases?: string[];
  withdrawn?: string;
  modified?: string;
  database_specific?: { severity?: string };
  affected?: Array<{
    package?: { ecosystem: string; name: string };
    versions?: string[];
    ranges?: Array<{ type: string; events: RangeEvent[] }>;
  }>;
};

export type Severity = 'LOW' | 'MODERATE' | 'HIGH' | 'CRITICAL';

/** Versions as semver orders them: npm's are semver, and OSV writes Go's without their leading v. */
function parse(version: string): semver.SemVer | null {
  return semver.parse(version.replace(/^v/, ''), { loose: true });
}

/** Whether `version` falls in one SEMVER or ECOSYSTEM range, by the schema's event walk. */
function inRange(version: semver.SemVer, events: RangeEvent[]): boolean {
  const at = (e: RangeEvent) => e.introduced ?? e.fixed ?? e.last_affected ?? e.limit ?? '0';
  const sorted = [...events].sort((a, b) => {
    const [x, y] = [at(a), at(b)];
    if (x === '0' || y === '0') return x === y ? 0 : x === '0' ? -1 : 1;
    const [px, py] = [parse(x), parse(y)];
    return px && py ? semver.compare(px, py) : 0;
  });
  let affected = false;
  for (const event of sorted) {
    if (event.introduced !== undefined) {
      const introduced = event.introduced === '0' ? null : parse(event.introduced);
      if (!introduced || semver.gte(version, introduced)) affected = true;
      continue;
    }
    const bound = parse(at(event));
    if (!bound) continue;
    // fixed and limit are the first version not affected; last_affected the last one that is.
    if (event.last_affected !== undefined ? semver.gt(version, bound) : semver.gte(version, bound))
      affected = false;
  }
  return affected;
}

/** Whether the advisory names this package of this ecosystem at this version (withdrawn ones never do). */
export function affects(advisory: OsvAdvisory, ecosystem: string, name: string, version: string): boolean {
  if (advisory.withdrawn) return false;
  const parsed = parse(version);
  return (advisory.affected ?? []).some((entry) => {
    if (entry.package?.name !== name) return false;
    const eco = entry.package.ecosystem;
    if (eco !== ecosystem && !eco.startsWith(`${ecosystem}:`)) return false;
    if (entry.versions?.includes(version) || entry.versions?.includes(version.replace(/^v/, ''))) return true;
    if (!parsed) return false;
    return (entry.ranges ?? [])
      .filter((range) => range.type === 'SEMVER' || range.type === 'ECOSYSTEM')
      .some((range) => inRange(parsed, range.events));
  });
}

/**
 * The advisory's rating: GitHub's (database_specific.severity). One without a rating counts as
 * CRITICAL: Go's database rates none, and OpenSSF's malicious-package reports (MAL-...) carry none.
 */
export function severityOf(advisory: OsvAdvisory): Severity {
  const rated = advisory.database_specific?.severity?.toUpperCase();
  if (rated === 'MEDIUM') return 'MODERATE';
  if (rated === 'LOW' || rated === 'MODERATE' || rated === 'HIGH' || rated === 'CRITICAL') return rated;
  return 'CRITICAL';
}

export const failsTheBuild = (severity: Severity) => severity === 'HIGH' || severity === 'CRITICAL';
