/** Test controls under /sandbox/ (not PayPal's API): approve without a browser, read the events made. */
import { Router } from 'express';
import { z } from 'zod';
import { billDueSubscriptions } from '../billing';
import type { SandboxContext } from '../context';
import { approvableView, approve, findApprovable } from '../domain/approvals';
import { notFound, parseInput } from '../errors';
import { formatTime } from '../time';
import { apiRoute } from './route';

const approveQuery = z.object({ webhooks: z.enum(['hold', 'send']).default('send') });
const eventsQuery = z.object({ custom_id: z.string().min(1).optional() });

export function sandboxControlsRouter(context: SandboxContext): Router {
  const router = Router();
  /** Approves like the page's button; with ?webhooks=hold the events are kept instead of sent. */
  router.post(
    '/sandbox/approve/:id',
    apiRoute(context, (request) => {
      const id = String(request.params.id);
      const { webhooks } = parseInput(approveQuery, request.query, 'query');
      const target = findApprovable(context, id);
      if (!target) throw notFound('id', id);
      approve(context, target, webhooks === 'hold');
      return { status: 200, body: approvableView(context, target) };
    }),
  );
  /** Every event made for a payment (its custom_id), oldest first, with the exact signed headers and body. */
  router.get(
    '/sandbox/events',
    apiRoute(context, (request) => {
      const { custom_id: customId } = parseInput(eventsQuery, request.query, 'query');
      billDueSubscriptions(context);
      const events = context.store.events
        .filter((event) => customId === undefined || event.customIds.includes(customId))
        .map((event) => ({
          id: event.id,
          event_type: event.eventType,
          create_time: formatTime(event.createTime),
          delivery: event.delivery,
          attempts: event.attempts,
          headers: event.headers,
          body: event.body,
        }));
      return { status: 200, body: { events } };
    }),
  );
  return router;
}
