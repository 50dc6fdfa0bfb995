import type { BaseContext, ContentSnapshotCache } from '@vh/kit';
import { PaymentsContent } from './content/paymentsContent';
import type { PaymentsDeps } from './deps';

export interface PaymentsContext extends BaseContext {
  deps: PaymentsDeps;
}

/**
 * A request's context: the content version in force when the request reached the gateway (every
 * service answering it reads the same one), or for a previewing admin the draft's (queries only).
 */
export async function buildPaymentsContext(
  base: BaseContext,
  deps: PaymentsDeps,
  snapshot?: Pick<ContentSnapshotCache, 'preview' | 'pinnedAt'>,
): Promise<PaymentsContext> {
  if (!snapshot) return { ...base, deps };
  const view =
    base.preview !== undefined ? await snapshot.preview(base.preview) : snapshot.pinnedAt(base.asOf);
  return { ...base, deps: { ...deps, content: new PaymentsContent(view) } };
}
