/**
 * The local cluster (scripts/cluster) described as the test kit's stack (tests/kit/stackInfo.ts), so the
 * journey and the resilience run use the kit's players, shop, ladder and consistency checks unchanged.
 * Written to .local/cluster/stack.json and selected with VH_STACK_FILE before the kit is loaded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { TestStackInfo } from '../kit/stackInfo';
import { adminUrl } from '@vh/scripts/lib/postgres';
import { redisUrl } from '@vh/scripts/lib/redis';
import { discoverServices } from '@vh/scripts/lib/services';
import { CLUSTER_STORES } from '@vh/scripts/cluster/storesConfig';

export const CLUSTER_DIR = path.resolve(__dirname, '..', '..', '.local', 'cluster');
export const NAMESPACE = process.env.NAMESPACE ?? 'vampire-hunt';
const STACK_FILE = path.join(CLUSTER_DIR, 'stack.json');
const { nodeIp } = CLUSTER_STORES;

/** The gateway's and the payment sandbox's NodePorts (charts/vampire-hunt/ci/local-cluster-values.yaml). */
export const GATEWAY_URL = `http://${nodeIp}:30400`;
const SANDBOX_URL = `http://${nodeIp}:30410`;

function databaseUrl(database: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

export function writeClusterStack(): void {
  const stores = JSON.parse(fs.readFileSync(CLUSTER_STORES.readyFile, 'utf8')) as { kafka: string };
  const databaseUrls = Object.fromEntries(
    discoverServices()
      .filter((service) => service.database)
      .map((service) => [service.name, databaseUrl(service.database!)]),
  );
  const info: TestStackInfo = {
    gatewayUrl: GATEWAY_URL,
    publicOrigin: GATEWAY_URL,
    appKey: 'local-dev-app-key',
    apiAppKey: 'local-api-app-key',
    databaseUrls,
    serviceUrls: { 'payment-sandbox': SANDBOX_URL },
    metricsUrls: {},
    redisUrl: redisUrl(CLUSTER_STORES.redisDb),
    kafkaBrokers: stores.kafka,
    kafkaNamespace: '',
    postgresUrl: adminUrl(),
    mailboxUrl: `http://127.0.0.1:${CLUSTER_STORES.mailboxPort}/`,
  };
  fs.mkdirSync(CLUSTER_DIR, { recursive: true });
  fs.writeFileSync(STACK_FILE, JSON.stringify(info, null, 2));
  // The kit keeps the admin's token per stack; a cluster made afresh has none of the old sessions.
  fs.rmSync(path.join(CLUSTER_DIR, '..', 'test-admin-token.json'), { force: true });
  process.env.VH_STACK_FILE = STACK_FILE;
  // The chart's seeded admin (secrets.data of charts/vampire-hunt/ci/local-cluster-values.yaml).
  process.env.ADMIN_PASSWORD ??= 'cluster-admin-password';
  process.env.VH_ADMIN_TOTP_SECRET ??= '7N2GTYDYPU4Q7W3URXTEKLCOJW2D6RKX';
}

export function kubectl(...args: string[]): string {
  return execFileSync('kubectl', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export interface ServicePod {
  name: string;
  ip: string;
  ready: boolean;
}

/** The running pods of one of the chart's services (label app.kubernetes.io/component). */
export function podsOf(component: string): ServicePod[] {
  const list = JSON.parse(
    kubectl('-n', NAMESPACE, 'get', 'pods', '-l', `app.kubernetes.io/component=${component}`, '-o', 'json'),
  ) as {
    items: {
      metadata: { name: string; deletionTimestamp?: string };
      status: { podIP?: string; phase: string; conditions?: { type: string; status: string }[] };
    }[];
  };
  return list.items
    .filter((pod) => pod.status.phase === 'Running' && !pod.metadata.deletionTimestamp && pod.status.podIP)
    .map((pod) => ({
      name: pod.metadata.name,
      ip: pod.status.podIP!,
      ready: pod.status.conditions?.some((c) => c.type === 'Ready' && c.status === 'True') ?? false,
    }));
}
