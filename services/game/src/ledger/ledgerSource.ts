import type { CurrencySourceCode } from '@vh/contracts/client';

/** Why a currency balance moved and what names the change: written on the ledger row. */
export interface LedgerOrigin {
  source: CurrencySourceCode;
  /** The fight, mission, hunting ground or exchange key behind the change ('' when none). */
  reference: string;
}

/** What the exchange call tells about its caller. */
export interface ExchangeCall {
  /** The signed service name (`economy`, `payments`...), or `admin:<name>` for an admin's edit. */
  requestedBy: string;
  idempotencyKey: string;
  /** The caller's reason: economy sends the trade's kind (buy, sell, claim). */
  reason: string;
  /** The items' deltas: a purchase that uses up materials is a craft. */
  items: readonly { delta: number }[];
}

/** The key prefixes each service's exchange keys start with, and the source they stand for. */
const KEY_SOURCES: Readonly<Record<string, Readonly<Record<string, CurrencySourceCode>>>> = {
  payments: { 'payment:': 'premium_grant', 'renewal:': 'premium_grant', 'reversal:': 'reversal' },
  analytics: { 'league:': 'league_reward', 'tournament:': 'tournament_reward', 'clawback:': 'reversal' },
  social: { 'gift:': 'gift', 'expedition:': 'expedition' },
};

function economySource(call: ExchangeCall): CurrencySourceCode {
  switch (call.reason) {
    case 'buy':
      return call.items.some((item) => item.delta < 0) ? 'craft' : 'merchant';
    case 'sell':
      return 'merchant';
    case 'claim':
      return 'claim';
    case 'market':
      return 'market';
    case 'refund':
      return 'refund';
    default:
      return 'other';
  }
}

/**
 * The ledger source of an exchange, from who called and how they keyed it: an admin's edit, the
 * economy's trade kinds, payments' grants and reversals, analytics' league and tournament rewards,
 * social's gifts and expedition shares. Anything else (a new caller, the tests' and load tool's
 * credits) is `other`: a change is never refused for its source, and never goes unrecorded.
 */
export function exchangeSource(call: ExchangeCall): CurrencySourceCode {
  if (call.requestedBy.startsWith('admin:')) return 'admin_grant';
  if (call.requestedBy === 'economy') return economySource(call);
  const prefixes = KEY_SOURCES[call.requestedBy] ?? {};
  for (const [prefix, source] of Object.entries(prefixes)) {
    if (call.idempotencyKey.startsWith(prefix)) return source;
  }
  return 'other';
}
