/**
 * The currency ledger in Debian's Chromium (docs/ledger.md): the player's "Where my currency went"
 * (the flow by source over 7 and 30 days, every change by page, filtered), on a desktop and on a
 * phone, and the admin web's "Currency ledger" of the user editor, filtered and paged.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { adminSuite } from '../kit/adminBrowser';
import { launchChromium, openSession, signIn, type BrowserSession } from '../kit/browser';
import { exchange } from '../kit/exchange';
import { huntToEnd, pastRepeatWindow, resetCooldown } from '../kit/game';
import type { GatewayClient } from '../kit/gateway';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import { buySell, setPlayer, shop } from '../kit/shop';
import { eventually } from '../kit/wait';

const GOLD = 'VGC';
/** More rows than a page of either screen (the player's 20, the admin's 25). */
const SMALL_CREDITS = 26;

/** A player with hunts, an admin's edit, a purchase and many small credits in the ledger. */
async function playerWithHistory(admin: GatewayClient): Promise<TestPlayer> {
  const player = await activatedPlayer();
  for (let hunt = 0; hunt < 2; hunt += 1) {
    await resetCooldown(admin, player.id);
    await huntToEnd(player.client);
    await pastRepeatWindow();
  }
  await setPlayer(admin, player, { currencies: [{ name: GOLD, value: 10_000 }] });
  const bait = (await shop(player.client, 'GetJewel')).body.find((item) =>
    item.price.some((entry) => entry.shortName === GOLD),
  )!;
  const bought = await buySell(player.client, bait.id, 10);
  if (!bought.body.success) throw new Error(`purchase failed: ${bought.text}`);
  for (let credit = 0; credit < SMALL_CREDITS; credit += 1) {
    await exchange(
      { userId: player.id, currencies: [{ shortName: GOLD, delta: credit + 1 }], items: [] },
      'tests',
    );
  }
  return player;
}

/** The locator's count once it reached `count` (or the last one seen, when it never did). */
const countOf = (locator: Locator, count: number) =>
  eventually(
    () => locator.count(),
    (seen) => seen === count,
    10_000,
  );

/** The first row's text once it is no longer `before` (the next page arrived), or the last one seen. */
const firstRowOtherThan = (rows: Locator, before: string | null) =>
  eventually(
    () => rows.first().textContent(),
    (text) => text !== before,
    10_000,
  );

/** Answers the cookie banner (a first visit shows it over the page's lower part). */
async function declineCookies(page: Page) {
  await page
    .getByRole('complementary', { name: 'Cookie consent' })
    .getByRole('button', { name: 'Decline' })
    .click();
}

