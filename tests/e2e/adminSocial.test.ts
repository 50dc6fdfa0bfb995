/**
 * The social service's admin screens (issue 36): the daily gift's item picked and its amount set,
 * then found in Recent changes under 'Social'; a coven a player founded and started an expedition in
 * through GraphQL found by part of its name, its members and its running expedition (targets as the
 * API has them), renamed (a clash refused with the server's message), disbanded behind a
 * confirmation that is on screen and closable; each action in the coven's History and in Recent
 * changes, and through the API.
 */
import type { Page } from 'playwright-core';
import { adminSuite, query } from '../kit/adminBrowser';
import type { GatewayClient } from '../kit/gateway';
import { activatedPlayer, type TestPlayer } from '../kit/players';
import { eventually } from '../kit/wait';

interface PickableItem {
  id: number;
  name: string;
  imageId: number | null;
  typeRef: { name: string } | null;
  rarityRef: { name: string } | null;
}

interface GiftSetting {
  itemId: number;
  amount: number;
}

interface ApiExpedition {
  id: number;
  status: string;
  targets: { enemy: { name: string }; huntingGround: { name: string }; required: number; caught: number }[];
}

const FOUND = `mutation ($input: CovenInput!) { foundCoven(input: $input) { id name } }`;
const START_EXPEDITION = `mutation { startExpedition { id status targets { enemy { name } huntingGround { name } required caught } } }`;

