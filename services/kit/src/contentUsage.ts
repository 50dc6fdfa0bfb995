import { z } from 'zod';
import { INTERNAL_AUTH_HEADER, signInternalToken } from './auth';
import { AppError } from './errors';

/**
 * The game's answer to "does the live world still use these entries?", asked by content before it
 * publishes a release that deletes them (docs/content-releases.md).
 */
export const CONTENT_USAGE_ROUTE = '/internal/content-usage';

/** At most this many ids of each list per question (a release is bounded far below it). */
export const CONTENT_USAGE_MAX_IDS = 1000;

export const contentUsageQuerySchema = z
  .object({
    itemIds: z.array(z.number().int().positive()).max(CONTENT_USAGE_MAX_IDS).default([]),
    huntingGroundIds: z.array(z.number().int().positive()).max(CONTENT_USAGE_MAX_IDS).default([]),
    enemyIds: z.array(z.number().int().positive()).max(CONTENT_USAGE_MAX_IDS).default([]),
    currencies: z.array(z.string().min(1).max(100)).max(CONTENT_USAGE_MAX_IDS).default([]),
  })
  .strict();

export type ContentUsageQuery = z.input<typeof contentUsageQuerySchema>;

/** One use of an entry: the content kind, its id (a currency's shortName) and why, for the admin. */
export interface ContentUse {
  kind: 'item' | 'huntingground' | 'enemy' | 'currency';
  id: number | string;
  reason: string;
}

/** The game could not be asked: a publish that deletes entries must wait rather than guess. */
export class ContentUsageUnavailableError extends AppError {
  constructor(detail: string) {
    super(
      503,
      'SERVICE_UNAVAILABLE',
      'The game service is not reachable to check what players use, please try again',
      {
        detail,
      },
    );
  }
}

/** Asks the game (service token) which of these entries players still hold, stand on or hunt for. */
export async function askContentUsage(
  options: { gameUrl: string; sharedSecret: string; service: string; timeoutMs?: number },
  query: ContentUsageQuery,
  requestId: string,
): Promise<ContentUse[]> {
  const token = signInternalToken(
    { viewer: null, requestId, clientIp: '', service: options.service },
    options.sharedSecret,
  );
  let response: Response;
  try {
    response = await fetch(`${options.gameUrl}${CONTENT_USAGE_ROUTE}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_AUTH_HEADER]: token },
      body: JSON.stringify(query),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    throw new ContentUsageUnavailableError((error as Error).message);
  }
  if (!response.ok) throw new ContentUsageUnavailableError(`game answered ${response.status}`);
  return ((await response.json()) as { uses: ContentUse[] }).uses;
}
