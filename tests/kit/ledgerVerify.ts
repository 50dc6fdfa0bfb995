import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(__dirname, '..', '..');

/** Runs npm run ledger:verify's script on the test stack's databases: its exit code and output. */
export async function ledgerVerify(): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await promisify(execFile)(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      [path.join(ROOT, 'scripts', 'ledger-verify.ts'), '--test', '--limit', '100'],
      { cwd: ROOT, timeout: 120_000 },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}
