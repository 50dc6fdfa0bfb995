/**
 * The admin second factor in the admin web (Debian's Chromium, real stack): a new admin's enrolment
 * with the QR dialog on screen and closable, sign-in with a code, a recovery code that works once, and
 * a password-only session refused admin operations by the server. Screenshots 90 to 93.
 */
import type { Browser, Page } from 'playwright-core';
import { enterSecondFactor, openAdminWeb } from '../kit/adminBrowser';
import { expectClosableDialog, expectDialogOnScreen, launchChromium, openSession } from '../kit/browser';
import type { GatewayClient } from '../kit/gateway';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import { freshTotpCode } from '../kit/secondFactor';
import { stackInfo } from '../kit/stackInfo';

const TIMEOUT = 15_000;

let browser: Browser;
let admin: GatewayClient;
let candidate: TestPlayer;
let secret = '';
let recoveryCodes: string[] = [];

/** A fresh browser profile where the candidate signed in with the password and opened the admin web. */
async function atTheCodeQuestion() {
  const session = await openSession(browser);
  session.page.setDefaultTimeout(TIMEOUT);
  await openAdminWeb(session, candidate.name, candidate.password);
  await session.page.getByRole('heading', { name: 'Admin sign-in: second factor' }).waitFor();
  return session;
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

beforeAll(async () => {
  browser = await launchChromium();
  admin = await adminClient();
  candidate = await activatedPlayer();
  const promoted = await admin.graphql(
    'mutation($input: AdminUserInput!) { adminUpdateUser(input: $input) { id } }',
    {
      input: { id: candidate.id, userRole: 100 },
    },
  );
  expect(promoted.body.errors).toBeUndefined();
});

afterAll(async () => {
  await browser?.close();
});

describe('admin second factor in the admin web', () => {
  it('enrols a new admin: QR dialog on screen and closable, first code, recovery codes, then the admin web', async () => {
    const session = await atTheCodeQuestion();
    const { page } = session;
    const setUp = page.getByRole('button', { name: 'Set up second factor' });
    const dialog = page.getByRole('dialog', { name: 'Set up your second factor' });
    await session.screenshot('90-admin-second-factor-setup');
    await expectClosableDialog(page, async () => {
      await setUp.click();
      return dialog;
    });

    await setUp.click();
    await dialog.waitFor();
    const qr = dialog.getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor();
    const width = await qr.evaluate(async (element) => {
      // An <img>: the tests compile without the DOM's types. A broken data URL would not decode.
      const picture = element as unknown as { decode(): Promise<void>; naturalWidth: number };
      await picture.decode();
      return picture.naturalWidth;
    });
    expect(width).toBeGreaterThan(0);
    await expectDialogOnScreen(page, dialog);
    await session.screenshot('91-admin-second-factor-qr');
    secret = (await dialog.getByLabel('Key').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await dialog.getByLabel('Code from the app').fill(await freshTotpCode(secret, stackInfo().gatewayUrl));
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    const codes = page.getByRole('dialog', { name: 'Your recovery codes' });
    await codes.waitFor();
    const box = (await codes.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    recoveryCodes = await codes.getByRole('listitem').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await session.screenshot('92-admin-recovery-codes');
    await codes.getByRole('button', { name: 'I have saved them' }).click();
    await page.waitForURL(session.url('/admin/user'));

    // The admin sees their own second factor in the user editor.
    await page.goto(session.url(`/admin/user/${candidate.id}`));
    await page.getByText('Second factor: set up (10 recovery codes left)').waitFor();
    expect(session.consoleErrors).toEqual([]);
    await session.close();
  });

  it('signs in with the code after the password', async () => {
    const session = await atTheCodeQuestion();
    await enterSecondFactor(session.page, await freshTotpCode(secret, stackInfo().gatewayUrl));
    await session.page.waitForURL(session.url('/admin/user'));
    await session.page.getByRole('menuitem', { name: 'Users' }).first().waitFor();
    expect(session.consoleErrors).toEqual([]);
    await session.close();
  });

  it('refuses a wrong code, takes a recovery code once, and never opens admin operations without it', async () => {
    const first = await atTheCodeQuestion();
    await enterSecondFactor(first.page, '000000');
    await first.page.getByRole('alert').filter({ hasText: 'Wrong code' }).waitFor();
    await first.screenshot('93-admin-second-factor-wrong-code');
    await enterSecondFactor(first.page, recoveryCodes[0]!);
    await first.page.waitForURL(first.url('/admin/user'));
    expect(first.consoleErrors).toEqual([]);
    await first.close();

    const second = await atTheCodeQuestion();
    await enterSecondFactor(second.page, recoveryCodes[0]!);
    await second.page.getByRole('alert').filter({ hasText: 'Wrong code' }).waitFor();
    expect(second.page.url()).not.toContain('/admin/user');
    // The server, not the screen, refuses this session's admin operations.
    const passwordOnly = admin.withToken(await storedToken(second.page));
    const refused = await passwordOnly.graphql('{ searchUsers(searchString: "a") { id } }');
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('SECOND_FACTOR_REQUIRED');
    expect(second.consoleErrors).toEqual([]);
    await second.close();
  });
});
