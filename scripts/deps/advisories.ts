/**
 * `npm run lint:advisories` (part of `npm run lint`): the production npm packages of the lock and the
 * Go modules the project builds against OSV advisory data (docs/dependencies.md#advisories). Fails on
 * a HIGH or CRITICAL (or unrated) advisory that scripts/deps/accepted-advisories.json does not accept,
 * on an acceptance without a reason or past its expiry, and on data older than its maximum age.
 * Lower ratings are listed without failing.
 *
 * Two sources:
 * - @renovatebot/osv-offline's database, for npm and Go: a zip of OSV's exports (GitHub's advisory
 *   database, Go's, OpenSSF's malicious packages...) rebuilt daily and downloaded at most once a day
 *   into .local/osv/ (OSV_OFFLINE_ROOT_DIR; OSV_OFFLINE_DATABASE_URL names a mirror). At most
 *   VH_ADVISORY_DB_MAX_AGE_DAYS (7) old (older: a warning, a failure with VH_ADVISORY_DB=required).
 * - Go's vulnerability database (golang.org/x/vulndb) from the Go module proxy, for Go, always (the
 *   Go modules are built from that proxy, so it is reachable wherever they are): @latest, else the
 *   newest in the module cache. At most VH_GO_VULNDB_MAX_AGE_DAYS (30) old, counted from its commit.
 * A part with no source says NOT CHECKED and passes, unless VH_ADVISORY_DB=required.
 *
 *   tsx scripts/deps/advisories.ts [--lock <package-lock.json>] [--accepted <file>]
 */
import fs from 'node:fs';
import path from 'node:path';
import { acceptanceFor, acceptedIds, readAcceptances } from './acceptedAdvisories';
import { openGoVulnDb } from './goVulnDb';
import { type Dependency, goModules, productionPackages } from './inventory';
import { type OsvAdvisory, affects, failsTheBuild, severityOf } from './osv';
import { LOCAL_DIR, ROOT } from '../lib/paths';

const DAY_MS = 86_400_000;

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]!) : fallback;
}

type Finding = { dependency: Dependency; advisory: OsvAdvisory };

/** The database's age in days (its npm export's file time, which the zip keeps), or null when absent. */
function databaseAgeDays(dir: string): number | null {
  const file = path.join(dir, 'npm.nedb');
  return fs.existsSync(file) ? (Date.now() - fs.statSync(file).mtimeMs) / DAY_MS : null;
}

/** Opens the database, downloading it first when it is over a day old; null when none can be had. */
async function openDatabase(dir: string) {
  const { OsvOffline } = await import('@renovatebot/osv-offline');
  try {
    return { db: await OsvOffline.create(), downloadError: null };
  } catch (error) {
    // A failed download leaves a partial zip whose fresh time would stop tomorrow's try.
    fs.rmSync(path.join(dir, 'osv-offline.zip'), { force: true });
    if (databaseAgeDays(dir) === null) return { db: null, downloadError: error as Error };
    process.env.OSV_OFFLINE_DISABLE_DOWNLOAD = 'true';
    return { db: await OsvOffline.create(), downloadError: error as Error };
  }
}

type AdvisorySource = {
  getVulnerabilities(ecosystem: 'npm' | 'Go', name: string): Promise<unknown[]>;
};

/** Each advisory of the sources affecting a dependency, once per dependency and advisory id. */
async function findings(sources: AdvisorySource[], dependencies: Dependency[]): Promise<Finding[]> {
  const found = new Map<string, Finding>();
  for (const db of sources)
    for (const dependency of dependencies) {
      const advisories = (await db.getVulnerabilities(
        dependency.ecosystem,
        dependency.name,
      )) as OsvAdvisory[];
      for (const advisory of advisories) {
        const key = `${dependency.name}@${dependency.version} ${advisory.id}`;
        if (!found.has(key) && affects(advisory, dependency.ecosystem, dependency.name, dependency.version))
          found.set(key, { dependency, advisory });
      }
    }
  return [...found.values()];
}

const days = (ms: number) => (ms / DAY_MS).toFixed(1);

