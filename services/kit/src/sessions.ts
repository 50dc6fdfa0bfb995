/**
 * Session generations: how identity ends every token of an account at once and the gateway learns of
 * it. Each account has a generation number, carried in its access tokens as the `gen` claim; ending
 * the account's sessions (ban, role or name change, password change, log out everywhere) increments
 * it, deleting the account sets it to DELETED_ACCOUNT_GENERATION. Identity's database is the source of
 * truth; Redis holds a copy per account and a channel on which identity announces every change, so
 * each gateway replica drops its local copy within milliseconds.
 */
import type { Redis } from 'ioredis';

/** Generation of an account that no longer exists: no token of it is valid. */
export const DELETED_ACCOUNT_GENERATION = -1;

/** Channel on which identity publishes the id of every account whose generation changed. */
export const SESSION_CHANGES_CHANNEL = 'vh:sessions:changed';

/** Identity's internal route answering an account's generation from its database. */
export const SESSION_GENERATION_ROUTE = '/internal/sessions';

/** The Redis copies expire so a copy missed by a failed announcement cannot outlive this. */
export const SESSION_COPY_TTL_SECONDS = 3600;

export function sessionGenerationKey(userId: string): string {
  return `vh:sessions:gen:${userId}`;
}

/** Writes an account's generation and announces the change to every gateway replica. */
export async function announceSessionGeneration(
  redis: Redis,
  userId: string,
  generation: number,
): Promise<void> {
  await redis
    .multi()
    .set(sessionGenerationKey(userId), String(generation), 'EX', SESSION_COPY_TTL_SECONDS)
    .publish(SESSION_CHANGES_CHANNEL, userId)
    .exec();
}

/** Stores a generation read from identity's database, unless a newer announcement already did. */
export async function storeSessionGeneration(
  redis: Redis,
  userId: string,
  generation: number,
): Promise<void> {
  await redis.set(sessionGenerationKey(userId), String(generation), 'EX', SESSION_COPY_TTL_SECONDS, 'NX');
}

/** The stored copy, or null when Redis has none (expired, flushed, never written). */
export async function readSessionGeneration(redis: Redis, userId: string): Promise<number | null> {
  const value = await redis.get(sessionGenerationKey(userId));
  if (value === null) return null;
  const generation = Number(value);
  return Number.isInteger(generation) ? generation : null;
}
