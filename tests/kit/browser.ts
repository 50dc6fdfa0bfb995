import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@vh/scripts/lib/chromium';
import { randomIp } from './gateway';
import { stackInfo } from './stackInfo';

/** Screenshots of the main screens, kept as test artefacts. */
const SCREENSHOT_DIR = path.resolve(__dirname, '..', '..', 'test-results', 'screenshots');

/** Where a named screenshot is kept (test-results/screenshots), its folder made. */
export function screenshotPath(name: string): string {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return path.join(SCREENSHOT_DIR, `${name}.png`);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
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
      // Transitions finished: a menu or dialog closing shows as gone, not half faded over the screen.
      await page.screenshot({
        path: screenshotPath(name),
        fullPage: true,
        animations: 'disabled',
      });
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

/**
 * A dialog as a person sees it: wholly inside the viewport and on top of everything, so that a click
 * on its close button reaches that button. Throws naming what is off (a DOM check alone once passed a
 * news popup that sat above the screen, trapped in its header).
 */
export async function expectDialogOnScreen(page: Page, dialog: Locator): Promise<void> {
  const viewport = page.viewportSize()!;
  const box = await dialog.boundingBox();
  if (!box) throw new Error('the dialog is not rendered');
  const inside =
    box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
  if (!inside)
    throw new Error(
      `the dialog at ${JSON.stringify(box)} is not inside the ${viewport.width}×${viewport.height} viewport`,
    );
  const close = await dialog.getByRole('button', { name: 'Close' }).boundingBox();
  if (!close) throw new Error('the dialog has no close button');
  const [x, y] = [close.x + close.width / 2, close.y + close.height / 2];
  const hit = await page.evaluate<string | null>(
    `document.elementFromPoint(${x}, ${y})?.getAttribute('aria-label') ?? null`,
  );
  if (hit !== 'Close') throw new Error(`a click on the close button would hit ${hit ?? 'something else'}`);
}

/**
 * Opens a dialog with `open` three times and closes it each way a person would: Escape, a click
 * outside it, and its close button; each time it is on screen first (expectDialogOnScreen).
 */
export async function expectClosableDialog(page: Page, open: () => Promise<Locator>): Promise<void> {
  const closings: ((dialog: Locator) => Promise<void>)[] = [
    () => page.keyboard.press('Escape'),
    () => page.mouse.click(2, 2),
    (dialog) => dialog.getByRole('button', { name: 'Close' }).click(),
  ];
  for (const close of closings) {
    const dialog = await open();
    await dialog.waitFor();
    await expectDialogOnScreen(page, dialog);
    await close(dialog);
    await dialog.waitFor({ state: 'detached' });
  }
}

/** Clicks a button that downloads a file, and reads the file the browser saved. */
export async function downloadedBy(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: fs.readFileSync(file, 'utf8') };
}
