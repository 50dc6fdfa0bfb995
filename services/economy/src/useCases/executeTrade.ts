import { createHash, randomUUID } from 'node:crypto';
import { ValidationError, type Knex } from '@vh/kit';
import type { ExchangeCallResult } from '@vh/contracts';
import type { EconomyDeps } from '../deps';
import type { Planned, TradePlan } from '../domain/tradePlan';
import { emitTradeCompleted } from '../events';
import type { TradeRow } from '../repositories/tradeRepository';

export interface TradeAnswer {
  success: boolean;
  message: string;
  tradeId: string | null;
}

const MAX_KEY_LENGTH = 200;
/** A key's row can vanish between our insert attempt and our read (a refusal discards it). */
const INSERT_ATTEMPTS = 3;

const exchangeKeyOf = (trade: Pick<TradeRow, 'id'>) => `trade:${trade.id}`;

function hashOf(plan: TradePlan): string {
  const { kind, itemId, amount } = plan;
  return createHash('sha256').update(JSON.stringify({ kind, itemId, amount })).digest('hex');
}

/** The ledger row for this request: a new pending one, or the one this key already names. */
async function tradeFor(deps: EconomyDeps, userId: string, plan: TradePlan, key: string): Promise<TradeRow> {
  const requestHash = hashOf(plan);
  for (let attempt = 0; attempt < INSERT_ATTEMPTS; attempt += 1) {
    const inserted = await deps.trades.insertPending({
      id: randomUUID(),
      user_id: userId,
      idempotency_key: key,
      request_hash: requestHash,
      kind: plan.kind,
      item_id: plan.itemId,
      amount: plan.amount,
      merchant: plan.merchant,
      currencies: plan.currencies,
      items: plan.items,
      requirements: plan.requirements,
    });
    if (inserted) return inserted;
    const existing = await deps.trades.findByKey(userId, key);
    if (!existing) continue;
    if (existing.request_hash !== requestHash) {
      throw new ValidationError('This idempotency key was used for another trade');
    }
    return existing;
  }
  throw new Error(`trade key ${key} kept changing hands`);
}

/** Writes the game's answer to the ledger: applied (with its event, once) or the row discarded. */
export async function recordOutcome(
  trx: Knex.Transaction,
  deps: EconomyDeps,
  trade: TradeRow,
  result: ExchangeCallResult,
  requestId: string,
): Promise<void> {
  if (result.status === 'refused') await deps.trades.discardPending(trade.id, trx);
  else if (await deps.trades.markApplied(trx, trade.id)) await emitTradeCompleted(trx, trade, requestId);
}

/**
 * Sends a ledger row to the game's exchange (the same key every time, so a repeat applies once).
 * `settleOnly` asks for the key's outcome without applying: a key the game never saw is refused for
 * good, so a request lost in transit cannot apply after its caller was told it failed.
 */
export function sendToExchange(
  deps: EconomyDeps,
  trade: TradeRow,
  requestId: string,
  settleOnly = false,
  asOf?: number,
) {
  return deps.exchange.exchange(
    {
      idempotencyKey: exchangeKeyOf(trade),
      settleOnly,
      userId: trade.user_id,
      currencies: trade.currencies,
      items: trade.items,
      reason: trade.kind,
      requirements: trade.requirements,
    },
    requestId,
    asOf,
  );
}

function refusalMessage(plan: TradePlan, result: ExchangeCallResult): string {
  return plan.refusals[result.code] ?? result.message;
}

/**
 * Carries out a planned trade: a pending ledger row, the game's atomic exchange, then the row applied
 * with its event, or discarded when the game refused. A request repeated with the same idempotency
 * key answers the first outcome. If the game cannot be reached the row stays pending and the
 * settlement job finishes it; the caller gets a 503 and may retry with the same key.
 */
export async function executeTrade(
  deps: EconomyDeps,
  userId: string,
  planned: Planned,
  /** asOf: the player's request's instant, so the game applies the trade at the version it was priced at. */
  options: { idempotencyKey?: string | null; requestId: string; asOf?: number },
): Promise<TradeAnswer> {
  if (!planned.ok) return { success: false, message: planned.message, tradeId: null };
  const { plan } = planned;
  const key = options.idempotencyKey ?? randomUUID();
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new ValidationError(`The idempotency key must hold 1 to ${MAX_KEY_LENGTH} characters`);
  }
  const trade = await tradeFor(deps, userId, plan, key);
  if (trade.status === 'applied') return { success: true, message: plan.successMessage, tradeId: trade.id };

  const result = await sendToExchange(deps, trade, options.requestId, false, options.asOf);
  await deps.db.transaction((trx) => recordOutcome(trx, deps, trade, result, options.requestId));
  return result.status === 'refused'
    ? { success: false, message: refusalMessage(plan, result), tradeId: null }
    : { success: true, message: plan.successMessage, tradeId: trade.id };
}
