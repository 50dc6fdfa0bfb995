import type { BaseContext } from '@vh/kit';
import type { PaymentsDeps } from './deps';

export interface PaymentsContext extends BaseContext {
  deps: PaymentsDeps;
}

export function buildPaymentsContext(base: BaseContext, deps: PaymentsDeps): PaymentsContext {
  return { ...base, deps };
}
