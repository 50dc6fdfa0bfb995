import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  LADDERS,
  isRanked,
  ladderMember,
  reachedAtOfMember,
  totalOfMember,
  userIdOfMember,
  type LadderKind,
} from '../domain/ladderOrder';
import type { PlayerRow } from '../repositories/playerRepository';

/** A ladder pair's keys under `prefix` ('vh:ladder' for the lifetime ladders, 'vh:season:<n>'). */
function keysOf(prefix: string) {
  return {
    ladder: (kind: LadderKind) => `${prefix}:${kind}`,
    /** Per player: its member in each ladder and the row version Redis holds. */
    members: `${prefix}:members`,
    /** Present once the ladders were built from PostgreSQL; gone when Redis lost its data. */
    ready: `${prefix}:ready`,
    rebuilding: `${prefix}:rebuilding`,
  };
}

/** Name, avatar and lifetime totals per player, written with the lifetime ladders, read by all. */
const playerKey = (userId: string) => `vh:ladder:player:${userId}`;
export const LIFETIME_PREFIX = 'vh:ladder';

/**
 * Places one player on both ladders atomically. A write carrying an older row version than the one
 * Redis holds is ignored, so a rebuild racing the consumer cannot bring back stale totals, a ban or a
 * deleted account.
 * KEYS: xp ladder, coolness ladder, members hash, player hash. ARGV: user id, version, xp member
 * ('' = off the ladder), coolness member, then (lifetime ladders only: seasons leave the player hash
 * alone) name, avatar, xp, coolness.
 */
const PLACE_SCRIPT = `
local versionField = ARGV[1] .. ':v'
local held = tonumber(redis.call('HGET', KEYS[3], versionField) or '-2')
if tonumber(ARGV[2]) < held then return 0 end
local function place(ladder, field, member)
  local old = redis.call('HGET', KEYS[3], field)
  if old then redis.call('ZREM', ladder, old) end
  if member == '' then
    redis.call('HDEL', KEYS[3], field)
  else
    redis.call('ZADD', ladder, 0, member)
    redis.call('HSET', KEYS[3], field, member)
  end
end
place(KEYS[1], ARGV[1] .. ':xp', ARGV[3])
place(KEYS[2], ARGV[1] .. ':coolness', ARGV[4])
redis.call('HSET', KEYS[3], versionField, ARGV[2])
if ARGV[5] then
  redis.call('HSET', KEYS[4], 'name', ARGV[5], 'avatar', ARGV[6], 'xp', ARGV[7], 'coolness', ARGV[8])
end
return 1
`;

/**
 * One player's place and the members around it, in one atomic read. KEYS: ladder, members hash.
 * ARGV: the player's members field, radius. Answers [rank0 or -1, first index, count, members...];
 * an unranked player gets the top of the ladder.
 */
const AROUND_SCRIPT = `
local member = redis.call('HGET', KEYS[2], ARGV[1])
local rank = -1
if member then rank = redis.call('ZRANK', KEYS[1], member) or -1 end
local radius = tonumber(ARGV[2])
local first = 0
if rank >= 0 then first = math.max(0, rank - radius) end
local last = first + 2 * radius
if rank >= 0 then last = rank + radius end
local members = redis.call('ZRANGE', KEYS[1], first, last)
local answer = {rank, first, redis.call('ZCARD', KEYS[1])}
for _, value in ipairs(members) do table.insert(answer, value) end
return answer
`;

const UNLOCK_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

type PlacingRedis = Redis & {
  ladderPlace(...args: (string | number)[]): Promise<number>;
  ladderAround(...args: (string | number)[]): Promise<(string | number)[]>;
};

/** What placing a player needs: their totals, when each was reached, and whether they may rank. */
export type LadderRowInput = Pick<
  PlayerRow,
  | 'user_id'
  | 'name'
  | 'avatar_image_id'
  | 'xp'
  | 'xp_at'
  | 'coolness'
  | 'coolness_at'
  | 'row_version'
  | 'banned'
  | 'deleted_at'
  | 'held_until'
>;

