/**
 * The premium package editor and the pop-up item picker of the admin web (spec 002 sections 2.4, 2.6
 * and 2.8) in Debian's Chromium: a package with two picked items and an uploaded image is created,
 * updated and deleted, a rank's reward item is picked and cleared; every change is read back through
 * the API.
 */
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { adminSuite, entries, query, type AdminMoves } from '../kit/adminBrowser';
import type { BrowserSession } from '../kit/browser';
import { create, unique } from '../kit/content';
import type { GatewayClient } from '../kit/gateway';

interface PickableItem {
  id: number;
  name: string;
  imageId: number | null;
  typeRef: { name: string } | null;
  rarityRef: { name: string } | null;
}

interface ApiPackage {
  id: number;
  name: string;
  usd: number;
  promotionalLabel: string;
  singleItemType: number;
  subscriptionLevel: number;
  imageId: number | null;
  visible: boolean;
  items: { itemId: number; amount: number }[];
}

const PACKAGE_FIELDS =
  'name usd promotionalLabel singleItemType subscriptionLevel imageId visible items { itemId amount }';

/** The words of a search all found in an item's name, type, rarity or id, as the picker matches. */
const matches = (item: PickableItem, search: string) => {
  const text = `${item.name} ${item.typeRef?.name ?? ''} ${item.rarityRef?.name ?? ''} ${item.id}`;
  return search
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.toLowerCase().includes(word));
};

/** Items with a picture whose full name finds only themselves in the picker. */
function distinctItems(items: PickableItem[]): PickableItem[] {
  return items.filter(
    (item) => item.imageId !== null && items.filter((other) => matches(other, item.name)).length === 1,
  );
}

