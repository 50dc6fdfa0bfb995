/**
 * The alert rules' check of `npm run lint` (scripts/alerts/check-rules.sh) fails on a broken rule:
 * broken PromQL, a rule that no longer does what its unit test says, an alert without a runbook or
 * without a test. Each case plants a changed copy of the chart's rendered rules with `--rules`.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..', '..');
const SCRIPT = path.join(ROOT, 'scripts', 'alerts', 'check-rules.sh');

// The first run on a machine builds promtool (and helm when missing) with go install: minutes.
jest.setTimeout(20 * 60_000);

interface Outcome {
  code: number;
  output: string;
}

async function check(...args: string[]): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run('bash', [SCRIPT, ...args], { cwd: ROOT, maxBuffer: 1 << 24 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

let dir: string;
let rendered: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'planted-rules-'));
  rendered = (await run('bash', [SCRIPT, '--print-rules'], { cwd: ROOT })).stdout;
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Checks the rendered rules with one change planted; the change must apply. */
async function checkPlanted(name: string, from: string | RegExp, to: string): Promise<Outcome> {
  const planted = rendered.replace(from, to);
  expect(planted).not.toBe(rendered);
  const file = path.join(dir, `${name}.yaml`);
  fs.writeFileSync(file, planted);
  return check('--rules', file);
}

describe('the alert rules check', () => {
  it("passes on the chart's rules", async () => {
    const { code, output } = await check();
    expect(output).toMatch(/alert rules: \d+ alerts checked, with runbooks, and their unit tests pass/);
    expect(code).toBe(0);
  });

  it('fails on PromQL that does not parse', async () => {
    const { code, output } = await checkPlanted('unparsable', 'status=~"5.."}[5m]))', 'status=~"5.."}[5m])');
    expect(code).not.toBe(0);
    expect(output).toContain('promtool check rules failed');
    expect(output).toMatch(/VampireHuntHighErrorRate|parse error/);
  });

  it('fails on a rule that no longer does what its unit test expects', async () => {
    // A threshold of 50%: the test's 10% of errors no longer alert.
    const { code, output } = await checkPlanted('threshold', /\n(\s+)> 0\.05\n/, '\n$1> 0.5\n');
    expect(code).not.toBe(0);
    expect(output).toContain('promtool test rules failed');
    expect(output).toContain('VampireHuntHighErrorRate');
  });

  it('fails on an alert without a runbook', async () => {
    const { code, output } = await checkPlanted(
      'no-runbook',
      /\n\s+runbook_url: "docs\/runbooks\/VampireHuntPodRestarts\.md"/,
      '',
    );
    expect(code).not.toBe(0);
    expect(output).toContain('VampireHuntPodRestarts has no runbook_url annotation');
  });

  it('fails on an alert without a runbook page or a unit test', async () => {
    const { code, output } = await checkPlanted(
      'untested',
      /VampireHuntPodRestarts/g,
      'VampireHuntPodsRestartingEverywhere',
    );
    expect(code).not.toBe(0);
    expect(output).toContain('VampireHuntPodsRestartingEverywhere has no runbook docs/runbooks/');
    expect(output).toContain('VampireHuntPodsRestartingEverywhere has no unit test');
  });
});
