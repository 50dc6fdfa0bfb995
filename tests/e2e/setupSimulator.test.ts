/**
 * The setup simulator in Debian's Chromium against the real stack: opened from the equipment panel,
 * a weapon the player does not own put in, simulated and compared with the current setup; opened
 * from the glossary too.
 */
import type { Browser, Page } from 'playwright-core';
import { type BrowserSession, launchChromium, openSession, signIn } from '../kit/browser';
import { activatedPlayer, type TestPlayer } from '../kit/players';

const TIMEOUT = 30_000;

describe('the setup simulator', () => {
  let browser: Browser;
  let session: BrowserSession;
  let page: Page;
  let player: TestPlayer;

  beforeAll(async () => {
    player = await activatedPlayer();
    browser = await launchChromium();
    session = await openSession(browser);
    page = session.page;
    page.setDefaultTimeout(TIMEOUT);
    await signIn(session, player);
  });

  afterAll(async () => {
    expect(session?.consoleErrors).toEqual([]);
    await session?.close();
    await browser?.close();
  });

  it('opens from the equipment panel, changes the weapon, simulates and compares with the current setup', async () => {
    const equipment = page.getByRole('region', { name: 'Equipment' });
    await equipment.getByRole('link', { name: 'Try another setup in the simulator' }).click();
    await page.getByRole('heading', { name: 'Setup simulator' }).waitFor();
    // The composer starts from the player's own setup: their equipped bait is in its slot.
    await page.locator('[data-testid="sim-slot-bait"] .slot__item').waitFor();

    const weaponSlot = page.locator('[data-testid="sim-slot-weapon-1"]');
    const before = (await weaponSlot.getAttribute('title')) ?? '';
    await weaponSlot.click();
    const picker = page.getByRole('group', { name: 'Choose Weapon' });
    const choices = picker.locator('.sim-picker__item').filter({ hasNotText: 'Leave empty' });
    await choices.first().waitFor();
    const names = await choices.locator('.sim-picker__name').allTextContents();
    const other = names.reverse().find((name) => name !== before)!;
    await picker.getByLabel('Search Weapon').fill(other.slice(0, 6));
    await picker.locator('.sim-picker__item', { hasText: other }).first().click();
    await page.getByText('1 changed').waitFor();
    expect(await weaponSlot.getAttribute('title')).toBe(other);
    // Any item may be tried, whatever XP it needs.
    await page.getByLabel('At XP').fill('1000000');
    await session.screenshot('60-simulator-setup');

    await page.getByRole('button', { name: 'Simulate' }).click();
    const results = page.getByLabel('Simulation results');
    await results.waitFor();
    const winRow = page.locator('[data-testid="sim-figure-Win rate"]');
    await winRow.waitFor();
    const cells = await winRow.locator('td').allTextContents();
    expect(cells).toHaveLength(2);
    for (const cell of cells) expect(cell).toMatch(/\d+\.\d%/);
    for (const figure of ['XP per hunt', 'Gold per hunt', 'XP per hour', 'Gold per hour', 'Hunts per hour']) {
      await page.locator(`[data-testid="sim-figure-${figure}"]`).waitFor();
    }
    await results.getByRole('heading', { name: 'Loot per hunt' }).waitFor();
    await results.getByRole('list', { name: 'Enemies met' }).locator('li').first().waitFor();
    await session.screenshot('61-simulator-compared');

    await page.getByRole('button', { name: 'Back to my setup' }).click();
    expect(await weaponSlot.getAttribute('title')).toBe(before);
  });

  it('opens from the glossary', async () => {
    await page.getByRole('link', { name: 'Glossary' }).click();
    await page.getByRole('heading', { name: 'Glossary' }).waitFor();
    await page.getByRole('link', { name: 'try them in the setup simulator' }).click();
    await page.getByRole('heading', { name: 'Setup simulator' }).waitFor();
    await page.getByRole('button', { name: 'Simulate' }).waitFor();
    await session.screenshot('62-simulator-from-glossary');
  });
});
