/**
 * "Delete my account" in Debian's Chromium against the real stack: the profile asks for the current
 * password and mails a link; the link's page asks once more and deletes the account; the session is
 * over at once.
 */
import type { Browser, Page } from 'playwright-core';
import { type BrowserSession, launchChromium, openSession, signIn } from '../kit/browser';
import { linkToken, waitForMail } from '../kit/mailbox';
import { activatedPlayer, type TestPlayer } from '../kit/players';

describe('deleting my account in the browser', () => {
  let browser: Browser;
  let session: BrowserSession;
  let page: Page;
  let player: TestPlayer;

  beforeAll(async () => {
    player = await activatedPlayer();
    browser = await launchChromium();
    session = await openSession(browser);
    page = session.page;
    page.setDefaultTimeout(30_000);
    await signIn(session, player);
  });

  afterAll(async () => {
    const consoleErrors = session?.consoleErrors ?? [];
    await session?.close();
    await browser?.close();
    expect(consoleErrors).toEqual([]);
  });

  it('asks for the password, mails a link, and deletes the account from it', async () => {
    await page.goto(session.url('/profile'));
    const form = page.getByRole('form', { name: 'Delete my account' });
    await form.getByLabel('Current password').fill('not my password');
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await form.getByRole('alert').filter({ hasText: 'The current password is wrong' }).waitFor();

    await form.getByLabel('Current password').fill(player.password);
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: 'We have sent you a mail: open its link within 24 hours to delete your account.' })
      .waitFor();
    await form.scrollIntoViewIfNeeded();
    await session.screenshot('96-profile-delete-account');

    const mail = await waitForMail(player.email, 'Delete your Vampire Hunt account');
    const link = session.url(`/deleteAccount/${linkToken(mail, 'deleteAccount')}`);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Delete your account?' }).waitFor();
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await page.getByRole('heading', { name: 'Your account has been deleted.' }).waitFor();
    await session.screenshot('97-account-deleted');

    expect((await player.client.get('/api/clientUser/getme')).status).toBe(401);
    await page.getByRole('link', { name: 'Back to the start page' }).click();
    await page
      .getByRole('link', { name: /log ?in/i })
      .first()
      .waitFor();

    // The link works once.
    await page.goto(link);
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'This account deletion link is invalid, already used or expired' })
      .waitFor();
  });
});
