import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { readAcceptances } from '../acceptedAdvisories';
import { PINNED_GO_MODULES, goModRequirements, productionPackages, shellVariable } from '../inventory';
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

describe('npm run lint:advisories against a planted database', () => {
  let dir: string;
  const write = (file: string, content: unknown) =>
    fs.writeFileSync(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content));

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
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function plant(...advisories: OsvAdvisory[]) {
    write('db/npm.nedb', advisories.map((a) => JSON.stringify(a)).join('\n') + '\n');
  }

  function check() {
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

  it('fails on a database older than a week (a refresh that keeps failing)', () => {
    plant();
    const old = new Date(Date.now() - 10 * DAY_MS);
    fs.utimesSync(path.join(dir, 'db/npm.nedb'), old, old);
    const { code, out } = check();
    expect(out).toMatch(/the database is 10\.\d days old \(at most 7\)/);
    expect(code).toBe(1);
  });

  it('checks the Go modules the project builds', () => {
    plant();
    const helm = shellVariable(path.join(ROOT, 'scripts/lib/helm.sh'), 'HELM_VERSION').slice(1);
    write(
      'db/go.nedb',
      JSON.stringify({
        id: 'GO-test-0001',
        summary: 'planted',
        affected: [
          {
            package: { ecosystem: 'Go', name: 'helm.sh/helm/v3', purl: 'pkg:golang/helm.sh/helm/v3' },
            ranges: [{ type: 'SEMVER', events: [{ introduced: '0' }, { last_affected: helm }] }],
          },
        ],
      }) + '\n',
    );
    const { code, out } = check();
    expect(out).toContain(`FAIL CRITICAL GO-test-0001 Go helm.sh/helm/v3@v${helm} (scripts/lib/helm.sh)`);
    expect(code).toBe(1);
  });

  it('says it could not check when no database can be had, and fails only when one is required', () => {
    expect(check()).toMatchObject({ code: 0, out: expect.stringContaining('NOT CHECKED') });
    const required = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/deps/advisories.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: {
        ...process.env,
        OSV_OFFLINE_ROOT_DIR: path.join(dir, 'db'),
        OSV_OFFLINE_DISABLE_DOWNLOAD: 'true',
        VH_ADVISORY_DB: 'required',
      },
    });
    expect(required.status).toBe(1);
  });
});