/** A place on one ladder, read from its member (score and time) and the player hash (name). */
export interface Standing {
  rank: number;
  userId: string;
  name: string;
  avatarImageId: number | null;
  score: number;
  reachedAt: number;
}

export interface Neighbourhood {
  me: Standing | null;
  rows: Standing[];
  total: number;
}

export interface LadderEntry {
  userId: string;
  name: string;
  avatarImageId: number | null;
  xp: number;
  coolness: number;
  ladderRank: number | null;
  coolnessRank: number | null;
}

export interface Ranks {
  ladderRank: number | null;
  coolnessRank: number | null;
}

const reachedAt = (at: Date | null) => (at ? at.getTime() : 0);

type Keys = ReturnType<typeof keysOf>;

/** The place script's keys and arguments for one player's row. */
function placeArguments(keys: Keys, row: LadderRowInput, withDetails: boolean): (string | number)[] {
  const account = {
    banned: row.banned,
    deleted: row.deleted_at !== null,
    // A ladder hold (docs/sanctions.md); the hold job places the player again once it ends.
    held: row.held_until != null && row.held_until.getTime() > Date.now(),
  };
  const member = (total: number, at: Date | null) =>
    isRanked(total, account) ? ladderMember({ total, reachedAtMs: reachedAt(at), userId: row.user_id }) : '';
  const placing = [
    keys.ladder('xp'),
    keys.ladder('coolness'),
    keys.members,
    playerKey(row.user_id),
    row.user_id,
    row.row_version,
    member(row.xp, row.xp_at),
    member(row.coolness, row.coolness_at),
  ];
  if (!withDetails) return placing;
  return [...placing, row.name, row.avatar_image_id ?? '', row.xp, row.coolness];
}

function defineScripts(redis: Redis): PlacingRedis {
  if (!('ladderPlace' in redis)) {
    redis.defineCommand('ladderPlace', { numberOfKeys: 4, lua: PLACE_SCRIPT });
    redis.defineCommand('ladderAround', { numberOfKeys: 2, lua: AROUND_SCRIPT });
  }
  return redis as PlacingRedis;
}

/**
 * A pair of ladders (XP and Coolness) in Redis sorted sets (see domain/ladderOrder.ts for the order):
 * the lifetime ladders, or a season's under its own prefix.
 */
export class RedisLadder {
  private readonly redis: PlacingRedis;
  private readonly keys: Keys;
  /** The lifetime ladders keep each player's name and totals for every ladder's rows. */
  private readonly writesDetails: boolean;

  constructor(
    redis: Redis,
    readonly keyPrefix = LIFETIME_PREFIX,
  ) {
    const prefix = keyPrefix;
    this.redis = defineScripts(redis);
    this.keys = keysOf(prefix);
    this.writesDetails = prefix === LIFETIME_PREFIX;
  }

  /** Writes players' standings as PostgreSQL holds them (ranked or not), in one round trip. */
  async placeAll(rows: readonly LadderRowInput[]): Promise<void> {
    if (rows.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const row of rows) {
      (pipeline as unknown as PlacingRedis).ladderPlace(
        ...placeArguments(this.keys, row, this.writesDetails),
      );
    }
    const failed = ((await pipeline.exec()) ?? []).find(([error]) => error);
    if (failed) throw failed[0];
  }

  async isReady(): Promise<boolean> {
    return (await this.redis.exists(this.keys.ready)) === 1;
  }

  async markReady(): Promise<void> {
    await this.redis.set(this.keys.ready, String(Date.now()));
  }

  /** One rebuilder at a time across replicas; the lock expires if its holder dies. Answers its token. */
  async tryLockRebuild(ttlMs: number): Promise<string | null> {
    const token = randomUUID();
    return (await this.redis.set(this.keys.rebuilding, token, 'PX', ttlMs, 'NX')) === 'OK' ? token : null;
  }

  /** Releases the lock only if it is still ours (it may have expired and passed to another replica). */
  async unlockRebuild(token: string): Promise<void> {
    await this.redis.eval(UNLOCK_SCRIPT, 1, this.keys.rebuilding, token);
  }

