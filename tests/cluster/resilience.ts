/**
 * Resilience on the local cluster (npm run test:cluster, step 6), with the fault drills' load and
 * checks (tests/faults): players hunt and trade through the gateway's NodePort while
 *   (a) a game pod, a gateway pod and an economy pod are deleted, one after the other;
 *   (b) `helm upgrade` rolls every Deployment to a new image tag.
 * Each prints requests, failures, lost and doubled; lost and doubled must be 0, and the rolling
 * upgrade must not fail a single request.
 *
 * Environment (scripts/cluster/test.sh): HELM, RELEASE, NAMESPACE, VALUES, UPGRADE_TAG.
 */
import './useClusterStack';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { me, ofType } from '../kit/game';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import { grant, setPlayer, shop } from '../kit/shop';
import {
  answeredOutcomes,
  inconsistencies,
  openingBalances,
  type OpeningBalances,
} from '../faults/consistency';
import { HuntAndTradeLoad } from '../faults/load';
import { NAMESPACE, kubectl, podsOf } from './clusterStack';

const PLAYERS = 4;
const GOLD = 1_000_000;
const BAIT = 5_000;
/** Load before and after each fault, so the figures include steady state on both sides. */
const STEADY_MS = 5_000;
const POD_BACK_TIMEOUT_MS = 180_000;
const CONSISTENT_TIMEOUT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (text: string) => process.stdout.write(`  ${text}\n`);

async function preparedLoad(): Promise<{ load: HuntAndTradeLoad; opening: OpeningBalances }> {
  const admin = await adminClient();
  const players: TestPlayer[] = [];
  for (let index = 0; index < PLAYERS; index += 1) players.push(await activatedPlayer());
  const baitId = ofType(await me(players[0]!.client), 'bait')[0]!.itemId;
  const jewels = (await shop(players[0]!.client, 'GetJewel')).body;
  assert.ok(
    jewels.some((item) => item.id === baitId),
    `no merchant sells the starter bait ${baitId}`,
  );
  for (const player of players) {
    await setPlayer(admin, player, { currencies: [{ name: 'VGC', value: GOLD }] });
    await grant(admin, player.id, baitId, BAIT);
  }
  const load = new HuntAndTradeLoad(players, admin, baitId);
  return { load, opening: await openingBalances(load.records) };
}

/** Deletes one pod of `component` and waits until the Deployment has all replicas ready without it. */
async function deleteOnePod(component: string): Promise<number> {
  const [victim, ...others] = podsOf(component);
  assert.ok(victim && others.length > 0, `${component}: two pods expected`);
  const startedAt = Date.now();
  kubectl('-n', NAMESPACE, 'delete', 'pod', victim.name, '--wait=false');
  for (;;) {
    const pods = podsOf(component);
    if (pods.length >= 2 && pods.every((pod) => pod.ready && pod.name !== victim.name)) break;
    if (Date.now() - startedAt > POD_BACK_TIMEOUT_MS) throw new Error(`${component} did not come back`);
    await sleep(500);
  }
  return Date.now() - startedAt;
}

function helmUpgradeToNewTag(): void {
  const { HELM = 'helm', RELEASE = 'vampire-hunt', VALUES, UPGRADE_TAG = 'cluster-rolled' } = process.env;
  assert.ok(VALUES, 'VALUES (the chart values file) is required');
  execFileSync(
    HELM,
    [
      'upgrade',
      RELEASE,
      'charts/vampire-hunt',
      '-n',
      NAMESPACE,
      '-f',
      VALUES,
      '--set',
      `image.tag=${UPGRADE_TAG}`,
      '--wait',
      '--wait-for-jobs',
      '--timeout',
      '15m',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/** Runs `fault` under load, then checks the ledgers; answers the figures line and any problem. */
async function underLoad(
  name: string,
  load: HuntAndTradeLoad,
  opening: OpeningBalances,
  fault: () => Promise<string>,
): Promise<{ failures: number; lost: number; doubled: number }> {
  load.start();
  await load.firstSuccess('hunt', Date.now(), 30_000);
  const since = Date.now();
  await sleep(STEADY_MS);
  const detail = await fault();
  await sleep(STEADY_MS);
  await load.pause();
  const requests = load.requestsSince(since);
  const failures = [...load.failuresSince(since).values()].reduce((sum, count) => sum + count, 0);
  let problems = await inconsistencies(load.records, opening);
  for (const deadline = Date.now() + CONSISTENT_TIMEOUT_MS; problems.length > 0 && Date.now() < deadline;) {
    await sleep(1_000);
    problems = await inconsistencies(load.records, opening);
  }
  const { lost, doubled } = await answeredOutcomes(load.records);
  say(`${name}: ${detail}`);
  say(`  requests ${requests}, failed ${failures}, lost ${lost}, doubled ${doubled}`);
  if (failures > 0) say(`  ${load.describeFailures(since)}`);
  assert.deepEqual(problems, [], `${name}: the ledgers disagree`);
  return { failures, lost, doubled };
}

async function main(): Promise<void> {
  const { load, opening } = await preparedLoad();

  const kills = await underLoad('(a) pods deleted mid-load', load, opening, async () => {
    const times: string[] = [];
    for (const component of ['game', 'gateway', 'economy'])
      times.push(`${component} back in ${((await deleteOnePod(component)) / 1000).toFixed(1)} s`);
    return times.join(', ');
  });
  assert.equal(kills.lost, 0, 'answered requests lost after pod deletions');
  assert.equal(kills.doubled, 0, 'answered requests doubled after pod deletions');

  const rolled = await underLoad('(b) helm upgrade to a new image tag mid-load', load, opening, async () => {
    const startedAt = Date.now();
    helmUpgradeToNewTag();
    const deployments = kubectl(
      '-n',
      NAMESPACE,
      'get',
      'deployments',
      '-o',
      'jsonpath={range .items[*]}{.metadata.name}={.spec.template.spec.containers[0].image}{"\\n"}{end}',
    );
    const images = deployments.trim().split('\n');
    assert.ok(
      images.every((line) => line.endsWith(`:${process.env.UPGRADE_TAG ?? 'cluster-rolled'}`)),
      images.join('\n'),
    );
    return `${images.length} Deployments rolled in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
  });
  assert.equal(rolled.failures, 0, 'requests failed during the rolling upgrade');
  assert.equal(rolled.lost, 0, 'answered requests lost during the rolling upgrade');
  assert.equal(rolled.doubled, 0, 'answered requests doubled during the rolling upgrade');
  say('resilience passed');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `resilience failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
