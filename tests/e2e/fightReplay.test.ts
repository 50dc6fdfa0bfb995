/**
 * Fight replays in Debian's Chromium against the real stack: a hunt fought, its replay opened from
 * the journal and watched to the end (verified by the server), the share link copied and opened by
 * a second player, who sees the same fight; the fight's bare id stays its owner's.
 */
import type { Browser, Page } from 'playwright-core';
import { type BrowserSession, launchChromium, openSession, signIn } from '../kit/browser';
import { pastRepeatWindow } from '../kit/game';
import { activatedPlayer, type TestPlayer } from '../kit/players';

const TIMEOUT = 30_000;

async function logIn(session: BrowserSession, player: TestPlayer): Promise<Page> {
  const { page } = session;
  page.setDefaultTimeout(TIMEOUT);
  await signIn(session, player);
  return page;
}

/** The log's lines as shown, to compare two players' views of the same fight. */
const logLines = (page: Page) => page.locator('.combat-log__line').allTextContents();

describe('fight replays', () => {
  let browser: Browser;
  let owner: BrowserSession;
  let viewer: BrowserSession;
  let page: Page;
  let shareLink: string;
  let replayPath: string;
  let ownerLines: string[];

  beforeAll(async () => {
    const [hunter, friend] = await Promise.all([activatedPlayer(), activatedPlayer()]);
    browser = await launchChromium();
    owner = await openSession(browser);
    await owner.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(owner.url('/')).origin,
    });
    page = await logIn(owner, hunter);
    viewer = await openSession(browser);
    await logIn(viewer, friend);
  });

  afterAll(async () => {
    expect(owner?.consoleErrors).toEqual([]);
    expect(viewer?.consoleErrors).toEqual([]);
    await owner?.close();
    await viewer?.close();
    await browser?.close();
  });

  it('hunts, opens the replay from the journal and watches it to the end', async () => {
    await page.getByRole('link', { name: 'HUNT', exact: true }).click();
    await page.getByRole('button', { name: 'Quick attack' }).waitFor();
    // Calls within the repeat window answer the previous result (the hunt just started).
    await pastRepeatWindow();
    await page.getByRole('button', { name: 'Quick attack' }).click();
    await page
      .getByText(/^(Victory|Defeat|Draw)/)
      .first()
      .waitFor();

    await page.goto(owner.url('/journal'));
    const entry = page.locator('[data-testid="journal-entry"][data-type="1"]').first();
    await entry.getByRole('link', { name: 'Replay' }).click();
    await page.getByRole('heading', { name: 'Replay', exact: true }).waitFor();
    replayPath = new URL(page.url()).pathname;
    expect(replayPath).toMatch(/^\/replay\/\d+$/);

    // It plays by itself; pause, step a round, then let it run fast to the end.
    const controls = page.getByRole('group', { name: 'Replay controls' });
    await page.locator('.combat-log__line').first().waitFor();
    await controls.getByRole('button', { name: 'Pause' }).click();
    const before = (await logLines(page)).length;
    await controls.getByRole('button', { name: 'Step' }).click();
    expect((await logLines(page)).length).toBeGreaterThan(before);
    await owner.screenshot('70-replay-playing');
    await controls.getByLabel('Speed').selectOption('4');
    await controls.getByRole('button', { name: 'Play' }).click();
    await page.locator('[data-replay-state="ended"]').waitFor();
    await page
      .getByLabel('Outcome')
      .getByText(/^(Victory|Defeat|Draw)/)
      .waitFor();
    await page.getByText('✓ Verified').waitFor();
    ownerLines = await logLines(page);
    expect(ownerLines.length).toBeGreaterThan(2);
    await owner.screenshot('71-replay-ended');
  });

  it('copies the share link', async () => {
    const share = page.getByRole('region', { name: 'Share this replay' });
    await share.getByRole('button', { name: 'Share' }).click();
    await share.getByText('Link copied.').waitFor();
    shareLink = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(shareLink).toBe(await share.getByLabel('Share link').inputValue());
    expect(new URL(shareLink).pathname).toMatch(/^\/replay\/[0-9a-f]{32}$/);
  });

  it('shows the same replay to another player who opens the shared link', async () => {
    const other = viewer.page;
    await other.goto(viewer.url(new URL(shareLink).pathname));
    await other.getByRole('heading', { name: 'Replay', exact: true }).waitFor();
    await other.getByRole('group', { name: 'Replay controls' }).getByLabel('Speed').selectOption('4');
    await other.locator('[data-replay-state="ended"]').waitFor();
    await other.getByText('✓ Verified').waitFor();
    expect(await logLines(other)).toEqual(ownerLines);
    // Only the owner gets to share it on.
    expect(await other.getByRole('region', { name: 'Share this replay' }).count()).toBe(0);
    await viewer.screenshot('72-replay-shared');
  });

  it('keeps the bare fight id to its owner', async () => {
    const other = viewer.page;
    await other.goto(viewer.url(replayPath));
    await other.getByRole('heading', { name: 'No replay' }).waitFor();
    await other.getByText('You fought no fight with this id.').waitFor();
    await viewer.screenshot('73-replay-not-yours');
  });
});
