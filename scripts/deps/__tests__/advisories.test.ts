import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { readAcceptances } from '../acceptedAdvisories';
import { pseudoVersionTime } from '../goVulnDb';
import {
  PINNED_GO_MODULES,
  goModRequirements,
  goReleaseVersion,
  productionPackages,
  shellVariable,
} from '../inventory';
import { type OsvAdvisory, affects, severityOf } from '../osv';
import { ROOT } from '../../lib/paths';

const DAY_MS = 86_400_000;

/** An advisory as OSV exports it for npm (GitHub's rating, the purl the database matches on). */
function npmAdvisory(id: string, name: string, severity: string, events: object[]): OsvAdvisory {
  return {
    id,
    summary: `${name} test advisory`,
    modified: '2026-11-01T00:00:00Z',
    database_specific: { severity },
    affected: [
      {
        package: { ecosystem: 'npm', name, purl: `pkg:npm/${name}` } as { ecosystem: string; name: string },
        ranges: [{ type: 'ECOSYSTEM', events }],
      },
    ],
  };
}

describe('OSV ranges', () => {
  const uuid = npmAdvisory('GHSA-w5hq-g745-h8pq', 'uuid', 'MODERATE', [
    { introduced: '0' },
    { fixed: '11.1.1' },
    { introduced: '12.0.0' },
    { fixed: '12.0.1' },
  ]);

  it('affects the versions between an introduced and its fix', () => {
    expect(affects(uuid, 'npm', 'uuid', '9.0.1')).toBe(true);
    expect(affects(uuid, 'npm', 'uuid', '11.1.1')).toBe(false);
    expect(affects(uuid, 'npm', 'uuid', '12.0.0')).toBe(true);
    expect(affects(uuid, 'npm', 'uuid', '12.0.1')).toBe(false);
    expect(affects(uuid, 'npm', 'uuidx', '9.0.1')).toBe(false);
    expect(affects(uuid, 'Go', 'uuid', '9.0.1')).toBe(false);
  });

  it('reads last_affected as inclusive, explicit versions, Go versions and withdrawals', () => {
    const last = npmAdvisory('X-1', 'a', 'HIGH', [{ introduced: '2.0.0' }, { last_affected: '2.3.0' }]);
    expect(affects(last, 'npm', 'a', '1.9.9')).toBe(false);
    expect(affects(last, 'npm', 'a', '2.3.0')).toBe(true);
    expect(affects(last, 'npm', 'a', '2.3.1')).toBe(false);
    const listed: OsvAdvisory = {
      id: 'MAL-1',
      affected: [{ package: { ecosystem: 'npm', name: 'b' }, versions: ['1.0.1'] }],
    };
    expect(affects(listed, 'npm', 'b', '1.0.1')).toBe(true);
    expect(affects(listed, 'npm', 'b', '1.0.2')).toBe(false);
    const go: OsvAdvisory = {
      id: 'GO-1',
      affected: [
        {
          package: { ecosystem: 'Go', name: 'helm.sh/helm/v3' },
          ranges: [{ type: 'SEMVER', events: [{ introduced: '3.0.0' }, { fixed: '3.18.5' }] }],
        },
      ],
    };
    expect(affects(go, 'Go', 'helm.sh/helm/v3', 'v3.18.4')).toBe(true);
    expect(affects(go, 'Go', 'helm.sh/helm/v3', 'v3.22.0')).toBe(false);
    expect(affects({ ...last, withdrawn: '2026-01-01T00:00:00Z' }, 'npm', 'a', '2.3.0')).toBe(false);
  });

  it("matches a Go release to stdlib's ranges, which OSV writes without the v", () => {
    expect(goReleaseVersion('go1.26.8')).toBe('v1.26.8');
    expect(goReleaseVersion('go1.27rc1')).toBe('v1.27.0-rc.1');
    expect(goReleaseVersion('go1.20')).toBe('v1.20.0');
    expect(goReleaseVersion('devel go1.28-abcdef')).toBeNull();
    const stdlib: OsvAdvisory = {
      id: 'GO-2026-6603',
      affected: [
        {
          package: { ecosystem: 'Go', name: 'stdlib' },
          ranges: [
            {
              type: 'SEMVER',
              events: [
                { introduced: '0' },
                { fixed: '1.26.9' },
                { introduced: '1.27.0-0' },
                { fixed: '1.27.2' },
              ],
            },
          ],
        },
      ],
    };
    expect(affects(stdlib, 'Go', 'stdlib', goReleaseVersion('go1.26.8')!)).toBe(true);
    expect(affects(stdlib, 'Go', 'stdlib', goReleaseVersion('go1.26.9')!)).toBe(false);
    expect(affects(stdlib, 'Go', 'stdlib', goReleaseVersion('go1.27rc1')!)).toBe(true);
    expect(affects(stdlib, 'Go', 'stdlib', goReleaseVersion('go1.27.2')!)).toBe(false);
    expect(affects(stdlib, 'Go', 'toolchain', 'v1.26.8')).toBe(false);
    expect(pseudoVersionTime('v0.0.0-20261105234957-e22db6528018')).toEqual(new Date('2026-11-05T23:49:57Z'));
    expect(pseudoVersionTime('v1.2.3')).toBeNull();
  });

  it("rates by GitHub's severity, and an unrated advisory as critical", () => {
    expect(severityOf(uuid)).toBe('MODERATE');
    expect(severityOf({ id: 'GO-2026-1', database_specific: {} })).toBe('CRITICAL');
    expect(severityOf({ id: 'MAL-2026-1' })).toBe('CRITICAL');
  });
});