/** A name of 3 to 32 characters no other coven has (the server compares ignoring case). */
const covenName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 9)}`;

/** The words of a search all found in an item's name, type, rarity or id, as the picker matches. */
const matches = (item: PickableItem, search: string) => {
  const text = `${item.name} ${item.typeRef?.name ?? ''} ${item.rarityRef?.name ?? ''} ${item.id}`;
  return search
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.toLowerCase().includes(word));
};

/** Founds a coven as `player` once the social service knows them (it follows identity's events). */
async function foundedCoven(player: TestPlayer, name: string): Promise<{ id: number; name: string }> {
  const answer = await eventually(
    () =>
      player.client.graphql<{ foundCoven: { id: number; name: string } }>(FOUND, {
        input: { name, open: true },
      }),
    (found) => found.body.errors?.[0]?.extensions?.code !== 'NOT_FOUND',
  );
  if (!answer.body.data) throw new Error(`founding failed: ${answer.text}`);
  return answer.body.data.foundCoven;
}

async function expectClosableConfirm(page: Page, open: () => Promise<void>): Promise<void> {
  const dialog = page.getByRole('dialog');
  for (const close of [
    () => dialog.getByRole('button', { name: 'Cancel' }).click(),
    () => page.keyboard.press('Escape'),
  ]) {
    await open();
    await dialog.waitFor();
    const box = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x >= 0 && box.y >= 0).toBe(true);
    expect(box.x + box.width <= viewport.width && box.y + box.height <= viewport.height).toBe(true);
    await close();
    await dialog.waitFor({ state: 'detached' });
  }
}

describe('admin web: covens, expeditions and the daily gift', () => {
  const suite = adminSuite();
  let admin: GatewayClient;
  let original: GiftSetting | null;

  beforeAll(async () => {
    admin = suite.admin;
    original = (await query<{ giftSetting: GiftSetting | null }>(admin, '{ giftSetting { itemId amount } }'))
      .giftSetting;
  });

  afterAll(async () => {
    // Other suites send gifts: the setting goes back to what it was.
    if (original)
      await admin.graphql(
        'mutation ($itemId: Int!, $amount: Int!) { setGiftSetting(itemId: $itemId, amount: $amount) { itemId } }',
        { ...original },
      );
  });

  it('sets the daily gift with the item picker and finds it in Recent changes', async () => {
    const { page, moves, session } = suite;
    const items = (
      await query<{ items: PickableItem[] }>(
        admin,
        '{ items { id name imageId typeRef { name } rarityRef { name } } }',
      )
    ).items;
    // An item other than the current gift, whose full name finds only itself in the picker.
    const item = items.find(
      (candidate) =>
        candidate.id !== original?.itemId &&
        items.filter((other) => matches(other, candidate.name)).length === 1,
    )!;
    const amount = original?.amount === 4 ? 5 : 4;

    await moves.openScreen('gifts');
    await page.getByRole('heading', { name: 'Gift setting', level: 1 }).waitFor();
    await page
      .getByTestId('gift-setting-now')
      .filter({ hasText: original ? `Now: ${original.amount} × ` : 'No gift item is set yet' })
      .waitFor();

    await page.getByRole('button', { name: 'Add Gift item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pick an item' });
    await dialog.getByLabel('Search').fill(item.name);
    await dialog
      .getByRole('listitem')
      .filter({ has: page.getByText(item.name, { exact: true }) })
      .getByRole('button')
      .click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId(`picked-item-${item.id}`).waitFor();

    // Not a whole number: nothing is sent.
    const amountInput = page.getByLabel('Amount', { exact: true });
    await amountInput.fill('2.5');
    await page.getByText('A whole number').waitFor();
    expect(await page.getByRole('button', { name: 'Save gift setting' }).isDisabled()).toBe(true);
    // Beyond the server's bound: its message.
    await amountInput.fill('101');
    await page.getByRole('button', { name: 'Save gift setting' }).click();
    await moves.expectNotification('The gift amount is between 1 and 100');
    moves.forgiveRefusals(400);

    await amountInput.fill(String(amount));
    const sent = await moves.sentVariables('AdminSetGiftSetting', () =>
      page.getByRole('button', { name: 'Save gift setting' }).click(),
    );
    expect(sent).toEqual({ itemId: item.id, amount });
    await moves.expectNotification('Gift setting saved');
    await page
      .getByTestId('gift-setting-now')
      .filter({ hasText: `Now: ${amount} × ${item.name}` })
      .waitFor();
    expect(
      (await query<{ giftSetting: GiftSetting }>(admin, '{ giftSetting { itemId amount } }')).giftSetting,
    ).toEqual({ itemId: item.id, amount });
    // The page's own history shows the change at once.
    const history = page.getByTestId('history-panel');
    await history
      .getByTestId('change-row')
      .first()
      .filter({ hasText: `itemId: ` })
      .filter({ hasText: String(item.id) })
      .filter({ hasText: `amount: ` })
      .waitFor();
    await session.screenshot('140-admin-gift-setting');

    await moves.openScreen('changes');
    await moves.choose('Service', 'Social');
    const row = page
      .getByTestId('change-row')
      .filter({ hasText: 'GiftSetting 1' })
      .filter({ hasText: `itemId: ` })
      .first();
    await row.waitFor();
    expect(await row.textContent()).toContain(`${item.id}`);
    expect(await row.textContent()).toContain(`amount: `);
    await session.screenshot('141-admin-changes-social-gift');
  });

  it('finds a coven, shows its members and expedition, renames it and disbands it, each audited', async () => {
    const { page, moves, session } = suite;
    const captain = await activatedPlayer();
    const other = await activatedPlayer();
    const tag = Math.random().toString(36).slice(2, 8);
    const coven = await foundedCoven(captain, `Hollow ${tag} Moon`);
    const taken = await foundedCoven(other, covenName('Taken'));
    const started = await captain.client.graphql<{ startExpedition: ApiExpedition }>(START_EXPEDITION);
    if (!started.body.data) throw new Error(`expedition: ${started.text}`);
    const expedition = started.body.data.startExpedition;

    // The list: found by a part of the name, in any case.
    await moves.openScreen('covens');
    await page.getByRole('heading', { name: 'Covens', level: 1 }).waitFor();
    await page.getByLabel('Search covens by name').fill(tag.toUpperCase());
    const rows = page.getByTestId('coven-row');
    await rows.filter({ hasText: coven.name }).waitFor();
    await eventually(
      () => rows.count(),
      (count) => count === 1,
      5_000,
    );
    expect(await rows.first().textContent()).toContain('1 of 12');
    await session.screenshot('142-admin-covens');
    await rows.first().getByRole('link', { name: coven.name }).click();
    await page.waitForURL(session.url(`/admin/covens/${coven.id}`));

    // The coven: its captain, and the running expedition's targets as the API has them.
    await page.getByRole('heading', { name: `Coven ${coven.name}`, level: 1 }).waitFor();
    const member = page.getByTestId('coven-member');
    await member.filter({ hasText: captain.name }).filter({ hasText: 'Captain' }).waitFor();
    const card = page.locator(`[data-testid="expedition"][data-expedition="${expedition.id}"]`);
    await card.getByText(`Expedition ${expedition.id} · Running until`).waitFor();
    const targets = card.getByRole('table', { name: `Expedition ${expedition.id} targets` });
    const targetRows = targets.locator('tbody tr');
    expect(await targetRows.count()).toBe(expedition.targets.length);
    for (const [index, target] of expedition.targets.entries()) {
      const cells = await targetRows.nth(index).getByRole('cell').allTextContents();
      expect(cells).toEqual([
        target.enemy.name,
        target.huntingGround.name,
        String(target.caught),
        String(target.required),
      ]);
    }
    // Nobody hunted yet: no contributions, no shares.
    for (const part of ['contributions', 'shares'])
      expect(await card.getByRole('table', { name: `Expedition ${expedition.id} ${part}` }).count()).toBe(0);
    expect(await card.getByText('None yet').count()).toBe(2);
    await session.screenshot('143-admin-coven');

    // Rename: a name another coven holds is refused with the server's message; then a free one.
    const name = page.getByLabel('Name', { exact: true });
    await name.fill(taken.name.toLowerCase());
    await page.getByRole('button', { name: 'Rename' }).click();
    await moves.expectNotification(
      `A coven named ${taken.name.toLowerCase()} exists already (names are unique ignoring case)`,
    );
    moves.forgiveRefusals(409);
    const renamed = covenName('Renamed');
    await name.fill(renamed);
    await page.getByRole('button', { name: 'Rename' }).click();
    await moves.expectNotification(`Coven renamed ${renamed}`);
    await page.getByRole('heading', { name: `Coven ${renamed}`, level: 1 }).waitFor();
    const history = page.getByTestId('history-panel');
    await history
      .getByTestId('change-row')
      .filter({ hasText: `name: ${coven.name} → ${renamed}` })
      .waitFor();
    expect(
      (await query<{ coven: { name: string } }>(captain.client, '{ coven(id: ' + coven.id + ') { name } }'))
        .coven.name,
    ).toBe(renamed);

    // Disband: asked first, in a dialog on screen that Cancel and Escape close.
    const disband = () => page.getByRole('button', { name: 'Disband' }).click();
    await expectClosableConfirm(page, disband);
    await disband();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Disband ${renamed}?`).waitFor();
    await session.screenshot('144-admin-coven-disband-confirm');
    await dialog.getByRole('button', { name: 'Disband coven' }).click();
    await moves.expectNotification(`Coven ${renamed} disbanded`);
    await page
      .getByTestId('coven-standing')
      .filter({ hasText: /^Disbanded / })
      .waitFor();
    await page.getByText('No members').waitFor();
    expect(await page.getByRole('button', { name: 'Disband' }).count()).toBe(0);
    await history.getByTestId('change-row').filter({ hasText: 'disbanded' }).waitFor();
    // The captain is in no coven any more; the expedition ended without a chest.
    expect((await query<{ myCoven: null }>(captain.client, '{ myCoven { id } }')).myCoven).toBeNull();
    const ended = (
      await query<{ adminExpeditions: { id: number; status: string }[] }>(
        admin,
        `{ adminExpeditions(covenId: ${coven.id}) { id status } }`,
      )
    ).adminExpeditions.find((entry) => entry.id === expedition.id);
    expect(ended?.status).not.toBe('RUNNING');
    await card.getByText(new RegExp(`^Expedition ${expedition.id} · (Failed|Completed) `)).waitFor();
    await session.screenshot('145-admin-coven-disbanded');

    // Recent changes, the social service's trail: the rename and the disband of this coven.
    await moves.openScreen('changes');
    await moves.choose('Service', 'Social');
    await moves.choose('Entity', 'Coven');
    const changes = page.getByTestId('change-row').filter({ hasText: `Coven ${coven.id}` });
    await changes.filter({ hasText: 'disbanded' }).waitFor();
    await changes.filter({ hasText: `name: ${coven.name} → ${renamed}` }).waitFor();
    await session.screenshot('146-admin-changes-social-coven');
  });
});
