/** Request bodies of the PayPal calls the sandbox implements. Unknown fields are dropped, as PayPal ignores them. */
import { z } from 'zod';
import { moneySchema, positiveMoneySchema } from './money';

/** http(s) only: these URLs become redirects and links on the approval page. localhost is fine here. */
export const webUrl = z.url({ protocol: /^https?$/ }).max(2048);

const applicationContext = <A extends readonly [string, ...string[]]>(userActions: A) =>
  z.object({
    brand_name: z.string().min(1).max(127).optional(),
    locale: z.string().max(10).optional(),
    return_url: webUrl.optional(),
    cancel_url: webUrl.optional(),
    user_action: z.enum(userActions).optional(),
  });

export type ApplicationContext = z.infer<ReturnType<typeof applicationContext>>;

const purchaseUnit = z.object({
  reference_id: z.string().min(1).max(256).default('default'),
  custom_id: z.string().max(127).optional(),
  invoice_id: z.string().max(127).optional(),
  description: z.string().max(127).optional(),
  amount: positiveMoneySchema,
});

export type PurchaseUnit = z.infer<typeof purchaseUnit>;

export const createOrderSchema = z.object({
  intent: z.literal('CAPTURE', 'only intent CAPTURE is supported'),
  purchase_units: z
    .array(purchaseUnit)
    .min(1)
    .max(10)
    .refine(
      (units) => new Set(units.map((unit) => unit.reference_id)).size === units.length,
      'several purchase units need distinct reference_id values',
    ),
  application_context: applicationContext(['CONTINUE', 'PAY_NOW']).optional(),
});

export type CreateOrderInput = z.infer<typeof createOrderSchema>;

export const refundSchema = z
  .object({
    amount: moneySchema.optional(),
    invoice_id: z.string().max(127).optional(),
    note_to_payer: z.string().max(255).optional(),
  })
  // PayPal accepts a bodiless refund as "refund everything".
  .optional()
  .transform((body) => body ?? {});

export type RefundInput = z.output<typeof refundSchema>;

export const createProductSchema = z.object({
  name: z.string().min(1).max(127),
  type: z.enum(['PHYSICAL', 'DIGITAL', 'SERVICE']),
  description: z.string().max(256).optional(),
  category: z.string().max(256).optional(),
  image_url: webUrl.optional(),
  home_url: webUrl.optional(),
});

export type CreateProductInput = z.infer<typeof createProductSchema>;

const billingCycle = z.object({
  sequence: z.number().int().min(1).max(99),
  tenure_type: z.enum(['REGULAR', 'TRIAL']),
  total_cycles: z.number().int().min(0).max(999).default(1),
  frequency: z.object({
    interval_unit: z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR']),
    interval_count: z.number().int().min(1).max(365),
  }),
  pricing_scheme: z.object({ fixed_price: moneySchema }).optional(),
});

type BillingCycle = z.infer<typeof billingCycle>;

/** PayPal's rules for a plan's cycles: 1..n in order, trials first, only the last may run forever. */
function checkCycles(cycles: BillingCycle[], context: z.RefinementCtx): void {
  const ordered = [...cycles].sort((left, right) => left.sequence - right.sequence);
  ordered.forEach((cycle, position) => {
    const index = cycles.indexOf(cycle);
    const problem = (message: string, field: string) =>
      context.addIssue({ code: 'custom', message, path: [index, field] });
    if (cycle.sequence !== position + 1) problem('sequences must be 1, 2, 3... without gaps', 'sequence');
    if (cycle.total_cycles === 0 && position !== ordered.length - 1)
      problem('only the last cycle may repeat forever (0)', 'total_cycles');
    if (cycle.tenure_type === 'TRIAL' && ordered.slice(0, position).some((c) => c.tenure_type === 'REGULAR'))
      problem('trial cycles must come before regular ones', 'tenure_type');
    if (cycle.tenure_type === 'REGULAR' && !cycle.pricing_scheme)
      problem('a regular cycle needs a fixed price', 'pricing_scheme');
  });
  if (!cycles.some((cycle) => cycle.tenure_type === 'REGULAR'))
    context.addIssue({ code: 'custom', message: 'a plan needs a regular cycle', path: [] });
}

export const createPlanSchema = z.object({
  product_id: z.string().min(1).max(50),
  name: z.string().min(1).max(127),
  description: z.string().max(127).optional(),
  status: z.enum(['CREATED', 'ACTIVE', 'INACTIVE']).default('ACTIVE'),
  billing_cycles: z
    .array(billingCycle)
    .min(1)
    .max(12)
    .superRefine(checkCycles)
    .transform((cycles) => [...cycles].sort((left, right) => left.sequence - right.sequence)),
  payment_preferences: z
    .object({
      auto_bill_outstanding: z.boolean().default(true),
      setup_fee: moneySchema.optional(),
      setup_fee_failure_action: z.enum(['CONTINUE', 'CANCEL']).default('CANCEL'),
      payment_failure_threshold: z.number().int().min(0).max(999).default(0),
    })
    .prefault({}),
});

export type CreatePlanInput = z.infer<typeof createPlanSchema>;

export const createSubscriptionSchema = z.object({
  plan_id: z.string().min(1).max(50),
  start_time: z.iso.datetime({ offset: true }).optional(),
  custom_id: z.string().max(127).optional(),
  plan: z
    .object({ payment_preferences: z.object({ setup_fee: moneySchema.optional() }).optional() })
    .optional(),
  application_context: applicationContext(['CONTINUE', 'SUBSCRIBE_NOW']).optional(),
});

export type CreateSubscriptionInput = z.infer<typeof createSubscriptionSchema>;

export const statusChangeSchema = z.object({ reason: z.string().min(1).max(128) });

export const verifySignatureSchema = z.object({
  auth_algo: z.string().min(1),
  cert_url: z.string().min(1),
  transmission_id: z.string().min(1),
  transmission_sig: z.string().min(1),
  transmission_time: z.string().min(1),
  webhook_id: z.string().min(1),
  webhook_event: z.record(z.string(), z.unknown()),
});
