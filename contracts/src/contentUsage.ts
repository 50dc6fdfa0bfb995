import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import * as gameContentUsage from './gen/vh/game/v1/content_usage_pb';

/**
 * The game's answer to "does the live world still use these entries?" (POST
 * /internal/content-usage, vh.game.v1.ContentUsageRequest/Response), asked by content before it
 * publishes a release that deletes them (docs/content-releases.md). The HTTP client is the kit's.
 */
export const CONTENT_USAGE_ROUTE = '/internal/content-usage';

/** At most this many entries of each list per question. */
export const CONTENT_USAGE_MAX_IDS = 1000;

export interface ContentUsageQuery {
  itemIds: number[];
  huntingGroundIds: number[];
  enemyIds: number[];
  currencies: string[];
}

export type ContentUseKind = 'item' | 'huntingground' | 'enemy' | 'currency';

/** One use of an entry: the content kind, its id (a currency's shortName) and why. */
export interface ContentUse {
  kind: ContentUseKind;
  id: number | string;
  reason: string;
}

const { ContentUsageRequestSchema, ContentUsageResponseSchema } = gameContentUsage;
const KINDS = new Set<string>(['item', 'huntingground', 'enemy', 'currency']);

export function encodeContentUsageQuery(query: ContentUsageQuery): Uint8Array {
  return toBinary(ContentUsageRequestSchema, create(ContentUsageRequestSchema, query));
}

/** A question as the game reads it; a body that is no request, or a list too long, throws. */
export function decodeContentUsageQuery(body: Uint8Array): ContentUsageQuery {
  const request = fromBinary(ContentUsageRequestSchema, body);
  const query = {
    itemIds: request.itemIds,
    huntingGroundIds: request.huntingGroundIds,
    enemyIds: request.enemyIds,
    currencies: request.currencies,
  };
  for (const list of Object.values(query)) {
    if (list.length > CONTENT_USAGE_MAX_IDS)
      throw new Error(`at most ${CONTENT_USAGE_MAX_IDS} entries per list`);
  }
  return query;
}

export function encodeContentUses(uses: ContentUse[]): Uint8Array {
  return toBinary(
    ContentUsageResponseSchema,
    create(ContentUsageResponseSchema, {
      uses: uses.map((use) => ({
        kind: use.kind,
        id: typeof use.id === 'number' ? use.id : 0,
        shortName: typeof use.id === 'string' ? use.id : '',
        reason: use.reason,
      })),
    }),
  );
}

/** The game's answer; an unknown kind is a contract break and throws. */
export function decodeContentUses(body: Uint8Array): ContentUse[] {
  return fromBinary(ContentUsageResponseSchema, body).uses.map((use) => {
    if (!KINDS.has(use.kind)) throw new Error(`content usage answered an unknown kind ${use.kind}`);
    return {
      kind: use.kind as ContentUseKind,
      id: use.kind === 'currency' ? use.shortName : use.id,
      reason: use.reason,
    };
  });
}
