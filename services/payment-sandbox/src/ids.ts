import { randomBytes, randomInt, randomUUID } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function randomCode(length: number): string {
  let code = '';
  for (let index = 0; index < length; index += 1) code += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return code;
}

/** Identifiers shaped like PayPal's, so ids stored by payments look the same with either provider. */
export const newId = {
  order: () => randomCode(17),
  capture: () => randomCode(17),
  refund: () => randomCode(17),
  sale: () => randomCode(17),
  payer: () => randomCode(13),
  product: () => `PROD-${randomCode(16)}`,
  plan: () => `P-${randomCode(24)}`,
  subscription: () => `I-${randomCode(12)}`,
  billingAgreementToken: () => `BA-${randomCode(17)}`,
  event: () => `WH-${randomUUID()}`,
  transmission: () => randomUUID(),
  debug: () => randomBytes(7).toString('hex').slice(0, 13),
  accessToken: () => `A21AA${randomBytes(48).toString('base64url')}`,
};
