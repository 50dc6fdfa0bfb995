/** Catalog products and billing plans. */
import { Router } from 'express';
import type { SandboxContext } from '../context';
import { createPlan, createProduct } from '../domain/catalog';
import { mustFind, parseInput } from '../errors';
import { createPlanSchema, createProductSchema } from '../schemas';
import { planView, productView } from '../views';
import { apiRoute } from './route';

export function catalogRouter(context: SandboxContext): Router {
  const router = Router();
  router.post(
    '/v1/catalogs/products',
    apiRoute(context, (request) => {
      const product = createProduct(context, parseInput(createProductSchema, request.body));
      return { status: 201, body: productView(context, product) };
    }),
  );
  router.get(
    '/v1/catalogs/products/:id',
    apiRoute(context, (request) => ({
      status: 200,
      body: productView(context, mustFind(context.store.products, String(request.params.id), 'product_id')),
    })),
  );
  router.post(
    '/v1/billing/plans',
    apiRoute(context, (request) => {
      const plan = createPlan(context, parseInput(createPlanSchema, request.body));
      return { status: 201, body: planView(context, plan) };
    }),
  );
  router.get(
    '/v1/billing/plans/:id',
    apiRoute(context, (request) => ({
      status: 200,
      body: planView(context, mustFind(context.store.plans, String(request.params.id), 'plan_id')),
    })),
  );
  return router;
}
