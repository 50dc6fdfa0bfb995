import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import type { AdminChange } from './changeDiff';
import {
  ACCOUNT_CHANGES,
  COMPETITION_CHANGES,
  CONTENT_CHANGES,
  MARKET_CHANGES,
  PACKAGE_CHANGES,
  PLAYER_CHANGES,
  SOCIAL_CHANGES,
} from './changeOperations';

/** What every service's trail query takes (the shared shape of contentChanges, packageChanges...). */
interface TrailVariables {
  entity: string | null;
  entityId: string | null;
  limit: number;
  before: number | null;
}

/** Reads one page of a trail with its query; `changes` picks the list out of the answer. */
function trailReader<TData>(
  query: TypedDocumentNode<TData, TrailVariables>,
  changes: (data: TData) => readonly AdminChange[],
) {
  return async (client: ApolloClient, variables: TrailVariables): Promise<AdminChange[]> => {
    const answer = await client.query({ query, variables, fetchPolicy: 'network-only' });
    return answer.data ? [...changes(answer.data)] : [];
  };
}

/**
 * The services that keep an audit trail, each of the data it owns (docs/audit.md), and how its
 * trail is read. Another service's trail is one more entry here.
 */
export const TRAIL_SERVICES = {
  content: {
    label: 'Content',
    entities: [
      'Item',
      'ItemType',
      'Enemy',
      'EnemyType',
      'Rarity',
      'Region',
      'HuntingGround',
      'HuntingTable',
      'Currency',
      'Stat',
      'ProcType',
      'DamageType',
      'ProcEventType',
      'Rank',
      'NewsItem',
      'Setting',
      'StatMax',
      'ContentRelease',
      'Tournament',
    ],
    read: trailReader(CONTENT_CHANGES, (data) => data.contentChanges),
  },
  identity: {
    label: 'Accounts',
    // Sanctions (docs/sanctions.md) are identity's.
    entities: ['User', 'Sanction'],
    read: trailReader(ACCOUNT_CHANGES, (data) => data.accountChanges),
  },
  game: {
    label: 'Players',
    entities: ['User'],
    read: trailReader(PLAYER_CHANGES, (data) => data.playerChanges),
  },
  payments: {
    label: 'Premium packages',
    entities: ['PremiumPackage'],
    read: trailReader(PACKAGE_CHANGES, (data) => data.packageChanges),
  },
  analytics: {
    label: 'Competition',
    // A tournament is content's entry; its end-now is the competition's action on it.
    entities: ['SeasonSchedule', 'Season', 'LeagueSettings', 'LeagueTier', 'LeagueWeek', 'Tournament'],
    read: trailReader(COMPETITION_CHANGES, (data) => data.competitionChanges),
  },
  social: {
    label: 'Social',
    // The daily gift's item and amount; a coven renamed or disbanded by an admin; the report queue.
    entities: ['GiftSetting', 'Coven', 'Report'],
    read: trailReader(SOCIAL_CHANGES, (data) => data.socialChanges),
  },
  economy: {
    label: 'Market',
    // The market's tax and slots, and its halts (the whole market or one item).
    entities: ['MarketSettings', 'Market', 'MarketItem'],
    read: trailReader(MARKET_CHANGES, (data) => data.marketChanges),
  },
} as const;

export type TrailService = keyof typeof TRAIL_SERVICES;
export const TRAIL_SERVICE_NAMES = Object.keys(TRAIL_SERVICES) as TrailService[];

/** Which trail to read: a service's, optionally one kind of entry or one entry. */
export interface TrailSource {
  service: TrailService;
  entity?: string | null;
  entityId?: string | null;
}

/**
 * Where an entry's history is kept, by its GraphQL type: every service whose trail holds that type
 * (a user's in identity and in the game); content's otherwise.
 */
export function sourcesOfEntry(typename: string, id: string): TrailSource[] {
  const keeping = TRAIL_SERVICE_NAMES.filter((name) =>
    (TRAIL_SERVICES[name].entities as readonly string[]).includes(typename),
  );
  return (keeping.length > 0 ? keeping : (['content'] as const)).map((service) => ({
    service,
    entity: typename,
    entityId: id,
  }));
}

/** One page of a service's trail, newest first, older than `before` when given. */
export function fetchChanges(
  client: ApolloClient,
  source: TrailSource,
  limit: number,
  before: number | null,
): Promise<AdminChange[]> {
  return TRAIL_SERVICES[source.service].read(client, {
    entity: source.entity ?? null,
    entityId: source.entityId ?? null,
    limit,
    before,
  });
}
