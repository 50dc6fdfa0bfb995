/**
 * GET /checkoutnow?token=<id> (the `approve` link) and the page's actions: approving and cancelling
 * answer 303 to the merchant's return_url or cancel_url, as PayPal's checkout does.
 */
import express, { type Request, type Response, Router } from 'express';
import type { SandboxContext } from '../context';
import {
  type Approvable,
  approvableId,
  approve,
  awaitsApproval,
  brandOf,
  cancelRedirect,
  findApprovable,
  returnRedirect,
} from '../domain/approvals';
import { formatMoney } from '../money';
import { formatTime } from '../time';
import { type ApprovalPage, renderApprovalPage, renderMessagePage } from './approvalPage';

function sendPage(response: Response, status: number, html: string): void {
  response
    .status(status)
    .set({
      'Cache-Control': 'no-store',
      // The page runs no script and loads nothing: only its inline style is allowed.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    })
    .type('html')
    .send(html);
}

const notFoundPage = (response: Response) =>
  sendPage(
    response,
    404,
    renderMessagePage('Checkout not found', 'This checkout link is unknown to the sandbox.'),
  );

function describeCycles(
  context: SandboxContext,
  target: Extract<Approvable, { kind: 'subscription' }>,
): string[] {
  const plan = context.store.plans.get(target.subscription.planId);
  if (!plan) return [];
  const cycles = plan.billing_cycles.map((cycle) => {
    const price = cycle.pricing_scheme ? formatMoney(cycle.pricing_scheme.fixed_price) : 'free';
    const { interval_count: count, interval_unit: unit } = cycle.frequency;
    const every = count === 1 ? unit.toLowerCase() : `${count} ${unit.toLowerCase()}s`;
    const length = cycle.total_cycles === 0 ? 'until cancelled' : `for ${cycle.total_cycles} cycle(s)`;
    return `${cycle.tenure_type === 'TRIAL' ? 'Trial: ' : 'Then '}${price} every ${every}, ${length}.`;
  });
  const start = new Date(Math.max(target.subscription.startTime.getTime(), context.now().getTime()));
  return [...cycles, `Billing starts ${formatTime(start)}.`];
}

function approvalPage(context: SandboxContext, target: Approvable): ApprovalPage {
  const common = { id: approvableId(target), brand: brandOf(target) };
  if (target.kind === 'order') {
    return {
      ...common,
      kind: 'order',
      lines: target.order.purchaseUnits.map((unit) => ({
        label: unit.description ?? 'Purchase',
        amount: formatMoney(unit.amount),
      })),
      notes: [],
    };
  }
  const plan = context.store.plans.get(target.subscription.planId);
  const currency = plan?.billing_cycles.at(-1)?.pricing_scheme?.fixed_price.currency_code ?? 'USD';
  const dueToday = target.subscription.setupFee ?? { currency_code: currency, value: '0.00' };
  return {
    ...common,
    kind: 'subscription',
    lines: [{ label: `${plan?.name ?? 'Subscription'}: due today`, amount: formatMoney(dueToday) }],
    notes: describeCycles(context, target),
  };
}

/** Where the buyer goes after a decision; without a merchant URL, a page saying what happened. */
function leave(response: Response, url: string | undefined, title: string, message: string): void {
  if (url) response.redirect(303, url);
  else sendPage(response, 200, renderMessagePage(title, message));
}

export function checkoutRouter(context: SandboxContext): Router {
  const router = Router();
  router.use('/checkoutnow', express.urlencoded({ extended: false }));

  router.get('/checkoutnow', (request, response) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const target = findApprovable(context, token);
    if (!target) return notFoundPage(response);
    if (awaitsApproval(target))
      return sendPage(response, 200, renderApprovalPage(approvalPage(context, target)));
    const back = returnRedirect(context, target);
    sendPage(
      response,
      200,
      renderMessagePage(
        'Already approved',
        'This checkout has been approved already; there is nothing left to do.',
        back ? { href: back, label: `Return to ${brandOf(target)}` } : undefined,
      ),
    );
  });

  router.post('/checkoutnow/:id/approve', (request, response) => {
    const target = findApprovable(context, String(request.params.id));
    if (!target) return notFoundPage(response);
    approve(context, target, false);
    leave(
      response,
      returnRedirect(context, target),
      'Approved',
      'The payment is approved. You can close this window.',
    );
  });

  // The page offers a plain link; a form may POST as well. Cancelling changes nothing, as at PayPal.
  const cancel = (request: Request, response: Response) => {
    const target = findApprovable(context, String(request.params.id));
    if (!target) return notFoundPage(response);
    leave(response, cancelRedirect(target), 'Cancelled', 'Nothing was charged. You can close this window.');
  };
  router.route('/checkoutnow/:id/cancel').get(cancel).post(cancel);
  return router;
}
