/**
 * The player market in Debian's Chromium (docs/market.md): one player sells an item and another buys
 * it on a phone; both see the trade, the buyer sees the tax and both see the trade in their ledgers
 * ("Where my currency went"); the admin web shows the trade, halts and resumes the item's market.
 */
import type { Browser, Page } from 'playwright-core';
import { adminBrowserSession, adminMoves } from '../kit/adminBrowser';
import { launchChromium, openSession, signIn, type BrowserSession } from '../kit/browser';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import { grant, setPlayer, shop, type ShopItem } from '../kit/shop';

/** Answers the cookie banner (a first visit shows it over the page's lower part). */
async function declineCookies(page: Page) {
  await page
    .getByRole('complementary', { name: 'Cookie consent' })
    .getByRole('button', { name: 'Decline' })
    .click();
}

/** How far the page is wider than the screen (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

/** Signs in and opens the market (by the sidebar's link, or on a phone by its address) at the item. */
async function openMarket(session: BrowserSession, player: TestPlayer, item: ShopItem, byLink: boolean) {
  const { page } = session;
  page.setDefaultTimeout(20_000);
  await signIn(session, player);
  await declineCookies(page);
  if (byLink) await page.getByRole('link', { name: 'Market', exact: true }).click();
  else await page.goto(session.url('/market'));
  await page.getByRole('heading', { name: 'Market', exact: true }).waitFor();
  await page.getByRole('combobox', { name: 'Item' }).selectOption(String(item.id));
  await page.getByRole('region', { name: 'Order book' }).waitFor();
}

async function placeOrder(page: Page, side: 'Buy' | 'Sell', price: number, quantity: number) {
  const form = page.getByRole('region', { name: 'Place an order' });
  await form.getByRole('radio', { name: side }).check();
  await form.getByLabel('Price per unit (VGC)').fill(String(price));
  await form.getByLabel('Quantity').fill(String(quantity));
  await form.getByRole('button', { name: side === 'Buy' ? 'Place buy order' : 'Place sell order' }).click();
  return form;
}

