import { randomUUID } from 'node:crypto';
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { INTERNAL_AUTH_HEADER, NUMBER_BY_ROLE } from '@vh/kit';
import { gameExchange } from '@vh/proto';
import pg from 'pg';
import { excerpt, gatewayHeaders, playerIp, type BenchPlayer, type Targets } from './client';
import { playerTokenMinter, serviceToken, type PlayerIdentity } from './tokens';

/** Bait for far more hunts than any run plays, so no hunt is refused for want of it. */
const BAIT_CREDIT = 100_000;
/** Set-up calls in flight at once: quick, without a burst the services would queue. */
const SETUP_PARALLELISM = 16;
/** Not an argon2 hash, so no login ever succeeds for a bench account. */
const NO_PASSWORD = '!bench-account-without-password';

interface MeAnswer {
  inventory?: { itemId: number; item: { itemType: { shortName: string } | null } | null }[];
}

/** Runs `work` over `items` with at most `limit` calls in flight. */
async function forEachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Writes activated accounts straight into identity's database, as registration and activation would
 * leave them: the gateway's getme reads `me` from identity, and without an account it answers 401
 * before the game is asked.
 */
async function insertAccounts(identityDatabaseUrl: string, players: PlayerIdentity[]): Promise<void> {
  const client = new pg.Client({ connectionString: identityDatabaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into users (id, name, email, password_hash, role, activated_at)
       select id, name, name || '@bench.invalid', $3, $4, now()
       from unnest($1::uuid[], $2::text[]) as account(id, name)`,
      [
        players.map((player) => player.userId),
        players.map((player) => player.name),
        NO_PASSWORD,
        NUMBER_BY_ROLE.user,
      ],
    );
  } finally {
    await client.end();
  }
}

/** The first getme creates the player's game with the starter kit; answers the bait's item id. */
async function startGame(targets: Targets, player: BenchPlayer): Promise<number> {
  const response = await fetch(`${targets.gatewayUrl}/api/clientUser/getme`, {
    headers: gatewayHeaders(player, targets.appKey),
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`getme of ${player.name} answered ${response.status}: ${excerpt(text)}`);
  const me = JSON.parse(text) as MeAnswer;
  const bait = me.inventory?.find((entry) => entry.item?.itemType?.shortName === 'bait');
  if (!bait) throw new Error(`${player.name} has no bait after getme: ${excerpt(text)}`);
  return bait.itemId;
}

/** Credits bait through the game's internal exchange, as the economy services do. */
async function creditBait(targets: Targets, player: BenchPlayer, baitItemId: number): Promise<void> {
  const { ExchangeRequestSchema, ExchangeResponseSchema, ExchangeStatus } = gameExchange;
  const request = create(ExchangeRequestSchema, {
    idempotencyKey: `bench-bait-${player.userId}`,
    userId: player.userId,
    items: [{ itemId: baitItemId, delta: BigInt(BAIT_CREDIT) }],
    reason: 'bench',
  });
  const response = await fetch(`${targets.gameUrl}/internal/exchange`, {
    method: 'POST',
    headers: {
      [INTERNAL_AUTH_HEADER]: serviceToken(targets.gatewaySecret),
      'content-type': 'application/x-protobuf',
    },
    body: Buffer.from(toBinary(ExchangeRequestSchema, request)),
  });
  if (!response.ok)
    throw new Error(`exchange for ${player.name} answered ${response.status}: ${await response.text()}`);
  const answer = fromBinary(ExchangeResponseSchema, new Uint8Array(await response.arrayBuffer()));
  if (answer.status !== ExchangeStatus.APPLIED) {
    throw new Error(
      `exchange for ${player.name}: ${ExchangeStatus[answer.status]} ${answer.code} ${answer.message}`,
    );
  }
}

/**
 * Creates `count` players ready to hunt: accounts, tokens minted locally, games created by a first
 * getme, and a large stock of the equipped bait.
 */
export async function setUpPlayers(
  targets: Targets,
  identityDatabaseUrl: string,
  jwtPrivateKey: string,
  count: number,
): Promise<BenchPlayer[]> {
  const mint = playerTokenMinter(jwtPrivateKey);
  const players = Array.from({ length: count }, (_, index): BenchPlayer => {
    const identity = { userId: randomUUID(), name: `bench_${String(index).padStart(4, '0')}` };
    return { ...identity, token: mint(identity), ip: playerIp(index) };
  });
  await insertAccounts(identityDatabaseUrl, players);
  await forEachLimited(players, SETUP_PARALLELISM, async (player) => {
    await creditBait(targets, player, await startGame(targets, player));
  });
  return players;
}
