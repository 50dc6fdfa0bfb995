/**
 * The premium shop as a new player uses it, in Debian's Chromium against the real stack and the
 * project's sandbox provider: a purchase from the shop through the payment modal and the provider's
 * approval page to the callback page, the inventory and the profile; a gift to another player; a
 * subscription, its upgrade for the difference, and its cancel from the profile.
 */
import type { Browser, Page } from 'playwright-core';
import { type BrowserSession, launchChromium, openSession, signIn } from '../kit/browser';
import { held, me } from '../kit/game';
import { packageNamed } from '../kit/payments';
import { activatedPlayer, type TestPlayer } from '../kit/players';
import { eventually } from '../kit/wait';

const TIMEOUT = 20_000;
const PURCHASE_DONE = 'Thank you! Your purchase is complete and the items are in your inventory.';

describe('the premium shop', () => {
  let browser: Browser;
  let session: BrowserSession;
  let page: Page;
  let buyer: TestPlayer;
  let friend: TestPlayer;

  /** Opens a package's payment modal from its card and pays at the sandbox's approval page. */
  async function payThroughProvider(approveButton: 'Pay Now' | 'Agree & Subscribe', gift?: string) {
    const modal = page.locator('[data-payment-modal]');
    await modal.waitFor();
    if (gift) {
      await modal.locator('.gift-fields__checkbox').check();
      await modal.locator('.gift-fields__name').fill(gift);
    }
    await session.screenshot(gift ? '42-payment-modal-gift' : '41-payment-modal');
    await modal.locator('.payment-modal__pay').click();
    await page.waitForURL(/\/checkoutnow\?token=/);
    await session.screenshot('43-sandbox-approval');
    await page.getByRole('button', { name: approveButton }).click();
    await page.waitForURL(/\/shopcallback\//);
  }

  const card = (name: string) => page.locator(`.premium-card[data-package-name="${name}"]`);
  const tierButton = (tier: string) => page.locator(`.tier-card--${tier} .tier-button`);

  beforeAll(async () => {
    [buyer, friend] = await Promise.all([activatedPlayer(), activatedPlayer()]);
    browser = await launchChromium();
    // The provider sends players back to the public origin: the login must live there.
    session = await openSession(browser, undefined, 'public');
    page = session.page;
    page.setDefaultTimeout(TIMEOUT);
    await signIn(session, buyer);
  });

  afterAll(async () => {
    expect(session?.consoleErrors).toEqual([]);
    await session?.close();
    await browser?.close();
  });

  it('buys a package: shop, payment modal, approval page, callback, inventory and profile', async () => {
    await page.locator('[data-ad-slot]').first().waitFor();
    await page.locator('[data-premium-banner]').click();
    await page.locator('[data-premium-shop]').waitFor();
    for (const section of [
      'diamond',
      'one-time',
      'diamond-deals',
      'subscriptions',
      'monthly',
      'hex',
      'single',
    ]) {
      await page.locator(`[data-section="${section}"]`).waitFor();
    }
    await session.screenshot('40-premium-shop');
    await card('Bat Hex Bundle').locator('.premium-buy').click();
    await payThroughProvider('Pay Now');
    await page.getByText(PURCHASE_DONE).waitFor();
    await session.screenshot('44-callback-purchase');

    await page.getByRole('link', { name: 'Go to your inventory' }).click();
    await page.getByText('Hex of the Bat').first().waitFor();
    await page.goto(session.url('/profile'));
    const row = page.locator('tr.transaction-row[data-status="COMPLETED"]').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Bat Hex Bundle');
    await session.screenshot('45-profile-transactions');
  });

  it('gives a gift: the callback speaks of the gift and the friend receives it', async () => {
    const bundle = await packageNamed(buyer.client, 'Bat Hex Bundle');
    const hexId = (
      await buyer.client.get<{ items: { itemId: number }[] }>(`/api/premiumpackage/${bundle.id}`)
    ).body.items[0]!.itemId;
    const before = held(await me(friend.client), hexId);
    await page.goto(session.url('/premiumShop'));
    await card('Bat Hex Bundle').locator('.premium-buy').click();
    await payThroughProvider('Pay Now', friend.name);
    await page.getByText(`Thank you! Your gift to ${friend.name} has been delivered.`).waitFor();
    await session.screenshot('46-callback-gift');
    expect(held(await me(friend.client), hexId)).toBe(before + 20);
  });

  it('subscribes, upgrades for the difference and cancels from the profile', async () => {
    await page.goto(session.url('/premiumShop'));
    await tierButton('silver').getByText('Subscribe').waitFor();
    await tierButton('silver').click();
    await payThroughProvider('Agree & Subscribe');
    await page.getByText(PURCHASE_DONE).waitFor();

    await page.goto(session.url('/premiumShop'));
    await tierButton('silver').getByText('Current Subscription').waitFor();
    const silver = await packageNamed(buyer.client, 'Silver Subscription');
    const gold = await packageNamed(buyer.client, 'Gold Subscription');
    const difference = (gold.usd - silver.usd).toFixed(2);
    await tierButton('gold').getByText(`Upgrade current Sub ${difference} USD`).waitFor();
    await session.screenshot('47-tiers-silver');
    await tierButton('gold').click();
    await payThroughProvider('Agree & Subscribe');
    await page.getByText(PURCHASE_DONE).waitFor();

    await page.goto(session.url('/premiumShop'));
    await tierButton('gold').getByText('Current Subscription').waitFor();
    await tierButton('silver').getByText('Included').waitFor();
    await tierButton('platinum')
      .getByText(/^Upgrade current Sub/)
      .waitFor();
    // Subscribers see no ads.
    expect(await page.locator('[data-ad-slot]').count()).toBe(0);

    await page.goto(session.url('/profile'));
    const active = page.locator('tr.transaction-row[data-status="ACTIVE"]');
    await active.waitFor();
    expect(await page.locator('tr.transaction-row[data-status="CANCELLED"]').count()).toBe(1);
    page.once('dialog', (dialog) => void dialog.accept());
    await active.locator('.transaction-row__cancel').click();
    await page.getByText(/^Your subscription is cancelled\. It stays active until/).waitFor();
    await eventually(
      () => page.locator('tr.transaction-row[data-status="CANCELLED"]').count(),
      (count) => count === 2,
    );
    expect(await page.locator('tr.transaction-row[data-status="CANCELLED"]').count()).toBe(2);
    await session.screenshot('48-profile-cancelled');
  });
});
