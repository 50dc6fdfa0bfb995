/**
 * A league week through the gateway (issue 35): a player's hunt scores league points in their
 * cohort, an admin ends the week now (once: 409 after), the next week is placed at once with the
 * player in it, and the reward is paid into the player's inventory without a claim, once.
 */
import type { GatewayClient } from '../kit/gateway';
import { balance, huntToEnd, me } from '../kit/game';
import { activatedPlayer, adminClient } from '../kit/players';
import { graphqlData } from '../kit/seasons';
import { eventually } from '../kit/wait';

interface MyLeague {
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

const myLeague = async (client: GatewayClient, week?: number) =>
  (await graphqlData<{ myLeague: MyLeague | null }>(client, MY_LEAGUE, { week })).myLeague;

const TIER = `mutation ($input: LeagueTierInput!) { updateLeagueTier(input: $input) { tier rewardPlaces } }`;

describe('a league week', () => {
  let admin: GatewayClient;
  let bronze: Record<string, unknown>;

  beforeAll(async () => {
    admin = await adminClient();
    const tiers = await graphqlData<{ leagueTiers: Record<string, unknown>[] }>(
      admin,
      '{ leagueTiers { tier name promote demote rewardPlaces rewardCurrency rewardCurrencyAmount rewardItemId rewardItemAmount } }',
    );
    bronze = tiers.leagueTiers[0]!;
    // Every Bronze player with points is paid, so this suite's player is, whoever else hunted.
    await graphqlData(admin, TIER, {
      input: { ...bronze, rewardPlaces: 50, rewardCurrency: 'VGC', rewardCurrencyAmount: 77 },
    });
  });
  afterAll(() => graphqlData(admin, TIER, { input: bronze }));

  it('scores a hunt, ends now, places the next week and pays the reward once', async () => {
    const player = await activatedPlayer();
    await huntToEnd(player.client);
    const scored = await eventually(
      () => myLeague(player.client),
      (league) => (league?.me?.points ?? 0) > 0,
    );
    expect(scored?.me).toMatchObject({ zone: expect.stringMatching(/^(PROMOTION|STAY|DEMOTION)$/) });
    expect(scored?.tier.tier).toBe(1);
    expect(scored?.standings.some((row) => row.userId === player.id)).toBe(true);
    const week = scored!.week.id;
    const before = balance(await me(player.client), 'VGC');

    const refused = await player.client.graphql('mutation ($id: Int!) { endLeagueWeekNow(id: $id) { id } }', {
      id: week,
    });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const ended = await admin.graphql<{ endLeagueWeekNow: { ended: boolean; endedEarly: boolean } }>(
      'mutation ($id: Int!) { endLeagueWeekNow(id: $id) { ended endedEarly } }',
      { id: week },
    );
    expect(ended.body.data?.endLeagueWeekNow).toEqual({ ended: true, endedEarly: true });
    const again = await admin.graphql('mutation ($id: Int!) { endLeagueWeekNow(id: $id) { id } }', {
      id: week,
    });
    expect(again.body.errors?.[0]).toMatchObject({
      message: `League week ${week} has already ended`,
      extensions: { code: 'CONFLICT' },
    });

    // The next week is placed at once, and the player (who hunted this fortnight) is in it.
    const next = await eventually(
      () => myLeague(player.client),
      (league) => league !== null && league.week.id !== week,
      5_000,
    );
    expect(next?.week.id).toBeGreaterThan(week);

    const paid = await eventually(
      () => myLeague(player.client, week),
      (league) => league?.result?.paid === true,
    );
    expect(paid?.result).toMatchObject({ rewardCurrency: 'VGC', rewardCurrencyAmount: 77, paid: true });
    expect(balance(await me(player.client), 'VGC') - before).toBe(77);
    // Nothing is paid twice, however often the job runs.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(balance(await me(player.client), 'VGC') - before).toBe(77);
  });
});
