import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { LOCAL_DIR } from './paths';
import { debianBinary } from './debianPackage';
import { log, portIsOpen, readPid, run, stopPid, waitFor } from './processes';

/**
 * Below Linux's ephemeral port range (32768-60999): an outgoing connection may hold any port of that
 * range, and this store is restarted in the middle of test runs (fault drills, outage tests).
 */
const REDIS_PORT = Number(process.env.VH_REDIS_PORT ?? 26379);
const DIR = path.join(LOCAL_DIR, 'redis');
const PID_FILE = path.join(DIR, 'redis.pid');

export function redisUrl(db = 0): string {
  return `redis://127.0.0.1:${REDIS_PORT}/${db}`;
}

/** Debian's redis-server, installed with apt when missing. */
function redisServerBinary(): string {
  return debianBinary('redis-server', 'redis-server', 'set REDIS_URL');
}

async function answers(): Promise<boolean> {
  const client = new Redis(redisUrl(), {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // A refused connection rejects connect() below; unheard, ioredis would also print it as a trace.
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } finally {
    client.disconnect();
  }
}

export async function startRedis(): Promise<void> {
  if (await portIsOpen(REDIS_PORT)) {
    await waitFor('Redis', answers, 10_000).catch(() => {
      throw new Error(
        `port ${REDIS_PORT} is taken by something that is not a working Redis: stop it or set VH_REDIS_PORT`,
      );
    });
    log(`Redis already running on ${REDIS_PORT}`);
    return;
  }
  // A Redis this checkout started on another port (VH_REDIS_PORT, or the default before it moved)
  // would write the same append-only file as the new one: Redis has no lock against that.
  const earlier = readPid(PID_FILE);
  if (earlier) {
    log(`stopping the Redis this checkout runs on another port (pid ${earlier})`);
    await stopPid(earlier, 'Redis');
  }
  fs.mkdirSync(DIR, { recursive: true });
  const binary = redisServerBinary();
  log(`starting Redis on ${REDIS_PORT}`);
  // Local runs keep an append-only file so ladders survive restarts; `--daemonize` detaches it.
  run(binary, [
    '--port',
    String(REDIS_PORT),
    '--bind',
    '127.0.0.1',
    '--daemonize',
    'yes',
    '--pidfile',
    PID_FILE,
    '--logfile',
    path.join(DIR, 'redis.log'),
    '--dir',
    DIR,
    '--save',
    '',
    '--appendonly',
    'yes',
  ]);
  await waitFor('Redis', answers, 20_000);
}

export async function stopRedis(): Promise<void> {
  const pid = readPid(PID_FILE);
  if (!pid) return;
  log('stopping Redis');
  await stopPid(pid, 'Redis');
}
