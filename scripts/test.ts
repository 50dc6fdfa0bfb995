/** `npm test`: starts the infrastructure, then runs every test tier (unit, then integration). */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { infraUp } from './lib/infra';
import { ROOT } from './lib/paths';

function runJest(project: string, extra: string[] = []): number {
  const result = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'jest'),
    ['--selectProjects', project, '--ci', ...extra, ...process.argv.slice(2)],
    { stdio: 'inherit', cwd: ROOT },
  );
  return result.status ?? 1;
}

async function main(): Promise<void> {
  await infraUp();
  const failures = [runJest('unit'), runJest('integration', ['--runInBand'])].filter((status) => status !== 0);
  process.exit(failures.length === 0 ? 0 : 1);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