describe('what the check looks at', () => {
  it('takes production packages from the lock, not dev-only ones or workspace links', () => {
    const names = productionPackages(path.join(ROOT, 'package-lock.json')).map(
      (d) => `${d.name}@${d.version}`,
    );
    // uuid is overridden past GHSA-w5hq-g745-h8pq (docs/dependencies.md#advisories).
    const uuids = names.filter((name) => name.startsWith('uuid@')).map((name) => name.slice('uuid@'.length));
    expect(uuids.length).toBeGreaterThan(0);
    expect(uuids.filter((version) => semver.lt(version, '11.1.1'))).toEqual([]);
    expect(names.some((n) => n.startsWith('jest@'))).toBe(false);
    expect(names.some((n) => n.startsWith('@vh/'))).toBe(false);
  });

  it('finds every pinned Go module version and the go.mod requirements', () => {
    for (const { file, variable } of PINNED_GO_MODULES)
      expect(shellVariable(path.join(ROOT, file), variable)).toMatch(/^v\d+\.\d+\.\d+$/);
    // Every *_VERSION the cluster pins is checked (its staging modules go with k8s.io/kubernetes).
    const pinnedVars = [
      ...fs
        .readFileSync(path.join(ROOT, 'scripts/cluster/versions.sh'), 'utf8')
        .matchAll(/^(\w+_VERSION)=/gm),
    ];
    const covered = new Set<string>(PINNED_GO_MODULES.map((m) => m.variable));
    expect(
      pinnedVars.map((m) => m[1]).filter((v) => !covered.has(v!) && v !== 'K8S_STAGING_VERSION'),
    ).toEqual([]);
    expect(goModRequirements(path.join(ROOT, 'scripts/chart-check/go.mod')).length).toBeGreaterThan(0);
  });

  it("holds the committed acceptances to a reason and an expiry that hasn't passed", () => {
    expect(
      readAcceptances(path.join(ROOT, 'scripts/deps/accepted-advisories.json'), new Date()).problems,
    ).toEqual([]);
  });
});

