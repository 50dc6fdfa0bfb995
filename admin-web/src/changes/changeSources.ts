import type { ApolloClient } from '@apollo/client';
import type { AdminChange } from './changeDiff';
import { ACCOUNT_CHANGES, CONTENT_CHANGES, PACKAGE_CHANGES, PLAYER_CHANGES } from './changeOperations';

/** The services that keep an audit trail, each of the data it owns (docs/audit.md). */
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
    ],
  },
  identity: { label: 'Accounts', entities: ['User'] },
  game: { label: 'Players', entities: ['User'] },
  payments: { label: 'Premium packages', entities: ['PremiumPackage'] },
} as const;

export type TrailService = keyof typeof TRAIL_SERVICES;
export const TRAIL_SERVICE_NAMES = Object.keys(TRAIL_SERVICES) as TrailService[];

/** Which trail to read: a service's, optionally one kind of entry or one entry. */
export interface TrailSource {
  service: TrailService;
  entity?: string | null;
  entityId?: string | null;
}

/** Where an entry's history is kept, by its GraphQL type: a user's in identity and in the game. */
export function sourcesOfEntry(typename: string, id: string): TrailSource[] {
  if (typename === 'User')
    return [
      { service: 'identity', entity: 'User', entityId: id },
      { service: 'game', entity: 'User', entityId: id },
    ];
  if (typename === 'PremiumPackage') return [{ service: 'payments', entity: typename, entityId: id }];
  return [{ service: 'content', entity: typename, entityId: id }];
}

/** One page of a service's trail, newest first, older than `before` when given. */
export async function fetchChanges(
  client: ApolloClient,
  source: TrailSource,
  limit: number,
  before: number | null,
): Promise<AdminChange[]> {
  const variables = { entity: source.entity ?? null, entityId: source.entityId ?? null, limit, before };
  const options = { variables, fetchPolicy: 'network-only' } as const;
  switch (source.service) {
    case 'content':
      return (await client.query({ query: CONTENT_CHANGES, ...options })).data?.contentChanges ?? [];
    case 'identity':
      return (await client.query({ query: ACCOUNT_CHANGES, ...options })).data?.accountChanges ?? [];
    case 'game':
      return (await client.query({ query: PLAYER_CHANGES, ...options })).data?.playerChanges ?? [];
    case 'payments':
      return (await client.query({ query: PACKAGE_CHANGES, ...options })).data?.packageChanges ?? [];
  }
}
