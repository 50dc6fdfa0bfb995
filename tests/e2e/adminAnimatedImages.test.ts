/**
 * The admin web's previews of animated images (spec 002 sections 2.5 and 2.7) in Debian's Chromium:
 * the seeded enemies, news and regions carry animated WebP, which only an <img> shows. Each editor
 * opens a seeded entry and its AnimatedImage preview must be an image that decoded (natural width
 * above 0), not a blank <video>.
 */
import { adminSuite, entries, type Row } from '../kit/adminBrowser';
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

describe('the admin web previews animated images', () => {
  const suite = adminSuite();

  for (const editor of EDITORS) {
    it(`shows a seeded animated WebP in the ${editor.route} editor as an image`, async () => {
      const { page, moves, session, admin } = suite;
      const seeded = (await entries(admin, editor.listField, `${editor.nameField} animatedImageId`)).find(
        (entry: Row) => typeof entry.animatedImageId === 'number',
      );
      expect(seeded).toBeDefined();
      const served = await fetch(`${stackInfo().gatewayUrl}/api/image/${String(seeded!.animatedImageId)}`);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(isAnimatedWebp(Buffer.from(await served.arrayBuffer()))).toBe(true);

      await moves.openScreen(editor.route);
      const name = String(seeded![editor.nameField]);
      await page.getByPlaceholder('Search', { exact: true }).fill(name);
      await page.getByRole('cell', { name, exact: true }).first().click();
      const field = page.getByTestId('image-animatedImageId');
      const preview = field.getByRole('img', { name: 'AnimatedImage preview' });
      await preview.waitFor();
      expect(await preview.getAttribute('src')).toBe(`/api/image/${String(seeded!.animatedImageId)}`);
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
});
