/**
 * The admin web in a browser: the seeded admin's sign-in through the player web, and the moves every
 * admin screen test makes (open a screen, read a notification, pick an option, read through the API).
 */
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openSession, type BrowserSession } from './browser';
import type { GatewayClient } from './gateway';
import { ADMIN_NAME, adminClient, adminPassword } from './players';
import { adminTotpSecret, freshTotpCode } from './secondFactor';
import { stackInfo } from './stackInfo';

const ADMIN_TIMEOUT = 15_000;

export type Row = Record<string, unknown> & { id: number };

export async function logIn(page: Page, name: string, password: string) {
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

/** The admin web's question after the password: a code (or a recovery code) and Verify. */
export async function enterSecondFactor(page: Page, code: string) {
  await page.getByRole('heading', { name: 'Admin sign-in: second factor' }).waitFor();
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Signs in on the player web (password) and follows its Admin link to the admin web's code question. */
export async function openAdminWeb(session: BrowserSession, name: string, password: string) {
  const { page } = session;
  await page.goto(session.url('/login'));
  await logIn(page, name, password);
  const welcome = page.getByRole('dialog', { name: 'Welcome, hunter' });
  await welcome.getByRole('button', { name: 'Start hunting' }).click();
  await welcome.waitFor({ state: 'detached' });
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
}

/** A fresh browser session signed in as the seeded admin (password, then code), on /admin/user. */
export async function adminBrowserSession(browser: Browser): Promise<BrowserSession> {
  const session = await openSession(browser);
  session.page.setDefaultTimeout(ADMIN_TIMEOUT);
  await openAdminWeb(session, ADMIN_NAME, adminPassword());
  await enterSecondFactor(session.page, await freshTotpCode(adminTotpSecret(), stackInfo().gatewayUrl));
  await session.page.waitForURL(session.url('/admin/user'));
  return session;
}

/** The moves of admin screen tests on one signed-in session. */
export type AdminMoves = ReturnType<typeof adminMoves>;

export function adminMoves(session: BrowserSession) {
  const { page } = session;
  return {
    /** Follows the menu link to a route as the spec names it (the link's text is the screen's label). */
    async openScreen(route: string) {
      await page.locator(`a[role="menuitem"][href="/admin/${route}"]`).click();
      await page.waitForURL(session.url(`/admin/${route}`));
    },
    /**
     * The variables of the next call of a GraphQL operation the page sends (what the form sent, which
     * the API's answer cannot tell apart when the server fills in a default).
     */
    async sentVariables(operation: string, send: () => Promise<void>): Promise<Record<string, unknown>> {
      const [request] = await Promise.all([
        page.waitForRequest(
          (candidate) =>
            candidate.url().endsWith('/graphql') &&
            (candidate.postDataJSON() as { operationName?: string } | null)?.operationName === operation,
        ),
        send(),
      ]);
      return (request.postDataJSON() as { variables: Record<string, unknown> }).variables;
    },
    /** react-admin's notification of a call: the server's own message on failure. */
    async expectNotification(text: string | RegExp) {
      await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
    },
    /** A refused GraphQL call answers its status: the browser logs that failed request itself. */
    forgiveRefusals(status: number) {
      expect(session.consoleErrors.every((error) => error.includes(String(status)))).toBe(true);
      session.consoleErrors.length = 0;
    },
    async choose(label: string, option: string) {
      await page.getByLabel(label, { exact: true }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    },
  };
}

/** Reads through the API what the screens changed (the admin's own token, any operation). */
export async function query<T>(
  admin: GatewayClient,
  document: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = await admin.graphql<T>(document, variables);
  if (!answer.body.data) throw new Error(`query failed: ${answer.text}`);
  return answer.body.data;
}

export async function entries(admin: GatewayClient, listField: string, fields: string): Promise<Row[]> {
  const data = await query<Record<string, Row[]>>(admin, `{ ${listField} { id ${fields} } }`);
  return data[listField]!;
}

interface AdminSuite {
  browser: Browser;
  session: BrowserSession;
  page: Page;
  admin: GatewayClient;
  moves: AdminMoves;
}

/**
 * The hooks of an admin screen suite: one browser and one session signed in as the seeded admin for
 * the whole file, the admin's API client, and each test answering for its own console errors. The
 * fields are set in its beforeAll, which runs before the suite's own.
 */
export function adminSuite(): AdminSuite {
  const suite = {} as AdminSuite;
  beforeAll(async () => {
    suite.browser = await launchChromium();
    suite.admin = await adminClient();
    suite.session = await adminBrowserSession(suite.browser);
    suite.page = suite.session.page;
    suite.moves = adminMoves(suite.session);
  });
  afterEach(() => {
    expect(suite.session.consoleErrors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await suite.session?.close();
    await suite.browser?.close();
  });
  return suite;
}
