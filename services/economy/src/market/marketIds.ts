import { BadRequestError } from '@vh/kit';
import { MarketMessages } from './marketRules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An order id as the client sent it: a malformed one is a 400, not a database error. */
export function checkedOrderId(id: string): string {
  if (!UUID.test(id)) throw new BadRequestError(MarketMessages.orderNotFound);
  return id.toLowerCase();
}
