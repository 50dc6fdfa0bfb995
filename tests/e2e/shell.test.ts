/**
 * The route shell around the game: visitor pages, role gating, token handling, and the game on a
 * phone-sized screen (Debian's Chromium against the real stack).
 */
import type { Browser, Page } from 'playwright-core';
import {
  expectClosableDialog,
  launchChromium,
  openSession,
  signIn,
  type BrowserSession,
} from '../kit/browser';
import { linkToken, waitForMail } from '../kit/mailbox';
import { activatedPlayer, registerPlayer } from '../kit/players';

const TIMEOUT = 15_000;

async function logIn(page: Page, name: string, password: string) {
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

describe('the route shell', () => {
  let browser: Browser;
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  beforeEach(async () => {
    session = await openSession(browser);
    page = session.page;
    page.setDefaultTimeout(TIMEOUT);
  });
  afterEach(async () => {
    expect(session.consoleErrors).toEqual([]);
    await session.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows visitors the landing page, the version and the imprint in English and German', async () => {
    await page.goto(session.url('/'));
    await page.getByText('Version: 0.1.0').waitFor();
    await page.getByRole('link', { name: 'Imprint' }).click();
    await page.getByRole('heading', { name: 'Imprint' }).waitFor();
    await page.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
    await page.getByText('deleted within 7 days', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { name: 'Impressum' }).waitFor();
    await page.getByRole('heading', { name: 'Datenschutzerklärung' }).waitFor();
    await session.screenshot('20-imprint-de');
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await page.getByText('Play now:').waitFor();
    // The cookie banner stays until a choice is made; Decline is remembered too.
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.reload();
    await page.getByText('Play now:').waitFor();
    expect(await page.getByRole('button', { name: 'Decline' }).count()).toBe(0);
  });

  it('shows a player whose account is not activated only the activation page', async () => {
    const player = await registerPlayer();
    await page.goto(session.url('/login'));
    await logIn(page, player.name, player.password);
    await page.getByRole('heading', { name: 'Your account needs activation' }).waitFor();
    expect(await page.getByRole('link', { name: 'HUNT', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Resend Activation Link' }).click();
    await page.getByRole('status').or(page.getByRole('alert')).first().waitFor();
    await page.goto(session.url('/inventory'));
    await page.getByRole('heading', { name: 'Your account needs activation' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Play now:').waitFor();
  });

  it('activates the account of a player signed in before activating, once, in the same browser', async () => {
    const player = await registerPlayer();
    await page.goto(session.url('/login'));
    await logIn(page, player.name, player.password);
    await page.getByRole('heading', { name: 'Your account needs activation' }).waitFor();
    const mail = await waitForMail(player.email, 'Activate');
    await page.goto(session.url(`/activateAccount/${linkToken(mail, 'activateAccount')}`));
    const activated = page.getByRole('heading', {
      name: 'Your account has been activated! You can now log in.',
    });
    await activated.waitFor();
    // The session it ended must not send the used link again and replace the answer with a failure.
    await page.waitForTimeout(1500);
    expect(await activated.isVisible()).toBe(true);
    expect(await page.getByText('already used', { exact: false }).count()).toBe(0);
    await session.screenshot('21-activated-signed-in');
  });

  for (const [screen, viewport] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    it(`opens news in a popup wholly on a ${screen} screen, closed by Escape, a click outside or ×`, async () => {
      await session.close();
      session = await openSession(browser, viewport);
      page = session.page;
      page.setDefaultTimeout(TIMEOUT);
      await signIn(session, await activatedPlayer());
      const news = page.locator('[aria-label="News"]');
      await expectClosableDialog(page, async () => {
        await news.locator('.carousel__item').click();
        return page.getByRole('dialog');
      });
      await news.locator('.carousel__item').click();
      await session.screenshot(`22-news-popup-${screen}`);
      await page.keyboard.press('Escape');
    });
  }

  it('removes an undecodable token, and logs out when the server refuses a token', async () => {
    await page.goto(session.url('/'));
    await page.evaluate("localStorage.setItem('token', 'not a token')");
    await page.reload();
    await page.getByText('Play now:').waitFor();
    expect(await page.evaluate("localStorage.getItem('token')")).toBeNull();

    // Well formed and unexpired, but not signed by identity: the first call answers 401.
    const claims = {
      sub: '00000000-0000-0000-0000-000000000000',
      name: 'forger',
      role: 'user',
      exp: 4102444800,
    };
    const forged = ['{"alg":"ES256","typ":"JWT"}', JSON.stringify(claims), 'signature']
      .map((part, index) => (index < 2 ? Buffer.from(part).toString('base64url') : part))
      .join('.');
    await page.evaluate(`localStorage.setItem('token', ${JSON.stringify(forged)})`);
    await page.goto(session.url('/inventory'));
    await page.getByText('Play now:').waitFor();
    expect(await page.evaluate("localStorage.getItem('token')")).toBeNull();
    // The refused call is the only console error: the browser reports the 401 itself.
    expect(session.consoleErrors.every((error) => error.includes('401 (Unauthorized)'))).toBe(true);
    session.consoleErrors.length = 0;
  });

  it('plays on a phone-sized screen: home, an armoury tab, the treasury and the coffin hunt', async () => {
    await session.close();
    session = await openSession(browser, { width: 390, height: 844 });
    page = session.page;
    page.setDefaultTimeout(TIMEOUT);
    const player = await activatedPlayer();
    await page.goto(session.url('/login'));
    await logIn(page, player.name, player.password);
    await page.getByRole('button', { name: 'Start hunting' }).click();
    await page.getByRole('link', { name: 'HUNT', exact: true }).waitFor();
    await session.screenshot('30-phone-home');

    await page.goto(session.url('/armory'));
    await page.getByRole('heading', { name: 'Armory' }).waitFor();
    await page.getByRole('tab', { name: 'Feet' }).click();
    await page.locator('[data-testid^="item-"]').first().waitFor();
    await session.screenshot('31-phone-armory');

    await page.goto(session.url('/treasury'));
    await page.getByRole('tab', { name: 'Achievements' }).click();
    await page.getByRole('button', { name: 'CLAIM' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'CLAIM' }).first().isDisabled()).toBe(true);
    await session.screenshot('32-phone-treasury');

    // A new player has no coffin: the server's refusal shows under the Error heading.
    await page.goto(session.url('/coffinhunt/'));
    await page.getByRole('heading', { name: 'Error' }).waitFor();
    await session.screenshot('33-phone-coffin-refused');
  });
});
