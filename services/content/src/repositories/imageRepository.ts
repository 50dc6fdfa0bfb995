import type { Knex } from 'knex';
import type { ProcessedImage } from '../images/imageProcessing';

interface StoredImage {
  contentType: string;
  bytes: Buffer;
  sha256: string;
}

export class ImageRepository {
  constructor(private readonly db: Knex) {}

  async insert(image: ProcessedImage, trx?: Knex.Transaction): Promise<number> {
    const [row] = await (trx ?? this.db)('images')
      .insert({
        content_type: image.contentType,
        bytes: image.bytes,
        thumb_content_type: image.thumbContentType,
        thumb_bytes: image.thumbBytes,
        sha256: image.sha256,
        width: image.width,
        height: image.height,
      })
      .returning('id');
    return (row as { id: number }).id;
  }

  async exists(id: number, trx?: Knex.Transaction): Promise<boolean> {
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return false;
    return Boolean(await (trx ?? this.db)('images').where({ id }).first('id'));
  }

  /** The original or the thumbnail; the sha256 of the original identifies both (ETag). */
  async read(id: number, variant: 'original' | 'thumb'): Promise<StoredImage | undefined> {
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
    const columns =
      variant === 'thumb'
        ? { contentType: 'thumb_content_type', bytes: 'thumb_bytes', sha256: 'sha256' }
        : { contentType: 'content_type', bytes: 'bytes', sha256: 'sha256' };
    return this.db('images').where({ id }).first(columns) as Promise<StoredImage | undefined>;
  }
}
