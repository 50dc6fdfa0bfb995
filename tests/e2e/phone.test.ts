/**
 * The player web on phones from 360 to 430 px wide, as a person holds one: no screen scrolls
 * sideways, HUNT (or its countdown) is on the first screenful of every screen, and a hunt's fight
 * starts there too. Screenshots of each screen at each width are kept.
 */
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openSession, signIn, type BrowserSession } from '../kit/browser';
import { activatedPlayer } from '../kit/players';

const TIMEOUT = 20_000;

const PHONES = [
  { width: 360, height: 780 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
];

/** Each main screen and what shows that it has loaded. */
const SCREENS: { route: string; name: string; ready: string }[] = [
  { route: '/', name: 'home', ready: '[aria-label="Equipment"]' },
  { route: '/inventory', name: 'inventory', ready: '.game__content h1, .game__content h2' },
  { route: '/journal', name: 'journal', ready: '.game__content h1, .game__content h2' },
  { route: '/grimoire', name: 'grimoire', ready: '.game__content h1, .game__content h2' },
  { route: '/ladder', name: 'ladder', ready: '.game__content h1, .game__content h2' },
  { route: '/competition', name: 'competition', ready: '.ladder__paging' },
  { route: '/travel', name: 'travel', ready: '.game__content h1, .game__content h2' },
  { route: '/armory', name: 'armory', ready: '[data-testid^="item-"]' },
  { route: '/premiumShop', name: 'premium-shop', ready: '.game__content h1, .game__content h2' },
  { route: '/profile', name: 'profile', ready: '.game__content h2' },
  { route: '/wallet', name: 'wallet', ready: '.wallet-flow' },
  { route: '/friends', name: 'friends', ready: '.social-screen__panel h2' },
  { route: '/gifts', name: 'gifts', ready: '.social-screen__panel h2' },
  { route: '/coven', name: 'coven', ready: '.social-screen__panel h2' },
  { route: '/inbox', name: 'inbox', ready: '.social-screen__panel h2' },
];

/** How far the page is wider than the screen (0 when nothing scrolls sideways). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
}

/** Whether the element's box lies within the first screenful (the page scrolled to its top). */
async function inFirstScreen(page: Page, selector: string): Promise<boolean> {
  await page.evaluate('window.scrollTo(0, 0)');
  const box = await page.locator(selector).first().boundingBox();
  const { height } = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.y + Math.min(box.height, 40) <= height;
}

describe('the player web on phones', () => {
  let browser: Browser;
  let session: BrowserSession;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    expect(session.consoleErrors).toEqual([]);
    await session.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const phone of PHONES) {
    it(`fits every main screen and the fight on a ${phone.width} px wide phone`, async () => {
      session = await openSession(browser, phone);
      const { page } = session;
      page.setDefaultTimeout(TIMEOUT);
      await signIn(session, await activatedPlayer());

      for (const screen of SCREENS) {
        await page.goto(session.url(screen.route));
        await page.locator(screen.ready).first().waitFor();
        expect([screen.name, await sidewaysOverflow(page)]).toEqual([screen.name, 0]);
        expect([screen.name, await inFirstScreen(page, '.hunt-buttons > .hunt-button')]).toEqual([
          screen.name,
          true,
        ]);
        await session.screenshot(`70-phone-${phone.width}-${screen.name}`);
      }

      await page.goto(session.url('/'));
      await page.getByRole('link', { name: 'HUNT', exact: true }).click();
      await page.locator('.hunt-enemy').first().waitFor();
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await inFirstScreen(page, '.hunt-enemy')).toBe(true);
      await session.screenshot(`71-phone-${phone.width}-hunt`);
    });
  }
});
