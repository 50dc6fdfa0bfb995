import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { randomIp } from './gateway';
import { stackInfo } from './stackInfo';

/** Screenshots of the main screens, kept as test artefacts. */
const SCREENSHOT_DIR = path.resolve(__dirname, '..', '..', 'test-results', 'screenshots');

// Debian's Chromium run as root in a container: no sandbox, no GPU, nothing phoning home.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions of every page of the session. */
  consoleErrors: string[];
  url(route: string): string;
  screenshot(name: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A fresh browser profile on the test stack's gateway, as one player on one device. `origin` is the
 * gateway's address by default; 'public' uses the stack's public origin, where the payment provider
 * sends players back (local storage, and so the login, belongs to one origin).
 */
export async function openSession(
  browser: Browser,
  viewport = { width: 1366, height: 900 },
  origin: 'gateway' | 'public' = 'gateway',
): Promise<BrowserSession> {
  // Its own client address, so the gateway's per-IP limits of one test do not hit another.
  const context = await browser.newContext({ viewport, extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  const base = origin === 'public' ? stackInfo().publicOrigin : stackInfo().gatewayUrl;
  return {
    context,
    page,
    consoleErrors,
    url: (route) => `${base}${route}`,
    screenshot: async (name) => {
      fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
    },
    close: () => context.close(),
  };
}

/** Signs a player in on the login page and closes the welcome dialog of their first visit. */
export async function signIn(
  session: BrowserSession,
  player: { name: string; password: string },
): Promise<void> {
  const { page } = session;
  await page.goto(session.url('/login'));
  await page.getByLabel('Username').fill(player.name);
  await page.getByLabel('Password').fill(player.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome, hunter' });
  await welcome.getByRole('button', { name: 'Start hunting' }).click();
  await welcome.waitFor({ state: 'detached' });
}
