/**
 * The Competition area of the player web (issue 35): a player who gained XP this season finds
 * themselves on the season's XP ladder, more than a page of rivals above them; "Me" jumps to their
 * place (their row highlighted), Previous and Next page from there without showing a rank twice,
 * the countdown shows the time left and ticks on, and the screen fits a phone.
 */
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openSession, signIn, type BrowserSession } from '../kit/browser';
import type { GatewayClient } from '../kit/gateway';
import { activatedPlayer, adminClient, registerPlayer, type TestPlayer } from '../kit/players';
import { aroundMe, currentSeason } from '../kit/seasons';
import { setPlayer } from '../kit/shop';
import { eventually } from '../kit/wait';

const TIMEOUT = 20_000;
/** More than a page of the ladder above the player, so "Me" has somewhere to jump. */
const RIVALS = 55;
const PLAYER_XP = 5_000;
const PHONE = { width: 390, height: 844 };

/** Players who gained more XP this season than the player will. */
async function rivals(admin: GatewayClient, count: number): Promise<void> {
  const queue = Array.from({ length: count }, (_, index) => index);
  const worker = async () => {
    for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
      const rival = await registerPlayer();
      await setPlayer(admin, rival, { xp: 2_000_000 + index });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

/** The cookie banner answered, so it covers nothing in the screenshots. */
async function declineCookies(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Decline' }).click();
}

/** The minutes the countdown says are left ('Ends in 27 days, 3 hours, 12 minutes'). */
async function countdownMinutes(page: Page): Promise<number> {
  const label = (await page.getByRole('timer').getAttribute('aria-label')) ?? '';
  const unit = (name: string) => Number(new RegExp(`(\\d+) ${name}s?\\b`).exec(label)?.[1] ?? 0);
  return unit('day') * 1440 + unit('hour') * 60 + unit('minute');
}

/** The ranks the pager says are shown: '56 – 106 of 120' as [56, 106, 120]. */
async function shownRange(page: Page): Promise<number[]> {
  const text = (await page.locator('.ladder__range').textContent()) ?? '';
  return (text.match(/[\d,]+/g) ?? []).map((figure) => Number(figure.replace(/,/g, '')));
}

function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
}

describe('the Competition area', () => {
  let browser: Browser;
  let session: BrowserSession;
  let player: TestPlayer;

  beforeAll(async () => {
    browser = await launchChromium();
    const admin = await adminClient();
    player = await activatedPlayer();
    await rivals(admin, RIVALS);
    await setPlayer(admin, player, { xp: PLAYER_XP });
    // The season ladder follows the events a moment later: the player and every rival on it.
    const settled = await eventually(
      () => aroundMe(player.client, undefined, 0),
      (around) => around.me?.score === PLAYER_XP && around.me.rank > RIVALS,
      60_000,
    );
    expect(settled.me).toMatchObject({ score: PLAYER_XP });
  });
  afterEach(async () => {
    expect(session.consoleErrors).toEqual([]);
    await session.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows the season's ladder, jumps to the player with Me, pages both ways and counts down", async () => {
    session = await openSession(browser);
    const { page } = session;
    page.setDefaultTimeout(TIMEOUT);
    // A clock the test can move on: the countdown is seen to tick without waiting minutes.
    await page.clock.install();
    await signIn(session, player);
    await declineCookies(page);

    await page.getByRole('navigation', { name: 'Game' }).getByRole('link', { name: 'Competition' }).click();
    await page.waitForURL(session.url('/competition/seasons'));
    await page.getByRole('heading', { name: 'Competition', level: 1 }).waitFor();
    const season = await currentSeason(player.client);
    await page.getByRole('heading', { name: `Season ${season.number}`, level: 2 }).waitFor();
    await page
      .getByText(
        'Season scores count XP and Coolness gained since the season started; on equal scores whoever reached it first ranks higher.',
      )
      .waitFor();

    // The countdown: the time left to the season's end, to the minute, and it goes on ticking.
    const timer = page.getByRole('timer');
    await timer.waitFor();
    const left = await countdownMinutes(page);
    expect(Math.abs(left - (season.endsAt - Date.now() / 1000) / 60)).toBeLessThan(2);
    expect(await timer.textContent()).toMatch(/minutes?$/);
    await page.clock.fastForward('03:00');
    await eventually(
      () => countdownMinutes(page),
      (minutes) => minutes <= left - 2,
      5_000,
    );
    expect(await countdownMinutes(page)).toBeLessThanOrEqual(left - 2);

    // The first page: the top 50, without the player, whose place shows above the ladder.
    const ladder = page.getByRole('table', { name: `Season ${season.number}: XP Leaderboard` });
    await ladder.waitFor();
    const me = (await aroundMe(player.client, undefined, 0)).me!;
    await page.getByText(new RegExp(`^Your place: #${me.rank} of [\\d,]+$`)).waitFor();
    const [first, last, total] = await shownRange(page);
    expect([first, last]).toEqual([1, 50]);
    expect(total).toBeGreaterThanOrEqual(me.rank);
    expect(await ladder.locator('tr[aria-current="true"]').count()).toBe(0);
    await session.screenshot('74-competition');

    // Me: the player's neighbourhood, their row highlighted in its middle.
    await page.getByRole('button', { name: 'Me', exact: true }).click();
    const mine = ladder.locator('tr[aria-current="true"]');
    await mine.waitFor();
    expect(await mine.getByRole('rowheader').textContent()).toContain(player.name);
    expect(await mine.locator('.ladder-row__rank').textContent()).toBe(String(me.rank));
    const [from = 0, to = 0] = await shownRange(page);
    expect(from).toBe(me.rank - 25);
    expect(to).toBeGreaterThanOrEqual(me.rank);
    expect(await page.getByRole('button', { name: 'Me', exact: true }).isDisabled()).toBe(true);
    await session.screenshot('75-competition-me');

    // Previous: the ranks right above, none twice; Next comes back to where the jump started.
    await page.getByRole('button', { name: 'Previous' }).click();
    await page
      .locator('.ladder__range')
      .filter({ hasText: new RegExp(`^1 – ${from - 1} of`) })
      .waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .locator('.ladder__range')
      .filter({ hasText: new RegExp(`^${from} – `) })
      .waitFor();
    // The pager names the rows on screen, so the player's row is there now.
    expect(await mine.count()).toBe(1);

    // The Coolness ladder: the player gained none, so there is no place to jump to.
    await page.getByRole('tab', { name: 'Coolness Leaderboard' }).click();
    await page.getByText('Gain Coolness to join this ladder').waitFor();
    expect(await page.getByRole('button', { name: 'Me', exact: true }).isDisabled()).toBe(true);
  });

  it('fits a phone', async () => {
    session = await openSession(browser, PHONE);
    const { page } = session;
    page.setDefaultTimeout(TIMEOUT);
    await signIn(session, player);
    await declineCookies(page);
    await page.goto(session.url('/competition'));
    await page.getByRole('timer').waitFor();
    await page.getByRole('button', { name: 'Me', exact: true }).click();
    await page.locator('tr[aria-current="true"]').waitFor();
    await page.getByRole('heading', { name: 'My history' }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await session.screenshot('76-competition-phone');
  });
});
