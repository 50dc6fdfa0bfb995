/**
 * The stores of the local Kubernetes node (scripts/cluster/node.sh), outside the cluster as a managed
 * PostgreSQL, Redis, Kafka and mail relay would be, reached by the pods through the node's address:
 *
 * - PostgreSQL and Redis: the project's local servers (scripts/lib/postgres.ts, redis.ts), which listen on loopback
 *   only; a TCP forwarder on the node's address reaches them, so they never listen beyond this machine.
 *   Every service gets a database of its own, emptied at every start (named as in production: identity, game...), and Redis db 5.
 * - Kafka: a broker of its own whose client listener is on the node's address (a broker must advertise
 *   an address its clients reach; pods cannot reach the local broker's loopback one), discarded at
 *   every start so ladders and statistics start from nothing.
 * - Mail: an SMTP catcher on the node's address; the journey reads it at http://127.0.0.1:<port>/mailbox.
 *
 *   tsx scripts/cluster/stores.ts     # runs until SIGTERM/SIGINT; prints "stores ready" and the values
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import pg from 'pg';
import { Redis } from 'ioredis';
import { createLogger } from '@vh/kit/stateless';
import { MailCatcher } from '@vh/gateway/testing';
import { brokerAddress, discardBroker, nodeKafka, startBroker } from '../lib/kafka';
import { adminUrl, startPostgres } from '../lib/postgres';
import { redisUrl as localRedisUrl, startRedis } from '../lib/redis';
import { discoverServices } from '../lib/services';
import { log } from '../lib/processes';
import { CLUSTER_STORES } from './storesConfig';

/** Forwards every connection to `host:port` of this machine to the same port on loopback. */
function forward(host: string, port: number): Promise<net.Server> {
  const server = net.createServer((client) => {
    const upstream = net.connect({ host: '127.0.0.1', port });
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

async function freshDatabases(adminUrl: string, names: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const name of names) {
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.query(`create database "${name}"`);
    }
  } finally {
    await client.end();
  }
}

async function emptyRedisDb(url: string): Promise<void> {
  const redis = new Redis(url);
  redis.on('error', () => undefined);
  await redis.flushdb();
  redis.disconnect();
}

async function main(): Promise<void> {
  const { nodeIp, redisDb, smtpPort, mailboxPort, readyFile } = CLUSTER_STORES;
  // Not infraUp(): the local Kafka is not needed, the cluster has a broker of its own.
  await Promise.all([startPostgres(), startRedis()]);
  const endpoints = { postgresUrl: adminUrl(), redisUrl: localRedisUrl() };
  const postgresPort = Number(new URL(endpoints.postgresUrl).port);
  const redisPort = Number(new URL(endpoints.redisUrl).port);
  const databases = discoverServices()
    .filter((service) => service.database)
    .map((service) => service.database!);
  await freshDatabases(endpoints.postgresUrl, databases);
  const redisUrl = new URL(endpoints.redisUrl);
  redisUrl.pathname = `/${redisDb}`;
  await emptyRedisDb(redisUrl.toString());

  const kafka = nodeKafka(nodeIp);
  await discardBroker(kafka);
  await startBroker(kafka);

  const forwarders = [await forward(nodeIp, postgresPort), await forward(nodeIp, redisPort)];
  const catcher = new MailCatcher(createLogger('cluster-mail', 'warn'));
  await catcher.listen(smtpPort, nodeIp);
  const mailbox = http.createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(catcher.messages));
  });
  await new Promise<void>((resolve) => mailbox.listen(mailboxPort, '127.0.0.1', resolve));

  const ready = {
    postgres: `${nodeIp}:${postgresPort}`,
    redis: `${nodeIp}:${redisPort}/${redisDb}`,
    kafka: brokerAddress(kafka),
    smtp: `${nodeIp}:${smtpPort}`,
    databases,
  };
  fs.writeFileSync(readyFile, JSON.stringify(ready));
  log(`stores ready: ${JSON.stringify(ready)}`);

  const stop = async () => {
    for (const server of [...forwarders, mailbox]) server.close();
    await catcher.close();
    await discardBroker(kafka);
    fs.rmSync(readyFile, { force: true });
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
