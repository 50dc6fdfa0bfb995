/**
 * Reports and sanctions in the browsers (issue 38, docs/sanctions.md): a coven member reports a board
 * message on a phone (a reason from the list and a few words, in a dialog on screen and closable); the
 * admin finds the report in the queue, opens it, takes it and bans the author from coven boards for a
 * day, which resolves it; the author, on a phone, follows the inbox line to the Sanctions page, reads
 * what was decided, why and until when, and appeals once; the appeal is in the admin's queue, and the
 * ban is on the user editor's Sanctions panel. Screenshots 180 to 188.
 */
import type { Browser } from 'playwright-core';
import { ANSWER_INVITATION, INVITE, POST, foundCoven, ok } from '../kit/covens';
import { adminBrowserSession, adminMoves, query } from '../kit/adminBrowser';
import {
  expectClosableDialog,
  expectDialogOnScreen,
  launchChromium,
  openSession,
  screenshotPath,
  signIn,
  type BrowserSession,
} from '../kit/browser';
import { randomIp, type GatewayClient } from '../kit/gateway';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import { eventually } from '../kit/wait';

const PHONE = { width: 390, height: 844 };
const QUEUE = `query ($kind: ReportKind) { reports(kind: $kind, limit: 100) {
  reports { id kind status decision sanctionId text target { userId } } } }`;

interface QueuedReport {
  id: string;
  kind: string;
  status: string;
  decision: string | null;
  sanctionId: string | null;
  text: string;
  target: { userId: string } | null;
}

const queued = async (admin: GatewayClient, kind: string, userId: string) =>
  (await query<{ reports: { reports: QueuedReport[] } }>(admin, QUEUE, { kind })).reports.reports.filter(
    (report) => report.target?.userId === userId,
  );

