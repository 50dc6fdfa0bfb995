import { AppError, INTERNAL_AUTH_HEADER, requireAdmin, verifyInternalToken, type Logger } from '@vh/kit';
import express, { type Express, type Request, type Response } from 'express';
import multer from 'multer';
import type { ImageRepository } from '../repositories/imageRepository';
import { MAX_UPLOAD_BYTES, processUpload } from './imageProcessing';

const ONE_YEAR = 365 * 24 * 3600;

function sendError(res: Response, error: unknown, logger: Logger) {
  if (error instanceof AppError) {
    res.status(error.status).json({ success: false, code: error.code, message: error.message });
    return;
  }
  if (error instanceof multer.MulterError) {
    const tooLarge = error.code === 'LIMIT_FILE_SIZE';
    res.status(tooLarge ? 413 : 400).json({
      success: false,
      code: tooLarge ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
      message: tooLarge ? 'Images may be at most 8 MB' : error.message,
    });
    return;
  }
  logger.error({ err: error }, 'image route failed');
  res.status(500).json({ success: false, code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' });
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

  app.post('/images', async (req: Request, res: Response) => {
    try {
      const token = req.header(INTERNAL_AUTH_HEADER);
      if (!token) throw new AppError(401, 'UNAUTHENTICATED', 'Calls must come through the gateway');
      requireAdmin(verifyInternalToken(token, sharedSecret).viewer);
      await new Promise<void>((resolve, reject) =>
        upload.single('files')(req, res, (error) => (error ? reject(error) : resolve())),
      );
      if (!req.file) throw new AppError(400, 'BAD_REQUEST', 'Send the image as the multipart part "files"');
      const id = await images.insert(await processUpload(req.file.buffer));
      res.json({ id });
    } catch (error) {
      sendError(res, error, logger);
    }
  });

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
