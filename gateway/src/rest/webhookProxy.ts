import { REQUEST_ID_HEADER, type Logger } from '@vh/kit';
import express, { Router, type Request, type Response } from 'express';
import { sendFailure } from './facade';

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
    express.raw({ type: '*/*', limit: '256kb' }),
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
        sendFailure(res, { status: 503, code: 'UNAVAILABLE', message: 'Payments are unavailable right now' });
      }
    },
  );
  return router;
}
