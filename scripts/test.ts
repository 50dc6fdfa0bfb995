/**
 * `npm test` (after scripts/run.sh installed and built everything): static checks, the Helm chart,
 * then the unit tier, the integration tier against the real PostgreSQL, Redis and Kafka, the REST
 * contract (Schemathesis, docs/contract-tests.md), the fault
 * drills (docs/fault-drills.md), and the browser tier (the player web in Debian's Chromium,
 * installed with apt when missing).
 * Every tier runs even when an earlier one fails, so one run shows every problem.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { debianBinary } from './lib/debianPackage';
import { infraUp } from './lib/infra';
import { ROOT } from './lib/paths';

function step(name: string, command: string, args: string[]): boolean {
  process.stdout.write(`\n[test] ${name}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT });
  const passed = result.status === 0;
  if (!passed) process.stdout.write(`[test] ${name} FAILED\n`);
  return passed;
}

const bin = (tool: string) => path.join(ROOT, 'node_modules', '.bin', tool);
const jest = (project: string, extra: string[] = []) => [
  '--selectProjects',
  project,
  '--ci',
  ...extra,
  ...process.argv.slice(2),
];

async function main(): Promise<void> {
  const results = [
    step('lint: eslint, prettier, type check of scripts and tests', 'npm', ['run', '--silent', 'lint']),
    step('charts: helm lint, template and manifest checks', 'bash', [
      path.join(ROOT, 'scripts', 'charts-test.sh'),
    ]),
  ];
  await infraUp();
  results.push(step('unit tests', bin('jest'), jest('unit')));
  results.push(step('integration tests', bin('jest'), jest('integration', ['--runInBand'])));
  // Schemathesis against the REST facade of its own stack, as a player and as the admin (docs/contract-tests.md).
  results.push(
    step('REST contract (Schemathesis)', bin('tsx'), [path.join(ROOT, 'scripts', 'schemathesis', 'run.ts')]),
  );
  results.push(step('fault drills', bin('jest'), jest('faults', ['--runInBand'])));
  process.env.CHROMIUM_PATH ??= debianBinary('chromium', 'chromium', 'set CHROMIUM_PATH');
  results.push(step('browser tests (Chromium)', bin('jest'), jest('e2e', ['--runInBand'])));
  process.exit(results.every(Boolean) ? 0 : 1);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
