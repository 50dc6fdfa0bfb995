import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AppError, ValidationError } from '@vh/kit';

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
const MAX_EDGE = 2048;
const THUMB_EDGE = 160;

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

export interface ProcessedImage {
  contentType: string;
  bytes: Buffer;
  thumbContentType: string;
  thumbBytes: Buffer;
  sha256: string;
  width: number | null;
  height: number | null;
}

/** Enemy and news "animated images" are short videos; they are kept as they are. */
function videoType(bytes: Buffer): string | undefined {
  if (bytes.length > 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp') return 'video/mp4';
  if (bytes.length > 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return 'video/webm';
  return undefined;
}

const unsupported = () =>
  new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'Only PNG, JPEG, WebP, GIF images or MP4/WebM videos can be uploaded',
  );

/** A placeholder poster for videos, which sharp cannot decode: a dark frame with a play mark. */
async function videoPoster(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMB_EDGE}" height="${THUMB_EDGE}">
    <rect width="100%" height="100%" fill="#1a0f14"/><polygon points="60,45 60,115 115,80" fill="#b3122e"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Runs sharp on an upload; a file it cannot decode is the uploader's mistake (422), not ours. */
async function decoded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw new ValidationError('The image is damaged: it could not be decoded');
  }
}

/**
 * Checks that an upload really is a supported image (by decoding it, not by its name), bounds its
 * size, and makes its thumbnail. Animated GIF/WebP keep their frames; videos are stored unchanged.
 */
export async function processUpload(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new ValidationError('The uploaded file is empty');
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'Images may be at most 8 MB');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const video = videoType(bytes);
  if (video) {
    return {
      contentType: video,
      bytes,
      thumbContentType: 'image/png',
      thumbBytes: await videoPoster(),
      sha256,
      width: null,
      height: null,
    };
  }
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, { animated: true }).metadata();
  } catch {
    throw unsupported();
  }
  const contentType = metadata.format ? IMAGE_TYPES[metadata.format] : undefined;
  if (!contentType) throw unsupported();
  const animated = (metadata.pages ?? 1) > 1;
  const width = metadata.width ?? null;
  const height = metadata.pageHeight ?? metadata.height ?? null;
  const tooLarge = !animated && ((width ?? 0) > MAX_EDGE || (height ?? 0) > MAX_EDGE);
  // The header may be fine while the pixels are not (a truncated or corrupt file): decoding fails here.
  const { stored, thumbBytes } = await decoded(async () => ({
    stored: tooLarge
      ? await sharp(bytes)
          .resize(MAX_EDGE, MAX_EDGE, { fit: 'inside' })
          .toFormat(metadata.format as keyof sharp.FormatEnum)
          .toBuffer()
      : bytes,
    thumbBytes: await sharp(bytes, { animated })
      .resize(THUMB_EDGE, THUMB_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp()
      .toBuffer(),
  }));
  return {
    contentType,
    bytes: stored,
    thumbContentType: 'image/webp',
    thumbBytes,
    sha256,
    width: tooLarge ? Math.min(width ?? 0, MAX_EDGE) : width,
    height: tooLarge ? Math.min(height ?? 0, MAX_EDGE) : height,
  };
}
