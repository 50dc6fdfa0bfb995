/**
 * Schemathesis in a virtualenv of its own under .local/, installed from PyPI at the exact versions of
 * requirements.txt, and again only when that file or the machine's Python changed.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_DIR } from '../lib/paths';

const VENV = path.join(LOCAL_DIR, 'schemathesis', 'venv');
const REQUIREMENTS = path.join(__dirname, 'requirements.txt');
const STAMP = path.join(VENV, '.install-stamp');

/** The schemathesis executable, installed first when needed. */
export function schemathesisBinary(say: (line: string) => void): string {
  const python = execFileSync('python3', ['--version'], { encoding: 'utf8' }).trim();
  const key = `${createHash('sha256').update(fs.readFileSync(REQUIREMENTS)).digest('hex')} ${python}`;
  const binary = path.join(VENV, 'bin', 'schemathesis');
  if (fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === key && fs.existsSync(binary)) return binary;
  say(`installing Schemathesis into ${path.relative(process.cwd(), VENV)} (${python})`);
  fs.rmSync(VENV, { recursive: true, force: true });
  execFileSync('python3', ['-m', 'venv', VENV], { stdio: 'inherit' });
  // --no-deps: requirements.txt lists the whole tree, so nothing unpinned comes in.
  execFileSync(path.join(VENV, 'bin', 'pip'), ['install', '--quiet', '--no-deps', '-r', REQUIREMENTS], {
    stdio: 'inherit',
  });
  fs.writeFileSync(STAMP, key);
  return binary;
}
