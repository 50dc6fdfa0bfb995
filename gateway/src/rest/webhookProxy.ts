import {
  REQUEST_ID_HEADER,
  ServiceUnavailableError,
  UnsupportedMediaTypeError,
  parseBodyWith,
  sendError,
  type Logger,
} from '@vh/kit/stateless';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { refusals, type DocumentedOperation } from './openapi';

/** The provider's signature headers (PayPal's names), passed on untouched with the raw body. */
const SIGNATURE_HEADERS = [
  'paypal-transmission-id',
  'paypal-transmission-time',
  'paypal-transmission-sig',
  'paypal-auth-algo',
  'paypal-cert-url',
];

/**
 * POST /api/payment/webhook: the payment provider's webhooks. The provider sends no app key or
 * token; the payments service verifies the signature with the provider, so the body must reach it
 * byte for byte.
 */
export function paymentWebhookRoute(paymentsOrigin: string, logger: Logger): Router {
  const router = Router({ caseSensitive: false });
  router.post(
    '/api/payment/webhook',
    (req: Request, _res: Response, next: NextFunction) =>
      next(req.is('application/json') ? undefined : new UnsupportedMediaTypeError('Webhooks are JSON')),
    parseBodyWith(express.raw({ type: 'application/json', limit: '256kb' })),
    async (req: Request, res: Response) => {
      const headers: Record<string, string> = {
        'content-type': req.header('content-type') ?? 'application/json',
        [REQUEST_ID_HEADER]: res.locals.requestId as string,
      };
      for (const name of SIGNATURE_HEADERS) {
        const value = req.header(name);
        if (value) headers[name] = value;
      }
      try {
        const upstream = await fetch(`${paymentsOrigin}/webhooks/provider`, {
          method: 'POST',
          headers,
          body: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
          signal: AbortSignal.timeout(30_000),
        });
        res
          .status(upstream.status)
          .type('application/json')
          .send(await upstream.text());
      } catch (error) {
        logger.warn({ err: error }, 'payments unreachable for a webhook; the provider will resend');
        sendError(res, new ServiceUnavailableError('Payments are unavailable right now'), logger);
      }
    },
  );
  return router;
}

/** The webhook in the OpenAPI document (called by the payment provider, not by API users). */
export const PAYMENT_WEBHOOK_OPERATION: DocumentedOperation = {
  method: 'post',
  path: '/api/payment/webhook',
  operation: {
    summary: "The payment provider's webhook events (PayPal's format and signature headers).",
    tags: ['payments'],
    operationId: 'PaymentWebhook',
    security: [],
    parameters: SIGNATURE_HEADERS.map((name) => ({
      name,
      in: 'header',
      required: true,
      schema: { type: 'string', minLength: 1 },
    })),
    requestBody: {
      required: true,
      content: {
        'application/json': {
          // What payments reads of an event (services/payments/src/useCases/webhooks.ts).
          schema: {
            type: 'object',
            description: 'a webhook event',
            properties: {
              id: { type: 'string' },
              event_type: { type: 'string' },
              resource: { type: 'object' },
            },
            required: ['id', 'event_type', 'resource'],
          },
        },
      },
    },
    responses: {
      '200': {
        description: 'Handled; the provider must not deliver it again',
        content: {
          'application/json': {
            schema: { type: 'object', properties: { received: { type: 'boolean' } } },
          },
        },
      },
      '401': {
        description: 'A missing or invalid signature: not the provider',
        content: {
          'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } } } },
        },
      },
      '400': {
        description: 'Malformed event',
        content: {
          'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } } } },
        },
      },
      ...refusals(['413', '415', '431', '503']),
    },
  },
};
