import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { infraUp, type InfraEndpoints } from './infra';
import { forgetEarlierTestRuns, newTestNamespace } from './kafka';
import { LOCAL_DIR, ROOT } from './paths';
import { waitFor } from './processes';
import { LOCAL_VAPID_SUBJECT, localJwtKeysFile, localSecrets } from './secrets';
import { GATEWAY_DIR, discoverServices, type ServiceDefinition } from './services';
import { ProcessOutput } from './processOutput';

/** The trusted-document manifests both web apps' builds write (player web and admin web). */
const WEB_APP_MANIFESTS = ['web', 'admin-web'].map((app) =>
  path.join(ROOT, app, 'src', '__generated__', 'persisted-documents.json'),
);

export interface StackOptions {
  /** 'local' serves the game for people; 'test' gets its own databases, ports and Redis db. */
  mode: 'local' | 'test';
  /**
   * Every process writes a log file (.local/logs/<mode>-<name>.log); 'terminal' also shows its
   * lines here (without the access log: see ProcessOutput).
   */
  output: 'terminal' | 'files';
  logLevel?: string;
  /**
   * Runs the services as the cluster does (NODE_ENV=production: no development checks in graphql-js
   * and express; the periodic jobs at their own intervals), for benchmarks. Migrations still run in
   * the mode's own environment.
   */
  production?: boolean;
  /**
   * Where the services export traces (OTEL_EXPORTER_OTLP_ENDPOINT); unset, they trace nothing. The
   * integration stack sets it; tests/integration/tracing.test.ts listens there.
   */
  otlpEndpoint?: string;
  /**
   * A test stack on stores of its own that survive between runs (bench:scale's filled world):
   * databases `<databasePrefix>_<service database>` and this Redis db, never dropped or flushed.
   */
  keptStores?: { databasePrefix: string; redisDb: number };
}

export interface RunningStack {
  gatewayUrl: string;
  /** The origin players use (links in mails, the provider's return URL): localhost, not 127.0.0.1. */
  publicOrigin: string;
  endpoints: InfraEndpoints;
  databaseUrls: Record<string, string>;
  /** Each service's own origin (internal routes such as the game's exchange call). */
  serviceUrls: Record<string, string>;
  /** Each process's /metrics (gateway included), on its internal metrics port. */
  metricsUrls: Record<string, string>;
  redisUrl: string;
  /** The player web's application key: in the test stack it may send only trusted documents. */
  appKey: string;
  /** An API user's application key, which may send any GraphQL operation (tests, benchmarks). */
  apiAppKey: string;
  /** Prefix of the stack's topics and consumer groups (empty for the local game). */
  kafkaNamespace: string;
  /** Identity's signing key set (JWT_KEYS_FILE), read again while it runs: rotate it to rotate the keys. */
  jwtKeysFile: string;
  /** Where the services export traces, when they do (StackOptions.otlpEndpoint). */
  otlpEndpoint?: string;
  /**
   * Ends one process of the stack (a service's name or 'gateway'): SIGKILL as a crash would, or
   * SIGTERM as a rolling restart does. Resolves once it exited. Fault drills use this.
   */
  kill(name: string, signal?: 'SIGKILL' | 'SIGTERM'): Promise<void>;
  /** Starts a process ended by `kill` again, with its environment, and waits on its /readyz. */
  start(name: string): Promise<void>;
  stop(): Promise<void>;
  /** From now on the terminal shows only warnings, errors and crashes (output 'terminal'). */
  terminalShowsProblemsOnly(): void;
}

/** One process of the stack and how to start it again. */
interface StackProcess {
  port: number;
  launch: (restarted: boolean) => ChildProcess;
  child: ChildProcess;
}

const APP_KEY = 'local-dev-app-key';
const API_APP_KEY = 'local-api-app-key';

function settingsFor(mode: StackOptions['mode']) {
  return mode === 'local'
    ? { portOffset: 0, databasePrefix: 'vh', redisDb: 0, mailboxPort: 2525 }
    : { portOffset: 100, databasePrefix: 'vh_test', redisDb: 1, mailboxPort: 2625 };
}

/**
 * Every process serves /metrics on its port + 1000 (local 5000-5010, test 5100-5110; the kit's
 * default too), so the local and the test stack can run side by side.
 */
const metricsPortOf = (port: number) => port + 1000;

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function withRedisDb(url: string, db: number): string {
  const parsed = new URL(url);
  parsed.pathname = `/${db}`;
  return parsed.toString();
}

