/** Everything the sandbox knows, in memory: it is a stand-in and starts empty on every boot. */
import { newId } from './ids';
import type { Money } from './money';
import type { ApplicationContext, CreatePlanInput, CreateProductInput, PurchaseUnit } from './schemas';

interface AccessToken {
  clientId: string;
  expiresAt: number;
}

/** The one buyer account that approves every checkout. */
export interface Payer {
  payer_id: string;
  email_address: string;
  name: { given_name: string; surname: string };
  address: { country_code: string };
}

export type OrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED';

export interface Order {
  id: string;
  intent: 'CAPTURE';
  status: OrderStatus;
  purchaseUnits: PurchaseUnit[];
  /** Index-aligned with purchaseUnits once the order is captured. */
  captureIds: string[];
  applicationContext: ApplicationContext;
  payer?: Payer;
  createTime: Date;
  updateTime: Date;
}

export interface Capture {
  id: string;
  orderId: string;
  status: 'COMPLETED' | 'REFUNDED';
  amount: Money;
  customId?: string;
  invoiceId?: string;
  createTime: Date;
  updateTime: Date;
}

export interface Refund {
  id: string;
  captureId: string;
  amount: Money;
  customId?: string;
  invoiceId?: string;
  noteToPayer?: string;
  createTime: Date;
}

export interface Product extends CreateProductInput {
  id: string;
  createTime: Date;
}

export interface Plan extends CreatePlanInput {
  id: string;
  createTime: Date;
  updateTime: Date;
}

export type SubscriptionStatus = 'APPROVAL_PENDING' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';

export interface Subscription {
  id: string;
  planId: string;
  status: SubscriptionStatus;
  customId?: string;
  startTime: Date;
  createTime: Date;
  updateTime: Date;
  statusUpdateTime: Date;
  statusChangeNote?: string;
  /** The fee charged on approval: the plan's, or the request's override. */
  setupFee?: Money;
  planOverridden: boolean;
  applicationContext: ApplicationContext;
  /** Sent back to return_url as ba_token, like PayPal's billing agreement token. */
  baToken: string;
  subscriber?: Payer;
  activateTime?: Date;
  /** Index-aligned with the plan's billing cycles. */
  cyclesCompleted: number[];
  lastPayment?: { amount: Money; time: Date };
  nextBillingTime?: Date;
}

export type DeliveryState = 'held' | 'not_sent' | 'pending' | 'delivered' | 'failed';

export interface StoredEvent {
  id: string;
  eventType: string;
  createTime: Date;
  /** The custom_id values (payment ids) the event concerns, for GET /sandbox/events. */
  customIds: string[];
  headers: Record<string, string>;
  body: string;
  delivery: DeliveryState;
  attempts: number;
}

/** A successful answer kept for PayPal-Request-Id repeats: the serialized body, not the live object. */
export interface StoredAnswer {
  status: number;
  body?: string;
}

export class SandboxStore {
  readonly tokens = new Map<string, AccessToken>();
  readonly orders = new Map<string, Order>();
  readonly captures = new Map<string, Capture>();
  readonly refunds = new Map<string, Refund>();
  readonly products = new Map<string, Product>();
  readonly plans = new Map<string, Plan>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly events: StoredEvent[] = [];
  readonly answers = new Map<string, StoredAnswer>();
  readonly buyer: Payer = {
    payer_id: newId.payer(),
    email_address: 'buyer@sandbox.example',
    name: { given_name: 'Sandbox', surname: 'Buyer' },
    address: { country_code: 'US' },
  };
}
