/** Catalog products and billing plans: definitions only, nothing is charged here. */
import type { SandboxContext } from '../context';
import { mustFind } from '../errors';
import { newId } from '../ids';
import type { CreatePlanInput, CreateProductInput } from '../schemas';
import type { Plan, Product } from '../store';

export function createProduct(context: SandboxContext, input: CreateProductInput): Product {
  const product: Product = { ...input, id: newId.product(), createTime: context.now() };
  context.store.products.set(product.id, product);
  return product;
}

export function createPlan(context: SandboxContext, input: CreatePlanInput): Plan {
  mustFind(context.store.products, input.product_id, '/product_id', 'body');
  const now = context.now();
  const plan: Plan = { ...input, id: newId.plan(), createTime: now, updateTime: now };
  context.store.plans.set(plan.id, plan);
  return plan;
}
