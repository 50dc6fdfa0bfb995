import {
  AppError,
  PayloadTooLargeError,
  bodyParserMistake,
  internalRoute,
  requireAdmin,
  sendError,
  type Logger,
} from '@vh/kit';
import express, { type Express, type Request, type Response } from 'express';
import multer from 'multer';
import type { ImageRepository } from '../repositories/imageRepository';
import { MAX_UPLOAD_BYTES, processUpload } from './imageProcessing';

const ONE_YEAR = 365 * 24 * 3600;

function uploadMistake(error: unknown): AppError {
  if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
    return new PayloadTooLargeError('Images may be at most 8 MB');
  }
  return bodyParserMistake(error);
}

/**
 * Binary image endpoints (the gateway proxies /api/image/* and POST /api/Image here). Images never
 * change once stored, so they are cached for a year with the content hash as ETag.
 */
export function mountImageRoutes(
  app: Express,
  images: ImageRepository,
  sharedSecret: string,
  logger: Logger,
) {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 },
  });

  app.post(
    '/images',
    // Refused before the body is read: only an admin's upload, forwarded by the gateway, is stored.
    internalRoute({ from: 'gateway', sharedSecret, logger }, async (req, res, caller) => {
      requireAdmin(caller.viewer);
      // Whatever the form parser refuses (a boundary that does not match, a cut-off body) is the
      // uploader's mistake.
      await new Promise<void>((resolve, reject) =>
        upload.single('files')(req, res, (error) => (error ? reject(uploadMistake(error)) : resolve())),
      );
      if (!req.file) throw new AppError(400, 'BAD_REQUEST', 'Send the image as the multipart part "files"');
      // The documented form has that one part: a text part beside it is a client mistake, not ignored.
      const otherParts = Object.keys((req.body ?? {}) as Record<string, unknown>);
      if (otherParts.length > 0)
        throw new AppError(
          400,
          'BAD_REQUEST',
          `Send only the multipart part "files", not "${otherParts[0]}"`,
        );
      const id = await images.insert(await processUpload(req.file.buffer));
      res.json({ id });
    }),
  );

  const serve = (variant: 'original' | 'thumb') => async (req: Request, res: Response) => {
    try {
      const id = Number(req.params.id);
      const image = await images.read(id, variant);
      if (!image) throw new AppError(404, 'NOT_FOUND', `No image with id ${req.params.id}`);
      const etag = `"${image.sha256}${variant === 'thumb' ? '-t' : ''}"`;
      res.setHeader('ETag', etag);
      res.setHeader('Cache-Control', `public, max-age=${ONE_YEAR}, immutable`);
      if (req.header('if-none-match') === etag) {
        res.status(304).end();
        return;
      }
      res.type(image.contentType).send(image.bytes);
    } catch (error) {
      sendError(res, error, logger);
    }
  };
  const router = express.Router();
  router.get('/:id', serve('original'));
  router.get('/thumb/:id', serve('thumb'));
  // Enemy art is the same store; the client asks for it under its own path.
  router.get('/enemy/:id', serve('original'));
  router.get('/enemy/thumb/:id', serve('thumb'));
  app.use('/images', router);
}
