/**
 * Players on our own test stack: accounts written straight into identity's database with tokens minted
 * as identity signs them (argon2 would dominate the set-up), or registered through the gateway when a
 * flow logs in; then games created and bait and gold credited through the game's internal exchange.
 */
import { randomUUID } from 'node:crypto';
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { INTERNAL_AUTH_HEADER, NUMBER_BY_ROLE } from '@vh/kit';
import { gameExchange } from '@vh/contracts';
import pg from 'pg';
import {
  SETUP_PARALLELISM,
  accountNames,
  forEachLimited,
  newPassword,
  registerAccount,
  startGame,
  type PlayerNeeds,
} from './accounts';
import { playerIp, type LoadPlayer, type Targets } from './client';
import { playerTokenMinter, serviceToken, type PlayerIdentity } from './tokens';

/** Bait for far more hunts than any run plays, so no hunt is refused for want of it. */
export const BAIT_CREDIT = 100_000;
/** Gold for far more purchases than any run makes (the merchant flow buys with it). */
export const GOLD_CREDIT = 100_000_000;
/** The game's gold currency. */
export const GOLD = 'VGC';
/** Not an argon2 hash, so no login ever succeeds for an account the load tool wrote itself. */
const NO_PASSWORD = '!load-account-without-password';

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
       select id, name, name || '@load.invalid', $3, role, now()
       from unnest($1::uuid[], $2::text[], $4::int[]) as account(id, name, role)`,
      [
        players.map((player) => player.userId),
        players.map((player) => player.name),
        NO_PASSWORD,
        players.map((player) => NUMBER_BY_ROLE[player.role]),
      ],
    );
  } finally {
    await client.end();
  }
}

/**
 * Registers accounts through the gateway (with real, argon2-hashed passwords) and activates them in
 * identity's database, as the activation link would; answers their ids by name.
 */
export async function registerAccounts(
  targets: Targets,
  identityDatabaseUrl: string,
  accounts: { name: string; password: string; ip: string; role: PlayerIdentity['role'] }[],
): Promise<Map<string, string>> {
  await forEachLimited(accounts, SETUP_PARALLELISM, (account) =>
    registerAccount(targets, account.name, account.password, account.ip),
  );
  const client = new pg.Client({ connectionString: identityDatabaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; name: string }>(
      `update users set role = account.role, activated_at = now()
       from unnest($1::text[], $2::int[]) as account(name, role)
       where users.name = account.name returning users.id, users.name`,
      [accounts.map((account) => account.name), accounts.map((account) => NUMBER_BY_ROLE[account.role])],
    );
    return new Map(rows.map((row) => [row.name, row.id]));
  } finally {
    await client.end();
  }
}

/** Credits bait and gold through the game's internal exchange, as the economy services do. */
async function creditStock(targets: Targets, player: LoadPlayer, baitItemId: number): Promise<void> {
  if (!targets.gameUrl || !targets.gatewaySecret) throw new Error('the exchange needs our own stack');
  const { ExchangeRequestSchema, ExchangeResponseSchema, ExchangeStatus } = gameExchange;
  const request = create(ExchangeRequestSchema, {
    idempotencyKey: `load-stock-${player.userId}`,
    userId: player.userId,
    currencies: [{ shortName: GOLD, delta: BigInt(GOLD_CREDIT) }],
    items: [{ itemId: baitItemId, delta: BigInt(BAIT_CREDIT) }],
    reason: 'load',
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
 * Creates players ready to play on the test stack: accounts, tokens minted locally, games created by a
 * first getme, and a large stock of the equipped bait and of gold.
 */
export async function setUpPlayers(
  targets: Targets,
  identityDatabaseUrl: string,
  jwtPrivateKey: string,
  needs: PlayerNeeds,
): Promise<LoadPlayer[]> {
  const mint = playerTokenMinter(jwtPrivateKey);
  const accounts = accountNames(needs.count).map((name, index) => ({
    name,
    role: needs.role,
    ip: playerIp(index),
    password: needs.password ? newPassword() : undefined,
  }));
  let ids: Map<string, string>;
  if (needs.password) {
    ids = await registerAccounts(
      targets,
      identityDatabaseUrl,
      accounts.map((account) => ({ ...account, password: account.password! })),
    );
  } else {
    ids = new Map(accounts.map((account) => [account.name, randomUUID()]));
    await insertAccounts(
      identityDatabaseUrl,
      accounts.map((account) => ({ ...account, userId: ids.get(account.name)! })),
    );
  }
  const players = accounts.map((account): LoadPlayer => {
    const identity = { userId: ids.get(account.name)!, name: account.name, role: account.role };
    return { ...identity, token: mint(identity), ip: account.ip, password: account.password };
  });
  await forEachLimited(players, SETUP_PARALLELISM, async (player) => {
    await creditStock(targets, player, await startGame(targets, player));
  });
  return players;
}
