/**
 * `npm run deps:outdated`: every direct dependency of every workspace against the registry: the
 * version the lock installs, the newest release, and the newest release that supports the pinned
 * Node (.node-version). Unlike `npm outdated`, it also shows majors whose engines exclude that Node,
 * and why a package is held back (scripts/deps/heldBack.json, docs/dependencies.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/paths';
import { standingOf, type RegistryPackage, type Standing } from './versions';

const REGISTRY = process.env.npm_config_registry ?? 'https://registry.npmjs.org/';
const heldBack = JSON.parse(fs.readFileSync(path.join(__dirname, 'heldBack.json'), 'utf8')) as Record<
  string,
  string
>;

interface Lock {
  packages: Record<string, { name?: string; version?: string; link?: boolean }>;
}

/** Every dependency named in a workspace's package.json, with the versions the lock installs for it. */
function directDependencies(lock: Lock): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const [dir, entry] of Object.entries(lock.packages)) {
    if (dir.includes('node_modules') || entry.link) continue;
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string> | undefined
    >;
    for (const section of ['dependencies', 'devDependencies', 'optionalDependencies']) {
      for (const name of Object.keys(manifest[section] ?? {})) {
        if (name.startsWith('@vh/')) continue;
        const installed = (
          lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`] ??
          lock.packages[`node_modules/${name}`]
        )?.version;
        if (!installed) continue;
        if (!found.has(name)) found.set(name, new Set());
        found.get(name)!.add(installed);
      }
    }
  }
  return found;
}

async function registryPackage(name: string): Promise<RegistryPackage> {
  const response = await fetch(`${REGISTRY}${name.replace('/', '%2F')}`, {
    // The abbreviated document: versions with their engines, without readmes.
    headers: { accept: 'application/vnd.npm.install-v1+json' },
  });
  if (!response.ok) throw new Error(`${name}: the registry answered ${response.status}`);
  return (await response.json()) as RegistryPackage;
}

async function main(): Promise<void> {
  const nodeVersion = fs.readFileSync(path.join(ROOT, '.node-version'), 'utf8').trim();
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as Lock;
  const entries = [...directDependencies(lock)].sort(([a], [b]) => a.localeCompare(b));
  const standings: Standing[] = [];
  for (let start = 0; start < entries.length; start += 8) {
    const batch = entries.slice(start, start + 8);
    const registries = await Promise.all(batch.map(([name]) => registryPackage(name)));
    batch.forEach(([name, installed], index) => {
      for (const version of installed)
        standings.push(standingOf(name, version, registries[index]!, nodeVersion));
    });
  }
  const behind = standings.filter((standing) => standing.behind !== 'current');
  process.stdout.write(`Direct dependencies behind their newest release (Node ${nodeVersion}):\n\n`);
  const rows = [['package', 'installed', 'latest', `newest for Node ${nodeVersion}`, 'behind', 'why']];
  for (const standing of behind) {
    const engines = standing.newestForNode !== standing.latest ? 'its engines exclude this Node' : '';
    rows.push([
      standing.name,
      standing.installed,
      standing.latest,
      standing.newestForNode,
      standing.behind,
      heldBack[standing.name] ?? engines,
    ]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    process.stdout.write(
      `${row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd()}\n`,
    );
  const unexplained = behind.filter((standing) => standing.behind === 'major' && !heldBack[standing.name]);
  process.stdout.write(
    `\n${standings.length} checked, ${behind.length} behind, ${unexplained.length} majors behind without a reason in scripts/deps/heldBack.json\n`,
  );
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
