/**
 * "Download my data" in Debian's Chromium against the real stack: the profile's button saves one JSON
 * file, and the file read from disk holds the signed-in player's account, game state and journal.
 */
import type { Browser, Page } from 'playwright-core';
import { type BrowserSession, downloadedBy, launchChromium, openSession, signIn } from '../kit/browser';
import { huntToEnd } from '../kit/game';
import { activatedPlayer, type TestPlayer } from '../kit/players';

describe('download my data in the profile', () => {
  let browser: Browser;
  let session: BrowserSession;
  let page: Page;
  let player: TestPlayer;

  beforeAll(async () => {
    player = await activatedPlayer();
    await huntToEnd(player.client);
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

  it('downloads one file with everything the game keeps about the player', async () => {
    await page.goto(session.url('/profile'));
    const panel = page.getByRole('region', { name: 'Your data' });
    const button = panel.getByRole('button', { name: 'Download my data' });
    await button.waitFor();
    await panel.scrollIntoViewIfNeeded();
    await session.screenshot('94-profile-my-data');

    const file = await downloadedBy(page, button);
    expect(file.name).toMatch(/^vampire-hunt-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const document = JSON.parse(file.text);
    expect(document).toMatchObject({
      format: 'vampire-hunt-personal-data',
      version: 1,
      subject: { userId: player.id, name: player.name },
      sections: {
        account: { account: { id: player.id, email: player.email } },
        game: { player: { user_id: player.id } },
        journal: { truncated: false },
      },
    });
    expect(Object.keys(document.sections)).toEqual([
      'account',
      'game',
      'trades',
      'payments',
      'analytics',
      'contentAudit',
      'social',
      'journal',
      'currencyLedger',
    ]);
    expect(document.sections.journal.entries.some((entry: { type: number }) => entry.type === 1)).toBe(true);
    expect(document.sections.game.fights.rows.length).toBeGreaterThan(0);
    // The starter kit's currencies at least, each row with the balance after it.
    expect(document.sections.currencyLedger.truncated).toBe(false);
    expect(document.sections.currencyLedger.entries.length).toBeGreaterThan(0);
    expect(document.sections.currencyLedger.entries[0]).toMatchObject({ balanceAfter: expect.any(Number) });
    expect(await button.isEnabled()).toBe(true);
    await session.screenshot('95-profile-my-data-downloaded');
  });
});