describe('the admin web: premium packages and the item picker', () => {
  const suite = adminSuite();
  let session: BrowserSession;
  let page: Page;
  let admin: GatewayClient;
  let moves: AdminMoves;
  let items: PickableItem[];

  beforeAll(async () => {
    ({ admin, session, page, moves } = suite);
    const all = (
      await query<{ items: PickableItem[] }>(
        admin,
        '{ items { id name imageId typeRef { name } rarityRef { name } } }',
      )
    ).items;
    items = distinctItems(all);
    expect(items.length).toBeGreaterThanOrEqual(3);
  });

  const pickerDialog = (title: string) => page.getByRole('dialog', { name: title });

  /** Opens a field's picker, searches an item's name and picks it by its name and thumbnail. */
  async function pickItem(fieldLabel: string, item: PickableItem, screenshot?: string) {
    await page.getByRole('button', { name: `Add ${fieldLabel}` }).click();
    const dialog = pickerDialog('Pick an item');
    await dialog.getByLabel('Search').fill(item.name);
    const choice = dialog.getByRole('listitem').filter({ has: page.getByText(item.name, { exact: true }) });
    await expectImageLoaded(choice.locator('img'), `/api/image/thumb/${item.imageId}`);
    if (screenshot) await session.screenshot(screenshot);
    await choice.getByRole('button').click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** An image shown from its source: decoding fails for a missing or broken picture. */
  async function expectImageLoaded(image: Locator, source?: string) {
    await image.waitFor();
    if (source) expect(await image.getAttribute('src')).toBe(source);
    const width = await image.evaluate(async (element) => {
      // An <img>: the tests compile without the DOM's types.
      const picture = element as unknown as { decode(): Promise<void>; naturalWidth: number };
      await picture.decode();
      return picture.naturalWidth;
    });
    expect(width).toBeGreaterThan(0);
  }

  const packages = async () =>
    (await query<{ premiumPackages: ApiPackage[] }>(admin, `{ premiumPackages { id ${PACKAGE_FIELDS} } }`))
      .premiumPackages;

  it('creates a package with picked items and an image, updates and deletes it', async () => {
    const [first, second] = items as [PickableItem, PickableItem];
    const name = unique('Package');
    await moves.openScreen('premiumpackages');
    await page.getByText('Select a premium package to see details').waitFor();
    await page.getByText('Create New Premium Package').click();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Promotional Label').getAttribute('placeholder')).toBe('NEW, SALE, 50% OFF');

    // The levels as spec 002 section 3 names them: 0 is SingleItem, not None.
    await page
      .getByRole('combobox', { name: 'SubscriptionLevel' })
      .filter({ hasText: 'SingleItem' })
      .waitFor();
    await page.getByLabel('SubscriptionLevel', { exact: true }).click();
    // react-admin's select also offers an empty choice first.
    const levels = (await page.getByRole('option').allTextContents()).filter((text) => text.trim());
    expect(levels).toEqual(['SingleItem', 'Silver', 'Gold', 'Platinum']);
    await page.keyboard.press('Escape');
    await page.getByRole('option').first().waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'SingleItemType' }).filter({ hasText: 'none' }).waitFor();

    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('USD', { exact: true }).fill('4.99');
    await page.getByLabel('Promotional Label').fill('NEW');
    await moves.choose('SingleItemType', 'SingleItemDeal');

    // Escape closes the picker without picking; then two items are picked and one amount set.
    await page.getByRole('button', { name: 'Add Items' }).click();
    await pickerDialog('Pick an item').getByLabel('Search').waitFor();
    await page.keyboard.press('Escape');
    await pickerDialog('Pick an item').waitFor({ state: 'detached' });
    await pickItem('Items', first, '51-admin-item-picker');
    await pickItem('Items', second);
    // A picked item's amount starts empty (spec 002 section 4); saving refuses it under the field,
    // before anything is sent.
    const amountOf = (item: PickableItem) =>
      page.getByTestId('pick-items').getByTestId(`picked-item-${item.id}`).getByLabel('Amount');
    expect(await amountOf(first).inputValue()).toBe('');
    expect(await amountOf(second).inputValue()).toBe('');
    let sent = 0;
    const countCreates = (request: { postData(): string | null }) => {
      if (request.postData()?.includes('AdminCreatePremiumPackage')) sent += 1;
    };
    page.on('request', countCreates);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const refusal = 'Enter how many of this item the package gives';
    await page.getByTestId(`picked-item-${first.id}`).getByText(refusal).waitFor();
    await page.getByTestId(`picked-item-${second.id}`).getByText(refusal).waitFor();
    await session.screenshot('58-admin-package-amount-refused');
    page.off('request', countCreates);
    expect(sent).toBe(0);
    await amountOf(first).fill('1');
    await amountOf(second).fill('3');
    await page.getByTestId(`picked-item-${first.id}`).getByText(refusal).waitFor({ state: 'detached' });
    // Picked items are left out of the next pick.
    await page.getByRole('button', { name: 'Add Items' }).click();
    await pickerDialog('Pick an item').getByLabel('Search').fill(first.name);
    await pickerDialog('Pick an item').getByText('0 items').waitFor();
    await pickerDialog('Pick an item').getByRole('button', { name: 'Cancel' }).click();

    // Choosing an image uploads it at once and shows its preview.
    const png = await sharp({ create: { width: 64, height: 48, channels: 4, background: '#8a0303' } })
      .png()
      .toBuffer();
    await page
      .getByTestId('image-imageId')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'package.png', mimeType: 'image/png', buffer: png });
    await expectImageLoaded(page.getByAltText('Image preview', { exact: true }));
    await session.screenshot('50-admin-packages');

    // A month on a package that is no monthly deal is refused with the server's message.
    await page.getByLabel('Month', { exact: true }).fill('13');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await moves.expectNotification('month must be a whole number from 1 to 12');
    moves.forgiveRefusals(422);
    await page.getByLabel('Month', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Select a premium package to see details').waitFor();

    const created = (await packages()).find((entry) => entry.name === name);
    expect(created).toMatchObject({
      usd: 4.99,
      promotionalLabel: 'NEW',
      singleItemType: 13,
      subscriptionLevel: 0,
      visible: false,
      imageId: expect.any(Number),
      items: [
        { itemId: first.id, amount: 1 },
        { itemId: second.id, amount: 3 },
      ],
    });

    // The list is sorted by name; open it, change the price, drop an item, set an amount, show it.
    await page.getByPlaceholder('Search', { exact: true }).fill(name);
    await page.getByRole('cell', { name, exact: true }).click();
    await page.getByRole('button', { name: 'Update' }).waitFor();
    await expectImageLoaded(
      page.getByAltText('Image preview', { exact: true }),
      `/api/image/${created!.imageId}`,
    );
    await page.getByTestId('pick-items').getByText(first.name, { exact: true }).waitFor();
    await page.getByLabel('USD', { exact: true }).fill('5.5');
    await page.getByRole('button', { name: `Remove ${first.name}` }).click();
    await page.getByTestId(`picked-item-${second.id}`).getByLabel('Amount').fill('7');
    await page.getByLabel('Visible').check();
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Select a premium package to see details').waitFor();
    const updated = (await packages()).find((entry) => entry.id === created!.id);
    expect(updated).toMatchObject({
      name,
      usd: 5.5,
      visible: true,
      imageId: created!.imageId,
      items: [{ itemId: second.id, amount: 7 }],
    });

    // Delete asks first.
    await page.getByRole('cell', { name, exact: true }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Select a premium package to see details').waitFor();
    await page.getByRole('cell', { name, exact: true }).waitFor({ state: 'detached' });
    expect((await packages()).some((entry) => entry.id === created!.id)).toBe(false);
  });

  it("sets a rank's reward item with the picker and clears it", async () => {
    const reward = items[2]!;
    const rank = await create(admin, 'rank', {
      name: unique('Rank'),
      xp: 900_000_000 + Math.floor(Math.random() * 90_000_000),
    });
    const rewardOf = async () =>
      (await entries(admin, 'ranks', 'rewardItemId')).find((entry) => entry.id === rank.id)?.rewardItemId;
    try {
      await moves.openScreen('ranks');
      await page.getByPlaceholder('Search', { exact: true }).fill(String(rank.name));
      await page.getByRole('cell', { name: String(rank.name), exact: true }).click();
      await page.getByTestId('pick-rewardItemId').getByText('None').waitFor();

      // Keyboard only: the search box has the focus and Enter picks its only match.
      await page.getByRole('button', { name: 'Add Reward Item' }).click();
      await page.keyboard.type(reward.name);
      await pickerDialog('Pick an item').getByText('1 item', { exact: true }).waitFor();
      await page.keyboard.press('Enter');
      await pickerDialog('Pick an item').waitFor({ state: 'detached' });
      const picked = page.getByTestId('pick-rewardItemId');
      await picked.getByText(reward.name, { exact: true }).waitFor();
      await expectImageLoaded(picked.locator('img'), `/api/image/thumb/${reward.imageId}`);
      await page.getByRole('button', { name: 'Update' }).click();
      await page.getByText('Select a rank to see details').waitFor();
      expect(await rewardOf()).toBe(reward.id);

      await page.getByRole('cell', { name: String(rank.name), exact: true }).click();
      await page.getByRole('button', { name: `Remove ${reward.name}` }).click();
      await page.getByTestId('pick-rewardItemId').getByText('None').waitFor();
      await page.getByRole('button', { name: 'Update' }).click();
      await page.getByText('Select a rank to see details').waitFor();
      expect(await rewardOf()).toBeNull();
    } finally {
      await admin.request('DELETE', `/api/rank/${rank.id}`);
    }
  });
});