/** Test runs start from empty databases and an empty Redis db so every run is reproducible. */
async function resetTestStores(serverUrl: string, databases: string[], redisUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const name of databases) await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
  const redis = new Redis(redisUrl);
  redis.on('error', () => undefined); // flushdb() rejects on a failure; no trace of it twice
  await redis.flushdb();
  redis.disconnect();
}

const modeNodeEnv = (options: StackOptions) => (options.mode === 'test' ? 'test' : 'development');

function commonEnv(
  options: StackOptions,
  endpoints: InfraEndpoints,
  redisUrl: string,
  kafkaNamespace: string,
  jwtKeysFile: string,
) {
  const secrets = localSecrets();
  return {
    ...process.env,
    KAFKA_NAMESPACE: kafkaNamespace,
    NODE_ENV: options.production ? 'production' : modeNodeEnv(options),
    // Production refuses to start identity without an admin password; nobody logs in with this one.
    // It also refuses the repository's public example secrets, which the local stores' passwords are.
    ...(options.production
      ? { ADMIN_PASSWORD: randomBytes(16).toString('hex'), ALLOW_PUBLIC_EXAMPLE_SECRETS: 'true' }
      : {}),
    LOG_LEVEL: options.logLevel ?? 'info',
    ...(options.otlpEndpoint
      ? // Spans leave every 200 ms instead of 5 s, so a test sees a trace soon after the request.
        { OTEL_EXPORTER_OTLP_ENDPOINT: options.otlpEndpoint, OTEL_BSP_SCHEDULE_DELAY: '200' }
      : {}),
    REDIS_URL: redisUrl,
    KAFKA_BROKERS: endpoints.kafkaBrokers,
    GATEWAY_SHARED_SECRET: secrets.gatewaySharedSecret,
    // Identity reads its key set again while it runs, so a rotation needs no restart.
    JWT_KEYS_FILE: jwtKeysFile,
    JWT_KEYS_RELOAD_MS: options.mode === 'test' ? '250' : '1000',
    PASSWORD_PEPPER: secrets.passwordPepper,
    // The seeded admin's second factor; tests, the load tool and benchmarks compute codes from it.
    ADMIN_TOTP_SECRET: secrets.adminTotpSecret,
    VAPID_PUBLIC_KEY: secrets.vapidPublicKey,
    VAPID_PRIVATE_KEY: secrets.vapidPrivateKey,
    VAPID_SUBJECT: LOCAL_VAPID_SUBJECT,
  };
}

/** The log file of a stack process when the stack writes its output to files. */
export function stackLogFile(mode: StackOptions['mode'], name: string): string {
  return path.join(LOCAL_DIR, 'logs', `${mode}-${name}.log`);
}

/** STACK_NODE_ARGS: extra node flags for every service, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. */
function extraNodeArgs(): string[] {
  return (process.env.STACK_NODE_ARGS ?? '').split(' ').filter(Boolean);
}

function spawnProcess(
  name: string,
  script: string,
  env: NodeJS.ProcessEnv,
  options: StackOptions,
  output: ProcessOutput,
  /** A restart appends to the process's log instead of starting it afresh. */
  restarted = false,
): ChildProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', ...extraNodeArgs(), script], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  output.attach(name, child, stackLogFile(options.mode, name), restarted);
  return child;
}

async function waitReady(name: string, port: number, child: ChildProcess): Promise<void> {
  let exited = false;
  child.once('exit', () => (exited = true));
  await waitFor(
    name,
    async () => {
      if (exited) throw new Error(`${name} exited during start-up (see its log)`);
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      return response.ok;
    },
    60_000,
  ).catch((error) => {
    if (exited) throw new Error(`${name} exited during start-up; see .local/logs or the output above`);
    throw error;
  });
}

