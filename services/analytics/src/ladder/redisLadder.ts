import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LADDERS, isRanked, ladderMember, userIdOfMember, type LadderKind } from '../domain/ladderOrder';
import type { PlayerRow } from '../repositories/playerRepository';

const KEYS = {
  ladder: (kind: LadderKind) => `vh:ladder:${kind}`,
  /** Per player: its member in each ladder and the progress version Redis holds. */
  members: 'vh:ladder:members',
  player: (userId: string) => `vh:ladder:player:${userId}`,
  /** Present once the ladders were built from PostgreSQL; gone when Redis lost its data. */
  ready: 'vh:ladder:ready',
  rebuilding: 'vh:ladder:rebuilding',
};

/**
 * Places one player on both ladders atomically. A write carrying an older row version than the one
 * Redis holds is ignored, so a rebuild racing the consumer cannot bring back stale totals, a ban or a
 * deleted account.
 * KEYS: xp ladder, coolness ladder, members hash, player hash. ARGV: user id, version, xp member
 * ('' = off the ladder), coolness member, name, avatar, xp, coolness.
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
redis.call('HSET', KEYS[4], 'name', ARGV[5], 'avatar', ARGV[6], 'xp', ARGV[7], 'coolness', ARGV[8])
return 1
`;

const UNLOCK_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

type PlacingRedis = Redis & {
  ladderPlace(...args: (string | number)[]): Promise<number>;
};

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

/** The place script's keys and arguments for one player's row. */
function placeArguments(row: PlayerRow): (string | number)[] {
  const account = { banned: row.banned, deleted: row.deleted_at !== null };
  const member = (total: number, at: Date | null) =>
    isRanked(total, account) ? ladderMember({ total, reachedAtMs: reachedAt(at), userId: row.user_id }) : '';
  return [
    KEYS.ladder('xp'),
    KEYS.ladder('coolness'),
    KEYS.members,
    KEYS.player(row.user_id),
    row.user_id,
    row.row_version,
    member(row.xp, row.xp_at),
    member(row.coolness, row.coolness_at),
    row.name,
    row.avatar_image_id ?? '',
    row.xp,
    row.coolness,
  ];
}

/** The ladders in Redis sorted sets (see domain/ladderOrder.ts for the order). */
export class RedisLadder {
  private readonly redis: PlacingRedis;

  constructor(redis: Redis) {
    redis.defineCommand('ladderPlace', { numberOfKeys: 4, lua: PLACE_SCRIPT });
    this.redis = redis as PlacingRedis;
  }

  /** Writes players' standings as PostgreSQL holds them (ranked or not), in one round trip. */
  async placeAll(rows: PlayerRow[]): Promise<void> {
    if (rows.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const row of rows) (pipeline as unknown as PlacingRedis).ladderPlace(...placeArguments(row));
    const failed = ((await pipeline.exec()) ?? []).find(([error]) => error);
    if (failed) throw failed[0];
  }

  async isReady(): Promise<boolean> {
    return (await this.redis.exists(KEYS.ready)) === 1;
  }

  async markReady(): Promise<void> {
    await this.redis.set(KEYS.ready, String(Date.now()));
  }

  /** One rebuilder at a time across replicas; the lock expires if its holder dies. Answers its token. */
  async tryLockRebuild(ttlMs: number): Promise<string | null> {
    const token = randomUUID();
    return (await this.redis.set(KEYS.rebuilding, token, 'PX', ttlMs, 'NX')) === 'OK' ? token : null;
  }

  /** Releases the lock only if it is still ours (it may have expired and passed to another replica). */
  async unlockRebuild(token: string): Promise<void> {
    await this.redis.eval(UNLOCK_SCRIPT, 1, KEYS.rebuilding, token);
  }

  /** 1-based places of players on both ladders; null where unranked. */
  async ranksOf(userIds: readonly string[]): Promise<Ranks[]> {
    if (userIds.length === 0) return [];
    const fields = userIds.flatMap((id) => LADDERS.map((kind) => `${id}:${kind}`));
    const members = await this.redis.hmget(KEYS.members, ...fields);
    const pipeline = this.redis.pipeline();
    members.forEach((member, index) => {
      if (member) pipeline.zrank(KEYS.ladder(LADDERS[index % LADDERS.length]!), member);
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
    const members = await this.redis.zrange(KEYS.ladder(kind), String(offset), String(offset + limit - 1));
    const userIds = members.map(userIdOfMember);
    const pipeline = this.redis.pipeline();
    for (const id of userIds) pipeline.hmget(KEYS.player(id), 'name', 'avatar', 'xp', 'coolness');
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
}
