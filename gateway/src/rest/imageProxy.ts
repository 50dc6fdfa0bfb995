import { Readable } from 'node:stream';
import {
  INTERNAL_AUTH_HEADER,
  REQUEST_ID_HEADER,
  ServiceUnavailableError,
  UnsupportedMediaTypeError,
  sendError,
  sendFailure,
  signInternalToken,
  type Logger,
} from '@vh/kit/stateless';
import { Router, type Request, type Response } from 'express';
import type { GatewayContext } from '../context';
import { refusals, type DocumentedOperation } from './openapi';
import { INT32_MAX } from './routeTypes';

/** The variants of an image, each a path under /api/image and under the content service's /images. */
const VARIANTS = ['', '/thumb', '/enemy', '/enemy/thumb'] as const;

/** An image id as stored: 1 to 2^31-1 in plain digits. Anything else ("..", "%2e%2e", -1) is no image. */
export function imageIdOf(raw: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= INT32_MAX ? id : undefined;
}

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
  if (res.headersSent) {
    // The stream broke after the answer began: all that is left is to end it.
    logger.warn({ err: error }, 'image stream broke');
    res.destroy();
    return;
  }
  logger.warn({ err: error }, 'content images unreachable');
  sendError(res, new ServiceUnavailableError('Images are unavailable right now'), logger);
}

/**
 * GET /api/image[/thumb|/enemy|/enemy/thumb]/{id}: public and cacheable (an <img> cannot send the app
 * key), streamed from the content service with its ETag; If-None-Match is passed through.
 */
export function imageReadRoutes(contentUrl: string, logger: Logger): Router {
  const router = Router({ caseSensitive: false });
  for (const variant of VARIANTS) {
    router.get(`/api/image${variant}/:id`, async (req: Request, res: Response) => {
      // Only a well-formed id reaches the content service: the upstream path is built, never passed on.
      const id = imageIdOf(String(req.params.id));
      if (id === undefined) {
        sendFailure(res, { status: 404, code: 'NOT_FOUND', message: `No image with id ${req.params.id}` });
        return;
      }
      try {
        const ifNoneMatch = req.header('if-none-match');
        const upstream = await fetch(`${contentUrl}/images${variant}/${id}`, {
          headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
          signal: AbortSignal.timeout(10_000),
        });
        await relay(upstream, res);
      } catch (error) {
        unavailable(res, logger, error);
      }
    });
  }
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
    if (!req.is('multipart/form-data')) {
      const mistake = new UnsupportedMediaTypeError(
        'Send the image as multipart/form-data with the part "files"',
      );
      sendError(res, mistake, logger);
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

const IMAGE_ID = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', format: 'int32', minimum: 1, maximum: INT32_MAX },
  description: 'the image id (anything else answers 404)',
};

/** The image calls in the OpenAPI document. */
export const IMAGE_OPERATIONS: DocumentedOperation[] = [
  ...VARIANTS.map((variant): DocumentedOperation => ({
    method: 'get',
    path: `/api/image${variant}/{id}`,
    operation: {
      summary: `An image${variant.includes('thumb') ? "'s thumbnail" : ''}; public and cached for a year (ETag).`,
      tags: ['images'],
      operationId: `Image${variant.replace(/\/(\w)/g, (_, letter: string) => letter.toUpperCase())}`,
      security: [],
      parameters: [
        IMAGE_ID,
        { name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' } },
      ],
      responses: {
        '200': {
          description: 'The image (or video) bytes',
          content: {
            'image/*': { schema: { type: 'string', format: 'binary' } },
            'video/*': { schema: { type: 'string', format: 'binary' } },
          },
        },
        ...refusals(['304', '404', '431', '503']),
      },
    },
  })),
  {
    method: 'post',
    path: '/api/image',
    operation: {
      summary: 'Admin: upload a PNG, JPEG, WebP or GIF image or an MP4/WebM video (at most 8 MB).',
      tags: ['images'],
      operationId: 'UploadImage',
      security: [{ appKey: [], bearer: [] }],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { files: { type: 'string', format: 'binary' } },
              required: ['files'],
              additionalProperties: false,
            },
          },
        },
      },
      responses: {
        '200': {
          description: 'The stored image',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { id: { type: 'integer', format: 'int32', minimum: 1 } },
                required: ['id'],
              },
            },
          },
        },
        ...refusals(['400', '401', '403', '413', '415', '422', '429', '431', '503']),
      },
    },
  },
];