describe('the player market in the browser', () => {
  let browser: Browser;
  const sessions: BrowserSession[] = [];
  let seller: TestPlayer;
  let buyer: TestPlayer;
  let item: ShopItem;

  beforeAll(async () => {
    const admin = await adminClient();
    const stock = (await shop(admin, 'GetMercatus')).body.filter((entry) => !entry.unique);
    item = stock[0]!;
    seller = await activatedPlayer();
    buyer = await activatedPlayer();
    await grant(admin, seller.id, item.id, 2);
    await setPlayer(admin, buyer, { currencies: [{ name: 'VGC', value: 500 }] });
    browser = await launchChromium();
  });
  afterEach(() => {
    for (const session of sessions) expect(session.consoleErrors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    for (const session of sessions) await session.close();
    await browser?.close();
  });

  it('one player sells, another buys on a phone; both see the trade, the tax and their ledgers', async () => {
    const sellerSession = await openSession(browser);
    sessions.push(sellerSession);
    await openMarket(sellerSession, seller, item, true);
    const sellForm = await placeOrder(sellerSession.page, 'Sell', 20, 2);
    await sellForm.getByText('Your order is on the book.').waitFor();
    const asks = sellerSession.page.getByRole('table', { name: 'Selling at' });
    await asks.getByRole('cell', { name: '20', exact: true }).waitFor();
    await sellerSession.screenshot('160-market-seller-order');

    const buyerSession = await openSession(browser, { width: 390, height: 844 });
    sessions.push(buyerSession);
    const { page } = buyerSession;
    await openMarket(buyerSession, buyer, item, false);
    await page
      .getByRole('table', { name: 'Selling at' })
      .getByRole('cell', { name: '20', exact: true })
      .waitFor();
    // Up to 25 a unit: the form shows what is held now, tax included.
    const buyForm = page.getByRole('region', { name: 'Place an order' });
    await buyForm.getByLabel('Price per unit (VGC)').fill('25');
    await buyForm.getByLabel('Quantity').fill('2');
    await buyForm.getByText('Held now: 50 VGC + tax 5 VGC (10 %) = 55 VGC').waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await buyerSession.screenshot('161-market-buyer-phone-390');
    await placeOrder(page, 'Buy', 25, 2);
    await buyForm.getByText('Your order was filled.').waitFor();
    await page.getByRole('region', { name: 'Last trades' }).getByText('2 × 20 VGC').waitFor();

    // The buyer's trade: the price of the waiting sell, and the tax on it.
    await page.getByRole('tab', { name: 'My trades' }).click();
    const bought = page.getByRole('list', { name: 'My trades' }).locator('.market-trade').first();
    await expect(bought.textContent()).resolves.toContain(`Bought 2 ${item.name} at 20 VGC`);
    await expect(bought.textContent()).resolves.toContain('paid 40 VGC + tax 4 VGC');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await buyerSession.screenshot('162-market-buyer-trade');

    // The seller sees the sale in their history.
    await sellerSession.page.getByRole('tab', { name: 'My trades' }).click();
    const sold = sellerSession.page.getByRole('list', { name: 'My trades' }).locator('.market-trade').first();
    await sold.waitFor();
    await expect(sold.textContent()).resolves.toContain(`Sold 2 ${item.name} at 20 VGC`);
    await expect(sold.textContent()).resolves.toContain('got 40 VGC');
    await sellerSession.screenshot('163-market-seller-trade');

    // Both ledgers: the buyer's escrow, tax, the price difference and the unused tax back; the sale.
    await page.goto(buyerSession.url('/wallet'));
    const changes = page.getByRole('list', { name: 'Changes' });
    for (const text of [
      'Market order: held',
      'Market order: buyer tax held',
      'Market purchase: price difference back',
      'Market order: unused tax back',
    ]) {
      await changes.getByText(text, { exact: true }).waitFor();
    }
    const taxRow = changes.locator('.wallet-row', { hasText: 'Market order: buyer tax held' });
    await expect(taxRow.textContent()).resolves.toContain('-5');
    const backRow = changes.locator('.wallet-row', { hasText: 'Market order: unused tax back' });
    await expect(backRow.textContent()).resolves.toContain('+1');
    await buyerSession.screenshot('164-market-buyer-ledger');
    await sellerSession.page.goto(sellerSession.url('/wallet'));
    const sale = sellerSession.page
      .getByRole('list', { name: 'Changes' })
      .locator('.wallet-row', { hasText: 'Market sale' });
    await expect(sale.textContent()).resolves.toContain('+40');
    await sellerSession.screenshot('165-market-seller-ledger');
  });

  it("the admin web shows the trade, halts and resumes the item's market", async () => {
    const session = await adminBrowserSession(browser);
    sessions.push(session);
    const { page } = session;
    const moves = adminMoves(session);
    await moves.openScreen('market');
    const trades = page.getByRole('table', { name: 'Market trades' });
    const row = trades.getByTestId('market-trade-row').filter({ hasText: item.name }).first();
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(seller.id.slice(0, 8));
    await expect(row.textContent()).resolves.toContain(buyer.id.slice(0, 8));

    const halts = page.getByRole('region', { name: 'Halts' });
    await halts.getByLabel('Item').click();
    await page.getByRole('option', { name: item.name, exact: true }).click();
    await halts.getByRole('button', { name: 'Halt this item' }).click();
    const halted = halts.getByRole('list', { name: 'Halted items' });
    await halted.getByText(item.name).waitFor();
    await session.screenshot('166-admin-market-halted');
    await halted.getByRole('button', { name: 'Resume' }).click();
    await halts.getByText('No item is halted on its own.').waitFor();
    // Both actions in the market's History, newest first.
    const history = page.getByTestId('history-panel').getByTestId('change-row');
    await history.filter({ hasText: 'resumed' }).first().waitFor();
    await expect(history.first().textContent()).resolves.toContain('resumed');
    await expect(history.nth(1).textContent()).resolves.toContain('halted');
    await session.screenshot('167-admin-market-history');
  });
});
