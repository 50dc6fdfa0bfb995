/**
 * The weekly league in the player web (issue 35): a player who has not hunted this week is told how
 * to join; after a hunt they find their tier and cohort on the League tab (their row highlighted,
 * every row's zone in words, the zone sizes, the rule, today's points of the cap, the activity band,
 * the countdown to the week's end); once an admin ends the week, the week's result and its paid
 * reward show in their league history, and the tab fits a phone.
 */
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openSession, signIn, type BrowserSession } from '../kit/browser';
import type { GatewayClient } from '../kit/gateway';
import { huntToEnd } from '../kit/game';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import { graphqlData } from '../kit/seasons';
import { eventually } from '../kit/wait';

const TIMEOUT = 20_000;
const PHONE = { width: 390, height: 844 };
const REWARD = 61;

const TIER = `mutation ($input: LeagueTierInput!) { updateLeagueTier(input: $input) { tier } }`;
const MY_LEAGUE = `query ($week: Int) { myLeague(week: $week) {
  week { id } tier { name } me { rank points zone } result { paid }
} }`;

interface LeagueView {
  week: { id: number };
  tier: { name: string };
  me: { rank: number; points: number; zone: string } | null;
  result: { paid: boolean } | null;
}

const myLeague = async (client: GatewayClient, week?: number) =>
  (await graphqlData<{ myLeague: LeagueView | null }>(client, MY_LEAGUE, { week })).myLeague;

async function declineCookies(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Decline' }).click();
}

function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
}

describe('the League tab', () => {
  let browser: Browser;
  let session: BrowserSession | undefined;
  let admin: GatewayClient;
  let player: TestPlayer;
  let bronze: Record<string, unknown>;

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await adminClient();
    player = await activatedPlayer();
    const tiers = await graphqlData<{ leagueTiers: Record<string, unknown>[] }>(
      admin,
      '{ leagueTiers { tier name promote demote rewardPlaces rewardCurrency rewardCurrencyAmount rewardItemId rewardItemAmount } }',
    );
    bronze = tiers.leagueTiers[0]!;
    // Every Bronze player with points is paid, so this player is, whoever else hunted this week.
    await graphqlData(admin, TIER, {
      input: { ...bronze, rewardPlaces: 50, rewardCurrency: 'VGC', rewardCurrencyAmount: REWARD },
    });
  });
  afterEach(async () => {
    expect(session?.consoleErrors).toEqual([]);
    await session?.close();
    session = undefined;
  });
  afterAll(async () => {
    if (admin && bronze) await graphqlData(admin, TIER, { input: bronze });
    await browser?.close();
  });

  it('tells a new player how to join, then shows their cohort and, after the week, its result', async () => {
    session = await openSession(browser);
    const { page } = session;
    page.setDefaultTimeout(TIMEOUT);
    await signIn(session, player);
    await declineCookies(page);

    await page.getByRole('navigation', { name: 'Game' }).getByRole('link', { name: 'Competition' }).click();
    await page
      .getByRole('navigation', { name: 'Competitions' })
      .getByRole('link', { name: 'League' })
      .click();
    await page.waitForURL(session.url('/competition/league'));
    await page.getByText('Hunt this week to join a league.').waitFor();
    await page.getByText('No league week of yours has ended yet.').waitFor();
    await session.screenshot('98-league-empty');

    // A won hunt places the player in a cohort of the first tier (a late joiner) with points.
    let league: LeagueView | null = null;
    for (let attempt = 0; attempt < 5 && !(league?.me?.points ?? 0); attempt++) {
      await huntToEnd(player.client);
      league = await eventually(
        () => myLeague(player.client),
        (answer) => answer?.me !== undefined && answer?.me !== null,
        20_000,
      ).catch(() => null);
      if (!(league?.me?.points ?? 0))
        await graphqlData(
          admin,
          'mutation($userId: ID!) { adminResetHuntCooldown(userId: $userId) { success } }',
          { userId: player.id },
        );
    }
    expect(league?.me?.points).toBeGreaterThan(0);
    const me = league!.me!;

    await page.reload();
    await page.getByRole('heading', { name: `${league!.tier.name} league`, level: 2 }).waitFor();
    await page.getByText('On equal points, whoever reached them first ranks higher.').waitFor();
    await page.getByRole('timer').waitFor();
    expect(await page.getByRole('timer').getAttribute('aria-label')).toMatch(
      /^Ends in \d+ (day|hour|minute|second)/,
    );
    await page.getByText(/^\d+ of \d+ points today/).waitFor();
    await page.getByText(/^Players (hunting|new to hunting) /).waitFor();
    const zoneWord = { PROMOTION: 'Promotion', STAY: 'Stay', DEMOTION: 'Demotion' }[me.zone]!;
    await page.getByText(new RegExp(`^#${me.rank} of \\d+ · ${zoneWord}$`)).waitFor();
    const mine = page
      .getByRole('table', { name: "Your cohort's standings" })
      .locator('tr[aria-current="true"]');
    await mine.waitFor();
    expect(await mine.getByRole('rowheader').textContent()).toContain(player.name);
    expect(await mine.locator('.league-zone').textContent()).toBe(zoneWord);
    await session.screenshot('99-league');

    // The admin ends the week: its result is written and the reward paid, then shown in history.
    const week = league!.week.id;
    await graphqlData(admin, 'mutation ($id: Int!) { endLeagueWeekNow(id: $id) { id } }', { id: week });
    await eventually(
      () => myLeague(player.client, week),
      (answer) => answer?.result?.paid === true,
      60_000,
    );
    await page.reload();
    const history = page.getByRole('region', { name: 'My league history' });
    await history.getByText(`${REWARD} VGC · paid`).first().waitFor();
    await history
      .getByText(/^(Promoted to|Stayed in|Demoted to) /)
      .first()
      .waitFor();
    await session.screenshot('100-league-history');
  });

  it('fits a phone', async () => {
    session = await openSession(browser, PHONE);
    const { page } = session;
    page.setDefaultTimeout(TIMEOUT);
    await signIn(session, player);
    await declineCookies(page);
    await page.goto(session.url('/competition/league'));
    await page.getByRole('heading', { name: 'My league history' }).waitFor();
    await page
      .locator('.competition__section')
      .getByText(/league|Hunt this week/)
      .first()
      .waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await session.screenshot('101-league-phone');
  });
});
