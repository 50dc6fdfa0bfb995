/** Billing subscriptions: create, read (billing any cycle due first), cancel, suspend. */
import { Router } from 'express';
import type { SandboxContext } from '../context';
import {
  cancelSubscription,
  createSubscription,
  findSubscription,
  suspendSubscription,
} from '../domain/subscriptions';
import { parseInput } from '../errors';
import { createSubscriptionSchema, statusChangeSchema } from '../schemas';
import { subscriptionView } from '../views';
import { apiRoute } from './route';

export function subscriptionsRouter(context: SandboxContext): Router {
  const router = Router();
  router.post(
    '/v1/billing/subscriptions',
    apiRoute(context, (request) => {
      const subscription = createSubscription(context, parseInput(createSubscriptionSchema, request.body));
      return { status: 201, body: subscriptionView(context, subscription) };
    }),
  );
  router.get(
    '/v1/billing/subscriptions/:id',
    apiRoute(context, (request) => ({
      status: 200,
      body: subscriptionView(context, findSubscription(context, String(request.params.id))),
    })),
  );
  const statusChanges = { cancel: cancelSubscription, suspend: suspendSubscription };
  for (const [action, change] of Object.entries(statusChanges)) {
    router.post(
      `/v1/billing/subscriptions/:id/${action}`,
      apiRoute(context, (request) => {
        const { reason } = parseInput(statusChangeSchema, request.body);
        change(context, String(request.params.id), reason);
        return { status: 204 };
      }),
    );
  }
  return router;
}
