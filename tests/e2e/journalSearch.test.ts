/**
 * The journal that remembers, in Debian's Chromium against the real stack: a long history read page
 * by page with "Older entries", filtered by type and hunting ground, searched, a reversed date range
 * refused on the spot, and the journal exported as CSV and JSON (the downloaded files are read).
 */
import type { Browser, Page } from 'playwright-core';
import { type BrowserSession, downloadedBy, launchChromium, openSession, signIn } from '../kit/browser';
import { huntToEnd, me } from '../kit/game';
import { historyMessage, writeJournalHistory } from '../kit/journal';
import { activatedPlayer, type TestPlayer } from '../kit/players';

const TIMEOUT = 30_000;
const HISTORY = 45;
/** Every tenth history entry is a system message. */
const MESSAGES = 5;

const entries = (page: Page) => page.locator('[data-testid="journal-entry"]');

/** Waits until the journal shows exactly `count` entries (the list grows or shrinks to it). */
async function showsEntries(page: Page, count: number): Promise<void> {
  await entries(page)
    .nth(count - 1)
    .waitFor();
  await entries(page).nth(count).waitFor({ state: 'detached' });
}

const downloaded = (page: Page, button: string) =>
  downloadedBy(page, page.getByRole('button', { name: button, exact: true }));

describe('the journal in the browser', () => {
  let browser: Browser;
  let session: BrowserSession;
  let page: Page;
  let player: TestPlayer;
  let groundName: string;
  /** What the real hunt wrote: its fight, and a rank up if one came with it. */
  let recent: number;

  beforeAll(async () => {
    player = await activatedPlayer();
    await me(player.client);
    await writeJournalHistory(player.id, HISTORY, Math.floor(Date.now() / 1000) - 200 * 24 * 3600);
    await huntToEnd(player.client);
    groundName = (await me(player.client)).currentHuntingGround!.name;
    const all = await player.client.get<unknown[]>('/api/journal/export?format=json');
    recent = all.body.length - HISTORY;

    browser = await launchChromium();
    session = await openSession(browser);
    page = session.page;
    page.setDefaultTimeout(TIMEOUT);
    await signIn(session, player);
  });

  afterAll(async () => {
    const consoleErrors = session?.consoleErrors ?? [];
    await session?.close();
    await browser?.close();
    expect(consoleErrors).toEqual([]);
  });

  it('reads the whole history with "Older entries"', async () => {
    await page.goto(session.url('/journal'));
    await showsEntries(page, 20);
    await session.screenshot('80-journal');
    const older = page.getByRole('button', { name: 'Older entries' });
    await older.click();
    await showsEntries(page, 40);
    await older.click();
    await showsEntries(page, HISTORY + recent);
    await older.waitFor({ state: 'detached' });
  });

  it('filters by type and hunting ground, and searches', async () => {
    const filters = page.getByRole('search');
    await filters.getByLabel('Entries', { exact: true }).selectOption({ label: 'Messages' });
    await showsEntries(page, MESSAGES);
    expect(await page.locator('[data-testid="journal-entry"]:not([data-type="4"])').count()).toBe(0);

    await filters.getByLabel('Search', { exact: true }).fill('night 10:');
    await page.getByText(historyMessage(10)).waitFor();
    await showsEntries(page, 1);
    await session.screenshot('81-journal-search');

    await filters.getByRole('button', { name: 'Clear' }).click();
    await filters.getByLabel('Hunting ground', { exact: true }).selectOption({ label: groundName });
    // The search list also held one entry: wait for the fight before counting.
    await page.locator('[data-testid="journal-entry"][data-type="1"]').first().waitFor();
    await showsEntries(page, 1);
    await session.screenshot('82-journal-ground');
  });

  it('says at once when the date range is reversed', async () => {
    const filters = page.getByRole('search');
    await filters.getByRole('button', { name: 'Clear' }).click();
    await filters.getByLabel('From', { exact: true }).fill('2026-03-02');
    await filters.getByLabel('To', { exact: true }).fill('2026-03-01');
    await page.getByRole('alert').filter({ hasText: 'The "from" date is after the "to" date' }).waitFor();
    await filters.getByRole('button', { name: 'Clear' }).click();
    await entries(page).first().waitFor();
  });

  it('exports the filtered journal as CSV and the whole of it as JSON', async () => {
    const filters = page.getByRole('search');
    await filters.getByLabel('Entries', { exact: true }).selectOption({ label: 'Messages' });
    await showsEntries(page, MESSAGES);
    const csv = await downloaded(page, 'CSV');
    expect(csv.name).toMatch(/^vampire-hunt-journal-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,time,type,result,enemy,hunting ground,xp,gold change,rewards,loot,tags,details',
    );
    expect(lines).toHaveLength(1 + MESSAGES);
    expect(lines.at(-1)).toContain(`"${historyMessage(0).replace(/"/g, '""')}"`);

    await filters.getByRole('button', { name: 'Clear' }).click();
    const json = await downloaded(page, 'JSON');
    expect(json.name).toMatch(/\.json$/);
    const exported = JSON.parse(json.text) as { type: number; timeStamp: number }[];
    expect(exported).toHaveLength(HISTORY + recent);
    expect(exported.filter((entry) => entry.type === 4)).toHaveLength(MESSAGES);
    await session.screenshot('83-journal-exported');
  });
});
