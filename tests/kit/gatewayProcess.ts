/**
 * A gateway process of its own over the test stack's services, with settings the stack's gateway
 * does not have (small write limits): for what the shared gateway is configured not to do. It reads
 * the stack's Redis and identity's keys like the stack's gateway, and logs to
 * .local/logs/test-<name>.log.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { LOCAL_DIR } from '@vh/scripts/lib/paths';
import { GATEWAY_DIR, discoverServices } from '@vh/scripts/lib/services';
import { stackInfo } from './stackInfo';

export interface GatewayProcess {
  url: string;
  stop(): Promise<void>;
}

/** A port nothing listens on now (the system's choice). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startGatewayProcess(
  name: string,
  env: Record<string, string>,
): Promise<GatewayProcess> {
  const stack = stackInfo();
  const { gatewaySharedSecret } = JSON.parse(
    fs.readFileSync(path.join(LOCAL_DIR, 'secrets.json'), 'utf8'),
  ) as {
    gatewaySharedSecret: string;
  };
  const subgraphs = discoverServices().filter(
    (service) => service.subgraph && stack.serviceUrls[service.name],
  );
  const [port, metricsPort] = [await freePort(), await freePort()];
  const log = fs.openSync(path.join(LOCAL_DIR, 'logs', `test-${name}.log`), 'w');
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(GATEWAY_DIR, 'dist', 'index.js')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        SHUTDOWN_DRAIN_MS: '0',
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        PUBLIC_ORIGIN: stack.publicOrigin,
        IDENTITY_JWKS_URL: `${stack.serviceUrls.identity}/.well-known/jwks.json`,
        REDIS_URL: stack.redisUrl,
        GATEWAY_SHARED_SECRET: gatewaySharedSecret,
        APP_KEYS: `${stack.appKey},${stack.apiAppKey}`,
        API_USER_APP_KEYS: stack.apiAppKey,
        ...Object.fromEntries(
          subgraphs.map((service) => [
            `SUBGRAPH_${service.name.toUpperCase()}_URL`,
            `${stack.serviceUrls[service.name]}/graphql`,
          ]),
        ),
        ...env,
      },
      stdio: ['ignore', log, log],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!running)
      throw new Error(`the gateway ${name} exited during start-up: see .local/logs/test-${name}.log`);
    const ready = await fetch(`${url}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the gateway ${name} was not ready within 60 s: see .local/logs/test-${name}.log`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: async () => {
      if (running) child.kill('SIGTERM');
      await exited;
      fs.closeSync(log);
    },
  };
}
