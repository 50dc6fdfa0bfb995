/**
 * The journey through the local cluster's gateway (npm run test:cluster, step 5): a player registers,
 * activates, hunts, buys and climbs the ladder; an admin edits content and the game answers with it;
 * a ban ends the player's session on every gateway replica within a second; each scheduled job runs
 * once per period across its replicas; the ladder and today's statistics are exact; an admin ends the
 * league week and its reward is paid once although two analytics replicas run the league job; two
 * players befriend each other through the two social replicas, one sends the daily gift, the other
 * claims it into their inventory, and the friend list shows where and when the hunter last hunted.
 */
import './useClusterStack';
import assert from 'node:assert/strict';
import { balance, held, huntToEnd, me, ofType } from '../kit/game';
import type { GatewayClient } from '../kit/gateway';
import { ladderPage } from '../kit/ladder';
import { endLeagueWeekNow, myLeague, rewardEveryBronzePlayer } from '../kit/leagues';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import { withServiceDb } from '../kit/serviceDb';
import { graphqlData } from '../kit/seasons';
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

interface FriendLine {
  player: { userId: string; rank: { id: number } | null; lastSeenHour: string | null };
  giftSentToday: boolean;
}

/**
 * Friends and a daily gift through the social service's two replicas: the players are known to it
 * from identity's events, the request and its acceptance reach both inboxes, the gift claimed is in
 * the friend's inventory (paid through the game's exchange), and the hunter's line in the friend list
 * names their rank and the hour of their last hunt (the game's events, read by the social consumer
 * group of two replicas).
 */
async function friendsAndAGift(admin: GatewayClient, hunter: TestPlayer, friend: TestPlayer): Promise<void> {
  const asked = await eventually(
    () =>
      hunter.client.graphql<{ requestFriend: { id: string } }>(
        'mutation ($name: String!) { requestFriend(name: $name) { id } }',
        { name: friend.name },
      ),
    (answer) => answer.body.errors?.[0]?.extensions?.code !== 'NOT_FOUND',
    20_000,
  );
  assert.ok(asked.body.data, `friend request: ${asked.text}`);
  await graphqlData(friend.client, 'mutation ($id: ID!) { answerFriendRequest(id: $id, accept: true) }', {
    id: asked.body.data.requestFriend.id,
  });

  const { items } = await graphqlData<{
    items: { id: number; typeRef: { shortName: string; isEquipment: boolean } | null }[];
  }>(admin, '{ items { id typeRef { shortName isEquipment } } }');
  const giftItem = items.find(
    (item) => item.typeRef && item.typeRef.shortName !== 'bait' && !item.typeRef.isEquipment,
  )!.id;
  await graphqlData(
    admin,
    'mutation ($itemId: Int!, $amount: Int!) { setGiftSetting(itemId: $itemId, amount: $amount) { itemId } }',
    { itemId: giftItem, amount: 2 },
  );
  const before = held(await me(friend.client), giftItem);
  const { sendGift } = await graphqlData<{ sendGift: { id: string } }>(
    hunter.client,
    'mutation ($friendId: ID!) { sendGift(friendId: $friendId) { id } }',
    { friendId: friend.id },
  );
  const { claimGift } = await graphqlData<{ claimGift: { status: string } }>(
    friend.client,
    'mutation ($id: ID!) { claimGift(id: $id) { status } }',
    { id: sendGift.id },
  );
  assert.equal(claimGift.status, 'CLAIMED');
  const after = await eventually(
    async () => held(await me(friend.client), giftItem),
    (amount) => amount === before + 2,
    20_000,
  );
  assert.equal(after, before + 2, 'the claimed gift is in the inventory, once');

  const line = await eventually(
    async () =>
      (
        await graphqlData<{ myFriends: FriendLine[] }>(
          friend.client,
          '{ myFriends { player { userId rank { id } lastSeenHour } giftSentToday } }',
        )
      ).myFriends.find((entry) => entry.player.userId === hunter.id),
    (found) => Boolean(found?.player.lastSeenHour && found.player.rank),
    20_000,
  );
  assert.ok(line?.player.lastSeenHour && line.player.rank, `the hunter's line: ${JSON.stringify(line)}`);
  const { myGifts } = await graphqlData<{ myGifts: { claimedToday: number } }>(
    friend.client,
    '{ myGifts { claimedToday } }',
  );
  assert.equal(myGifts.claimedToday, 1);
  say(
    `friends through ${podsOf('social').length} social replicas; a gift of 2 × item ${giftItem} claimed once; the hunter last seen ${line.player.lastSeenHour}`,
  );
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

  await friendsAndAGift(admin, hunter, climbers[1]!);
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
