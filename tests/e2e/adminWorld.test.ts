/**
 * The admin web's world editors in Debian's Chromium against the real stack (spec 002 sections 2.4
 * and 2.5): items with their type sections, entry lists and pickers, enemies with loot, regions with
 * their hunting grounds and those with their hunting tables, image upload with preview, and refusals
 * shown next to their fields. Every change is checked through the API.
 */
import type { Locator, Page } from 'playwright-core';
import { adminSuite, entries, query, type AdminMoves, type Row } from '../kit/adminBrowser';
import type { BrowserSession } from '../kit/browser';
import { create, unique } from '../kit/content';
import type { GatewayClient } from '../kit/gateway';

/** A 4x4 red PNG: a picture the image service accepts and thumbnails. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVR4nGM4IacBRwzEcQDBAxDhtIruDgAAAABJRU5ErkJggg==',
  'base64',
);

describe('the admin web world editors', () => {
  const suite = adminSuite();
  let session: BrowserSession;
  let page: Page;
  let admin: GatewayClient;
  let moves: AdminMoves;
  beforeAll(() => ({ admin, session, page, moves } = suite));

  async function one(listField: string, id: number, fields: string): Promise<Row> {
    const found = (await entries(admin, listField, fields)).find((entry) => entry.id === id);
    if (!found) throw new Error(`${listField} ${id} is gone`);
    return found;
  }

  async function created(listField: string, field: string, value: string, fields: string): Promise<Row> {
    const found = (await entries(admin, listField, `${field} ${fields}`)).find(
      (entry) => entry[field] === value,
    );
    if (!found) throw new Error(`no ${listField} with ${field} ${value}`);
    return found;
  }

  /** Opens the pop-up picker of a field and picks the entry named `name` by searching for it. */
  async function pick(scope: Locator | Page, fieldLabel: string, name: string) {
    await scope
      .getByRole('button', { name: `Add ${fieldLabel}`, exact: true })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Search').fill(name);
    await dialog
      .getByRole('listitem')
      .filter({ has: page.getByText(name, { exact: true }) })
      .first()
      .getByRole('button')
      .click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** Adds a row to an entry list (ArrayInput) and answers the new row. */
  async function addRow(label: string): Promise<Locator> {
    const list = page
      .locator('.ra-input')
      .filter({ has: page.getByText(label, { exact: true }) })
      .first();
    const rows = list.locator('.RaSimpleFormIterator-line');
    const before = await rows.count();
    await list.getByRole('button', { name: 'Add' }).last().click();
    await rows.nth(before).waitFor();
    return rows.nth(before);
  }

  async function chooseIn(scope: Locator, label: string, option: string) {
    await scope.getByLabel(label, { exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  it('creates an item with a price, a proc stat, crafting materials and an image, shows the type sections', async () => {
    const [material] = await entries(admin, 'items', 'name');
    const enemy = (await entries(admin, 'enemies', 'name'))[0]!;
    const proc = (await entries(admin, 'stats', 'name shortName statType')).find(
      (stat) => stat.statType === 1,
    )!;
    const name = unique('Hexbag');
    await moves.openScreen('items');
    await page.getByText('Select an item to see details').waitFor();
    await page.getByText('Create New Item').click();
    await page.getByLabel('Name', { exact: true }).fill(name);

    // The hex section shows only for a hex.
    expect(await page.getByText('Attracted Enemy', { exact: true }).count()).toBe(0);
    await moves.choose('Type', 'Hex');
    await moves.choose('Rarity', 'Common');
    await page.getByText('Attracted Enemy', { exact: true }).waitFor();
    await pick(page, 'Attracted Enemy', String(enemy.name));
    expect(await page.getByText('Trophies', { exact: true }).count()).toBe(0);

    // New rows start at the spec's defaults: a price at 0, a stat's range at 0 to 0 (spec 002 section 5).
    const price = await addRow('Price');
    expect(await price.getByLabel('Value', { exact: true }).inputValue()).toBe('0');
    await chooseIn(price, 'Currency', 'Vampire Gold Coins');
    await price.getByLabel('Value', { exact: true }).fill('50');
    const stat = await addRow('Stats');
    expect(await stat.getByLabel('Value From', { exact: true }).inputValue()).toBe('0');
    expect(await stat.getByLabel('Value To', { exact: true }).inputValue()).toBe('0');
    await stat.getByLabel('Stat', { exact: true }).fill(String(proc.name));
    await page.getByRole('option', { name: String(proc.name), exact: true }).click();
    await stat.getByLabel('Value From', { exact: true }).fill('2');
    await stat.getByLabel('Value To', { exact: true }).fill('4');
    await stat.getByLabel('Proc %', { exact: true }).fill('12');
    await pick(page, 'Crafting Materials', String(material!.name));
    const materialRow = page.getByTestId('pick-craftingMats').getByTestId(`picked-item-${material!.id}`);
    expect(await materialRow.getByLabel('Amount', { exact: true }).inputValue()).toBe('1');

    await page.getByTestId('image-imageId').locator('input[type=file]').setInputFiles({
      name: 'hexbag.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByRole('img', { name: 'Image preview' }).waitFor();
    await session.screenshot('52-admin-item-create');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Select an item to see details').waitFor();

    const item = await created(
      'items',
      'name',
      name,
      'imageId canAttractEnemyId price { name value } stats { shortName valueFrom valueTo procPercent } craftingMats { itemId amount }',
    );
    expect(item).toMatchObject({
      canAttractEnemyId: enemy.id,
      price: [{ name: 'VGC', value: 50 }],
      stats: [{ shortName: proc.shortName, valueFrom: 2, valueTo: 4, procPercent: 12 }],
      craftingMats: [{ itemId: material!.id, amount: 1 }],
    });
    expect(typeof item.imageId).toBe('number');

    // A collection shows its trophies instead; the item list filters by type.
    await page.getByPlaceholder('Search', { exact: true }).fill(name);
    await page.getByRole('cell', { name, exact: true }).click();
    await page.getByRole('button', { name: 'Update' }).waitFor();
    await page.getByRole('img', { name: 'Image preview' }).waitFor();
    await session.screenshot('53-admin-item-edit');
    await moves.choose('Type', 'Collection');
    await page.getByText('Trophies', { exact: true }).waitFor();
    expect(await page.getByText('Attracted Enemy', { exact: true }).count()).toBe(0);
    await pick(page, 'Trophies', String(material!.name));
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Select an item to see details').waitFor();
    expect((await one('items', item.id, 'trophieItemIds')).trophieItemIds).toEqual([material!.id]);

    await page.getByRole('cell', { name, exact: true }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Select an item to see details').waitFor();
    expect((await entries(admin, 'items', 'id')).some((entry) => entry.id === item.id)).toBe(false);
  });

  it('shows a refused loot table next to its field, then saves an enemy with loot, equipment and rewards', async () => {
    const [lootItem] = await entries(admin, 'items', 'name');
    const gear = (await entries(admin, 'items', 'name type typeRef { name }')).find(
      (item) => item.type !== null && item.id !== lootItem!.id,
    )!;
    const name = unique('Ghoul');
    await moves.openScreen('enemies');
    await page.getByText('Create New Enemy').click();
    await page.getByLabel('Name', { exact: true }).fill(name);
    const form = page.locator('.RaCreate-main');
    await chooseIn(form, 'Enemy Type', 'Vampire');
    await chooseIn(form, 'Enemy Rarity', 'Common');
    await page.getByLabel('XP', { exact: true }).fill('15');

    // Picking fills the list straight away (spec 002 section 4): the pick is the row, at the
    // content service's defaults; an equipment row takes the item's own type.
    await pick(page, 'Loot Table', String(lootItem!.name));
    const loot = page.getByTestId('pick-loot').getByTestId(`picked-item-${lootItem!.id}`);
    expect(await loot.getByLabel('Drop Chance %', { exact: true }).inputValue()).toBe('0');
    expect(await loot.getByLabel('Amount Min', { exact: true }).inputValue()).toBe('1');
    expect(await loot.getByLabel('Amount Max', { exact: true }).inputValue()).toBe('1');
    await loot.getByLabel('Drop Chance %', { exact: true }).fill('40');
    await loot.getByLabel('Amount Min', { exact: true }).fill('3');
    await loot.getByLabel('Amount Max', { exact: true }).fill('2');
    await pick(page, 'Equipment', String(gear.name));
    const equipment = page.getByTestId('pick-equipment').getByTestId(`picked-item-${gear.id}`);
    await equipment
      .getByRole('combobox', { name: 'Item Type' })
      .filter({ hasText: String((gear.typeRef as { name: string }).name) })
      .waitFor();
    const reward = await addRow('Reward Currencies');
    expect(await reward.getByLabel('Value', { exact: true }).inputValue()).toBe('0');
    await chooseIn(reward, 'Currency', 'Vampire Gold Coins');
    await reward.getByLabel('Value', { exact: true }).fill('7');
    await session.screenshot('57-admin-enemy-picked-rows');
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    const message = 'loot[0].amountMax must not be below amountMin';
    await moves.expectNotification(message);
    await loot.getByText(message).waitFor();
    await session.screenshot('54-admin-enemy-refused');
    moves.forgiveRefusals(422);

    await loot.getByLabel('Amount Max', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Select an enemy to see details').waitFor();
    const enemy = await created(
      'enemies',
      'name',
      name,
      'xp loot { itemId dropChance amountMin amountMax } equipment { itemType itemId } currencies { name value }',
    );
    expect(enemy).toMatchObject({
      xp: 15,
      loot: [{ itemId: lootItem!.id, dropChance: 40, amountMin: 3, amountMax: 5 }],
      equipment: [{ itemId: gear.id, itemType: gear.type }],
      currencies: [{ name: 'VGC', value: 7 }],
    });

    // Update, then delete behind the confirmation.
    await page.getByPlaceholder('Search', { exact: true }).fill(name);
    await page.getByRole('cell', { name, exact: true }).click();
    await page.getByRole('button', { name: 'Update' }).waitFor();
    await session.screenshot('56-admin-enemy-edit');
    await page.locator('.RaEdit-main').getByLabel('XP', { exact: true }).fill('18');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Select an enemy to see details').waitFor();
    expect((await one('enemies', enemy.id, 'xp')).xp).toBe(18);
    await page.getByRole('cell', { name, exact: true }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Select an enemy to see details').waitFor();
    expect((await entries(admin, 'enemies', 'id')).some((entry) => entry.id === enemy.id)).toBe(false);
  });

  it('edits a region with its hunting grounds, and a ground with its hunting tables', async () => {
    const enemy = await create(admin, 'enemy', {
      name: unique('TableGhoul'),
      enemyType: (await entries(admin, 'enemyTypes', 'name'))[0]!.id,
      enemyRarity: (await entries(admin, 'rarities', 'name'))[0]!.id,
      visible: false,
    });
    const regionName = unique('Region');
    const groundName = unique('Ground');
    const tableName = unique('Table');
    await moves.openScreen('regions');
    await page.getByText('Select a region to see details').waitFor();
    await page.getByText('Create New Region').click();
    await page.getByLabel('Name', { exact: true }).fill(regionName);
    await page.getByLabel('Visible', { exact: true }).uncheck();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Select a region to see details').waitFor();
    const region = await created('regions', 'name', regionName, 'visible');
    expect(region.visible).toBe(false);

    await page.getByPlaceholder('Search', { exact: true }).fill(regionName);
    await page.getByRole('cell', { name: regionName, exact: true }).click();
    const grounds = page.getByTestId('nested-huntingGrounds');
    await grounds.getByRole('heading', { name: 'Hunting grounds' }).waitFor();
    await grounds.getByRole('button', { name: 'Create New Hunting Ground' }).click();
    await grounds.getByLabel('Name', { exact: true }).fill(groundName);
    await grounds.getByLabel('Visible', { exact: true }).uncheck();
    await grounds.getByLabel('Xp Required', { exact: true }).fill('250');
    await grounds.getByRole('button', { name: 'Create', exact: true }).click();
    await grounds.getByRole('cell', { name: groundName, exact: true }).waitFor();
    const ground = await created('huntingGrounds', 'name', groundName, 'regionId xpReqired');
    expect(ground).toMatchObject({ regionId: region.id, xpReqired: 250 });

    await grounds.getByRole('cell', { name: groundName, exact: true }).click();
    const tables = page.getByTestId('nested-huntingTables');
    await tables.getByRole('heading', { name: 'Hunting tables' }).waitFor();
    await tables.getByRole('button', { name: 'Create New Hunting Table' }).click();
    await tables.getByLabel('Name', { exact: true }).fill(tableName);
    // The picked enemy is the row, at range 0 to 0; an untouched Range Min is sent as 0, not null
    // (the server would store 0 for null too, so the request itself is checked).
    await pick(tables, 'Enemies', String(enemy.name));
    const row = tables.getByTestId(`picked-enemy-${enemy.id}`);
    expect(await row.getByLabel('Range Min', { exact: true }).inputValue()).toBe('0');
    expect(await row.getByLabel('Range Max', { exact: true }).inputValue()).toBe('0');
    await row.getByLabel('Range Max', { exact: true }).fill('60');
    await session.screenshot('55-admin-region-nested');
    const sent = await moves.sentVariables('AdminCreateHuntingTable', () =>
      tables.getByRole('button', { name: 'Create', exact: true }).click(),
    );
    expect((sent.input as { enemies: unknown }).enemies).toEqual([
      { enemyId: enemy.id, rangeMin: 0, rangeMax: 60 },
    ]);
    await tables.getByRole('cell', { name: tableName, exact: true }).waitFor();
    const table = await created(
      'huntingTables',
      'name',
      tableName,
      'huntingGroundId enemies { enemyId rangeMin rangeMax }',
    );
    expect(table).toMatchObject({
      huntingGroundId: ground.id,
      enemies: [{ enemyId: enemy.id, rangeMin: 0, rangeMax: 60 }],
    });

    // Each nested form updates its own entry.
    await tables.getByRole('cell', { name: tableName, exact: true }).click();
    await tables.getByLabel('Range Max', { exact: true }).fill('75');
    await tables.getByRole('button', { name: 'Update' }).click();
    await tables.getByText('Select a hunting table to see details').waitFor();
    expect((await one('huntingTables', table.id, 'enemies { rangeMax }')).enemies).toEqual([
      { rangeMax: 75 },
    ]);
    await grounds.getByRole('cell', { name: groundName, exact: true }).click();
    await grounds.getByLabel('Xp Required', { exact: true }).first().fill('300');
    await grounds.getByRole('button', { name: 'Update' }).first().click();
    await grounds.getByText('Select a hunting ground to see details').waitFor();
    expect((await one('huntingGrounds', ground.id, 'xpReqired')).xpReqired).toBe(300);
    await page.locator('.RaEdit-main').first().getByLabel('Xp Required', { exact: true }).fill('100');
    await page.getByRole('button', { name: 'Update' }).first().click();
    await page.getByText('Select a region to see details').waitFor();
    expect((await one('regions', region.id, 'xpReqired')).xpReqired).toBe(100);
    await page.getByRole('cell', { name: regionName, exact: true }).click();
    await grounds.getByRole('cell', { name: groundName, exact: true }).click();

    // A region still holding grounds cannot go: the server says where it is used.
    await page.getByRole('button', { name: 'Delete' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await moves.expectNotification('This region is still in use');
    moves.forgiveRefusals(409);

    // Deleting inside: the table, then the ground, each from its own nested form.
    await tables.getByRole('cell', { name: tableName, exact: true }).click();
    await tables.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    // The form closes once the server has deleted it (the list alone may blink while it reloads).
    await tables.getByText('Select a hunting table to see details').waitFor();
    await tables.getByRole('cell', { name: tableName, exact: true }).waitFor({ state: 'detached' });
    await grounds.getByRole('button', { name: 'Delete' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await grounds.getByText('Select a hunting ground to see details').waitFor();
    await grounds.getByRole('cell', { name: groundName, exact: true }).waitFor({ state: 'detached' });
    const left = await query<{ huntingGrounds: { id: number }[] }>(admin, '{ huntingGrounds { id } }');
    expect(left.huntingGrounds.some((entry) => entry.id === ground.id)).toBe(false);
    await page.getByRole('button', { name: 'Delete' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Select a region to see details').waitFor();
    expect((await entries(admin, 'regions', 'id')).some((entry) => entry.id === region.id)).toBe(false);
    await admin.request('DELETE', `/api/enemy/${enemy.id}`);
  });
});
