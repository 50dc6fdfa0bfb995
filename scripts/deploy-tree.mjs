#!/usr/bin/env node
// The deploy folder of one deployable: what its container image holds, and nothing else (used by
// the root Dockerfile; docs/deploy.md, "How the images are slimmed").
//
//   node scripts/deploy-tree.mjs manifests <service dir> <repo> <out>
//     the service and the workspaces it depends on (@vh/* dependencies, transitively) as a small
//     monorepo for `npm ci --omit=dev`: the root package.json with `workspaces` cut down to those,
//     their package.json files without devDependencies, and package-lock.json cut down to the
//     packages their production dependencies reach, with the lock's own versions and placement.
//     `npm ci` refuses a lock out of sync with the manifests, so the install stays exactly the
//     committed lock's.
//   node scripts/deploy-tree.mjs files <service dir> <repo> <out>
//     those workspaces' folders as built (dist/, schema files, migrations...) without node_modules,
//     tests, source maps, declarations and compiler state, plus the files listed in the service's package.json
//     "vampireHunt.deployAssets" (paths from the repository root, e.g. the web apps' builds the
//     gateway serves).
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [mode, serviceDir, repo, out] = process.argv.slice(2);
if (!['manifests', 'files'].includes(mode) || !serviceDir || !repo || !out) {
  process.stderr.write('usage: deploy-tree.mjs manifests|files <service dir> <repo> <out>\n');
  process.exit(2);
}

const readJson = (file) => JSON.parse(readFileSync(path.join(repo, file), 'utf8'));
const without = (object, ...keys) =>
  Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));
const lock = readJson('package-lock.json');

/** Workspace folders by package name, from the lock file (entries outside node_modules). */
const workspaceDirs = new Map(
  Object.entries(lock.packages)
    .filter(([dir]) => dir !== '' && !dir.includes('node_modules'))
    .map(([dir, entry]) => [entry.name, dir]),
);

/** The service's folder and the folders of every workspace it depends on, transitively. */
function workspaceClosure(start) {
  const dirs = new Set();
  const visit = (dir) => {
    if (dirs.has(dir)) return;
    dirs.add(dir);
    const { dependencies = {} } = readJson(path.join(dir, 'package.json'));
    for (const name of Object.keys(dependencies)) {
      if (workspaceDirs.has(name)) visit(workspaceDirs.get(name));
    }
  };
  visit(start);
  return [...dirs].sort();
}

/**
 * The lock file of `dirs` alone. The lock's own `dev` flags are no guide (a package that one
 * workspace needs at run time is no dev package for any), so the production closure is walked
 * again: each workspace's dependencies, optionalDependencies and required peers, resolved as Node
 * does (node_modules of the package, then of each parent, then the root), through workspace links.
 * What only optional edges reach stays `optional`, so other platforms' binaries are skipped.
 */
function cutLock(dirs) {
  const { packages } = lock;
  const resolve = (from, name) => {
    let base = from;
    for (;;) {
      const key = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
      if (packages[key]) return packages[key].link ? packages[key].resolved : key;
      if (!base) return null;
      const parent = base.lastIndexOf('/node_modules/');
      base = parent >= 0 ? base.slice(0, parent) : '';
    }
  };
  const reach = (withOptional) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      const entry = packages[key];
      const peerMeta = entry.peerDependenciesMeta ?? {};
      const requiredPeers = Object.keys(entry.peerDependencies ?? {}).filter(
        (peer) => !peerMeta[peer]?.optional,
      );
      const optional = withOptional ? Object.keys(entry.optionalDependencies ?? {}) : [];
      for (const name of [...Object.keys(entry.dependencies ?? {}), ...requiredPeers, ...optional]) {
        const target = resolve(key, name);
        if (target !== null) visit(target);
        else if (!optional.includes(name)) throw new Error(`package-lock.json lacks ${name} (for ${key})`);
      }
    };
    dirs.forEach(visit);
    return seen;
  };
  const required = reach(false);
  const reached = reach(true);
  const links = new Set(dirs.map((dir) => `node_modules/${packages[dir].name}`));
  const cut = {};
  for (const [key, entry] of Object.entries(packages)) {
    if (key === '') {
      cut[key] = { ...without(entry, 'devDependencies'), workspaces: dirs };
    } else if (dirs.includes(key)) {
      cut[key] = without(entry, 'devDependencies');
    } else if (links.has(key)) {
      cut[key] = entry;
    } else if (reached.has(key)) {
      const flagless = without(entry, 'dev', 'devOptional', 'optional', 'peer');
      cut[key] = required.has(key) ? flagless : { ...flagless, optional: true };
    }
  }
  return { ...lock, packages: cut };
}

const service = path.normalize(serviceDir);
if (!existsSync(path.join(repo, service, 'package.json'))) {
  process.stderr.write(`${service} is no workspace (no package.json)\n`);
  process.exit(1);
}
const dirs = workspaceClosure(service);
mkdirSync(out, { recursive: true });

if (mode === 'manifests') {
  const root = readJson('package.json');
  // Scripts and dev tooling of the monorepo have no place in an image; `overrides` and the
  // install-script policy keep resolving and building dependencies as the lock file says.
  const deployRoot = {
    name: root.name,
    version: root.version,
    private: true,
    workspaces: dirs,
    ...(root.overrides ? { overrides: root.overrides } : {}),
    ...(root.allowScripts ? { allowScripts: root.allowScripts } : {}),
  };
  writeFileSync(path.join(out, 'package.json'), `${JSON.stringify(deployRoot, null, 2)}\n`);
  if (existsSync(path.join(repo, '.npmrc'))) cpSync(path.join(repo, '.npmrc'), path.join(out, '.npmrc'));
  for (const dir of dirs) {
    // Without devDependencies (and their lifecycle scripts): the lock below holds none of them.
    const manifest = without(readJson(path.join(dir, 'package.json')), 'devDependencies', 'scripts');
    mkdirSync(path.join(out, dir), { recursive: true });
    writeFileSync(path.join(out, dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  }
  writeFileSync(path.join(out, 'package-lock.json'), `${JSON.stringify(cutLock(dirs), null, 2)}\n`);
} else {
  const skipped = new Set(['node_modules', '__tests__']);
  // Source maps (the web apps' too: an image serves none, docs/deploy.md), declarations and compiler
  // state are for development; the images run without --enable-source-maps.
  const forDevelopment = (source) => /\.(map|d\.ts|tsbuildinfo)$/.test(source);
  for (const dir of dirs) {
    cpSync(path.join(repo, dir), path.join(out, dir), {
      recursive: true,
      filter: (source) => !skipped.has(path.basename(source)) && !forDevelopment(source),
    });
  }
  const { vampireHunt = {} } = readJson(path.join(service, 'package.json'));
  for (const asset of vampireHunt.deployAssets ?? []) {
    cpSync(path.join(repo, asset), path.join(out, asset), {
      recursive: true,
      filter: (source) => !forDevelopment(source),
    });
  }
}
process.stdout.write(`${mode} of ${service}: ${dirs.join(', ')}\n`);
