import { BadRequestError, UnauthorizedError } from '@vh/kit';
import type { PaymentsDeps } from '../deps';
import type { WebhookEvent, WebhookHeaders } from '../provider/types';
import type { PaymentRow } from '../repositories/paymentRepository';
import { reversePayment } from './refunds';
import { settlePayment } from './settlement';

/** A missing or wrong signature is a caller that did not prove to be the provider: 401, like any. */
const INVALID_SIGNATURE = 'Invalid webhook signature';
const REFUND_EVENTS = new Set(['PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED']);

function parseEvent(rawBody: string): WebhookEvent {
  let event: unknown;
  try {
    event = JSON.parse(rawBody);
  } catch {
    throw new BadRequestError('Malformed webhook event');
  }
  const candidate = event as Partial<WebhookEvent> | null;
  if (
    typeof candidate?.id !== 'string' ||
    typeof candidate.event_type !== 'string' ||
    typeof candidate.resource !== 'object' ||
    candidate.resource === null
  ) {
    throw new BadRequestError('Malformed webhook event');
  }
  return candidate as WebhookEvent;
}

function signatureOf(header: (name: string) => string | undefined): WebhookHeaders {
  const signature = {
    transmissionId: header('paypal-transmission-id'),
    transmissionTime: header('paypal-transmission-time'),
    transmissionSig: header('paypal-transmission-sig'),
    authAlgo: header('paypal-auth-algo'),
    certUrl: header('paypal-cert-url'),
  };
  if (Object.values(signature).some((value) => !value)) throw new UnauthorizedError(INVALID_SIGNATURE);
  return signature as WebhookHeaders;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The payment an event is about: our id in custom_id (custom for sales), else the provider's id. */
async function paymentOf(deps: PaymentsDeps, event: WebhookEvent): Promise<PaymentRow | null> {
  const resource = event.resource;
  const units = resource.purchase_units as { custom_id?: string }[] | undefined;
  const customId = text(resource.custom_id) ?? text(resource.custom) ?? text(units?.[0]?.custom_id);
  if (customId) {
    const payment = await deps.payments.find(customId);
    if (payment) return payment;
  }
  const providerId = text(resource.billing_agreement_id) ?? text(resource.id);
  return providerId ? deps.payments.findByProviderId(providerId) : null;
}

/**
 * A provider webhook: verified with the provider first (a forged one is refused), then taken only as
 * a hint: the payment is settled from what the provider's API says, so a repeated, late or reordered
 * delivery changes nothing that has happened already.
 */
export async function handleWebhook(
  deps: PaymentsDeps,
  header: (name: string) => string | undefined,
  rawBody: string,
  requestId: string,
): Promise<void> {
  const event = parseEvent(rawBody);
  const signature = signatureOf(header);
  if (!(await deps.provider.verifyWebhook(signature, event))) throw new UnauthorizedError(INVALID_SIGNATURE);
  const payment = await paymentOf(deps, event);
  await deps.providerRecords.recordWebhook(event, payment?.id ?? null);
  if (!payment) {
    deps.logger.info({ eventId: event.id, type: event.event_type }, 'webhook about no payment of ours');
    return;
  }
  if (REFUND_EVENTS.has(event.event_type)) {
    await reversePayment(deps, payment.id, 'Refunded at the payment provider', requestId);
  } else {
    await settlePayment(deps, payment.id, requestId);
  }
}