describe('npm run lint:advisories against planted databases', () => {
  let dir: string;
  const write = (file: string, content: unknown) =>
    fs.writeFileSync(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content));
  const helm = () => shellVariable(path.join(ROOT, 'scripts/lib/helm.sh'), 'HELM_VERSION');
  const goVersion = () => goReleaseVersion(execFileSync('go', ['env', 'GOVERSION'], { encoding: 'utf8' }))!;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vh-advisories-'));
    fs.mkdirSync(path.join(dir, 'db'));
    write('package-lock.json', {
      lockfileVersion: 3,
      packages: {
        '': { name: 'planted' },
        'node_modules/left-pad': { version: '1.3.0' },
        'node_modules/devtool': { version: '1.0.0', dev: true },
      },
    });
    write('accepted.json', { accepted: [] });
    plantGoVulnDb(1);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function plant(...advisories: OsvAdvisory[]) {
    write('db/npm.nedb', advisories.map((a) => JSON.stringify(a)).join('\n') + '\n');
  }

  /**
   * A golang.org/x/vulndb committed `ageDays` ago, unpacked in a module cache of its own, as
   * `go mod download` leaves it. The check runs with GOPROXY=off, so it takes the newest one there.
   */
  function plantGoVulnDb(ageDays: number, ...records: OsvAdvisory[]) {
    fs.rmSync(path.join(dir, 'modcache'), { recursive: true, force: true });
    const stamp = new Date(Date.now() - ageDays * DAY_MS).toISOString().replace(/[-:T]/g, '').slice(0, 14);
    const osvDir = path.join(dir, `modcache/golang.org/x/vulndb@v0.0.0-${stamp}-0123456789ab/data/osv`);
    fs.mkdirSync(osvDir, { recursive: true });
    for (const record of records)
      fs.writeFileSync(path.join(osvDir, `${record.id}.json`), JSON.stringify(record));
  }

  /** A report as Go's database writes it: no rating unless given, SEMVER ranges without the v. */
  function goReport(id: string, name: string, events: object[], severity?: string): OsvAdvisory {
    return {
      id,
      summary: `${name} test report`,
      ...(severity ? { database_specific: { severity } } : {}),
      affected: [{ package: { ecosystem: 'Go', name }, ranges: [{ type: 'SEMVER', events }] }],
    };
  }

  function check(env: Record<string, string> = {}) {
    const result = spawnSync(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [
        'scripts/deps/advisories.ts',
        '--lock',
        path.join(dir, 'package-lock.json'),
        '--accepted',
        path.join(dir, 'accepted.json'),
      ],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: {
          ...process.env,
          OSV_OFFLINE_ROOT_DIR: path.join(dir, 'db'),
          OSV_OFFLINE_DISABLE_DOWNLOAD: 'true',
          GOMODCACHE: path.join(dir, 'modcache'),
          GOPROXY: 'off',
          ...env,
        },
      },
    );
    return { code: result.status, out: result.stdout + result.stderr };
  }

  const high = npmAdvisory('GHSA-test-high-0001', 'left-pad', 'HIGH', [
    { introduced: '0' },
    { fixed: '1.3.1' },
  ]);

  it('fails on a planted high advisory in a production package', () => {
    plant(high);
    const { code, out } = check();
    expect(out).toContain('FAIL HIGH GHSA-test-high-0001 npm left-pad@1.3.0');
    expect(code).toBe(1);
  });

  it('passes when the advisory is fixed in the installed version, moderate, or only in a dev package', () => {
    plant(
      npmAdvisory('GHSA-test-fixed', 'left-pad', 'CRITICAL', [{ introduced: '0' }, { fixed: '1.2.0' }]),
      npmAdvisory('GHSA-test-moderate', 'left-pad', 'MODERATE', [{ introduced: '0' }]),
      npmAdvisory('GHSA-test-dev', 'devtool', 'CRITICAL', [{ introduced: '0' }]),
    );
    const { code, out } = check();
    expect(out).toContain('below high, not failing: MODERATE GHSA-test-moderate');
    expect(out).toContain(': 1 affecting, 0 failing');
    expect(code).toBe(0);
  });

  it('passes an accepted advisory until its acceptance expires', () => {
    plant(high);
    const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
    const accept = (expires: string) =>
      write('accepted.json', {
        accepted: [
          {
            id: 'GHSA-test-high-0001',
            package: 'left-pad',
            reason: 'only the unused padding helper is affected',
            expires,
          },
        ],
      });
    accept(day(30));
    expect(check()).toMatchObject({
      code: 0,
      out: expect.stringContaining(`accepted until ${day(30)}: HIGH GHSA-test-high-0001`),
    });
    accept(day(-1));
    expect(check()).toMatchObject({ code: 1, out: expect.stringContaining('the acceptance expired on') });
  });

  it('warns of a database older than a week (a refresh that keeps failing), and fails on it when required', () => {
    plant();
    const old = new Date(Date.now() - 10 * DAY_MS);
    fs.utimesSync(path.join(dir, 'db/npm.nedb'), old, old);
    const warned = check();
    expect(warned.out).toMatch(/STALE the OSV database is 10\.\d days old \(at most 7\)/);
    expect(warned.code).toBe(0);
    const { code, out } = check({ VH_ADVISORY_DB: 'required' });
    expect(out).toMatch(/FAIL the OSV database is 10\.\d days old \(at most 7\)/);
    expect(code).toBe(1);
  });

  it("checks the Go modules the project builds against the OSV data's Go export", () => {
    plant();
    write(
      'db/go.nedb',
      JSON.stringify({
        id: 'GO-test-0001',
        summary: 'planted',
        affected: [
          {
            package: { ecosystem: 'Go', name: 'helm.sh/helm/v3', purl: 'pkg:golang/helm.sh/helm/v3' },
            ranges: [{ type: 'SEMVER', events: [{ introduced: '0' }, { last_affected: helm().slice(1) }] }],
          },
        ],
      }) + '\n',
    );
    const { code, out } = check();
    expect(out).toContain(`FAIL CRITICAL GO-test-0001 Go helm.sh/helm/v3@${helm()} (scripts/lib/helm.sh)`);
    expect(code).toBe(1);
  });

  it("fails on an unrated or HIGH report in Go's vulnerability database for a pinned module or the stdlib", () => {
    plantGoVulnDb(
      2,
      goReport('GO-test-0002', 'helm.sh/helm/v3', [{ introduced: '0' }, { last_affected: helm().slice(1) }]),
      goReport('GO-test-0003', 'github.com/coredns/coredns', [{ introduced: '1.0.0' }], 'HIGH'),
      goReport('GO-test-0004', 'stdlib', [{ introduced: '0' }, { fixed: '999.0.0' }]),
    );
    const { code, out } = check();
    expect(out).toContain('npm: NOT CHECKED');
    expect(out).toMatch(
      /Go: \d+ modules .* against Go's vulnerability database v0\.0\.0-\d{14}-0123456789ab \(3 reports, from the module cache\), 2\.0 days old \(at most 30\): 3 affecting/,
    );
    expect(out).toContain(`FAIL CRITICAL GO-test-0002 Go helm.sh/helm/v3@${helm()} (scripts/lib/helm.sh)`);
    expect(out).toMatch(
      /FAIL HIGH GO-test-0003 Go github\.com\/coredns\/coredns@v[\d.]+ \(scripts\/cluster\/versions\.sh\)/,
    );
    expect(out).toContain(`FAIL CRITICAL GO-test-0004 Go stdlib@${goVersion()} (go env GOVERSION)`);
    expect(code).toBe(1);
  });

  it("passes the versions Go's vulnerability database names as fixed", () => {
    plantGoVulnDb(
      2,
      goReport('GO-test-0005', 'helm.sh/helm/v3', [{ introduced: '0' }, { fixed: helm().slice(1) }]),
      goReport('GO-test-0006', 'stdlib', [{ introduced: '0' }, { fixed: goVersion().slice(1) }]),
      goReport('GO-test-0007', 'toolchain', [{ introduced: '0' }, { fixed: goVersion().slice(1) }]),
      goReport('GO-test-0008', 'helm.sh/helm/v3', [{ introduced: '0' }], 'MODERATE'),
    );
    const { code, out } = check();
    expect(out).toContain('below high, not failing: MODERATE GO-test-0008');
    expect(out).toContain('npm NOT CHECKED; 1 affecting, 0 failing');
    expect(code).toBe(0);
  });

  it('accepts several reports of a package with one reason, and names an accepted one no longer found', () => {
    plantGoVulnDb(
      2,
      goReport('GO-test-0009', 'helm.sh/helm/v3', [{ introduced: '0' }]),
      goReport('GO-test-0010', 'helm.sh/helm/v3', [{ introduced: '0' }], 'HIGH'),
    );
    write('accepted.json', {
      accepted: [
        {
          ids: ['GO-test-0009', 'GO-test-0010', 'GO-test-gone'],
          package: 'helm.sh/helm/v3',
          reason: 'only chart repositories, which the project never adds, are affected',
          expires: new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10),
        },
      ],
    });
    const { code, out } = check();
    expect(out).toMatch(/accepted until \S+: CRITICAL GO-test-0009 Go helm\.sh\/helm\/v3/);
    expect(out).toMatch(/accepted until \S+: HIGH GO-test-0010 Go helm\.sh\/helm\/v3/);
    expect(out).toContain('GO-test-gone for helm.sh/helm/v3 is accepted but no longer found: remove it');
    expect(code).toBe(0);
  });

  it("warns of Go's vulnerability database older than VH_GO_VULNDB_MAX_AGE_DAYS (30), and fails on it when required", () => {
    plantGoVulnDb(40);
    expect(check()).toMatchObject({
      code: 0,
      out: expect.stringMatching(/STALE Go's vulnerability database is 40\.\d days old \(at most 30\)/),
    });
    const { code, out } = check({ VH_ADVISORY_DB: 'required' });
    expect(out).toMatch(
      /FAIL Go's vulnerability database is 40\.\d days old \(at most 30\): the module proxy did not answer/,
    );
    expect(code).toBe(1);
    expect(check({ VH_GO_VULNDB_MAX_AGE_DAYS: '45' }).out).not.toContain('STALE');
  });

  it('says which part it could not check, and fails then only when the databases are required', () => {
    expect(check()).toMatchObject({ code: 0, out: expect.stringContaining('npm: NOT CHECKED') });
    expect(check({ VH_ADVISORY_DB: 'required' })).toMatchObject({
      code: 1,
      out: expect.stringContaining('VH_ADVISORY_DB=required and npm could not be checked'),
    });
    fs.rmSync(path.join(dir, 'modcache'), { recursive: true, force: true });
    const neither = check();
    expect(neither.out).toContain('Go: NOT CHECKED, the module proxy did not answer');
    expect(neither).toMatchObject({ code: 0, out: expect.stringContaining('npm and Go NOT CHECKED') });
  });
});
