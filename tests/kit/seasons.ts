import type { GatewayClient } from './gateway';

export interface SeasonView {
  number: number;
  startsAt: number;
  endsAt: number;
  ended: boolean;
  endedEarly: boolean;
  archived: boolean;
  xpPlayers: number;
}

export interface Standing {
  rank: number;
  userId: string;
  name: string;
  score: number;
}

const SEASON = 'number startsAt endsAt ended endedEarly archived xpPlayers';
const STANDING = 'rank userId name score';

/** A GraphQL call that must succeed: answers its data. */
export async function graphqlData<T>(
  client: GatewayClient,
  query: string,
  variables?: Record<string, unknown>,
) {
  const answer = await client.graphql<T>(query, variables);
  if (!answer.body.data || answer.body.errors) throw new Error(`graphql: ${answer.text}`);
  return answer.body.data;
}

export async function currentSeason(client: GatewayClient): Promise<SeasonView> {
  return (await graphqlData<{ currentSeason: SeasonView }>(client, `{ currentSeason { ${SEASON} } }`))
    .currentSeason;
}

export async function seasonPage(
  client: GatewayClient,
  args: { season?: number; kind?: 'XP' | 'COOLNESS'; offset?: number; limit?: number },
) {
  const data = await graphqlData<{
    seasonLadder: { season: SeasonView; total: number; rows: Standing[] };
  }>(
    client,
    `query ($season: Int, $kind: LadderKind!, $offset: Int!, $limit: Int) {
      seasonLadder(season: $season, kind: $kind, offset: $offset, limit: $limit) {
        season { ${SEASON} } total rows { ${STANDING} }
      }
    }`,
    { season: args.season, kind: args.kind ?? 'XP', offset: args.offset ?? 0, limit: args.limit },
  );
  return data.seasonLadder;
}

export async function aroundMe(client: GatewayClient, season?: number, radius = 1) {
  const data = await graphqlData<{
    seasonLadderAroundMe: { me: Standing | null; rows: Standing[]; total: number };
  }>(
    client,
    `query ($season: Int, $radius: Int) {
      seasonLadderAroundMe(season: $season, kind: XP, radius: $radius) { me { ${STANDING} } rows { ${STANDING} } total }
    }`,
    { season, radius },
  );
  return data.seasonLadderAroundMe;
}

export function endSeasonNow(client: GatewayClient, number: number) {
  return client.graphql<{ endSeasonNow: SeasonView }>(
    `mutation ($number: Int!) { endSeasonNow(number: $number) { ${SEASON} } }`,
    { number },
  );
}

export interface Placement {
  season: number;
  kind: string;
  rank: number;
  score: number;
  of: number;
}

/** The signed-in player's final places in archived seasons. */
export async function placements(client: GatewayClient): Promise<Placement[]> {
  const data = await graphqlData<{ me: { seasonPlacements: Placement[] } }>(
    client,
    '{ me { seasonPlacements { season kind rank score of } } }',
  );
  return data.me.seasonPlacements;
}
