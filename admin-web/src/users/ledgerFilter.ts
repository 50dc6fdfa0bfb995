import { CURRENCY_SOURCES, currencySourceLabel } from '@vh/contracts/client';
import type { CurrencyLedgerFilter, CurrencySource } from '../__generated__/graphql';

/** The ledger panel's filters as the admin set them: '' for any; times as datetime-local values in UTC. */
export interface LedgerFilterForm {
  currency: string;
  source: string;
  from: string;
  to: string;
}

export const NO_LEDGER_FILTER: LedgerFilterForm = { currency: '', source: '', from: '', to: '' };

/** Every source, by the name GraphQL knows it, with its label. */
export const SOURCE_CHOICES = CURRENCY_SOURCES.map((source) => ({
  value: source.code.toUpperCase() as CurrencySource,
  label: source.label,
}));

/** 'YYYY-MM-DDTHH:MM' read as UTC, as ISO 8601; null when incomplete. */
function utcInstant(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}:00Z`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** The GraphQL filter of the form; fields left empty (or incomplete) filter nothing. */
export function ledgerFilterOf(form: LedgerFilterForm): CurrencyLedgerFilter {
  const from = utcInstant(form.from);
  const to = utcInstant(form.to);
  return {
    ...(form.currency ? { currency: form.currency } : {}),
    ...(form.source ? { source: form.source as CurrencySource } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/** A delta as the table shows it: signed, grouped ('+1,250', '-30'). */
export function signedAmount(delta: number): string {
  return `${delta > 0 ? '+' : delta < 0 ? '-' : ''}${Math.abs(delta).toLocaleString('en-US')}`;
}

/** '2026-11-27 18:03:53 UTC'. */
export function ledgerTime(iso: string): string {
  return `${iso.slice(0, 19).replace('T', ' ')} UTC`;
}

export const sourceLabel = currencySourceLabel;
