/**
 * `npm run lint:advisories` (part of `npm run lint`): the production npm packages of the lock and the
 * Go modules the project builds against the OSV database (docs/dependencies.md#advisories). Fails on
 * a HIGH or CRITICAL advisory that scripts/deps/accepted-advisories.json does not accept, on an
 * acceptance without a reason or past its expiry, and on a database older than
 * VH_ADVISORY_DB_MAX_AGE_DAYS (7). Lower ratings are listed without failing.
 *
 * The database is @renovatebot/osv-offline's: a zip of OSV's exports (GitHub's advisory database, Go's,
 * OpenSSF's malicious packages...) rebuilt daily and downloaded at most once a day into .local/osv/
 * (OSV_OFFLINE_ROOT_DIR; OSV_OFFLINE_DATABASE_URL names a mirror). When it cannot be downloaded and
 * none was before, the check says so and passes, unless VH_ADVISORY_DB=required.
 *
 *   tsx scripts/deps/advisories.ts [--lock <package-lock.json>] [--accepted <file>]
 */
import fs from 'node:fs';
import path from 'node:path';
import { acceptanceFor, readAcceptances } from './acceptedAdvisories';
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

async function findings(
  db: { getVulnerabilities(ecosystem: 'npm' | 'Go', name: string): Promise<unknown[]> },
  dependencies: Dependency[],
): Promise<Finding[]> {
  const found: Finding[] = [];
  for (const dependency of dependencies) {
    const advisories = (await db.getVulnerabilities(dependency.ecosystem, dependency.name)) as OsvAdvisory[];
    for (const advisory of advisories) {
      if (affects(advisory, dependency.ecosystem, dependency.name, dependency.version))
        found.push({ dependency, advisory });
    }
  }
  return found;
}

async function main(): Promise<number> {
  const dir = (process.env.OSV_OFFLINE_ROOT_DIR ??= path.join(LOCAL_DIR, 'osv'));
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = option('--lock', path.join(ROOT, 'package-lock.json'));
  const acceptedPath = option('--accepted', path.join(__dirname, 'accepted-advisories.json'));
  const maxAgeDays = Number(process.env.VH_ADVISORY_DB_MAX_AGE_DAYS ?? 7);
  const required = process.env.VH_ADVISORY_DB === 'required';

  const { acceptances, problems } = readAcceptances(acceptedPath, new Date());
  const { db, downloadError } = await openDatabase(dir);
  const age = databaseAgeDays(dir);
  if (!db || age === null) {
    const why = downloadError ? downloadError.message : 'no database';
    process.stderr.write(
      `advisories: NOT CHECKED, the OSV database could not be downloaded (${why}) and ${dir} holds none.\n` +
        '  Put osv-offline.zip (unpacked) there, or set OSV_OFFLINE_DATABASE_URL to a mirror (docs/dependencies.md#advisories).\n',
    );
    for (const problem of problems) process.stderr.write(`advisories: ${problem}\n`);
    return required || problems.length ? 1 : 0;
  }
  const dependencies = [...productionPackages(lockPath), ...goModules(ROOT)];
  let found: Finding[];
  try {
    found = await findings(db, dependencies);
  } finally {
    db[Symbol.dispose]();
  }

  const failures = [...problems];
  if (age > maxAgeDays)
    failures.push(
      `the database is ${age.toFixed(1)} days old (at most ${maxAgeDays}): it could not be refreshed`,
    );
  const used = new Set<string>();
  for (const { dependency, advisory } of found) {
    const severity = severityOf(advisory);
    const accepted = acceptanceFor(acceptances, advisory, dependency.name);
    if (accepted) used.add(`${accepted.id} ${accepted.package}`);
    const line = `${severity} ${advisory.id} ${dependency.ecosystem} ${dependency.name}@${dependency.version} (${dependency.from}): ${advisory.summary ?? ''}`;
    if (accepted) process.stdout.write(`accepted until ${accepted.expires}: ${line}\n`);
    else if (failsTheBuild(severity)) failures.push(line);
    else process.stdout.write(`below high, not failing: ${line}\n`);
  }
  for (const entry of acceptances)
    if (!used.has(`${entry.id} ${entry.package}`))
      process.stdout.write(
        `advisories: ${entry.id} for ${entry.package} is accepted but no longer found: remove it\n`,
      );

  const npmCount = dependencies.filter((d) => d.ecosystem === 'npm').length;
  process.stdout.write(
    `advisories: ${npmCount} production npm packages and ${dependencies.length - npmCount} Go modules against OSV data ` +
      `${age.toFixed(1)} days old${downloadError ? ' (a refresh failed)' : ''}: ${found.length} affecting, ${failures.length} failing\n`,
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
