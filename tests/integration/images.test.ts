import sharp from 'sharp';
import { GatewayClient } from '../kit/gateway';
import { MP4_HEADER, create, unique, uploadImage } from '../kit/content';
import { activatedPlayer, adminClient } from '../kit/players';

type Failure = { success: false; message: string };

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#8a0303' } })
    .png()
    .toBuffer();

describe('images', () => {
  let admin: GatewayClient;

  beforeAll(async () => {
    admin = await adminClient();
  });

  it('stores an upload and serves it, its thumbnail and the enemy variants with cache headers', async () => {
    const answer = await uploadImage(admin, await png(400, 300), 'image/png');
    expect(answer.status).toBe(200);
    const { id } = (await answer.json()) as { id: number };

    const original = await fetch(`${admin.baseUrl}/api/image/${id}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.headers.get('cache-control')).toContain('max-age=31536000');
    const etag = original.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const metadata = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([400, 300]);

    const thumb = await fetch(`${admin.baseUrl}/api/image/thumb/${id}`);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const thumbSize = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect(Math.max(thumbSize.width!, thumbSize.height!)).toBeLessThanOrEqual(160);

    for (const variant of ['enemy', 'enemy/thumb']) {
      expect((await fetch(`${admin.baseUrl}/api/image/${variant}/${id}`)).status).toBe(200);
    }
    const cached = await fetch(`${admin.baseUrl}/api/image/${id}`, { headers: { 'If-None-Match': etag } });
    expect(cached.status).toBe(304);

    const enemyType = await create(admin, 'enemytype', {
      name: 'Pictured',
      shortName: unique('pic'),
      imageId: id,
    });
    expect(enemyType.imageId).toBe(id);
  });

  it('keeps animated GIFs animated and serves videos with their type', async () => {
    const frames = await sharp({ create: { width: 8, height: 16, channels: 4, background: '#ff0000' } })
      .gif()
      .toBuffer();
    const gif = await sharp(frames, { animated: true }).gif().toBuffer();
    const gifAnswer = await uploadImage(admin, gif, 'image/gif', 'a.gif');
    const { id: gifId } = (await gifAnswer.json()) as { id: number };
    expect((await fetch(`${admin.baseUrl}/api/image/enemy/${gifId}`)).headers.get('content-type')).toBe(
      'image/gif',
    );

    const videoAnswer = await uploadImage(admin, MP4_HEADER, 'video/mp4', 'clip.mp4');
    expect(videoAnswer.status).toBe(200);
    const { id: videoId } = (await videoAnswer.json()) as { id: number };
    expect((await fetch(`${admin.baseUrl}/api/image/enemy/${videoId}`)).headers.get('content-type')).toBe(
      'video/mp4',
    );
    expect((await fetch(`${admin.baseUrl}/api/image/thumb/${videoId}`)).headers.get('content-type')).toBe(
      'image/png',
    );
  });

  it('refuses non-images (415), oversized files (413), missing parts (400) and non-admins (403)', async () => {
    const text = await uploadImage(
      admin,
      Buffer.from('just some text, not a picture'),
      'image/png',
      'fake.png',
    );
    expect(text.status).toBe(415);
    expect(((await text.json()) as Failure).message).toContain('Only PNG, JPEG, WebP, GIF');
    const huge = await uploadImage(admin, Buffer.alloc(9 * 1024 * 1024, 1), 'image/png');
    expect(huge.status).toBe(413);
    const nothing = await fetch(`${admin.baseUrl}/api/Image`, {
      method: 'POST',
      headers: { 'X-App-Key': 'local-dev-app-key', Authorization: `Bearer ${admin.token}` },
      body: new FormData(),
    });
    expect(nothing.status).toBe(400);
    const player = (await activatedPlayer()).client;
    expect((await uploadImage(player, await png(10, 10), 'image/png')).status).toBe(403);
    expect(
      (
        await fetch(`${admin.baseUrl}/api/Image`, {
          method: 'POST',
          headers: { 'X-App-Key': 'local-dev-app-key' },
        })
      ).status,
    ).toBe(401);
  });

  it('answers 404 for unknown images', async () => {
    expect((await fetch(`${admin.baseUrl}/api/image/999999`)).status).toBe(404);
    expect((await fetch(`${admin.baseUrl}/api/image/thumb/abc`)).status).toBe(404);
  });
});
