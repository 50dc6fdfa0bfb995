/**
 * The journey through the local cluster's gateway (npm run test:cluster, step 5): a player registers,
 * activates, hunts, buys and climbs the ladder; an admin edits content and the game answers with it;
 * a ban ends the player's session on every gateway replica within a second; each scheduled job runs
 * once per period across its replicas; the ladder and today's statistics are exact; an admin ends the
 * league week and its reward is paid once although two analytics replicas run the league job.
 */
import './useClusterStack';
import assert from 'node:assert/strict';
import { balance, held, huntToEnd, me, ofType } from '../kit/game';
import type { GatewayClient } from '../kit/gateway';
import { ladderPage } from '../kit/ladder';
import { endLeagueWeekNow, myLeague, rewardEveryBronzePlayer } from '../kit/leagues';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import { withServiceDb } from '../kit/serviceDb';
import { buySell, setPlayer } from '../kit/shop';
import { eventually } from '../kit/wait';
import { podsOf } from './clusterStack';
import { checkJobsOncePerPeriod } from './jobPeriods';

const GATEWAY_PORT = 4000;
const BAN_CUT_OFF_MS = 1_000;

const say = (text: string) => process.stdout.write(`  ${text}\n`);

/** One client per gateway replica, each calling that pod's address directly. */
function perGatewayReplica(client: GatewayClient): { pod: string; client: GatewayClient }[] {
  const pods = podsOf('gateway').filter((pod) => pod.ready);
  assert.ok(pods.length >= 2, `two ready gateway replicas expected, found ${pods.length}`);
  return pods.map((pod) => ({ pod: pod.name, client: client.at(`http://${pod.ip}:${GATEWAY_PORT}`) }));
}

async function playerJourney(admin: GatewayClient): Promise<TestPlayer> {
  const player = await activatedPlayer();
  say(`player ${player.name} registered and activated (mail caught outside the cluster)`);

  const fight = await huntToEnd(player.client);
  const afterHunt = await me(player.client);
  assert.ok(fight.id && fight.combatEnded, `the hunt was answered: ${JSON.stringify(fight)}`);
  say(`hunted: fight ${fight.id} played to its end, XP ${afterHunt.xp}`);

  const bait = ofType(afterHunt, 'bait')[0];
  assert.ok(bait, 'a new player holds starter bait');
  await setPlayer(admin, player, { currencies: [{ name: 'VGC', value: 10_000 }] });
  const before = await me(player.client);
  const bought = await buySell(player.client, bait.itemId, 10);
  assert.equal(bought.body.success, true, `buying bait: ${bought.text}`);
  const after = await me(player.client);
  assert.equal(held(after, bait.itemId), held(before, bait.itemId) + 10);
  assert.ok(balance(after, 'VGC') < balance(before, 'VGC'), 'the purchase was paid for');
  say(
    `bought 10 × ${bait.item?.name ?? bait.itemId} for ${balance(before, 'VGC') - balance(after, 'VGC')} gold`,
  );
  return player;
}

/**
 * The climbers take the top of the XP ladder in XP order, ranks 1 to 3, and whoever else led before
 * is fourth: positions are exact, not only the order (the XP is set above the game's highest).
 */
async function ladderIsExact(admin: GatewayClient, climbers: TestPlayer[]): Promise<void> {
  const highest = await withServiceDb('game', async (db) =>
    Number((await db.query<{ xp: string | null }>('select max(xp) as xp from players')).rows[0]?.xp ?? 0),
  );
  const names = new Set(climbers.map((player) => player.name));
  const leaderBefore = (await ladderPage(climbers[0]!.client, 'xp', 0)).find((row) => !names.has(row.name));
  const xps = [highest + 3_000, highest + 1_000, highest + 2_000];
  for (const [index, player] of climbers.entries()) await setPlayer(admin, player, { xp: xps[index]! });
  const expected = [
    ...climbers.map((player, index) => ({ name: player.name, xp: xps[index]! })).sort((a, b) => b.xp - a.xp),
    ...(leaderBefore ? [{ name: leaderBefore.name, xp: leaderBefore.xp }] : []),
  ].map((row, index) => `${index + 1}. ${row.name} ${row.xp}`);
  const shown = async () =>
    (await ladderPage(climbers[0]!.client, 'xp', 0))
      .slice(0, expected.length)
      .map((row) => `${row.ladderRank}. ${row.name} ${row.xp}`);
  const rows = await eventually(shown, (found) => JSON.stringify(found) === JSON.stringify(expected), 20_000);
  assert.deepEqual(rows, expected);
  say(`ladder exact: ${rows.join(', ')}`);
}