  /** 1-based places of players on both ladders; null where unranked. */
  async ranksOf(userIds: readonly string[]): Promise<Ranks[]> {
    if (userIds.length === 0) return [];
    const fields = userIds.flatMap((id) => LADDERS.map((kind) => `${id}:${kind}`));
    const members = await this.redis.hmget(this.keys.members, ...fields);
    const pipeline = this.redis.pipeline();
    members.forEach((member, index) => {
      if (member) pipeline.zrank(this.keys.ladder(LADDERS[index % LADDERS.length]!), member);
    });
    const answers = (await pipeline.exec()) ?? [];
    let next = 0;
    const ranks = members.map((member) => {
      if (!member) return null;
      const rank = answers[next++]?.[1];
      return typeof rank === 'number' ? rank + 1 : null;
    });
    return userIds.map((_, index) => ({
      ladderRank: ranks[index * 2] ?? null,
      coolnessRank: ranks[index * 2 + 1] ?? null,
    }));
  }

  /** A page of a ladder from a 0-based offset, with both ranks of every row. */
  async page(kind: LadderKind, offset: number, limit: number): Promise<LadderEntry[]> {
    const members = await this.redis.zrange(
      this.keys.ladder(kind),
      String(offset),
      String(offset + limit - 1),
    );
    const userIds = members.map(userIdOfMember);
    const pipeline = this.redis.pipeline();
    for (const id of userIds) pipeline.hmget(playerKey(id), 'name', 'avatar', 'xp', 'coolness');
    const [details, ranks] = await Promise.all([pipeline.exec(), this.ranksOf(userIds)]);
    return userIds.map((userId, index) => {
      const [name, avatar, xp, coolness] = (details?.[index]?.[1] as (string | null)[] | undefined) ?? [];
      return {
        userId,
        name: name ?? '',
        avatarImageId: avatar ? Number(avatar) : null,
        xp: Number(xp ?? 0),
        coolness: Number(coolness ?? 0),
        ...ranks[index]!,
      };
    });
  }

  /** Ranked players on a ladder. */
  count(kind: LadderKind): Promise<number> {
    return this.redis.zcard(this.keys.ladder(kind));
  }

  /** Up to `limit` places of one ladder from a 0-based offset. */
  async standings(kind: LadderKind, offset: number, limit: number): Promise<Standing[]> {
    const members = await this.redis.zrange(
      this.keys.ladder(kind),
      String(offset),
      String(offset + limit - 1),
    );
    return this.named(members, offset);
  }

  /** The player's place and `radius` places each side, read at one instant. */
  async around(kind: LadderKind, userId: string, radius: number): Promise<Neighbourhood> {
    const [rank, first, total, ...members] = await this.redis.ladderAround(
      this.keys.ladder(kind),
      this.keys.members,
      `${userId}:${kind}`,
      radius,
    );
    const rows = await this.named(members as string[], Number(first));
    const me = Number(rank) >= 0 ? (rows.find((row) => row.userId === userId) ?? null) : null;
    return { me, rows, total: Number(total) };
  }

  /** Forgets the ladders (a season's, once its final standings are archived). */
  async drop(): Promise<void> {
    const { ladder, members, ready, rebuilding } = this.keys;
    await this.redis.del(ladder('xp'), ladder('coolness'), members, ready, rebuilding);
  }

  /** Places from members in ladder order starting at 0-based `first`, with names and avatars. */
  private async named(members: readonly string[], first: number): Promise<Standing[]> {
    if (members.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const member of members) pipeline.hmget(playerKey(userIdOfMember(member)), 'name', 'avatar');
    const details = (await pipeline.exec()) ?? [];
    return members.map((member, index) => {
      const [name, avatar] = (details[index]?.[1] as (string | null)[] | undefined) ?? [];
      return {
        rank: first + index + 1,
        userId: userIdOfMember(member),
        name: name ?? '',
        avatarImageId: avatar ? Number(avatar) : null,
        score: totalOfMember(member),
        reachedAt: reachedAtOfMember(member),
      };
    });
  }
}
