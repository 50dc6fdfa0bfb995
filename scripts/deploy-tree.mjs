#!/usr/bin/env node
// The deploy folder of one deployable: what its container image holds, and nothing else (used by
// the root Dockerfile; docs/deploy.md, "How the images are slimmed").
//
//   node scripts/deploy-tree.mjs manifests <service dir> <repo> <out>
//     the root package.json with `workspaces` cut down to the service and the workspaces it depends
//     on (@vh/* dependencies, transitively), their package.json files and the lock file: what
//     `npm install --omit=dev` needs to install exactly that service's production dependencies.
//   node scripts/deploy-tree.mjs files <service dir> <repo> <out>
//     those workspaces' folders as built (dist/, schema files, migrations...) without node_modules
//     and compiler state, plus the files listed in the service's package.json
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
  cpSync(path.join(repo, 'package-lock.json'), path.join(out, 'package-lock.json'));
  if (existsSync(path.join(repo, '.npmrc'))) cpSync(path.join(repo, '.npmrc'), path.join(out, '.npmrc'));
  for (const dir of dirs) {
    mkdirSync(path.join(out, dir), { recursive: true });
    cpSync(path.join(repo, dir, 'package.json'), path.join(out, dir, 'package.json'));
  }
} else {
  const skipped = new Set(['node_modules', '__tests__']);
  for (const dir of dirs) {
    cpSync(path.join(repo, dir), path.join(out, dir), {
      recursive: true,
      filter: (source) => !skipped.has(path.basename(source)) && !source.endsWith('.tsbuildinfo'),
    });
  }
  const { vampireHunt = {} } = readJson(path.join(service, 'package.json'));
  for (const asset of vampireHunt.deployAssets ?? []) {
    cpSync(path.join(repo, asset), path.join(out, asset), { recursive: true });
  }
}
process.stdout.write(`${mode} of ${service}: ${dirs.join(', ')}\n`);
