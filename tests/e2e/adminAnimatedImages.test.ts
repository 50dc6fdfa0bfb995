/**
 * The admin web's previews of animated images (spec 002 sections 2.5 and 2.7) in Debian's Chromium:
 * the seeded enemies, news and regions carry animated WebP, which only an <img> shows. Each editor
 * opens a seeded entry and its AnimatedImage preview must be an image that decoded (natural width
 * above 0), not a blank <video>; an uploaded video stays a <video>.
 */
import { adminSuite, entries, type Row } from '../kit/adminBrowser';
import { MP4_HEADER, create, unique, uploadImage } from '../kit/content';
import type { GatewayClient } from '../kit/gateway';
import { stackInfo } from '../kit/stackInfo';

/** Each editor with an animated image field, the API list its entries come from and their name field. */
const EDITORS = [
  { route: 'enemies', listField: 'enemies', nameField: 'name', screenshot: '64-admin-enemy-animated' },
  { route: 'news', listField: 'newsItems', nameField: 'header', screenshot: '65-admin-news-animated' },
  { route: 'regions', listField: 'regions', nameField: 'name', screenshot: '66-admin-region-animated' },
] as const;

/** An animated WebP: a RIFF WEBP file whose VP8X header sets the animation flag and holds ANIM. */
function isAnimatedWebp(bytes: Buffer): boolean {
  const vp8x = bytes.toString('latin1', 12, 16) === 'VP8X';
  return (
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP' &&
    vp8x &&
    (bytes[20]! & 0x02) !== 0 &&
    bytes.includes(Buffer.from('ANIM'))
  );
}

/** The first entry whose animated image is served as an animated WebP (the seed's; tests add videos). */
async function seededAnimation(admin: GatewayClient, listField: string, nameField: string): Promise<Row> {
  const animated = (await entries(admin, listField, `${nameField} animatedImageId`)).filter(
    (entry) => typeof entry.animatedImageId === 'number',
  );
  for (const entry of animated) {
    const served = await fetch(`${stackInfo().gatewayUrl}/api/image/${String(entry.animatedImageId)}`);
    const bytes = Buffer.from(await served.arrayBuffer());
    if (served.headers.get('content-type') === 'image/webp' && isAnimatedWebp(bytes)) return entry;
  }
  throw new Error(`no ${listField} entry with an animated WebP`);
}

describe('the admin web previews animated images', () => {
  const suite = adminSuite();

  /** Opens the entry named `name` in a list-plus-form editor; answers its AnimatedImage field. */
  async function openAnimatedField(route: string, name: string) {
    const { page, moves } = suite;
    await moves.openScreen(route);
    await page.getByPlaceholder('Search', { exact: true }).fill(name);
    await page.getByRole('cell', { name, exact: true }).first().click();
    return page.getByTestId('image-animatedImageId');
  }

  for (const editor of EDITORS) {
    it(`shows a seeded animated WebP in the ${editor.route} editor as an image`, async () => {
      const { page, session, admin } = suite;
      const seeded = await seededAnimation(admin, editor.listField, editor.nameField);
      const field = await openAnimatedField(editor.route, String(seeded[editor.nameField]));
      const preview = field.getByRole('img', { name: 'AnimatedImage preview' });
      await preview.waitFor();
      expect(await preview.getAttribute('src')).toBe(`/api/image/${String(seeded.animatedImageId)}`);
      // Decoded: an <img> whose picture loaded has a natural size; a <video> of WebP stays blank.
      await page.waitForFunction(
        (element) => (element as { complete: boolean; naturalWidth: number }).complete,
        await preview.elementHandle(),
      );
      expect(
        await preview.evaluate((element) => (element as { naturalWidth: number }).naturalWidth),
      ).toBeGreaterThan(0);
      expect(await field.locator('video').count()).toBe(0);
      await session.screenshot(editor.screenshot);
    });
  }

  it('still previews an uploaded video as a video, playing muted in a loop', async () => {
    const { admin } = suite;
    const uploaded = await uploadImage(admin, MP4_HEADER, 'video/mp4', 'bats.mp4');
    const { id: animatedImageId } = (await uploaded.json()) as { id: number };
    const news = await create(admin, 'news', {
      header: unique('Video news'),
      message: 'Bats.',
      animatedImageId,
    });
    try {
      const field = await openAnimatedField('news', String(news.header));
      const video = field.locator('video');
      await video.waitFor();
      expect(await video.getAttribute('src')).toBe(`/api/image/${animatedImageId}`);
      expect(
        await video.evaluate((element) => {
          const { muted, loop } = element as unknown as { muted: boolean; loop: boolean };
          return { muted, loop };
        }),
      ).toEqual({ muted: true, loop: true });
      expect(await field.getByRole('img').count()).toBe(0);
    } finally {
      await admin.request('DELETE', `/api/news/${news.id}`);
    }
  });
});
