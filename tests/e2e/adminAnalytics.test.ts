/**
 * The analytics viewer at /admin/analytics (spec 002 section 2.10, and the charts beyond it) in
 * Debian's Chromium. Today's record is made the way the game makes it, from events: a player
 * registers, hunts, buys a package and subscribes through the payment sandbox; the analytics service
 * counts them and its daily job (every second on the test stack) writes the record. The screen's
 * values are checked against the API.
 */
import type { Browser, Page } from 'playwright-core';
import { adminBrowserSession, adminMoves, query } from '../kit/adminBrowser';
import { launchChromium, type BrowserSession } from '../kit/browser';
import { huntToEnd } from '../kit/game';
import type { GatewayClient } from '../kit/gateway';
import { boughtThroughSandbox, packageNamed } from '../kit/payments';
import { activatedPlayer, adminClient } from '../kit/players';
import { eventually } from '../kit/wait';

interface ApiRecord {
  id: number;
  timestamp: number;
  users: number;
  usersActiveWeek: number;
  usersActiveMonth: number;
  usersActive: number;
  silverSubsActive: number;
  goldSubsActive: number;
  platSubsActive: number;
  purchases: { packageId: number; amount: number }[];
}

const RECORDS = `query {
  analyticsRecords(limit: 5) {
    id timestamp users usersActiveWeek usersActiveMonth usersActive
    silverSubsActive goldSubsActive platSubsActive purchases { packageId amount }
  }
}`;

/** The detail's values in the spec's order: the field's source and label, the API's value. */
const DETAIL_FIELDS: [source: keyof ApiRecord, label: string][] = [
  ['id', 'ID'],
  ['users', 'Users'],
  ['usersActiveWeek', 'Users Last7days'],
  ['usersActiveMonth', 'Users Month'],
  ['usersActive', 'Active Users'],
  ['silverSubsActive', 'Silver Subs Active'],
  ['goldSubsActive', 'Gold Subs Active'],
  ['platSubsActive', 'Platinum Subs Active'],
];

const today = () => new Date().toISOString().slice(0, 10);

async function todaysRecord(admin: GatewayClient): Promise<ApiRecord | undefined> {
  const { analyticsRecords } = await query<{ analyticsRecords: ApiRecord[] }>(admin, RECORDS);
  const newest = analyticsRecords[0];
  return newest && new Date(newest.timestamp * 1000).toISOString().slice(0, 10) === today()
    ? newest
    : undefined;
}

