/** POST /v1/notifications/verify-webhook-signature: the only way payments learns whether an event is genuine. */
import { Router } from 'express';
import type { SandboxContext } from '../context';
import { parseInput } from '../errors';
import { verifySignatureSchema } from '../schemas';
import { AUTH_ALGO, verifyTransmission } from '../webhooks/signing';
import { apiRoute } from './route';

export function notificationsRouter(context: SandboxContext): Router {
  const router = Router();
  router.post(
    '/v1/notifications/verify-webhook-signature',
    apiRoute(context, (request) => {
      const input = parseInput(verifySignatureSchema, request.body);
      const { webhookId, webhookSecret } = context.config;
      // The event arrives parsed; the delivered body was its compact JSON, which re-serializing restores.
      const genuine =
        input.auth_algo === AUTH_ALGO &&
        input.webhook_id === webhookId &&
        verifyTransmission(
          webhookSecret,
          {
            transmissionId: input.transmission_id,
            transmissionTime: input.transmission_time,
            webhookId: input.webhook_id,
          },
          JSON.stringify(input.webhook_event),
          input.transmission_sig,
        );
      return { status: 200, body: { verification_status: genuine ? 'SUCCESS' : 'FAILURE' } };
    }),
  );
  return router;
}