async function main(): Promise<number> {
  const dir = (process.env.OSV_OFFLINE_ROOT_DIR ??= path.join(LOCAL_DIR, 'osv'));
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = option('--lock', path.join(ROOT, 'package-lock.json'));
  const acceptedPath = option('--accepted', path.join(__dirname, 'accepted-advisories.json'));
  const maxAgeDays = Number(process.env.VH_ADVISORY_DB_MAX_AGE_DAYS ?? 7);
  const goMaxAgeDays = Number(process.env.VH_GO_VULNDB_MAX_AGE_DAYS ?? 30);
  const required = process.env.VH_ADVISORY_DB === 'required';
  const out = (line: string) => process.stdout.write(`advisories: ${line}\n`);

  const { acceptances, problems } = readAcceptances(acceptedPath, new Date());
  const failures = [...problems];
  const npmDependencies = productionPackages(lockPath);
  const goDependencies = goModules(ROOT);
  const found: Finding[] = [];
  const unchecked: string[] = [];
  // A database past its age: a failure only where the data must be current (VH_ADVISORY_DB=required);
  // elsewhere a warning, so a machine whose mirror stopped updating still checks what it has.
  const stale: string[] = [];

  const { db, downloadError } = await openDatabase(dir);
  const age = databaseAgeDays(dir);
  const osvOffline = db && age !== null ? db : null;
  try {
    if (osvOffline) {
      const npmFound = await findings([osvOffline], npmDependencies);
      found.push(...npmFound);
      out(
        `npm: ${npmDependencies.length} production packages against OSV data ${age!.toFixed(1)} days old` +
          ` (at most ${maxAgeDays})${downloadError ? ', a refresh failed' : ''}: ${npmFound.length} affecting`,
      );
      if (age! > maxAgeDays)
        stale.push(
          `the OSV database is ${age!.toFixed(1)} days old (at most ${maxAgeDays}): it could not be refreshed`,
        );
    } else {
      unchecked.push('npm');
      process.stderr.write(
        `advisories: npm: NOT CHECKED, the OSV database could not be downloaded (${downloadError?.message ?? 'no database'}) and ${dir} holds none.\n` +
          '  Put osv-offline.zip (unpacked) there, or set OSV_OFFLINE_DATABASE_URL to a mirror (docs/dependencies.md#advisories).\n',
      );
    }

    const vulndb = openGoVulnDb();
    const goSources: AdvisorySource[] = [];
    const goSourceNames: string[] = [];
    if (osvOffline && fs.existsSync(path.join(dir, 'go.nedb'))) {
      goSources.push(osvOffline);
      goSourceNames.push('OSV data');
    }
    if (vulndb.db) {
      const vulndbAge = Date.now() - vulndb.db.time.getTime();
      goSources.push(vulndb.db);
      goSourceNames.push(
        `Go's vulnerability database ${vulndb.db.version} (${vulndb.db.recordCount} reports, from the ${vulndb.db.from}), ` +
          `${days(vulndbAge)} days old (at most ${goMaxAgeDays})`,
      );
      if (vulndb.db.proxyError) out(`Go: the module proxy did not answer (${vulndb.db.proxyError})`);
      if (vulndbAge > goMaxAgeDays * DAY_MS)
        stale.push(
          `Go's vulnerability database is ${days(vulndbAge)} days old (at most ${goMaxAgeDays}): ` +
            (vulndb.db.proxyError
              ? 'the module proxy did not answer'
              : 'the module proxy serves no newer one'),
        );
    }
    if (goSources.length) {
      const goFound = await findings(goSources, goDependencies);
      found.push(...goFound);
      out(
        `Go: ${goDependencies.length} modules (stdlib and toolchain included) against ${goSourceNames.join(' and ')}: ` +
          `${goFound.length} affecting`,
      );
    } else {
      unchecked.push('Go');
      process.stderr.write(`advisories: Go: NOT CHECKED, ${vulndb.error} and no OSV data holds Go's\n`);
    }
  } finally {
    db?.[Symbol.dispose]();
  }
  if (required && unchecked.length)
    failures.push(`VH_ADVISORY_DB=required and ${unchecked.join(' and ')} could not be checked`);
  if (required) failures.push(...stale);
  else
    for (const warning of stale)
      process.stderr.write(`advisories: STALE ${warning} (a warning; VH_ADVISORY_DB=required fails on it)\n`);

  const used = new Set<string>();
  for (const { dependency, advisory } of found) {
    const severity = severityOf(advisory);
    const accepted = acceptanceFor(acceptances, advisory, dependency.name);
    if (accepted) used.add(`${accepted.id} ${dependency.name}`);
    const line = `${severity} ${advisory.id} ${dependency.ecosystem} ${dependency.name}@${dependency.version} (${dependency.from}): ${advisory.summary ?? ''}`;
    if (accepted) process.stdout.write(`accepted until ${accepted.entry.expires}: ${line}\n`);
    else if (failsTheBuild(severity)) failures.push(line);
    else process.stdout.write(`below high, not failing: ${line}\n`);
  }
  // An acceptance is stale only where its package was checked (or everything was).
  const checkedNames = new Set(
    [
      ...(unchecked.includes('npm') ? [] : npmDependencies),
      ...(unchecked.includes('Go') ? [] : goDependencies),
    ].map((dependency) => dependency.name),
  );
  for (const entry of acceptances)
    for (const id of acceptedIds(entry))
      if (!used.has(`${id} ${entry.package}`) && (checkedNames.has(entry.package) || !unchecked.length))
        out(`${id} for ${entry.package} is accepted but no longer found: remove it`);

  out(
    `${unchecked.length ? `${unchecked.join(' and ')} NOT CHECKED; ` : ''}${found.length} affecting, ${failures.length} failing`,
  );
  for (const failure of failures) process.stderr.write(`advisories: FAIL ${failure}\n`);
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`advisories: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(2);
  },
);
