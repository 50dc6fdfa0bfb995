/**
 * The admin web at /admin/ (spec 002) in Debian's Chromium against the real stack: the seeded admin
 * signs in through the player web, edits content kinds and a user; nobody else gets in. Every
 * change is checked through the API, not only on the screen.
 */
import type { Browser, Page } from 'playwright-core';
import { adminBrowserSession, adminMoves, entries, logIn, query } from '../kit/adminBrowser';
import { launchChromium, openSession, type BrowserSession } from '../kit/browser';
import { create, unique } from '../kit/content';
import type { GatewayClient } from '../kit/gateway';
import { activatedPlayer, adminClient, registerPlayer } from '../kit/players';

const TIMEOUT = 15_000;

/** One simple kind: how its screen is reached and filled, and how the API lists it. */
interface KindCase {
  route: string;
  /** The kind as its Create New button names it, in English ('Item Type'). */
  kind: string;
  /** One entry with its article, as the empty detail names it ('Select an item type to see details'). */
  placeholder: string;
  listField: string;
  /** Fields filled on create (label -> value); the first is the one the list shows and updates. */
  fill: Record<string, string>;
  /** API field of each filled label, in the same order. */
  apiFields: string[];
  /** Defaults the new form must show (label -> value). */
  defaults?: Record<string, string>;
  /** API values the new entry must carry (spec defaults). */
  apiDefaults?: Record<string, unknown>;
}

function namedKind(route: string, kind: string, placeholder: string, listField: string): KindCase {
  return {
    route,
    kind,
    placeholder,
    listField,
    fill: { Name: unique(kind), 'Short Name': unique(kind.replaceAll(' ', '').toLowerCase()) },
    apiFields: ['name', 'shortName'],
  };
}

/** What the API answers for a value typed into a field (the numeric fields answer numbers). */
const NUMERIC_FIELDS = new Set(['xp']);
const apiValue = (field: string, typed: string) => (NUMERIC_FIELDS.has(field) ? Number(typed) : typed);

const KIND_CASES: KindCase[] = [
  {
    ...namedKind('currencies', 'Currency', 'a currency', 'currencies'),
    defaults: { 'Order Index': '100' },
    apiDefaults: { orderIndex: 100, flavorText: '' },
  },
  {
    ...namedKind('itemTypes', 'Item Type', 'an item type', 'itemTypes'),
    defaults: { 'Order Index': '100' },
    apiDefaults: { orderIndex: 100 },
  },
  namedKind('enemyTypes', 'Enemy Type', 'an enemy type', 'enemyTypes'),
  {
    ...namedKind('stats', 'Stat', 'a stat', 'stats'),
    defaults: { 'Order Index': '100' },
    apiDefaults: { orderIndex: 100, statType: 0 },
  },
  {
    ...namedKind('rarity', 'Rarity', 'a rarity', 'rarities'),
    fill: { Name: unique('Rarity'), 'Short Name': unique('rarity'), 'Color Hex': '#aa3344' },
    apiFields: ['name', 'shortName', 'colorHex'],
  },
  namedKind('procTypes', 'Proc Type', 'a proc type', 'procTypes'),
  {
    ...namedKind('damageTypes', 'Damage Type', 'a damage type', 'damageTypes'),
    fill: { Name: unique('DamageType'), 'Short Name': unique('damagetype'), colorHex: '#3344aa' },
    apiFields: ['name', 'shortName', 'colorHex'],
  },
  namedKind('procEventTypes', 'Proc Event Type', 'a proc event type', 'procEventTypes'),
  {
    route: 'ranks',
    kind: 'Rank',
    placeholder: 'a rank',
    listField: 'ranks',
    fill: { Name: unique('Rank'), Xp: '987654' },
    apiFields: ['name', 'xp'],
    defaults: { Xp: '0' },
  },
  {
    route: 'news',
    kind: 'News Entry',
    placeholder: 'a news entry',
    listField: 'newsItems',
    fill: { Header: unique('News'), Message: 'The night is young.' },
    apiFields: ['header', 'message'],
  },
];