function migrate(service: ServiceDefinition, env: NodeJS.ProcessEnv): void {
  const script = path.join(service.dir, 'dist', 'migrate.js');
  if (!fs.existsSync(script)) return;
  const result = spawnSync(process.execPath, [script], { env, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`migrations of ${service.name} failed:\n${result.stdout}\n${result.stderr}`);
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Sends `signal` and resolves on exit; a process ignoring SIGTERM is killed after 10 s. */
function endChild(child: ChildProcess, signal: 'SIGKILL' | 'SIGTERM' = 'SIGTERM'): Promise<void> {
  return new Promise<void>((resolve) => {
    if (hasExited(child)) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

function stopChildren(children: ChildProcess[]): Promise<void> {
  return Promise.all(children.map((child) => endChild(child))).then(() => undefined);
}

/**
 * Brings up infrastructure, migrates and seeds every service's database, then runs every service and
 * the gateway from their built output, each waited for on /readyz.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const endpoints = await infraUp();
  const settings = { ...settingsFor(options.mode), ...options.keptStores };
  const services = discoverServices();
  const redisUrl = withRedisDb(endpoints.redisUrl, settings.redisDb);
  const databaseUrls = Object.fromEntries(
    services
      .filter((service) => service.database)
      .map((service) => [
        service.name,
        databaseUrl(endpoints.postgresUrl, `${settings.databasePrefix}_${service.database}`),
      ]),
  );
  // Each test run has topics and consumer groups of its own, as its databases start empty: events of
  // an earlier run (a benchmark's backlog) or of the local game never reach it.
  const kafkaNamespace = options.mode === 'test' ? newTestNamespace() : '';
  if (options.mode === 'test') {
    await forgetEarlierTestRuns(endpoints.kafkaBrokers, kafkaNamespace);
  }
  if (options.mode === 'test' && !options.keptStores) {
    await resetTestStores(
      endpoints.postgresUrl,
      Object.values(databaseUrls).map((url) => new URL(url).pathname.slice(1)),
      redisUrl,
    );
  }

  const jwtKeysFile = localJwtKeysFile(options.mode);
  const env = commonEnv(options, endpoints, redisUrl, kafkaNamespace, jwtKeysFile);
  const gatewayPort = 4000 + settings.portOffset;
  const publicOrigin = `http://localhost:${gatewayPort}`;
  const output = new ProcessOutput(options.output === 'terminal');
  const processes = new Map<string, StackProcess>();
  const children = () => [...processes.values()].map((entry) => entry.child);
  /** Spawns a process, remembers how to start it again and waits until it is ready. */
  const run = async (name: string, port: number, script: string, processEnv: NodeJS.ProcessEnv) => {
    const launch = (restarted: boolean) => spawnProcess(name, script, processEnv, options, output, restarted);
    const entry: StackProcess = { port, launch, child: launch(false) };
    processes.set(name, entry);
    await waitReady(name, port, entry.child);
  };
  const originOf = (name: string) => {
    const service = services.find((candidate) => candidate.name === name);
    if (!service) throw new Error(`no service ${name}`);
    return `http://127.0.0.1:${service.port + settings.portOffset}`;
  };
  // Every service may call any other by its <NAME>_URL (CONTENT_URL, GAME_URL, PAYMENT_SANDBOX_URL...).
  const serviceUrlEnv = Object.fromEntries(
    services.map((service) => [
      `${service.name.toUpperCase().replace(/-/g, '_')}_URL`,
      originOf(service.name),
    ]),
  );
  // Payments talks to the project's sandbox provider, which sends its webhooks to the gateway as
  // PayPal would; its approval page is opened by browsers, so its links use localhost.
  const sandboxPort = Number(new URL(originOf('payment-sandbox')).port);
  const paymentEnv = {
    PAYMENT_PROVIDER_URL: originOf('payment-sandbox'),
    SANDBOX_PUBLIC_ORIGIN: `http://localhost:${sandboxPort}`,
    SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${gatewayPort}/api/payment/webhook`,
  };
  try {
    for (const service of services) {
      const serviceEnv = {
        ...env,
        PORT: String(service.port + settings.portOffset),
        METRICS_PORT: String(metricsPortOf(service.port + settings.portOffset)),
        PUBLIC_ORIGIN: publicOrigin,
        SMTP_URL: `smtp://127.0.0.1:${settings.mailboxPort}`,
        ...serviceUrlEnv,
        ...paymentEnv,
        // Tests watch the periodic jobs (auto-hunts, missions, trade settlement) work; a minute is too
        // long to wait. A production-like run keeps the services' own intervals.
        ...(options.mode === 'test' && !options.production
          ? {
              AUTO_HUNT_INTERVAL_MS: '1000',
              MISSION_ROTATION_INTERVAL_MS: '1000',
              SETTLE_INTERVAL_MS: '1000',
              SETTLE_AFTER_MS: '2000',
              MARKET_JOB_INTERVAL_MS: '500',
              MARKET_RESUME_AFTER_MS: '2000',
              STATS_INTERVAL_MS: '1000',
              LADDER_WATCH_INTERVAL_MS: '1000',
              SEASON_JOB_INTERVAL_MS: '500',
              SEASON_ARCHIVE_GRACE_MS: '1500',
              LEAGUE_JOB_INTERVAL_MS: '500',
              LEAGUE_RESULTS_GRACE_MS: '1500',
              RENEWAL_INTERVAL_MS: '1000',
              RECONCILE_INTERVAL_MS: '2000',
              PROCESSED_EVENTS_PRUNE_INTERVAL_MS: '1000',
              REMINDER_INTERVAL_SECONDS: '1',
              SOCIAL_JOB_INTERVAL_MS: '1000',
              COVEN_POINTS_INTERVAL_MS: '1000',
              LEDGER_CHECK_INTERVAL_MS: '1000',
            }
          : {}),
        ...(databaseUrls[service.name] ? { DATABASE_URL: databaseUrls[service.name] } : {}),
      };
      // A migration creates its database outside production (the test databases were just dropped).
      migrate(service, { ...serviceEnv, NODE_ENV: modeNodeEnv(options) });
      await run(
        service.name,
        service.port + settings.portOffset,
        path.join(service.dir, 'dist', 'index.js'),
        serviceEnv,
      );
    }
    const gatewayEnv: NodeJS.ProcessEnv = {
      ...env,
      PORT: String(gatewayPort),
      METRICS_PORT: String(metricsPortOf(gatewayPort)),
      PUBLIC_ORIGIN: publicOrigin,
      IDENTITY_JWKS_URL: `http://127.0.0.1:${4001 + settings.portOffset}/.well-known/jwks.json`,
      LOCAL_MAILBOX_SMTP_PORT: String(settings.mailboxPort),
      APP_KEYS: `${APP_KEY},${API_APP_KEY}`,
      API_USER_APP_KEYS: API_APP_KEY,
      // Tests run as production does: the web's key may send only the documents the web apps ship.
      ...(options.mode === 'test'
        ? { TRUSTED_DOCUMENTS: 'true', TRUSTED_DOCUMENT_MANIFESTS: WEB_APP_MANIFESTS.join(',') }
        : {}),
      // The write limits stay out of the way of the tests, benchmarks, load scenarios and fault drills,
      // whose loops write many times a second as one account (the admin's cooldown resets) and from
      // one address; tests/integration/writeRateLimits.test.ts runs a gateway of its own with small ones.
      ...(options.mode === 'test'
        ? {
            RATE_LIMIT_WRITES_PER_IP_PER_MINUTE: '1000000',
            RATE_LIMIT_WRITES_PER_ACCOUNT_PER_MINUTE: '1000000',
          }
        : {}),
    };
    for (const service of services.filter((candidate) => candidate.subgraph)) {
      gatewayEnv[`SUBGRAPH_${service.name.toUpperCase()}_URL`] =
        `http://127.0.0.1:${service.port + settings.portOffset}/graphql`;
    }
    await run('gateway', gatewayPort, path.join(GATEWAY_DIR, 'dist', 'index.js'), gatewayEnv);
  } catch (error) {
    await stopChildren(children());
    throw error;
  }
  const processNamed = (name: string) => {
    const entry = processes.get(name);
    if (!entry) throw new Error(`the stack runs no process named ${name}`);
    return entry;
  };

  return {
    gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
    publicOrigin,
    endpoints,
    databaseUrls,
    serviceUrls: Object.fromEntries(
      services.map((service) => [service.name, `http://127.0.0.1:${service.port + settings.portOffset}`]),
    ),
    metricsUrls: Object.fromEntries([
      ['gateway', `http://127.0.0.1:${metricsPortOf(gatewayPort)}/metrics`],
      ...services.map((service) => [
        service.name,
        `http://127.0.0.1:${metricsPortOf(service.port + settings.portOffset)}/metrics`,
      ]),
    ]),
    redisUrl,
    appKey: APP_KEY,
    apiAppKey: API_APP_KEY,
    kafkaNamespace,
    jwtKeysFile,
    ...(options.otlpEndpoint ? { otlpEndpoint: options.otlpEndpoint } : {}),
    kill: (name, signal = 'SIGKILL') => endChild(processNamed(name).child, signal),
    start: async (name) => {
      const entry = processNamed(name);
      if (!hasExited(entry.child)) throw new Error(`${name} is still running`);
      entry.child = entry.launch(true);
      await waitReady(name, entry.port, entry.child);
    },
    stop: () => stopChildren(children().reverse()),
    terminalShowsProblemsOnly: () => output.problemsOnly(),
  };
}
