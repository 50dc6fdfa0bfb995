/**
 * The admin web reads as English (issue 41): no button, title, heading, notification or empty state
 * names a kind by its code name ('Create New ItemType', 'No Huntingtables found'). Every kind's list,
 * create and edit pages are read in Debian's Chromium, with an empty search, the nested lists of a
 * new region and ground, and the notifications of a create, an update and a delete.
 */
import type { Page } from 'playwright-core';
import { adminSuite, entries } from '../kit/adminBrowser';
import { screenshotPath } from '../kit/browser';
import { create, unique } from '../kit/content';

/** The code names of the kinds whose names join words, in any case ('ItemType', 'Huntingtables'). */
const CODE_NAME =
  /\b(?:(?:item|enemy|proc|damage|procevent)types?|hunting(?:grounds?|tables?)|premiumpackages?|newsitems?)\b/i;

/** Every screen of a kind: its route, and whether it has a Create New button. */
const SCREENS: { route: string; creates: boolean }[] = [
  { route: 'user', creates: false },
  { route: 'items', creates: true },
  { route: 'itemTypes', creates: true },
  { route: 'enemies', creates: true },
  { route: 'enemyTypes', creates: true },
  { route: 'rarity', creates: true },
  { route: 'regions', creates: true },
  { route: 'currencies', creates: true },
  { route: 'stats', creates: true },
  { route: 'procTypes', creates: true },
  { route: 'damageTypes', creates: true },
  { route: 'procEventTypes', creates: true },
  { route: 'ranks', creates: true },
  { route: 'premiumpackages', creates: true },
  { route: 'news', creates: true },
  { route: 'analytics', creates: false },
];

/**
 * What a person reads besides the fields' own labels: buttons and links (their text and names), the
 * app bar's title, headings, notifications and paragraphs (placeholders, empty lists).
 */
function readTexts(page: Page): Promise<string[]> {
  return page
    .locator('a, button, [role="button"], h1, h2, h3, h4, h5, h6, [role="alert"], p, #react-admin-title')
    .evaluateAll((elements) =>
      elements.flatMap((element) =>
        [element.textContent, element.getAttribute('aria-label'), element.getAttribute('title')].filter(
          (text): text is string => Boolean(text?.trim()),
        ),
      ),
    );
}

/** The texts of the page that name a kind by its code name, with where they were read. */
async function codeNamesOn(page: Page, where: string): Promise<string[]> {
  return (await readTexts(page)).filter((text) => CODE_NAME.test(text)).map((text) => `${where}: ${text}`);
}

describe('the admin web names every kind in English', () => {
  const suite = adminSuite();

  /**
   * What the screen shows where the page is scrolled to: a nested section far down the page, a
   * notification at the window's bottom (a full-page shot draws the fixed app bar mid-page).
   */
  const viewportShot = (name: string) =>
    suite.page.screenshot({ path: screenshotPath(name), animations: 'disabled' });

  it('on the list, create, edit and empty pages of every kind', async () => {
    const { page, moves, session } = suite;
    const found: string[] = [];
    for (const { route, creates } of SCREENS) {
      await moves.openScreen(route);
      await page.getByText(/^Select an? .+ to see details$/).waitFor();
      const rows = page.locator('.RaDatagrid-table tbody tr');
      await rows
        .first()
        .or(page.getByText(/^No .+ (found|yet)/))
        .first()
        .waitFor();
      found.push(...(await codeNamesOn(page, `${route} list`)));

      if (creates) {
        await page
          .getByText(/^Create New /)
          .first()
          .click();
        await page.getByRole('button', { name: 'Create', exact: true }).waitFor();
        found.push(...(await codeNamesOn(page, `${route} create`)));
        await page.getByRole('button', { name: 'Cancel' }).click();
      }

      if (await rows.count()) {
        await rows.first().click();
        const opened = page.getByRole('button', { name: 'Update' }).or(page.getByText('Analytics Detail'));
        await opened.first().waitFor();
        found.push(...(await codeNamesOn(page, `${route} edit`)));
      }

      const search = page.getByPlaceholder(/^Search/).first();
      if (await search.count()) {
        await search.fill(unique('nothing-matches'));
        await page
          .getByText(/^No .+ found/)
          .first()
          .waitFor();
        found.push(...(await codeNamesOn(page, `${route} empty`)));
        if (route === 'itemTypes') await session.screenshot('67-admin-empty-search');
        await search.fill('');
      }
    }
    expect(found).toEqual([]);
  });

  it('in nested lists, their empty states and the notifications of a create, an update and a delete', async () => {
    const { page, moves, admin } = suite;
    const region = await create(admin, 'region', { name: unique('WordingRegion'), visible: false });
    const groundName = unique('WordingGround');
    await moves.openScreen('regions');
    await page.getByPlaceholder('Search', { exact: true }).fill(String(region.name));
    await page.getByRole('cell', { name: String(region.name), exact: true }).click();
    const grounds = page.getByTestId('nested-huntingGrounds');
    await grounds.getByRole('heading', { name: 'Hunting grounds' }).waitFor();
    await grounds.getByText('No hunting grounds found').waitFor();

    await grounds.getByRole('button', { name: 'Create New Hunting Ground' }).click();
    await grounds.getByLabel('Name', { exact: true }).fill(groundName);
    await grounds.getByLabel('Visible', { exact: true }).uncheck();
    await grounds.getByRole('button', { name: 'Create', exact: true }).click();
    await moves.expectNotification('Hunting ground created');
    await grounds.getByRole('cell', { name: groundName, exact: true }).click();
    const tables = page.getByTestId('nested-huntingTables');
    await tables.getByRole('heading', { name: 'Hunting tables' }).waitFor();
    await tables.getByText('No hunting tables found').waitFor();
    await tables.scrollIntoViewIfNeeded();
    await viewportShot('68-admin-nested-empty');
    const nested = await codeNamesOn(page, 'region with a ground');

    await grounds.getByLabel('Xp Required', { exact: true }).first().fill('5');
    await grounds.getByRole('button', { name: 'Update' }).first().click();
    await moves.expectNotification('Hunting ground updated');
    await grounds.getByRole('cell', { name: groundName, exact: true }).click();
    await grounds.getByRole('button', { name: 'Delete' }).first().click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Are you sure you want to delete this hunting ground?').waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await moves.expectNotification('Hunting ground deleted');
    await viewportShot('69-admin-notification');
    expect(
      (await entries(admin, 'huntingGrounds', 'name')).some((ground) => ground.name === groundName),
    ).toBe(false);

    // A top-level kind: react-admin's own notifications, named by the kind.
    const typeName = unique('Wording Type');
    await moves.openScreen('itemTypes');
    await page.getByText('Create New Item Type', { exact: true }).click();
    await page.getByLabel('Name', { exact: true }).fill(typeName);
    await page.getByLabel('Short Name', { exact: true }).fill(unique('wordingtype'));
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await moves.expectNotification('Item type created');
    await page.getByPlaceholder('Search', { exact: true }).fill(typeName);
    await page.getByRole('cell', { name: typeName, exact: true }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await moves.expectNotification('Item type deleted');
    expect([...nested, ...(await codeNamesOn(page, 'item types after a delete'))]).toEqual([]);
    await admin.request('DELETE', `/api/region/${region.id}`);
  });
});
