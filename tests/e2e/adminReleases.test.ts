/**
 * Content releases in the admin web (docs/content-releases.md): an admin creates a draft, builds a
 * region with a hunting ground in it through the editors (the live world unchanged), previews it in
 * the player web, publishes it from the Releases screen and rolls it back.
 */
import type { Locator, Page } from 'playwright-core';
import { adminSuite, entries, type AdminMoves } from '../kit/adminBrowser';
import { screenshotPath, type BrowserSession } from '../kit/browser';
import { unique } from '../kit/content';
import type { GatewayClient } from '../kit/gateway';
import { eventually } from '../kit/wait';

/** A confirmation as a person sees it: inside the viewport, and Cancel closes it. */
async function expectConfirmOnScreen(page: Page, open: () => Promise<void>): Promise<Locator> {
  await open();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(
    box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height,
  ).toBe(true);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  await open();
  await dialog.waitFor();
  return dialog;
}

/**
 * The player web previewing the draft: its bar names the release, Travel lists the draft's region
 * and ground, travelling there is refused as read-only, and leaving returns to the live world.
 */
async function expectPreviewOfDraft(
  preview: Page,
  releaseName: string,
  regionName: string,
  groundName: string,
) {
  const bar = preview.getByRole('region', { name: 'Release preview' });
  await bar.getByText(`“${releaseName}” (draft)`).waitFor();
  const welcome = preview.getByRole('dialog');
  if (await welcome.isVisible().catch(() => false)) await preview.keyboard.press('Escape');
  await preview.goto(new URL('/travel', preview.url()).href);
  await preview.getByRole('button', { name: regionName, exact: true }).click();
  await preview.getByRole('button', { name: groundName, exact: true }).click();
  await preview.getByRole('button', { name: 'TRAVEL' }).click();
  await preview.getByText('A preview is read-only: leave the preview to play for real').waitFor();
  // The bar is in the page's flow (it covers nothing): at the top of the page, across it.
  // Scrolled to the top (a wheel's scroll lands a moment later, so the test waits for it).
  await preview.mouse.wheel(0, -100_000);
  const box = (await eventually(
    () => bar.boundingBox(),
    (found) => found?.y === 0,
    5_000,
  ))!;
  expect(box.y).toBe(0);
  expect(box.x + box.width).toBeLessThanOrEqual(preview.viewportSize()!.width);
  await preview.screenshot({ path: screenshotPath('64-player-preview-travel'), fullPage: false });
  await bar.getByRole('button', { name: 'Leave preview' }).click();
  await bar.waitFor({ state: 'detached' });
  await preview.goto(new URL('/travel', preview.url()).href);
  // The live world's regions are listed (Duskmoor Vale is the seeded first), the draft's is not.
  await preview.getByRole('button', { name: 'Duskmoor Vale', exact: true }).waitFor();
  expect(await preview.getByRole('button', { name: regionName, exact: true }).count()).toBe(0);
}

describe('admin web: content releases', () => {
  const suite = adminSuite();
  let admin: GatewayClient;
  let session: BrowserSession;
  let page: Page;
  let moves: AdminMoves;
  beforeAll(() => ({ admin, session, page, moves } = suite));

  const liveRegionNames = async () => (await entries(admin, 'regions', 'name')).map((region) => region.name);

  it('builds a region with a hunting ground in a draft, publishes it and rolls it back', async () => {
    const releaseName = unique('Moors');
    const regionName = unique('Moors');
    const groundName = unique('Mire');

    await moves.openScreen('releases');
    await page.getByRole('heading', { name: 'Releases', level: 1 }).waitFor();
    await page.getByTestId('edited-release').getByText('Content edits go live at once').waitFor();
    await page.getByLabel('New release').fill(releaseName);
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.getByTestId('edited-release').getByText(`“${releaseName}”, not to the live world`).waitFor();

    // The editors work in the draft: the region and its ground are listed there, not live.
    await moves.openScreen('regions');
    await page.getByTestId('edited-release').getByText(`“${releaseName}”`).waitFor();
    await page.getByText('Create New Region').click();
    await page.getByLabel('Name', { exact: true }).fill(regionName);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Select a region to see details').waitFor();
    await page.getByPlaceholder('Search', { exact: true }).fill(regionName);
    await page.getByRole('cell', { name: regionName, exact: true }).click();
    const grounds = page.getByTestId('nested-huntingGrounds');
    await grounds.getByRole('button', { name: 'Create New Hunting Ground' }).click();
    await grounds.getByLabel('Name', { exact: true }).fill(groundName);
    await grounds.getByRole('button', { name: 'Create', exact: true }).click();
    await grounds.getByRole('cell', { name: groundName, exact: true }).waitFor();
    await session.screenshot('61-admin-release-draft');
    expect(await liveRegionNames()).not.toContain(regionName);

    // The Releases screen shows the draft's diff; publishing puts all of it live.
    await moves.openScreen('releases');
    const card = page.getByTestId('release').filter({ hasText: releaseName }).first();
    await card.getByTestId('release-change').filter({ hasText: regionName }).waitFor();
    expect(await card.getByTestId('release-change').count()).toBe(2);

    // Previewing it: the player web in a tab of its own shows the draft's region and ground.
    const [preview] = await Promise.all([
      session.context.waitForEvent('page'),
      card.getByRole('link', { name: 'Preview as a player' }).click(),
    ]);
    await expectPreviewOfDraft(preview, releaseName, regionName, groundName);
    await preview.close();
    const publish = await expectConfirmOnScreen(page, () =>
      card.getByRole('button', { name: 'Publish now' }).click(),
    );
    await session.screenshot('62-admin-release-publish');
    await publish.getByRole('button', { name: 'Confirm' }).click();
    await moves.expectNotification(`Release ${releaseName} published`);
    await page.getByTestId('edited-release').getByText('Content edits go live at once').waitFor();
    expect(await liveRegionNames()).toContain(regionName);
    const liveGrounds = await entries(admin, 'huntingGrounds', 'name');
    expect(liveGrounds.map((ground) => ground.name)).toContain(groundName);

    // Rolling it back is a release of its own; the region and its ground are gone again.
    const published = page.getByRole('region', { name: 'Published' }).getByTestId('release').filter({
      hasText: releaseName,
    });
    const rollback = await expectConfirmOnScreen(page, () =>
      published.first().getByRole('button', { name: 'Roll back this release' }).click(),
    );
    await rollback.getByRole('button', { name: 'Confirm' }).click();
    await moves.expectNotification(`Release ${releaseName} rolled back`);
    await page
      .getByRole('region', { name: 'Rolled back' })
      .getByTestId('release')
      .filter({ hasText: releaseName })
      .waitFor();
    await page.getByRole('region', { name: 'Published' }).getByText(`Undo release`).first().waitFor();
    await session.screenshot('63-admin-releases');
    expect(await liveRegionNames()).not.toContain(regionName);
  });
});
