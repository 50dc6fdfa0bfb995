/**
 * What the advisory check looks at: the npm packages production installs (package-lock.json without
 * its dev-only entries), and the Go modules the project builds (helm, promtool, the local cluster's
 * binaries, its own Go programs' requirements) with the Go toolchain that builds them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type Dependency = { ecosystem: 'npm' | 'Go'; name: string; version: string; from: string };

type LockFile = { packages: Record<string, { version?: string; dev?: boolean; link?: boolean }> };

/** Every package a production install of the lock brings, once per name and version. */
export function productionPackages(lockPath: string): Dependency[] {
  const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockFile;
  const seen = new Map<string, Dependency>();
  for (const [dir, entry] of Object.entries(lock.packages)) {
    if (!dir.includes('node_modules/') || entry.dev || entry.link || !entry.version) continue;
    const name = dir.slice(dir.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const key = `${name}@${entry.version}`;
    if (!seen.has(key)) seen.set(key, { ecosystem: 'npm', name, version: entry.version, from: dir });
  }
  return [...seen.values()];
}

/**
 * The Go modules pinned in shell scripts, by the variable that holds each version. Kubernetes'
 * staging modules (K8S_STAGING_VERSION) are built from its own tree, so k8s.io/kubernetes stands for them.
 */
export const PINNED_GO_MODULES = [
  { module: 'helm.sh/helm/v3', file: 'scripts/lib/helm.sh', variable: 'HELM_VERSION' },
  {
    module: 'github.com/prometheus/prometheus',
    file: 'scripts/alerts/promtool.sh',
    variable: 'MODULE_VERSION',
  },
  { module: 'k8s.io/kubernetes', file: 'scripts/cluster/versions.sh', variable: 'K8S_VERSION' },
  {
    module: 'github.com/containerd/containerd/v2',
    file: 'scripts/cluster/versions.sh',
    variable: 'CONTAINERD_VERSION',
  },
  { module: 'github.com/coredns/coredns', file: 'scripts/cluster/versions.sh', variable: 'COREDNS_VERSION' },
  { module: 'github.com/tilt-dev/tilt', file: 'scripts/cluster/versions.sh', variable: 'TILT_VERSION' },
  { module: 'sigs.k8s.io/kwok', file: 'scripts/cluster/versions.sh', variable: 'KWOK_VERSION' },
] as const;

export function shellVariable(file: string, variable: string): string {
  const match = new RegExp(`^${variable}=([^\\s#]+)`, 'm').exec(fs.readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file} sets no ${variable}`);
  return match[1]!;
}

/** The `require`d modules of a go.mod, direct and indirect (Go 1.17+ lists them all). */
export function goModRequirements(goMod: string): Array<{ name: string; version: string }> {
  const text = fs.readFileSync(goMod, 'utf8');
  const lines = [
    ...[...text.matchAll(/^require\s*\(([\s\S]*?)^\)/gm)].flatMap((block) => block[1]!.split('\n')),
    ...[...text.matchAll(/^require\s+([^(\s].*)$/gm)].map((single) => single[1]!),
  ];
  return lines
    .map((line) =>
      line
        .replace(/\/\/.*$/, '')
        .trim()
        .split(/\s+/),
    )
    .filter((words) => words.length === 2)
    .map(([name, version]) => ({ name: name!, version: version! }));
}

/**
 * A Go release as OSV's `stdlib` and `toolchain` packages version it: go1.26.8 -> v1.26.8, go1.27rc1 ->
 * v1.27.0-rc.1, go1.20 -> v1.20.0 (the conversion golang.org/x/vulndb applies); null for a devel build.
 */
export function goReleaseVersion(goVersion: string): string | null {
  const match = /^go(\d+)\.(\d+)(?:\.(\d+))?(?:(rc|beta)(\d+))?$/.exec(goVersion.trim().split(/\s/)[0]!);
  if (!match) return null;
  const [, major, minor, patch, pre, preNumber] = match;
  return `v${major}.${minor}.${patch ?? '0'}${pre ? `-${pre}.${preNumber}` : ''}`;
}

/** The Go toolchain that builds everything here (the machine's go, GOTOOLCHAIN=local), or null. */
function goToolchain(): string | null {
  try {
    return goReleaseVersion(execFileSync('go', ['env', 'GOVERSION'], { encoding: 'utf8' }));
  } catch {
    return null;
  }
}

export function goModules(root: string): Dependency[] {
  const pinned: Dependency[] = PINNED_GO_MODULES.map(({ module, file, variable }) => ({
    ecosystem: 'Go',
    name: module,
    version: shellVariable(path.join(root, file), variable),
    from: file,
  }));
  const goMods = execFileSync('git', ['ls-files', '*go.mod'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  const required: Dependency[] = goMods.flatMap((goMod) =>
    goModRequirements(path.join(root, goMod)).map(({ name, version }) => ({
      ecosystem: 'Go' as const,
      name,
      version,
      from: goMod,
    })),
  );
  const toolchain = goToolchain();
  // Its standard library goes into every binary built; the go command itself (`toolchain`) builds them.
  const stdlib: Dependency[] = toolchain
    ? (['stdlib', 'toolchain'] as const).map((name) => ({
        ecosystem: 'Go' as const,
        name,
        version: toolchain,
        from: 'go env GOVERSION',
      }))
    : [];
  return [...pinned, ...required, ...stdlib];
}
