import fs from 'node:fs';
import os from 'node:os';
import { log, run, which } from './processes';

/**
 * A program from a Debian package (redis-server, chromium): found on PATH or at its Debian path, else
 * installed with apt-get when we may (root, VH_NO_APT unset), so a fresh machine needs nothing by hand.
 */
export function debianBinary(binary: string, debianPackage: string, missingHint: string): string {
  const debianPath = `/usr/bin/${binary}`;
  const found = which(binary) ?? (fs.existsSync(debianPath) ? debianPath : null);
  if (found) return found;
  if (os.userInfo().uid !== 0 || process.env.VH_NO_APT === '1') {
    throw new Error(`${binary} is missing: install it (apt-get install ${debianPackage}) or ${missingHint}`);
  }
  log(`installing ${debianPackage} with apt-get`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', debianPackage], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return debianPath;
}
