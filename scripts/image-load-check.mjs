#!/usr/bin/env node
// Loads every production dependency of a deploy folder's workspaces as Node would, with require()
// and with import(), so a pruned node_modules (scripts/prune-modules.mjs) that lost a file Node
// needs fails here instead of at a pod's start. `npm run images` runs it in every image it builds.
//
//   node scripts/image-load-check.mjs <deploy folder>      (an image's /app)
// Prints how many it loaded; exits 1 naming each that failed.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? '.');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const { workspaces = [] } = readJson(path.join(root, 'package.json'));

// A package that exports subpaths only has no "." to load; that is its design, not a lost file.
const fine = (error) => error?.code === 'ERR_PACKAGE_PATH_NOT_EXPORTED';
const failures = [];
let loaded = 0;
for (const workspace of workspaces) {
  const dir = path.join(root, workspace);
  const { dependencies = {} } = readJson(path.join(dir, 'package.json'));
  const requireHere = createRequire(path.join(dir, 'package.json'));
  for (const name of Object.keys(dependencies).filter((dep) => !dep.startsWith('@types/'))) {
    try {
      requireHere(name);
    } catch (error) {
      if (!fine(error)) failures.push(`${workspace}: require('${name}'): ${error.message.split('\n')[0]}`);
    }
    try {
      // Resolved from the workspace's folder, as its own ESM code would (a child: import() has no base argument).
      execFileSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(name)})`], {
        cwd: dir,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
    } catch (error) {
      const message = error.stderr?.toString() ?? String(error);
      if (!message.includes('ERR_PACKAGE_PATH_NOT_EXPORTED'))
        failures.push(
          `${workspace}: import('${name}'): ${
            message
              .trim()
              .split('\n')
              .find((l) => /Error/.test(l)) ?? message.trim()
          }`,
        );
    }
    loaded += 1;
  }
}
process.stdout.write(
  `loaded ${loaded} dependencies of ${workspaces.join(', ')} with require() and import()\n`,
);
if (failures.length > 0) {
  process.stderr.write(`${failures.join('\n')}\n`);
  process.exit(1);
}
