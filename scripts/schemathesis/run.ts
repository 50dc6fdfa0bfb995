/**
 * `npm run test:contract`: Schemathesis (PyPI) against the REST facade's served OpenAPI document on a
 * fresh test stack, every operation with every check, once as a signed-in player and once as the
 * admin (second factor passed). Fixed seed and example counts, so a run repeats the last one. Exits
 * non-zero on any failure or error (docs/contract-tests.md).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { infraUp } from '../lib/infra';
import { LOCAL_DIR } from '../lib/paths';
import type { RunningStack } from '../lib/stack';
import { progress, runWithStacks, withTestStack } from '../load/testStack';
import { adminToken, playerToken } from './signIn';
import { schemathesisBinary } from './venv';

const say = progress('contract');
/** Examples per operation and phase; SCHEMATHESIS_MAX_EXAMPLES raises it for a deeper run. */
const MAX_EXAMPLES = Number(process.env.SCHEMATHESIS_MAX_EXAMPLES ?? 30);
/** Unset: deterministic generation, each run the same run. Set: a seeded random run, for a deeper look. */
const SEED = process.env.SCHEMATHESIS_SEED;
const REPORTS = path.join(LOCAL_DIR, 'schemathesis');

/**
 * Calls that may end the caller's sessions (log out everywhere, a password change; the admin's
 * change or deletion of an account, its own when a link from a search leads there): fuzzed last,
 * on their own, so they cannot sign out the rest of the run.
 */
const SESSION_ENDING = '^/api/user(/LogoutEverywhere|/UpdatePassword|/\\{id\\})?$';

/** Schemathesis's own count line, "599 generated, 599 passed, 3 skipped", under its "Test cases:" heading. */
function testCaseCount(output: string): string {
  return /Test cases:\s*\n\s*(.+)/.exec(output)?.[1]?.trim() ?? 'no count printed';
}

function fuzz(binary: string, stack: RunningStack, run: string, token: string, only: string[]): boolean {
  say(`Schemathesis: ${run}`);
  const reportDir = path.join(REPORTS, run.replace(/\W+/g, '-'));
  fs.mkdirSync(reportDir, { recursive: true });
  const result = spawnSync(
    binary,
    [
      '--config-file',
      path.join(__dirname, 'schemathesis.toml'),
      'run',
      ...only,
      `${stack.gatewayUrl}/api/openapi.json`,
      '--url',
      stack.gatewayUrl,
      '--checks',
      'all',
      '--max-examples',
      String(MAX_EXAMPLES),
      ...(SEED ? ['--seed', SEED] : ['--generation-deterministic']),
      '--header',
      `X-App-Key: ${stack.appKey}`,
      '--header',
      `Authorization: Bearer ${token}`,
      '--report',
      'junit',
      '--report-dir',
      reportDir,
      '--no-color',
    ],
    // Its own directory: Schemathesis keeps a cache of crashes where it runs.
    { cwd: REPORTS, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const outputFile = path.join(reportDir, 'output.txt');
  fs.writeFileSync(outputFile, output);
  const passed = result.status === 0;
  // Its whole output only when it found something: its pytest-style closing line ("== 1 warning in
  // 4.00s ==") reads to CI as a test runner that ran no test.
  if (!passed) process.stdout.write(output);
  const where = path.relative(process.cwd(), outputFile);
  say(
    `${run}: ${testCaseCount(output)}; ${passed ? 'no failures, no errors' : `FAILED (exit ${result.status})`} (${where})`,
  );
  return passed;
}

/** Every operation as one caller: all but the session-ending one, then that one. */
function fuzzAs(binary: string, stack: RunningStack, caller: string, token: string): boolean {
  return [
    fuzz(binary, stack, `as the ${caller}`, token, ['--exclude-path-regex', SESSION_ENDING]),
    fuzz(binary, stack, `as the ${caller}, ending the session`, token, [
      '--include-path-regex',
      SESSION_ENDING,
    ]),
  ].every(Boolean);
}

runWithStacks('contract', async () => {
  const binary = schemathesisBinary(say);
  await infraUp();
  // production: false, as the integration tier: the seeded admin signs in with the known password.
  return withTestStack('contract', { production: false }, async (stack) => {
    try {
      // Both sign in first: minutes later the gateway has closed this process's idle connections.
      const player = await playerToken(stack);
      const admin = await adminToken(stack);
      const results = [fuzzAs(binary, stack, 'player', player), fuzzAs(binary, stack, 'admin', admin)];
      return results.every(Boolean) ? 0 : 1;
    } finally {
      // The stack's logs are rewritten by the next stack: keep this run's beside its reports.
      fs.cpSync(path.join(LOCAL_DIR, 'logs'), path.join(REPORTS, 'logs'), {
        recursive: true,
        filter: (source) => !source.endsWith('.log') || path.basename(source).startsWith('test-'),
      });
    }
  });
});