describe('the admin analytics viewer', () => {
  let browser: Browser;
  let session: BrowserSession;
  let page: Page;
  let admin: GatewayClient;
  let bundle: { id: number; usd: number };

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await adminClient();
    const buyer = await activatedPlayer();
    await huntToEnd(buyer.client);
    bundle = await packageNamed(buyer.client, 'Bat Hex Bundle');
    await boughtThroughSandbox(buyer.client, bundle.id);
    await boughtThroughSandbox(buyer.client, (await packageNamed(buyer.client, 'Silver Subscription')).id);
    // The consumer counts the events and the job writes today's record a moment later.
    const record = await eventually(
      () => todaysRecord(admin),
      (found) =>
        Boolean(
          found &&
          found.usersActive > 0 &&
          found.silverSubsActive > 0 &&
          found.purchases.some((line) => line.packageId === bundle.id),
        ),
    );
    expect(record?.purchases.some((line) => line.packageId === bundle.id)).toBe(true);
    session = await adminBrowserSession(browser);
    page = session.page;
  }, 120_000);

  afterEach(() => {
    const errors = session?.consoleErrors.splice(0) ?? [];
    expect(errors).toEqual([]);
  });

  afterAll(async () => {
    await session?.close();
    await browser?.close();
  });

  /** A detail value as shown beneath its label. */
  async function shown(source: string): Promise<string> {
    const text = await page.locator(`.ra-field-${source}`).innerText();
    return text.split('\n').pop()!.trim();
  }

  it("lists the daily records and shows today's detail and purchases as the API has them", async () => {
    await adminMoves(session).openScreen('analytics');
    await page.getByText('Select a day to see details').waitFor();
    await page.getByRole('row').filter({ hasText: today() }).first().click();
    await page.waitForURL(/\/admin\/analytics\/\d+\/show$/);
    await page.getByRole('heading', { name: 'Analytics Detail' }).waitFor();

    const record = (await todaysRecord(admin))!;
    await page
      .locator('.ra-field-id')
      .filter({ hasText: String(record.id) })
      .waitFor();
    for (const [source, label] of DETAIL_FIELDS) {
      expect(await page.locator(`.ra-field-${source}`).innerText()).toContain(label);
      expect(Number((await shown(source)).replace(/,/g, ''))).toBe(record[source]);
    }
    expect(await shown('timestamp')).toBe(`${today()} 00:00:00 UTC`);

    const purchases = page.locator('.ra-field-purchases');
    expect(await purchases.getByRole('columnheader').allInnerTexts()).toEqual([
      'Package ID',
      'Name',
      'Price',
      'Amount',
    ]);
    const bought = record.purchases.find((line) => line.packageId === bundle.id)!;
    const row = purchases.getByRole('row').filter({ hasText: 'Bat Hex Bundle' });
    expect((await row.getByRole('cell').allInnerTexts()).map((cell) => cell.trim())).toEqual([
      String(bundle.id),
      'Bat Hex Bundle',
      `$${bundle.usd.toFixed(2)}`,
      String(bought.amount),
    ]);
    await session.screenshot('48-admin-analytics');
  });

  it('charts users, active users, subscriptions by tier and purchases by package over a chosen range', async () => {
    const figure = (name: string) => page.getByRole('figure', { name, exact: true });
    // Lazily loaded with the charts library: each chart draws its series as SVG (x-charts 9's classes:
    // MuiLineChart-line and -area per series, MuiBarChart-element per bar).
    await figure('Users').locator('svg .MuiLineChart-line').first().waitFor({ state: 'attached' });
    expect(await figure('Active users').locator('svg .MuiLineChart-line').count()).toBe(3);
    expect(await figure('Subscriptions by tier').locator('svg .MuiLineChart-area').count()).toBe(3);
    const purchases = figure('Purchases by package');
    // Days without a purchase draw bars of no height: a bought package draws a visible one.
    await purchases.locator('svg .MuiBarChart-element').filter({ visible: true }).first().waitFor();
    await purchases.getByText('Bat Hex Bundle').first().waitFor();

    const range = page.getByRole('group', { name: 'Date range' });
    expect(await range.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await range.getByRole('button', { name: 'Last 90 days' }).click();
    expect(await range.getByRole('button', { name: 'Last 90 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await figure('Users').locator('svg .MuiLineChart-line').first().waitFor({ state: 'attached' });
    await session.screenshot('49-admin-analytics-charts');
  });

  it('counts in whole numbers on every axis, also over days without a subscription', async () => {
    // The same records with no subscription on any day: an axis of zeros only.
    await page.route('**/graphql', async (route) => {
      const operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
      if (operation !== 'AdminAnalyticsRecords') return route.fallback();
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: { analyticsRecords: Record<string, unknown>[] } };
      for (const record of body.data.analyticsRecords)
        Object.assign(record, { silverSubsActive: 0, goldSubsActive: 0, platSubsActive: 0 });
      await route.fulfill({ response: answer, json: body });
    });
    try {
      await page.reload();
      const tiers = page.getByRole('figure', { name: 'Subscriptions by tier', exact: true });
      await tiers.locator('svg .MuiLineChart-area').first().waitFor({ state: 'attached' });
      const ticks = await page
        .getByRole('figure')
        .locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')
        .allTextContents();
      expect(ticks.length).toBeGreaterThan(0);
      expect(ticks.filter((tick) => !/^\d+$/.test(tick.trim()))).toEqual([]);
      expect(
        await tiers.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel').allTextContents(),
      ).toEqual(expect.arrayContaining(['0', '1']));
      await session.screenshot('49-admin-analytics-no-subscriptions');
    } finally {
      await page.unroute('**/graphql');
    }
  });
});
