import sharp from 'sharp';
import { ValidationError } from '@vh/kit';
import { processUpload } from '../imageProcessing';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#8a0303' } })
    .png()
    .toBuffer();

describe('image uploads', () => {
  it('stores a readable image with its thumbnail', async () => {
    const processed = await processUpload(await png(300, 200));
    expect(processed).toMatchObject({ contentType: 'image/png', width: 300, height: 200 });
    expect(processed.thumbContentType).toBe('image/webp');
  });

  it('refuses an image whose header reads but whose pixels do not (422), not a 500', async () => {
    const cutOff = (await png(300, 300)).subarray(0, 120);
    await expect(processUpload(cutOff)).rejects.toEqual(
      new ValidationError('The image is damaged: it could not be decoded'),
    );
  });

  it('refuses what is no image at all with 415', async () => {
    await expect(processUpload(Buffer.from('not a picture'))).rejects.toMatchObject({ status: 415 });
  });
});
