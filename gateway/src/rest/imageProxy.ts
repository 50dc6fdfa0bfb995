import { Readable } from 'node:stream';
import { INTERNAL_AUTH_HEADER, REQUEST_ID_HEADER, signInternalToken, type Logger } from '@vh/kit';
import { Router, type Request, type Response } from 'express';
import type { GatewayContext } from '../context';
import { sendFailure } from './facade';

const PASSED_HEADERS = ['content-type', 'content-length', 'etag', 'cache-control'];

async function relay(upstream: globalThis.Response, res: Response): Promise<void> {
  res.status(upstream.status);
  for (const header of PASSED_HEADERS) {
    const value = upstream.headers.get(header);
    if (value) res.setHeader(header, value);
  }
  if (!upstream.body || upstream.status === 304) {
    res.end();
    return;
  }
  Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream).pipe(res);
}

function unavailable(res: Response, logger: Logger, error: unknown) {
  logger.warn({ err: error }, 'content images unreachable');
  sendFailure(res, { status: 503, code: 'UNAVAILABLE', message: 'Images are unavailable right now' });
}

/**
 * GET /api/image[/thumb|/enemy|/enemy/thumb]/{id}: public and cacheable (an <img> cannot send the app
 * key), streamed from the content service with its ETag; If-None-Match is passed through.
 */
export function imageReadRoutes(contentUrl: string, logger: Logger): Router {
  const router = Router({ caseSensitive: false });
  const paths = [
    '/api/image/:id',
    '/api/image/thumb/:id',
    '/api/image/enemy/:id',
    '/api/image/enemy/thumb/:id',
  ];
  router.get(paths, async (req: Request, res: Response) => {
    const suffix = req.path.replace(/^\/api\/image/i, '').toLowerCase();
    try {
      const ifNoneMatch = req.header('if-none-match');
      const upstream = await fetch(`${contentUrl}/images${suffix}`, {
        headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
        signal: AbortSignal.timeout(10_000),
      });
      await relay(upstream, res);
    } catch (error) {
      unavailable(res, logger, error);
    }
  });
  return router;
}

/** POST /api/Image (multipart part "files"): streamed to the content service with the caller's identity. */
export function imageUploadRoute(contentUrl: string, sharedSecret: string, logger: Logger): Router {
  const router = Router({ caseSensitive: false });
  router.post('/api/image', async (req: Request, res: Response) => {
    const context = res.locals.context as GatewayContext;
    if (!context.viewer) {
      sendFailure(res, { status: 401, code: 'UNAUTHENTICATED', message: 'Authentication required' });
      return;
    }
    try {
      const headers: Record<string, string> = {
        [INTERNAL_AUTH_HEADER]: signInternalToken(context, sharedSecret),
        [REQUEST_ID_HEADER]: context.requestId,
      };
      for (const header of ['content-type', 'content-length']) {
        const value = req.header(header);
        if (value) headers[header] = value;
      }
      const upstream = await fetch(`${contentUrl}/images`, {
        method: 'POST',
        headers,
        body: Readable.toWeb(req) as unknown as NonNullable<RequestInit['body']>,
        duplex: 'half',
      } as RequestInit);
      await relay(upstream, res);
    } catch (error) {
      unavailable(res, logger, error);
    }
  });
  return router;
}
