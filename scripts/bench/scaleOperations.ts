/**
 * The operations bench:scale times, each as the game client (or the admin web) calls it through the
 * gateway: one request per iteration, judged so that only real answers count.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/paths';
import { excerpt, formBody, gatewayHeaders, type LoadPlayer, type Targets } from '../load/client';
import type { PreparedRequest, Verdict } from '../load/session';

/** What the operations need to know of the world they run in. */
export interface OperationContext {
  targets: Targets;
  /** The middle of the XP ladder (0-based offset of its page); may change between operations. */
  ladderMiddle: number;
  huntingGroundId: number;
  /** Part of some measured players' names: matches ten of them, in a world of others. */
  searchFragment: string;
  /** Offset of the deep journal page (the measured players' histories are longer). */
  journalDeepOffset: number;
  /** Per measured player, the journal search's cursor after `journalDeepOffset` entries. */
  deepCursors: Map<string, string>;
}

export interface ScaleOperation {
  name: string;
  /** Hunts need the player's cooldown lifted between calls. */
  hunts: boolean;
  /** Played by an admin (the admin web's pages). */
  admin: boolean;
  prepare(player: LoadPlayer): PreparedRequest;
  verdict: Verdict;
}

function parsedJson(status: number, body: string): unknown {
  if (status !== 200) throw new Error(`HTTP ${status}`);
  return JSON.parse(body) as unknown;
}

/** A verdict from a check of the parsed answer (null: good). */
const judged =
  (check: (data: unknown) => string | null): Verdict =>
  (status, body) => {
    try {
      return check(parsedJson(status, body));
    } catch (error) {
      return `${error instanceof Error ? error.message : String(error)}: ${excerpt(body)}`;
    }
  };

const nonEmptyList = judged((data) =>
  Array.isArray(data)
    ? data.length > 0
      ? null
      : 'empty list'
    : `not a list: ${excerpt(JSON.stringify(data))}`,
);

const huntAnswer = judged((data) => {
  const hunt = data as { result?: number; errorMessage?: string | null };
  if (hunt.errorMessage) return `refused: ${hunt.errorMessage}`;
  return hunt.result === 0 ? 'fight not finished (result 0)' : null;
});

/** The player web's journal search (its trusted document): pages by cursor, as the client does. */
export function webJournalSearch(): string {
  const manifest = path.join(ROOT, 'web', 'src', '__generated__', 'persisted-documents.json');
  const documents = Object.values(JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, string>);
  const query = documents.find((text) => /query JournalSearch\b/.test(text));
  if (!query) throw new Error(`no JournalSearch document in ${manifest}`);
  return query;
}

/** The same entry fields, paged by offset (the API's `journal(limit, offset)`, behind GET /api/Journal). */
function journalByOffset(search: string): string {
  const fragments = search.slice(0, search.indexOf('query JournalSearch'));
  return `${fragments} query JournalPage($limit: Int!, $offset: Int!) { journal(limit: $limit, offset: $offset) { entries { ...JournalEntryFields } } }`;
}

/** A GraphQL request through the gateway, as a signed-in client sends it. */
export function graphqlRequest(
  targets: Targets,
  player: LoadPlayer,
  query: string,
  variables: Record<string, unknown>,
): PreparedRequest {
  return {
    url: `${targets.gatewayUrl}/graphql`,
    init: {
      method: 'POST',
      headers: { ...gatewayHeaders(player, targets.appKey), 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    },
  };
}

/** A GraphQL answer whose `field` holds a non-empty `entries` list. */
const journalEntries = (field: string) =>
  judged((data) => {
    const answer = data as {
      data?: Record<string, { entries?: unknown[] } | null>;
      errors?: { message: string }[];
    };
    if (answer.errors?.length) return `GraphQL error: ${answer.errors[0]!.message}`;
    return answer.data?.[field]?.entries?.length ? null : 'empty journal page';
  });

export function scaleOperations(context: OperationContext): ScaleOperation[] {
  const { targets } = context;
  const get = (route: string) => (player: LoadPlayer) => ({
    url: `${targets.gatewayUrl}${route}`,
    init: { headers: gatewayHeaders(player, targets.appKey) },
  });
  const searchQuery = webJournalSearch();
  const offsetQuery = journalByOffset(searchQuery);
  return [
    {
      name: 'hunt (REST quickhunt)',
      hunts: true,
      admin: false,
      prepare: get('/api/Game/quickhunt'),
      verdict: huntAnswer,
    },
    {
      name: 'getme',
      hunts: false,
      admin: false,
      prepare: get('/api/clientUser/getme'),
      verdict: judged((data) => ((data as { name?: string }).name ? null : 'no name in getme')),
    },
    {
      name: 'journal, first page',
      hunts: false,
      admin: false,
      prepare: get('/api/Journal'),
      verdict: nonEmptyList,
    },
    {
      name: `journal, entries ${context.journalDeepOffset}+ by offset`,
      hunts: false,
      admin: false,
      prepare: (player) =>
        graphqlRequest(targets, player, offsetQuery, { limit: 50, offset: context.journalDeepOffset }),
      verdict: journalEntries('journal'),
    },
    {
      name: `journal, entries ${context.journalDeepOffset}+ by cursor`,
      hunts: false,
      admin: false,
      prepare: (player) => {
        const after = context.deepCursors.get(player.userId);
        if (!after) throw new Error(`no cursor at ${context.journalDeepOffset} for ${player.name}`);
        return graphqlRequest(targets, player, searchQuery, { limit: 50, after });
      },
      verdict: journalEntries('journalEntries'),
    },
    {
      name: 'ladder around the middle',
      hunts: false,
      admin: false,
      // Read when the request is built: the middle moves as the measured players climb.
      prepare: (player) => get(`/api/ladder/LadderAroundUserId/${context.ladderMiddle}`)(player),
      verdict: nonEmptyList,
    },
    {
      name: 'grimoire with global counts',
      hunts: false,
      admin: false,
      prepare: get(`/api/ClientGrimoire/getEnemies/${context.huntingGroundId}`),
      verdict: nonEmptyList,
    },
    {
      name: 'merchant list (Jewel Emporium)',
      hunts: false,
      admin: false,
      prepare: get('/api/clientshop/GetJewel'),
      verdict: nonEmptyList,
    },
    {
      name: 'admin user search (part of a name)',
      hunts: false,
      admin: true,
      prepare: (player) => ({
        url: `${targets.gatewayUrl}/api/user/search`,
        init: {
          method: 'POST',
          headers: gatewayHeaders(player, targets.appKey),
          body: formBody({ searchstring: context.searchFragment }),
        },
      }),
      verdict: nonEmptyList,
    },
  ];
}