/** The page of a phone has nothing wider than the screen (no sideways scrolling). */
async function fitsThePhone(session: BrowserSession) {
  const overflow = await session.page.evaluate<number>(
    'document.documentElement.scrollWidth - window.innerWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('reports and sanctions in the browser', () => {
  let browser: Browser;
  let admin: GatewayClient;
  let reporter: TestPlayer;
  let author: TestPlayer;
  const sessions: BrowserSession[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await adminClient();
    [reporter, author] = await Promise.all([activatedPlayer(), activatedPlayer()]);
    // Social knows a new player once identity's event reached it.
    await eventually(
      () =>
        foundCoven(reporter).then(
          () => true,
          () => false,
        ),
      (done) => done,
    );
    const invitation = await ok<{ inviteToCoven: { id: string } }>(reporter.client, INVITE, {
      name: author.name,
    });
    await ok(author.client, ANSWER_INVITATION, { id: invitation.inviteToCoven.id, accept: true });
    await ok(author.client, POST, { body: 'Your hunting is pathetic, go away' });
  });

  afterAll(async () => {
    for (const session of sessions) await session.close();
    await browser?.close();
  });

  it('a member reports a message, the admin bans its author from boards, who sees it and appeals', async () => {
    // The reporter, on a phone: Report opens a dialog with the reasons; it closes every way.
    const player = await openSession(browser, PHONE);
    sessions.push(player);
    await signIn(player, reporter);
    await player.page.goto(player.url('/coven/board'));
    const report = player.page.getByRole('button', { name: `Report the message of ${author.name}` });
    const dialog = player.page.getByRole('dialog', { name: `Report the message of ${author.name}` });
    await expectClosableDialog(player.page, async () => {
      await report.click();
      return dialog;
    });
    await report.click();
    await expectDialogOnScreen(player.page, dialog);
    await dialog.getByLabel('Reason').selectOption({ label: 'Harassment or insults' });
    await dialog.getByLabel(/What happened/).fill('Insults every member who posts');
    await player.screenshot('180-report-dialog-phone-390');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.waitFor({ state: 'detached' });
    await player.page.getByText('Reported', { exact: true }).waitFor();
    await fitsThePhone(player);
    await player.screenshot('181-board-reported-phone-390');

    // The admin: the report in the queue, its page, taken and answered with a board ban.
    const adminSession = await adminBrowserSession(browser);
    sessions.push(adminSession);
    const { page } = adminSession;
    const moves = adminMoves(adminSession);
    const [filed] = await queued(admin, 'MESSAGE', author.id);
    expect(filed).toMatchObject({ status: 'OPEN', text: 'Insults every member who posts' });
    await moves.openScreen('reports');
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    await page.getByRole('link', { name: `#${filed!.id} Message` }).waitFor();
    await adminSession.screenshot('182-admin-reports');
    await page.getByRole('link', { name: `#${filed!.id} Message` }).click();
    await page.getByRole('heading', { name: `Report #${filed!.id}`, level: 1 }).waitFor();
    await page.getByTestId('report-message').getByText('Your hunting is pathetic, go away').waitFor();
    await page.getByRole('button', { name: 'Assign to me' }).click();
    await moves.expectNotification('Assigned to you');
    await page.getByTestId('report-status').getByText('Assigned (admin)').waitFor();
    await moves.choose('Sanction', 'Coven board ban');
    await moves.choose('Lasts', '1 day');
    await page.getByLabel('Note the player reads').fill('Insulting your coven on its board');
    await adminSession.screenshot('183-admin-report-sanction');
    await page.getByRole('button', { name: 'Impose sanction' }).click();
    await moves.expectNotification('Report resolved: sanctioned');
    await page.getByTestId('report-status').getByText('Resolved').waitFor();
    const [resolved] = await queued(admin, 'MESSAGE', author.id);
    expect(resolved).toMatchObject({ status: 'RESOLVED', decision: 'SANCTIONED' });
    expect(resolved!.sanctionId).toBeTruthy();
    // The same page on the admin's phone (the session's sign-in carried over).
    const phoneContext = await browser.newContext({
      viewport: PHONE,
      storageState: await adminSession.context.storageState(),
      extraHTTPHeaders: { 'X-Forwarded-For': randomIp() },
    });
    try {
      const phonePage = await phoneContext.newPage();
      await phonePage.goto(adminSession.url(`/admin/reports/${filed!.id}`));
      await phonePage.getByRole('heading', { name: `Report #${filed!.id}`, level: 1 }).waitFor();
      await phonePage.getByTestId('report-status').getByText('Resolved').waitFor();
      await phonePage.screenshot({
        path: screenshotPath('184-admin-report-phone-390'),
        fullPage: true,
        animations: 'disabled',
      });
      expect(
        await phonePage.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'),
      ).toBeLessThanOrEqual(0);
    } finally {
      await phoneContext.close();
    }

    // The author, on a phone: the inbox line opens the Sanctions page; the board refuses a post.
    const reported = await openSession(browser, PHONE);
    sessions.push(reported);
    await signIn(reported, author);
    const line = reported.page
      .getByRole('list', { name: 'Notifications' })
      .getByRole('button', { name: 'Coven board ban imposed', exact: true });
    // The line follows identity's event through social: the inbox is opened again until it is there.
    await eventually(
      async () => {
        await reported.page.goto(reported.url('/inbox'));
        return line.waitFor({ timeout: 3000 }).then(
          () => true,
          () => false,
        );
      },
      (shown) => shown,
    );
    await line.click();
    await reported.page.waitForURL(reported.url('/sanctions'));
    const card = reported.page.getByRole('listitem', { name: 'Coven board ban' });
    await card.getByText('Insulting your coven on its board').waitFor();
    await card.getByText('Harassment or insults').waitFor();
    await card.getByText(/^Until \d{4}-\d\d-\d\d \d\d:\d\d UTC$/).waitFor();
    await fitsThePhone(reported);
    await reported.screenshot('185-sanctions-phone-390');
    await card.getByLabel(/Appeal \(once\)/).fill('I was joking with a friend, it will not happen again');
    await card.getByRole('button', { name: 'Send appeal' }).click();
    await card.getByText('Waiting for a moderator.').waitFor();
    expect(await card.getByRole('button', { name: 'Send appeal' }).count()).toBe(0);
    await reported.screenshot('186-sanctions-appealed-phone-390');
    await reported.page.goto(reported.url('/coven/board'));
    await reported.page.getByLabel('A message to your coven').fill('Sorry everyone');
    await reported.page.getByRole('button', { name: 'Post', exact: true }).click();
    await reported.page.getByText(/^You are banned from coven boards until /).waitFor();

    // The appeal is in the queue, and the ban on the user editor's Sanctions panel.
    const [appeal] = await eventually(
      () => queued(admin, 'APPEAL', author.id),
      (found) => found.length === 1,
    );
    expect(appeal).toMatchObject({ status: 'OPEN', sanctionId: resolved!.sanctionId });
    await page.goto(adminSession.url('/admin/reports'));
    await page.getByRole('link', { name: `#${appeal!.id} Appeal` }).click();
    await page.getByText('I was joking with a friend, it will not happen again').first().waitFor();
    await page.getByRole('button', { name: 'Uphold' }).waitFor();
    await adminSession.screenshot('187-admin-appeal');
    await page.goto(adminSession.url(`/admin/user/${author.id}`));
    const panel = page.getByRole('region', { name: 'Sanctions' });
    await panel.getByTestId('sanction-row').filter({ hasText: 'Coven board ban' }).waitFor();
    await panel.getByRole('button', { name: 'Lift' }).waitFor();
    await adminSession.screenshot('188-admin-user-sanctions');
    // The refused post of the banned author logged its 403 in that browser; nothing else failed.
    expect(player.consoleErrors).toEqual([]);
    expect(adminSession.consoleErrors).toEqual([]);
  }, 240_000);
});
