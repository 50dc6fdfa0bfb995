/**
 * Animated images that are videos (an admin uploads MP4 or WebM): they play on hover in the player
 * web, with spec 000's defaults (autoplay on, mute off, loop off), changed in the profile and
 * remembered in cookies.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, openSession, signIn, type BrowserSession } from '../kit/browser';
import { MP4_HEADER, create, unique, uploadImage } from '../kit/content';
import { activatedPlayer, adminClient } from '../kit/players';

const TIMEOUT = 15_000;

interface Playback {
  loop: boolean;
  controls: boolean;
  muted: boolean;
}

/** How a video element is set to play. */
function playback(video: Locator): Promise<Playback> {
  return video.evaluate((element: unknown) => {
    const { loop, controls, muted } = element as Playback;
    return { loop, controls, muted };
  });
}

describe('animated images that are videos', () => {
  let browser: Browser;
  let session: BrowserSession;
  let page: Page;
  let header: string;

  beforeAll(async () => {
    const admin = await adminClient();
    const uploaded = await uploadImage(admin, MP4_HEADER, 'video/mp4', 'bat.mp4');
    const { id: animatedImageId } = (await uploaded.json()) as { id: number };
    header = unique('Bats at dusk');
    // Newer than every seeded item, so it is the first the carousel shows.
    await create(admin, 'news', { header, message: 'They fly.', animatedImageId, timestamp: 2_100_000_000 });
    browser = await launchChromium();
    session = await openSession(browser);
    page = session.page;
    page.setDefaultTimeout(TIMEOUT);
    await signIn(session, await activatedPlayer());
  });
  afterAll(async () => {
    await session?.close();
    await browser?.close();
  });

  /** Opens the test's news item and rests the pointer on its image; answers its video. */
  async function hoverNewsAnimation() {
    await page.locator('[aria-label="News"] .carousel__item', { hasText: header }).click();
    const dialog = page.getByRole('dialog', { name: header });
    await dialog.locator('.game-image').hover();
    const video = dialog.locator('video');
    await video.waitFor();
    return { dialog, video };
  }

  it('plays on hover with autoplay on, sound on and loop off by default', async () => {
    const { dialog, video } = await hoverNewsAnimation();
    expect(await playback(video)).toEqual({ loop: false, controls: false, muted: false });
    await session.screenshot('60-news-animation');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('follows the profile: loop on and autoplay off are kept in cookies across reloads', async () => {
    await page.goto(session.url('/profile'));
    const animations = page.getByRole('region', { name: 'Animations' });
    await animations.getByLabel('Loop').check();
    await animations.getByLabel('Autoplay').uncheck();
    await session.screenshot('61-profile-animations');
    await page.reload();
    const cookies = await page.evaluate<string>('document.cookie');
    expect(cookies).toContain('videoLoop=true');
    expect(cookies).toContain('videoAutoplay=false');
    await page.getByRole('link', { name: 'HUNT', exact: true }).waitFor();
    const { video } = await hoverNewsAnimation();
    // Without autoplay it waits with its controls, for the player to start it.
    expect(await playback(video)).toEqual({ loop: true, controls: true, muted: false });
    expect(await video.evaluate((element: unknown) => (element as { paused: boolean }).paused)).toBe(true);
  });
});