describe('the admin web', () => {
  let browser: Browser;
  let session: BrowserSession;
  let page: Page;
  let admin: GatewayClient;

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await adminClient();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe('for anyone but an admin', () => {
    beforeEach(async () => {
      session = await openSession(browser);
      page = session.page;
      page.setDefaultTimeout(TIMEOUT);
    });
    afterEach(async () => {
      expect(session.consoleErrors).toEqual([]);
      await session.close();
    });

    it('sends visitors without a token to /', async () => {
      await page.goto(session.url('/admin/currencies'));
      await page.waitForURL(session.url('/'));
      await page.getByText('Play now:').waitFor();
    });

    it('sends a player and a notActivated user to /, and shows neither the admin link', async () => {
      const player = await activatedPlayer();
      await page.goto(session.url('/login'));
      await logIn(page, player.name, player.password);
      await page.getByRole('button', { name: 'Start hunting' }).click();
      await page.getByRole('link', { name: 'HUNT', exact: true }).waitFor();
      expect(await page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
      await page.goto(session.url('/admin/'));
      await page.waitForURL(session.url('/'));
      await page.getByRole('link', { name: 'HUNT', exact: true }).waitFor();

      await page.getByRole('button', { name: 'Logout' }).click();
      const newcomer = await registerPlayer();
      await page.goto(session.url('/login'));
      await logIn(page, newcomer.name, newcomer.password);
      await page.getByRole('heading', { name: 'Your account needs activation' }).waitFor();
      await page.goto(session.url('/admin/user'));
      await page.waitForURL(session.url('/'));
      await page.getByRole('heading', { name: 'Your account needs activation' }).waitFor();
    });
  });

  describe('for the seeded admin', () => {
    let moves: ReturnType<typeof adminMoves>;
    beforeAll(async () => {
      session = await adminBrowserSession(browser);
      page = session.page;
      moves = adminMoves(session);
    });
    afterEach(() => {
      // Each test answers for its own console errors only.
      const errors = session.consoleErrors.splice(0);
      expect(errors).toEqual([]);
    });
    afterAll(async () => {
      await session?.close();
    });

    const openScreen = (route: string) => moves.openScreen(route);
    const expectNotification = (text: string | RegExp) => moves.expectNotification(text);
    const forgiveRefusals = (status: number) => moves.forgiveRefusals(status);
    const choose = (label: string, option: string) => moves.choose(label, option);

    it('shows the navigation in the spec order, labelled for people, each page titled and the footer', async () => {
      // Route as the spec names it (spec 002 section 2.1), the link's label, the page's title.
      const screens = [
        ['user', 'Users'],
        ['items', 'Items'],
        ['itemTypes', 'Item types'],
        ['enemies', 'Enemies'],
        ['enemyTypes', 'Enemy types'],
        ['rarity', 'Rarities'],
        ['regions', 'Regions'],
        ['currencies', 'Currencies'],
        ['stats', 'Stats'],
        ['procTypes', 'Proc types'],
        ['damageTypes', 'Damage types'],
        ['procEventTypes', 'Proc event types'],
        ['ranks', 'Ranks'],
        ['missions', 'Missions', 'Mission setting'],
        ['premiumpackages', 'Premium packages'],
        ['news', 'News'],
        ['analytics', 'Analytics'],
        ['releases', 'Releases'],
        ['seasons', 'Seasons'],
        ['leagues', 'Leagues'],
        ['tournaments', 'Tournaments'],
        ['covens', 'Covens'],
        ['gifts', 'Gift setting'],
        ['market', 'Market'],
        ['reports', 'Reports'],
        ['changes', 'Recent changes'],
      ] as const;
      const links = page.getByRole('menuitem');
      expect(await links.allTextContents()).toEqual(screens.map(([, label]) => label));
      expect(
        await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href'))),
      ).toEqual(screens.map(([route]) => `/admin/${route}`));
      await page.getByText('Version: 0.1.0').waitFor();
      expect(await page.getByRole('link', { name: 'Imprint' }).getAttribute('href')).toBe('/imprint');
      await page.getByText('Select a user to see details').waitFor();
      await session.screenshot('40-admin-users');

      // Each page's title in the app bar is its label, never the route.
      const title = page.locator('#react-admin-title');
      for (const [route, label, pageTitle = label] of screens) {
        await openScreen(route);
        await title.filter({ hasText: new RegExp(`^${pageTitle}$`) }).waitFor();
      }
      await openScreen('itemTypes');
      await session.screenshot('40-admin-item-types');
      await openScreen('user');
    });

    for (const kind of KIND_CASES) {
      it(`creates, updates and deletes a ${kind.route} entry`, async () => {
        const labels = Object.keys(kind.fill);
        const [shownLabel, ...otherLabels] = labels;
        const [shownField] = kind.apiFields;
        await openScreen(kind.route);
        await page.getByText(`Select ${kind.placeholder} to see details`).waitFor();

        await page.getByText(`Create New ${kind.kind}`).click();
        for (const [label, value] of Object.entries(kind.defaults ?? {}))
          expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe(value);
        for (const label of labels) await page.getByLabel(label, { exact: true }).fill(kind.fill[label]!);
        if (kind.apiFields.includes('colorHex')) await page.getByTestId('color-swatch').first().waitFor();
        await session.screenshot(`41-admin-${kind.route}-create`);
        await page.getByRole('button', { name: 'Create', exact: true }).click();
        await page.getByText(`Select ${kind.placeholder} to see details`).waitFor();

        const shownValue = kind.fill[shownLabel!]!;
        const created = (await entries(admin, kind.listField, kind.apiFields.join(' '))).find(
          (entry) => entry[shownField!] === apiValue(shownField!, shownValue),
        );
        expect(created).toBeDefined();
        kind.apiFields.forEach((field, index) => {
          expect(created![field]).toEqual(apiValue(field, kind.fill[labels[index]!]!));
        });
        if (kind.apiDefaults) {
          const [withDefaults] = (
            await entries(admin, kind.listField, Object.keys(kind.apiDefaults).join(' '))
          ).filter((entry) => entry.id === created!.id);
          expect(withDefaults).toMatchObject(kind.apiDefaults);
        }

        // Find it (the list is paged), select it, change the first field, update.
        const renamed = `${shownValue}9`;
        await page.getByPlaceholder('Search', { exact: true }).fill(shownValue);
        await page.getByRole('cell', { name: shownValue, exact: true }).click();
        await page.getByRole('button', { name: 'Update' }).waitFor();
        await session.screenshot(`42-admin-${kind.route}-edit`);
        await page.getByLabel(shownLabel!, { exact: true }).fill(renamed);
        await page.getByRole('button', { name: 'Update' }).click();
        await page.getByRole('cell', { name: renamed, exact: true }).waitFor();
        const [updated] = (await entries(admin, kind.listField, kind.apiFields.join(' '))).filter(
          (entry) => entry.id === created!.id,
        );
        expect(updated![shownField!]).toEqual(apiValue(shownField!, renamed));
        for (const label of otherLabels) {
          const field = kind.apiFields[labels.indexOf(label)]!;
          expect(updated![field]).toEqual(apiValue(field, kind.fill[label]!));
        }

        // Delete asks first.
        await page.getByRole('cell', { name: renamed, exact: true }).click();
        await page.getByRole('button', { name: 'Delete' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
        await page.getByText(`Select ${kind.placeholder} to see details`).waitFor();
        await page.getByRole('cell', { name: renamed, exact: true }).waitFor({ state: 'detached' });
        const left = await entries(admin, kind.listField, 'id');
        expect(left.some((entry) => entry.id === created!.id)).toBe(false);
      });
    }

    it("shows the server's message when a create, an update or a delete is refused", async () => {
      // The seeded Vampire Gold Coins are priced into items.
      const inUse = (await entries(admin, 'currencies', 'name shortName')).find(
        (entry) => entry.shortName === 'VGC',
      );
      await openScreen('currencies');
      await page.getByText('Create New Currency').click();
      await page.getByLabel('Name', { exact: true }).fill('Twin');
      await page.getByLabel('Short Name', { exact: true }).fill(String(inUse!.shortName));
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await expectNotification(`A currency with shortName ${String(inUse!.shortName)} already exists`);
      await session.screenshot('43-admin-create-refused');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByText('Select a currency to see details').waitFor();

      // Renaming the key of a currency in use, or deleting it, is refused.
      await page
        .getByRole('cell', { name: String(inUse!.name), exact: true })
        .first()
        .click();
      await page.getByLabel('Short Name', { exact: true }).fill(unique('moved'));
      await page.getByRole('button', { name: 'Update' }).click();
      await expectNotification('shortName cannot change while in use');
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await expectNotification(`This currency is still in use`);
      const still = await entries(admin, 'currencies', 'shortName');
      expect(still.find((entry) => entry.id === inUse!.id)?.shortName).toBe(inUse!.shortName);
      // The refusals answer 409: the browser logs each failed request itself.
      expect(session.consoleErrors.every((error) => error.includes('409'))).toBe(true);
      session.consoleErrors.length = 0;
    });

    it('forces the next missions onto a hunting ground, refuses a vanished one and clears it', async () => {
      type Setting = { settingByKey: { id: number; value: string } | null };
      const saved = async () =>
        (
          await query<Setting>(admin, 'query ($key: String!) { settingByKey(key: $key) { id value } }', {
            key: 'ForceMissionHuntingGround',
          })
        ).settingByKey;
      // Hidden from players: the test's region and grounds change no one's travel screen.
      const region = await create(admin, 'region', { name: unique('MissionRegion'), visible: false });
      const ground = await create(admin, 'huntingground', {
        name: unique('MissionGround'),
        regionId: region.id,
        visible: false,
      });
      const doomed = await create(admin, 'huntingground', {
        name: unique('DoomedGround'),
        regionId: region.id,
        visible: false,
      });
      const savedText = page.getByTestId('saved-mission-setting');
      const forceBox = page.getByLabel('Force Next Missions On Hunting Ground');
      try {
        await openScreen('missions');
        await page.getByRole('heading', { name: 'Mission setting', level: 1 }).waitFor();
        await choose('Region', String(region.name));
        await choose('Hunting Ground', String(ground.name));
        await forceBox.check();
        await page.getByRole('button', { name: 'Update', exact: true }).click();
        await expectNotification('Mission setting saved');
        expect((await saved())?.value).toBe(`${region.id}__${ground.id}`);

        // The saved value is read back on load.
        await page.reload();
        await savedText
          .filter({ hasText: `forced onto ${String(ground.name)} (${String(region.name)})` })
          .waitFor();
        await page
          .getByRole('combobox', { name: 'Hunting Ground' })
          .filter({ hasText: String(ground.name) })
          .waitFor();
        expect(await page.getByRole('combobox', { name: 'Region' }).textContent()).toBe(region.name);
        expect(await forceBox.isChecked()).toBe(true);
        await session.screenshot('46-admin-missions');

        // A ground deleted after it was chosen: the server refuses and says why; the setting stays.
        await choose('Hunting Ground', String(doomed.name));
        expect((await admin.request('DELETE', `/api/huntingground/${doomed.id}`)).status).toBe(200);
        await page.getByRole('button', { name: 'Update', exact: true }).click();
        await expectNotification('That hunting ground does not exist in that region');
        expect((await saved())?.value).toBe(`${region.id}__${ground.id}`);
        forgiveRefusals(422);

        // Unchecked, Update deletes the setting.
        await forceBox.uncheck();
        await page.getByRole('button', { name: 'Update', exact: true }).click();
        await expectNotification('Mission setting cleared');
        expect(await saved()).toBeNull();
        await page.reload();
        await savedText.filter({ hasText: 'No hunting ground is forced.' }).waitFor();
        expect(await forceBox.isChecked()).toBe(false);
      } finally {
        const left = await saved();
        if (left?.value.startsWith(`${region.id}__`))
          await admin.request('DELETE', `/api/setting/${left.id}`);
        await admin.request('DELETE', `/api/huntingground/${ground.id}`);
        await admin.request('DELETE', `/api/region/${region.id}`);
      }
    });

    it('tunes a stat on the StatMax table: cap mode, desired percent, recalc, calculator', async () => {
      type StatMaxRow = {
        statShortName: string;
        capMode: number;
        hardCapValue: number | null;
        desiredPercent: number;
        rawTheoreticalMax: number;
        contributingItems: string;
      };
      const statMax = async (shortName: string) =>
        (
          await query<{ statMaxes: StatMaxRow[] }>(
            admin,
            '{ statMaxes { statShortName capMode hardCapValue desiredPercent rawTheoreticalMax contributingItems } }',
          )
        ).statMaxes.find((row) => row.statShortName === shortName);
      // A new stat carried by one new item of a seeded equipment type: the recalc finds exactly it.
      const slotType = (await entries(admin, 'itemTypes', 'isEquipment itemTypeSlots')).find(
        (type) => type.isEquipment === true && Number(type.itemTypeSlots) > 0,
      );
      const [rarity] = await entries(admin, 'rarities', 'name');
      const stat = await create(admin, 'stat', { name: unique('Fangs'), shortName: unique('fangs') });
      const shortName = String(stat.shortName);
      const item = await create(admin, 'item', {
        name: unique('Fang Charm'),
        type: slotType!.id,
        rarity: rarity!.id,
        visible: true,
        stats: [{ shortName, valueFrom: 0, valueTo: 7 }],
      });
      try {
        await page.goto(session.url('/admin/statmax'));
        await page.getByRole('heading', { name: 'StatMax Admin', level: 1 }).waitFor();
        // The table renders once the list has loaded ('Loading...' before).
        await page.getByTestId(`statmax-${shortName}`).waitFor();
        expect(await page.getByRole('columnheader').allTextContents()).toEqual([
          'Stat',
          'Current Target Max',
          'Highest User',
          'Raw Theo',
          'Smoothed Theo',
          'Cap Mode',
          'Hard Cap',
          'Desired %',
          'Set Desired',
          'Recalc',
          'Calculator',
        ]);
        // No navigation link of its own (spec 002 section 2.1).
        expect(await page.getByRole('menuitem', { name: 'statmax' }).count()).toBe(0);
        const row = page.getByTestId(`statmax-${shortName}`);
        const result = row.getByTestId('calculator-result');
        await row.getByLabel('User value').fill('7');
        expect(await result.textContent()).toBe('-'); // No target max before the first recalc.

        // Recalc shows '...' and is disabled while it runs: its request is held until that is seen.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/graphql', async (route) => {
          if (route.request().postData()?.includes('AdminRecalcStatMax')) await held;
          await route.continue();
        });
        await row.getByRole('button', { name: 'Recalc' }).click();
        const running = row.getByRole('button', { name: '...' });
        await running.waitFor();
        expect(await running.isDisabled()).toBe(true);
        release();
        await row.getByRole('button', { name: 'Recalc' }).waitFor();
        await page.unroute('**/graphql');
        await expectNotification(`${shortName} recalculated`);
        expect(await statMax(shortName)).toMatchObject({
          rawTheoreticalMax: 7,
          contributingItems: `${String(item.name)} x1 (7)`,
        });
        await row.getByRole('cell', { name: '7.00' }).first().waitFor();
        expect(await result.textContent()).toBe('25.00%'); // 7 / 7 * the default 25%.

        // Clicking the row shows the contributing items.
        await row.getByRole('cell', { name: shortName, exact: true }).click();
        await page
          .getByTestId(`contributing-${shortName}`)
          .getByText(`${String(item.name)} x1 (7)`)
          .waitFor();

        await row.getByLabel('Desired %').fill('40');
        await row.getByRole('button', { name: 'Set Desired' }).click();
        await expectNotification(`${shortName}: desired 40%`);
        expect((await statMax(shortName))?.desiredPercent).toBe(40);
        await result.filter({ hasText: '40.00%' }).waitFor();

        // The hard cap is disabled while Dynamic; Hard sends it once typed.
        const hardCap = row.getByLabel('Hard Cap');
        expect(await hardCap.isDisabled()).toBe(true);
        await row.getByLabel('Cap Mode').click();
        await page.getByRole('option', { name: 'Hard', exact: true }).click();
        expect(await hardCap.isDisabled()).toBe(false);
        await hardCap.fill('14');
        await hardCap.press('Enter');
        await expectNotification(`${shortName}: cap mode Hard`);
        expect(await statMax(shortName)).toMatchObject({ capMode: 1, hardCapValue: 14, desiredPercent: 40 });
        await result.filter({ hasText: '20.00%' }).waitFor(); // 7 / 14 * 40%.
        await session.screenshot('47-admin-statmax');

        // Out of range: the server's message.
        await row.getByLabel('Desired %').fill('101');
        await row.getByRole('button', { name: 'Set Desired' }).click();
        await expectNotification('desired must be a whole number from 0 to 100');
        expect((await statMax(shortName))?.desiredPercent).toBe(40);
        forgiveRefusals(422);

        await row.getByLabel('Cap Mode').click();
        await page.getByRole('option', { name: 'Dynamic', exact: true }).click();
        await expectNotification(`${shortName}: cap mode Dynamic`);
        expect((await statMax(shortName))?.capMode).toBe(0);
        await hardCap.and(page.locator(':disabled')).waitFor();
      } finally {
        await admin.request('DELETE', `/api/item/${item.id}`);
        await admin.request('DELETE', `/api/stat/${stat.id}`);
      }
    });

    it("edits a user's XP, currencies and inventory, and bans them", async () => {
      const player = await activatedPlayer(unique('victim'));
      const userQuery = `query ($id: ID!) { user(id: $id) { userRole xp currencies { shortName value }
        inventory { itemId amount } } }`;
      type AdminView = {
        user: {
          userRole: number;
          xp: number;
          currencies: { shortName: string; value: number }[];
          inventory: { itemId: number; amount: number }[];
        };
      };
      const currencies = await query<{
        currencies: { shortName: string; name: string; orderIndex: number }[];
      }>(admin, '{ currencies { shortName name orderIndex } }');
      const first = [...currencies.currencies].sort((a, b) => a.orderIndex - b.orderIndex)[0]!;
      const items = await entries(admin, 'items', 'name');
      const item = items[0]!;

      await openScreen('user');
      await page.getByPlaceholder('Search users').fill(player.name);
      await page.getByRole('cell', { name: player.name, exact: true }).click();
      await page.getByTestId('inventory').waitFor();
      await page.getByLabel('XP', { exact: true }).fill('4321');
      await page.getByLabel('Amount', { exact: true }).first().fill('777');
      await page.getByRole('button', { name: 'Update' }).click();
      await page.getByText('Select a user to see details').waitFor();
      let view = await query<AdminView>(admin, userQuery, { id: player.id });
      expect(view.user.xp).toBe(4321);
      expect(view.user.currencies.find((entry) => entry.shortName === first.shortName)?.value).toBe(777);

      await page.getByRole('cell', { name: player.name, exact: true }).click();
      const inventory = page.getByTestId('inventory');
      await inventory.waitFor();
      await inventory.getByRole('combobox', { name: 'Item' }).fill(item.name as string);
      await page
        .getByRole('option', { name: item.name as string, exact: true })
        .first()
        .click();
      await inventory.getByLabel('Amount', { exact: true }).fill('3');
      await inventory.getByRole('button', { name: 'Add' }).click();
      await inventory.getByRole('cell', { name: item.name as string, exact: true }).waitFor();
      view = await query<AdminView>(admin, userQuery, { id: player.id });
      expect(view.user.inventory.find((entry) => entry.itemId === item.id)?.amount).toBe(3);
      await inventory.getByLabel('Amount', { exact: true }).fill('1');
      await inventory.getByRole('button', { name: 'Remove' }).click();
      await expectNotification('Items removed');
      view = await query<AdminView>(admin, userQuery, { id: player.id });
      expect(view.user.inventory.find((entry) => entry.itemId === item.id)?.amount).toBe(2);
      await session.screenshot('44-admin-user-edit');

      // Ban: the role select, then Update; a banned account shows only when banned ones are included.
      await page.getByLabel('Role', { exact: true }).click();
      await page.getByRole('option', { name: 'Banned' }).click();
      await page.getByRole('button', { name: 'Update' }).click();
      await page.getByText('Select a user to see details').waitFor();
      view = await query<AdminView>(admin, userQuery, { id: player.id });
      expect(view.user.userRole).toBe(666);
      await page.getByRole('cell', { name: player.name, exact: true }).waitFor({ state: 'detached' });
      await page.getByLabel('Include banned').check();
      await page.getByRole('cell', { name: player.name, exact: true }).waitFor();
      await session.screenshot('45-admin-user-banned');

      // Irreversible deletion asks in German first.
      await page.getByRole('cell', { name: player.name, exact: true }).click();
      await page.getByTestId('inventory').waitFor();
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Soll das Element wirklich gelöscht werden?').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('Select a user to see details').waitFor();
      const gone = await admin.graphql(`query ($id: ID!) { user(id: $id) { id } }`, { id: player.id });
      expect(gone.body.data ?? null).toBeNull();
    });
  });
});
