import { randomUUID } from 'node:crypto';
import { AppError, REQUEST_ID_HEADER, type Logger } from '@vh/kit';
import express, { type Express } from 'express';
import type { PaymentsDeps } from '../deps';
import { handleWebhook } from '../useCases/webhooks';

const WEBHOOK_PATH = '/webhooks/provider';

/**
 * POST /webhooks/provider: the provider's webhooks, passed on by the gateway from
 * /api/payment/webhook with the raw body (the signature covers it). 2xx means "handled, do not
 * resend"; anything else makes the provider deliver again later.
 */
export function mountWebhookRoute(app: Express, deps: PaymentsDeps, logger: Logger) {
  app.post(WEBHOOK_PATH, express.text({ type: '*/*', limit: '256kb' }), async (req, res) => {
    const requestId = req.header(REQUEST_ID_HEADER) ?? randomUUID();
    try {
      await handleWebhook(
        deps,
        (name) => req.header(name),
        typeof req.body === 'string' ? req.body : '',
        requestId,
      );
      res.json({ received: true });
    } catch (error) {
      if (error instanceof AppError && error.status < 500) {
        logger.warn({ requestId, reason: error.message }, 'webhook refused');
        res.status(error.status).json({ message: error.message });
        return;
      }
      logger.error({ err: error, requestId }, 'webhook failed; the provider will deliver it again');
      res.status(503).json({ message: 'Not handled, please deliver again' });
    }
  });
}