/** The admin renames the player's bait; every gateway replica then answers with the new name. */
async function contentChangeReachesTheGame(admin: GatewayClient, player: TestPlayer): Promise<void> {
  const bait = ofType(await me(player.client), 'bait')[0]!;
  const item = await admin.get<Record<string, unknown>>(`/api/item/${bait.itemId}`);
  assert.equal(item.status, 200, item.text);
  const newName = `Garlic ${Date.now().toString(36)}`;
  // The editor sends the entry back without the viewer's own figures (ownedAmount).
  const { ownedAmount: _owned, ...entry } = item.body;
  const renamed = await admin.request('PUT', '/api/item', { json: { ...entry, name: newName } });
  assert.equal(renamed.status, 200, renamed.text);
  for (const { pod, client } of perGatewayReplica(player.client)) {
    await eventually(
      async () => {
        const names = [];
        // Several calls per replica, so both game replicas behind it answer.
        for (let call = 0; call < 6; call += 1)
          names.push(
            ofType(await me(client), 'bait').find((entry) => entry.itemId === bait.itemId)?.item?.name,
          );
        return names;
      },
      (names) => names.every((name) => name === newName),
      15_000,
    );
    say(`content change seen through ${pod}: the bait is now "${newName}"`);
  }
  await admin.request('PUT', '/api/item', { json: entry });
}

/** A ban refuses the player's token on every gateway replica within a second. */
async function banEndsTheSession(admin: GatewayClient, player: TestPlayer): Promise<void> {
  const replicas = perGatewayReplica(player.client);
  for (const { client } of replicas) assert.equal((await client.get('/api/clientUser/getme')).status, 200);
  const bannedAt = Date.now();
  const banned = await admin.request('PUT', '/api/user', { json: { id: player.id, userRole: 666 } });
  assert.equal(banned.status, 200, banned.text);
  const refusedAfter = await Promise.all(
    replicas.map(async ({ pod, client }) => {
      for (;;) {
        const answer = await client.get('/api/clientUser/getme');
        const elapsed = Date.now() - bannedAt;
        if (answer.status === 401) return `${pod} ${elapsed} ms`;
        if (elapsed > BAN_CUT_OFF_MS)
          throw new Error(`${pod} still accepts the banned token after ${elapsed} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }),
  );
  say(`ban ended the session on every gateway replica: ${refusedAfter.join(', ')}`);
}

interface DailyRecord {
  timestamp: number;
  users: number;
  usersActive: number;
}

const today = () => Math.floor(Date.parse(new Date().toISOString().slice(0, 10)) / 1000);

async function todaysRecord(admin: GatewayClient): Promise<DailyRecord | undefined> {
  const records = (await admin.get<DailyRecord[]>('/api/GameAppStats')).body;
  return records.find((record) => record.timestamp === today());
}

/**
 * The hunter's league week ends now; the reward (every Bronze player with points is paid) reaches the
 * hunter once, although both analytics replicas run the league job (each period on one replica, and
 * the payout keyed by week and player in the game's exchange).
 */
async function leagueRewardPaidOnce(admin: GatewayClient, hunter: TestPlayer): Promise<void> {
  const restore = await rewardEveryBronzePlayer(admin, 77);
  try {
    const scored = await eventually(
      () => myLeague(hunter.client),
      (league) => (league?.me?.points ?? 0) > 0,
      20_000,
    );
    assert.ok(scored?.me, 'the hunter scored in a league cohort');
    const before = balance(await me(hunter.client), 'VGC');
    const ended = await endLeagueWeekNow(admin, scored.week.id);
    assert.equal(ended.body.data?.endLeagueWeekNow.ended, true, `end now: ${ended.text}`);
    const paid = await eventually(
      () => myLeague(hunter.client, scored.week.id),
      (league) => league?.result?.paid === true,
      30_000,
    );
    assert.equal(paid?.result?.paid, true, 'the reward was paid');
    // Several periods of the league job on two replicas later, still paid once.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    assert.equal(balance(await me(hunter.client), 'VGC') - before, 77);
    say(
      `league week ${scored.week.id} ended now; its reward of 77 VGC paid once across both analytics replicas`,
    );
  } finally {
    await restore();
  }
}

async function main(): Promise<void> {
  const admin = await adminClient();
  const opening = (await todaysRecord(admin)) ?? { timestamp: today(), users: 0, usersActive: 0 };

  const hunter = await playerJourney(admin);
  const climbers = [hunter, await activatedPlayer(), await activatedPlayer()];
  await ladderIsExact(admin, climbers);
  await contentChangeReachesTheGame(admin, hunter);

  // Three new accounts today, one of them active (the hunter); the job recomputes every period.
  const expected = { users: opening.users + 3, usersActive: opening.usersActive + 1 };
  const record = await eventually(
    () => todaysRecord(admin),
    (found) => found?.users === expected.users && found.usersActive === expected.usersActive,
    20_000,
  );
  assert.ok(record);
  assert.equal(record.users, expected.users);
  assert.equal(record.usersActive, expected.usersActive);
  say(`today's statistics exact: ${record.users} players, ${record.usersActive} active`);

  await checkJobsOncePerPeriod(say);
  await leagueRewardPaidOnce(admin, hunter);
  await banEndsTheSession(admin, hunter);
  say('journey passed');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `journey failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
