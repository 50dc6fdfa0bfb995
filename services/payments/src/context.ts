import type { BaseContext, ContentSnapshotCache } from '@vh/kit';
import { PaymentsContent } from './content/paymentsContent';
import type { PaymentsDeps } from './deps';

export interface PaymentsContext extends BaseContext {
  deps: PaymentsDeps;
}

/** A request's context; a previewing admin reads the draft's snapshot (queries only). */
export async function buildPaymentsContext(
  base: BaseContext,
  deps: PaymentsDeps,
  previews?: Pick<ContentSnapshotCache, 'preview'>,
): Promise<PaymentsContext> {
  if (base.preview === undefined || !previews) return { ...base, deps };
  return { ...base, deps: { ...deps, content: new PaymentsContent(await previews.preview(base.preview)) } };
}