/** How far the page is wider than the screen (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

describe("the player's Where my currency went", () => {
  let browser: Browser;
  let session: BrowserSession;
  let player: TestPlayer;

  beforeAll(async () => {
    player = await playerWithHistory(await adminClient());
    browser = await launchChromium();
  });
  afterEach(async () => {
    expect(session.consoleErrors).toEqual([]);
    await session.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows each currency by source over 7 and 30 days, and every change a page at a time', async () => {
    session = await openSession(browser);
    const { page } = session;
    page.setDefaultTimeout(20_000);
    await signIn(session, player);
    await declineCookies(page);
    await page.getByRole('link', { name: 'Where my currency went' }).click();
    await page.getByRole('heading', { name: 'Where my currency went' }).waitFor();

    const gold = page.locator(`.wallet-flow[data-currency="${GOLD}"]`);
    await gold.waitFor();
    // The sources that moved gold today: the admin's edit, the purchase and the small credits.
    for (const source of ['ADMIN_GRANT', 'MERCHANT', 'OTHER']) {
      await gold.locator(`.wallet-bar[data-source="${source}"]`).waitFor();
    }
    await expect(
      gold.locator('.wallet-bar[data-source="MERCHANT"] .wallet-flow__out').textContent(),
    ).resolves.toMatch(/^-\d/);
    await expect(gold.locator('.wallet-flow__balance').textContent()).resolves.toMatch(/\d/);
    await session.screenshot('150-wallet-7-days');

    await page.getByRole('tab', { name: '30 days' }).click();
    await expect(page.getByRole('tab', { name: '30 days' }).getAttribute('aria-selected')).resolves.toBe(
      'true',
    );
    await gold.getByText('30 days ago:').waitFor();

    // Every change: 20 a page, newest first, the older page by its cursor, and back.
    const rows = page.getByRole('list', { name: 'Changes' }).locator('.wallet-row');
    await expect(rows.count()).resolves.toBe(20);
    const first = await rows.first().textContent();
    expect(first).toContain(`+${SMALL_CREDITS}`);
    await page.getByRole('button', { name: 'Older' }).click();
    await page.getByText('Page 2').waitFor();
    const older = await firstRowOtherThan(rows, first);
    expect(older).not.toBe(first);
    expect(older).not.toContain(`+${SMALL_CREDITS}`);
    await page.getByRole('button', { name: 'Newer' }).click();
    await page.getByText('Page 1').waitFor();
    expect(await firstRowOtherThan(rows, older)).toBe(first);

    // Filtered to the merchants: the purchase alone.
    await page.getByRole('combobox', { name: 'Source' }).selectOption({ label: 'Merchants' });
    expect(await countOf(rows, 1)).toBe(1);
    await expect(rows.first().getAttribute('data-source')).resolves.toBe('MERCHANT');
    await expect(page.getByRole('button', { name: 'Older' }).isDisabled()).resolves.toBe(true);
    await session.screenshot('151-wallet-history-merchants');
  });

  it('fits a phone: nothing scrolls sideways, the cards and rows stack', async () => {
    session = await openSession(browser, { width: 390, height: 844 });
    const { page } = session;
    page.setDefaultTimeout(20_000);
    await signIn(session, player);
    await declineCookies(page);
    await page.goto(session.url('/wallet'));
    await page.locator(`.wallet-flow[data-currency="${GOLD}"] .wallet-bar`).first().waitFor();
    await page.getByRole('list', { name: 'Changes' }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await session.screenshot('152-wallet-phone-390');
  });
});

describe("the admin web's currency ledger of a user", () => {
  const suite = adminSuite();
  let player: TestPlayer;

  beforeAll(async () => {
    player = await playerWithHistory(suite.admin);
  });

  it('lists the rows newest first, 25 a page, filtered by source and currency', async () => {
    const { page, session } = suite;
    await page.goto(session.url(`/admin/user/${player.id}`));
    const ledger = page.getByRole('region', { name: 'Currency ledger' });
    const rows = ledger.getByTestId('ledger-row');
    expect(await countOf(rows, 25)).toBe(25);
    await expect(rows.first().textContent()).resolves.toContain(`+${SMALL_CREDITS}`);
    await expect(rows.first().textContent()).resolves.toContain('Other');
    await ledger.scrollIntoViewIfNeeded();
    await session.screenshot('153-admin-user-ledger');

    const first = await rows.first().textContent();
    await ledger.getByRole('button', { name: 'Older' }).click();
    await ledger.getByText('Page 2').waitFor();
    const older = await firstRowOtherThan(rows, first);
    expect(older).not.toBe(first);
    expect(older).not.toContain(`+${SMALL_CREDITS}`);

    // An admin's edit of the balance, alone under its source, with the balance it set.
    await ledger.getByLabel('Source').click();
    await page.getByRole('option', { name: 'Admin changes', exact: true }).click();
    await ledger.getByText('Page 1').waitFor();
    expect(await countOf(rows, 1)).toBe(1);
    await expect(rows.first().textContent()).resolves.toContain('10,000');
    await expect(ledger.getByRole('button', { name: 'Older' }).isDisabled()).resolves.toBe(true);

    // A source that moved nothing: no rows.
    await ledger.getByRole('button', { name: 'Clear filters' }).click();
    await ledger.getByLabel('Source').click();
    await page.getByRole('option', { name: 'Travel', exact: true }).click();
    await ledger.getByText('No ledger rows match').waitFor();
    await session.screenshot('154-admin-user-ledger-filtered');
  });
});
