/**
 * Go's vulnerability database as the Go module proxy serves it: the module golang.org/x/vulndb (the
 * database's repository) holds one OSV record per report in data/osv/GO-*.json. Where the proxy is
 * reachable this is Go's own data, with no GitHub release to download (docs/dependencies.md#advisories).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OsvAdvisory } from './osv';

export const VULNDB_MODULE = 'golang.org/x/vulndb';

export type GoVulnDb = {
  version: string;
  /** The version's commit time: how fresh the data is. */
  time: Date;
  /** Where the version came from: the proxy's @latest, or the module cache when the proxy did not answer. */
  from: 'module proxy' | 'module cache';
  proxyError: string | null;
  recordCount: number;
  getVulnerabilities(ecosystem: 'npm' | 'Go', name: string): Promise<OsvAdvisory[]>;
};

/** The go command's JSON answer; run outside any module so a go.mod or go.work here changes nothing. */
function goJson(args: string[], timeoutMs: number): Record<string, string> {
  const out = execFileSync('go', args, {
    cwd: os.tmpdir(),
    encoding: 'utf8',
    env: { ...process.env, GOWORK: 'off', GOFLAGS: '-mod=mod' },
    timeout: timeoutMs,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(out) as Record<string, string>;
}

function errorText(error: unknown): string {
  const stderr = (error as { stderr?: string }).stderr?.trim();
  return (stderr || (error instanceof Error ? error.message : String(error))).split('\n')[0]!;
}

/** A pseudo-version's commit time (v0.0.0-20261105234957-e22db6528018 -> 2026-11-05T23:49:57Z). */
export function pseudoVersionTime(version: string): Date | null {
  const match = /-(?:\d+\.)?(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})-[0-9a-f]{12}$/.exec(version);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}

/** The newest vulndb the module cache holds (by commit time), for when the proxy cannot answer. */
function newestCached(modCache: string): { version: string; dir: string; time: Date } | null {
  const parent = path.join(modCache, path.dirname(VULNDB_MODULE));
  const prefix = `${path.basename(VULNDB_MODULE)}@`;
  const cached = (fs.existsSync(parent) ? fs.readdirSync(parent) : [])
    .filter((entry) => entry.startsWith(prefix) && fs.existsSync(path.join(parent, entry, 'data/osv')))
    .map((entry) => {
      const version = entry.slice(prefix.length);
      return { version, dir: path.join(parent, entry), time: pseudoVersionTime(version) };
    })
    .filter((entry): entry is { version: string; dir: string; time: Date } => entry.time !== null)
    .sort((a, b) => b.time.getTime() - a.time.getTime());
  return cached[0] ?? null;
}

/** data/osv/*.json indexed by every package name each record affects. */
export function indexRecords(osvDir: string): Map<string, OsvAdvisory[]> {
  const index = new Map<string, OsvAdvisory[]>();
  for (const file of fs.readdirSync(osvDir)) {
    if (!file.endsWith('.json')) continue;
    const record = JSON.parse(fs.readFileSync(path.join(osvDir, file), 'utf8')) as OsvAdvisory;
    const names = new Set((record.affected ?? []).map((entry) => entry.package?.name));
    for (const name of names) if (name) index.set(name, [...(index.get(name) ?? []), record]);
  }
  return index;
}

/**
 * The newest vulndb: @latest from the proxy, downloaded into the module cache; the newest one already
 * in the cache when the proxy cannot answer. Null (with why) when neither can be had or go is missing.
 */
export function openGoVulnDb(): { db: GoVulnDb | null; error: string | null } {
  let modCache: string;
  try {
    modCache = execFileSync('go', ['env', 'GOMODCACHE'], { encoding: 'utf8' }).trim();
  } catch (error) {
    return { db: null, error: `go is missing (${errorText(error)})` };
  }
  let found: { version: string; dir: string; time: Date } | null;
  let proxyError: string | null = null;
  try {
    const latest = goJson(['list', '-m', '-json', `${VULNDB_MODULE}@latest`], 60_000);
    const download = goJson(['mod', 'download', '-json', `${VULNDB_MODULE}@${latest.Version}`], 300_000);
    if (download.Error) throw new Error(download.Error);
    const time = latest.Time ? new Date(latest.Time) : pseudoVersionTime(latest.Version!);
    if (!time) throw new Error(`no commit time for ${VULNDB_MODULE}@${latest.Version}`);
    found = { version: latest.Version!, dir: download.Dir!, time };
  } catch (error) {
    proxyError = errorText(error);
    found = newestCached(modCache);
  }
  if (!found)
    return {
      db: null,
      error: `the module proxy did not answer (${proxyError}) and ${modCache} holds no ${VULNDB_MODULE}`,
    };
  const index = indexRecords(path.join(found.dir, 'data/osv'));
  const records = new Set([...index.values()].flat());
  return {
    db: {
      version: found.version,
      time: found.time,
      from: proxyError ? 'module cache' : 'module proxy',
      proxyError,
      recordCount: records.size,
      // Its records name Go modules (and stdlib, toolchain) only.
      getVulnerabilities: async (ecosystem, name) => (ecosystem === 'Go' ? (index.get(name) ?? []) : []),
    },
    error: null,
  };
}
