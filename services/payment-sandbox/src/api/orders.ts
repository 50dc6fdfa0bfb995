/** Orders v2 and the capture's refund. */
import { Router } from 'express';
import type { SandboxContext } from '../context';
import { mustFind, parseInput } from '../errors';
import { captureOrder, createOrder, findOrder, refundCapture } from '../domain/orders';
import { createOrderSchema, refundSchema } from '../schemas';
import { captureView, orderView, refundView } from '../views';
import { apiRoute } from './route';

export function ordersRouter(context: SandboxContext): Router {
  const router = Router();
  router.post(
    '/v2/checkout/orders',
    apiRoute(context, (request) => {
      const order = createOrder(context, parseInput(createOrderSchema, request.body));
      return { status: 201, body: orderView(context, order) };
    }),
  );
  router.get(
    '/v2/checkout/orders/:id',
    apiRoute(context, (request) => ({
      status: 200,
      body: orderView(context, findOrder(context, String(request.params.id))),
    })),
  );
  router.post(
    '/v2/checkout/orders/:id/capture',
    apiRoute(context, (request) => ({
      status: 201,
      body: orderView(context, captureOrder(context, String(request.params.id))),
    })),
  );
  router.get(
    '/v2/payments/captures/:id',
    apiRoute(context, (request) => ({
      status: 200,
      body: captureView(context, mustFind(context.store.captures, String(request.params.id), 'capture_id')),
    })),
  );
  router.post(
    '/v2/payments/captures/:id/refund',
    apiRoute(context, (request) => {
      const refund = refundCapture(
        context,
        String(request.params.id),
        parseInput(refundSchema, request.body),
      );
      return { status: 201, body: refundView(context, refund) };
    }),
  );
  router.get(
    '/v2/payments/refunds/:id',
    apiRoute(context, (request) => ({
      status: 200,
      body: refundView(context, mustFind(context.store.refunds, String(request.params.id), 'refund_id')),
    })),
  );
  return router;
}
