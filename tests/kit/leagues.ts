import type { GatewayClient } from './gateway';
import { graphqlData } from './seasons';

export interface MyLeague {
  week: { id: number; ended: boolean; resultsWritten: boolean };
  tier: { tier: number; name: string };
  me: { rank: number; points: number; zone: string } | null;
  standings: { userId: string }[];
  result: {
    rank: number;
    outcome: string;
    rewardCurrency: string;
    rewardCurrencyAmount: number;
    paid: boolean;
  } | null;
}

const MY_LEAGUE = `query ($week: Int) { myLeague(week: $week) {
  week { id ended resultsWritten } tier { tier name } me { rank points zone } standings { userId }
  result { rank outcome rewardCurrency rewardCurrencyAmount paid }
} }`;

/** The signed-in player's cohort of a week (the current one when absent); null when not placed. */
export const myLeague = async (client: GatewayClient, week?: number) =>
  (await graphqlData<{ myLeague: MyLeague | null }>(client, MY_LEAGUE, { week })).myLeague;

const TIER_FIELDS =
  'tier name promote demote rewardPlaces rewardCurrency rewardCurrencyAmount rewardItemId rewardItemAmount';
const UPDATE_TIER = `mutation ($input: LeagueTierInput!) { updateLeagueTier(input: $input) { ${TIER_FIELDS} } }`;

/**
 * Admin: pays every Bronze player with points `amount` VGC (so a test's player is paid whoever else
 * hunted); answers a function that puts the tier back as it was.
 */
export async function rewardEveryBronzePlayer(
  admin: GatewayClient,
  amount: number,
): Promise<() => Promise<unknown>> {
  const tiers = await graphqlData<{ leagueTiers: Record<string, unknown>[] }>(
    admin,
    `{ leagueTiers { ${TIER_FIELDS} } }`,
  );
  const bronze = tiers.leagueTiers[0]!;
  await graphqlData(admin, UPDATE_TIER, {
    input: { ...bronze, rewardPlaces: 50, rewardCurrency: 'VGC', rewardCurrencyAmount: amount },
  });
  return () => graphqlData(admin, UPDATE_TIER, { input: bronze });
}

/** Admin: ends a league week now; answers the GraphQL answer (errors included). */
export const endLeagueWeekNow = (client: GatewayClient, id: number) =>
  client.graphql<{ endLeagueWeekNow: { ended: boolean; endedEarly: boolean } }>(
    'mutation ($id: Int!) { endLeagueWeekNow(id: $id) { ended endedEarly } }',
    { id },
  );
