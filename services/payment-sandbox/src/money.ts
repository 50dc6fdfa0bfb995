import { z } from 'zod';

export interface Money {
  currency_code: string;
  value: string;
}

const DECIMAL = /^\d{1,10}(\.\d{1,2})?$/;

export function toCents(value: string): number {
  const [units = '0', fraction = ''] = value.split('.');
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
}

function fromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** PayPal answers amounts with the currency's two decimals whatever the request wrote ("5" -> "5.00"). */
const amountValue = z
  .string()
  .regex(DECIMAL, 'must be a decimal string with at most two decimals, such as "4.99"')
  .transform((value) => fromCents(toCents(value)));

const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code');

export const moneySchema = z.object({ currency_code: currencyCode, value: amountValue });

/** Charges must be worth something; setup fees and trial prices may be zero. */
export const positiveMoneySchema = z.object({
  currency_code: currencyCode,
  value: amountValue.refine((value) => toCents(value) > 0, 'must be greater than zero'),
});

export function isZero(money: Money | undefined): boolean {
  return !money || toCents(money.value) === 0;
}

export function sameMoney(left: Money, right: Money): boolean {
  return left.currency_code === right.currency_code && toCents(left.value) === toCents(right.value);
}

export function formatMoney(money: Money): string {
  return `${money.value} ${money.currency_code}`;
}
