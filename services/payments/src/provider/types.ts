/** The provider's resources as its API answers them (PayPal's field names), as far as payments reads them. */

export interface ProviderLink {
  rel: string;
  href: string;
  method?: string;
}

export interface Money {
  currency_code: string;
  value: string;
}

export interface ProviderCapture {
  id: string;
  status: string;
  custom_id?: string;
}

export interface ProviderOrder {
  id: string;
  /** CREATED, APPROVED, COMPLETED (and PayPal's SAVED, VOIDED, PAYER_ACTION_REQUIRED). */
  status: string;
  links: ProviderLink[];
  purchase_units?: { custom_id?: string; payments?: { captures?: ProviderCapture[] } }[];
}

export interface ProviderSubscription {
  id: string;
  /** APPROVAL_PENDING, APPROVED, ACTIVE, SUSPENDED, CANCELLED, EXPIRED. */
  status: string;
  plan_id: string;
  custom_id?: string;
  links: ProviderLink[];
}

export interface WebhookEvent {
  id: string;
  event_type: string;
  resource_type?: string;
  resource: Record<string, unknown>;
}

/** The transmission headers a webhook is signed with. */
export interface WebhookHeaders {
  transmissionId: string;
  transmissionTime: string;
  transmissionSig: string;
  authAlgo: string;
  certUrl: string;
}

export interface NewOrder {
  /** Our payment id: the provider's custom_id and the request id of every call about it. */
  paymentId: string;
  description: string;
  usdCents: number;
  returnUrl: string;
  cancelUrl: string;
}

export interface NewSubscription extends NewOrder {
  planId: string;
  /** When regular billing starts: the first of the next month (the setup fee pays this one). */
  startTime: Date;
}
