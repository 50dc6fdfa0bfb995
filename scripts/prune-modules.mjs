#!/usr/bin/env node
// What a production image's node_modules carries that Node never loads (used by the root
// Dockerfile after `npm ci --omit=dev`; docs/deploy.md, "How the images are slimmed"):
//
//   * source maps (*.map): the images run without --enable-source-maps;
//   * TypeScript declarations (*.d.ts, *.d.mts, *.d.cts) and compiler state (*.tsbuildinfo);
//   * second builds for bundlers: in a package without "exports", Node loads only "main" (and
//     paths below it), so the folder that only the bundler fields "module" or "esnext" point into
//     (OpenTelemetry's build/esm and build/esnext) is never read. Packages with "exports" keep
//     every build: an ESM importer may take the one a require() does not.
//
//   node scripts/prune-modules.mjs <node_modules dir>
// Prints what it removed; exits 1 when the folder does not exist.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const root = process.argv[2];
if (!root || !existsSync(root)) {
  process.stderr.write('usage: prune-modules.mjs <node_modules dir>\n');
  process.exit(1);
}

const removed = { files: 0, bytes: 0, builds: [] };
const unused = (name) => /\.(map|d\.ts|d\.mts|d\.cts|tsbuildinfo)$/.test(name);

function sizeOf(target) {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.size;
  return readdirSync(target).reduce((sum, name) => sum + sizeOf(path.join(target, name)), 0);
}

function remove(target) {
  removed.bytes += sizeOf(target);
  rmSync(target, { recursive: true, force: true });
}

/** The package folder's first path segments a field points into ('./build/esm/index.js' -> 'build/esm'). */
const buildDirOf = (field) =>
  typeof field === 'string' ? path.posix.dirname(path.posix.normalize(field)) : null;

/** In a package without "exports": the folders only "module"/"esnext" point into, not "main". */
function bundlerOnlyBuilds(dir) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  } catch {
    return [];
  }
  if (manifest.exports !== undefined) return [];
  if (manifest.main !== undefined && typeof manifest.main !== 'string') return [];
  const main = path.posix.normalize(manifest.main ?? 'index.js');
  return [manifest.module, manifest.esnext]
    .map(buildDirOf)
    .filter((build) => build && build !== '.' && !build.startsWith('..'))
    .filter((build) => !`${main}/`.startsWith(`${build}/`) && existsSync(path.join(dir, build)));
}

function walk(dir) {
  for (const build of new Set(bundlerOnlyBuilds(dir))) {
    remove(path.join(dir, build));
    removed.builds.push(path.relative(root, path.join(dir, build)));
  }
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue; // workspace links: their files are pruned where they are
    if (entry.isDirectory()) walk(target);
    else if (unused(entry.name)) {
      removed.files += 1;
      remove(target);
    }
  }
}

walk(root);
process.stdout.write(
  `pruned ${root}: ${removed.files} source maps and declarations, ${removed.builds.length} bundler-only builds ` +
    `(${(removed.bytes / 2 ** 20).toFixed(1)} MiB)\n`,
);
if (process.env.PRUNE_VERBOSE) process.stdout.write(removed.builds.map((build) => `  ${build}\n`).join(''));
