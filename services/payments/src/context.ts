import { requestContent, type BaseContext, type ContentSnapshotCache } from '@vh/kit';
import { PaymentsContent } from './content/paymentsContent';
import type { PaymentsDeps } from './deps';

export interface PaymentsContext extends BaseContext {
  deps: PaymentsDeps;
}

/** A request's context, reading the content of the request (kit requestContent). */
export async function buildPaymentsContext(
  base: BaseContext,
  deps: PaymentsDeps,
  snapshot?: Pick<ContentSnapshotCache, 'preview' | 'pinnedAt'>,
): Promise<PaymentsContext> {
  if (!snapshot) return { ...base, deps };
  return { ...base, deps: { ...deps, content: new PaymentsContent(await requestContent(base, snapshot)) } };
}
