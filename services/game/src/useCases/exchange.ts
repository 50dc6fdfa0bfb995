import { createHash } from 'node:crypto';
import { ValidationError } from '@vh/kit';
import type { GameDeps } from '../deps';
import { GameEvents } from '../events';
import { withPlayer } from '../player/playerSession';
import type { PlayerTx } from '../player/playerTx';
import type { ExchangeRow } from '../repositories/exchangeRepository';
import { activeSubscriptionLevel } from '../domain/subscription';
import { exchangeSource } from '../ledger/ledgerSource';

export interface ExchangeRequest {
  idempotencyKey: string;
  userId: string;
  currencies: { shortName: string; delta: number }[];
  items: { itemId: number; delta: number }[];
  reason: string;
  requirements?: ExchangeRequirements;
  /** Answer the key's outcome without applying; a key never seen is refused for good. */
  settleOnly?: boolean;
  /** Debits take at most what the player holds (a clawback: docs/sanctions.md#clawback). */
  takeAvailable?: boolean;
}

/** Conditions checked under the player's lock; nothing in them is consumed. */
export interface ExchangeRequirements {
  minXp: number;
  minSubscriptionLevel: number;
  heldItems: { itemId: number; amount: number }[];
  /** Balances the player must hold (a market buy's price and tax, of which the exchange takes the price). */
  heldCurrencies?: { shortName: string; amount: number }[];
}

export type ExchangeStatus = 'applied' | 'replayed' | 'refused';

export interface ExchangeOutcome {
  status: ExchangeStatus;
  code: string;
  message: string;
  currencies: { shortName: string; amount: number }[];
  items: { itemId: number; amount: number }[];
  /** The deltas applied: the request's, with takeAvailable's debits cut to what was held. */
  applied?: {
    currencies: { shortName: string; delta: number }[];
    items: { itemId: number; delta: number }[];
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_DELTA = 1_000_000_000_000;

/** Malformed requests are the caller's bug: a 422 naming every problem, never a half-applied change. */
function validateExchange(request: ExchangeRequest): void {
  const problems: string[] = [];
  if (!request.idempotencyKey || request.idempotencyKey.length > 200) {
    problems.push('idempotencyKey must hold 1 to 200 characters');
  }
  if (!UUID.test(request.userId)) problems.push('userId must be a player id');
  if (request.currencies.length + request.items.length === 0)
    problems.push('an exchange must change something');
  const names = request.currencies.map((entry) => entry.shortName);
  const ids = request.items.map((entry) => entry.itemId);
  if (new Set(names).size !== names.length) problems.push('each currency may appear once');
  if (new Set(ids).size !== ids.length) problems.push('each item may appear once');
  for (const { delta } of [...request.currencies, ...request.items]) {
    if (!Number.isSafeInteger(delta) || delta === 0 || Math.abs(delta) > MAX_DELTA) {
      problems.push('every delta must be a non-zero whole number');
      break;
    }
  }
  const requirements = request.requirements;
  if (requirements) {
    const { minXp, minSubscriptionLevel, heldItems, heldCurrencies = [] } = requirements;
    if (!Number.isSafeInteger(minXp) || minXp < 0) problems.push('minXp must be a whole number from 0');
    if (!Number.isInteger(minSubscriptionLevel) || minSubscriptionLevel < 0 || minSubscriptionLevel > 3)
      problems.push('minSubscriptionLevel must be 0 to 3');
    if (heldItems.some(({ amount }) => !Number.isSafeInteger(amount) || amount < 1))
      problems.push('every held item needs an amount from 1');
    if (
      heldCurrencies.some(({ amount }) => !Number.isSafeInteger(amount) || amount < 1 || amount > MAX_DELTA)
    )
      problems.push('every held currency needs an amount from 1');
  }
  if (problems.length > 0) throw new ValidationError(problems.join('; '));
}

/** Requirements in one order; held currencies only when asked for, so earlier keys' hashes stay as they were. */
function canonicalRequirements({ heldCurrencies = [], ...requirements }: ExchangeRequirements) {
  return {
    ...requirements,
    heldItems: [...requirements.heldItems].sort((a, b) => a.itemId - b.itemId),
    ...(heldCurrencies.length > 0
      ? { heldCurrencies: [...heldCurrencies].sort((a, b) => a.shortName.localeCompare(b.shortName)) }
      : {}),
  };
}

export function requestHash(request: ExchangeRequest): string {
  const canonical = {
    userId: request.userId,
    currencies: [...request.currencies].sort((a, b) => a.shortName.localeCompare(b.shortName)),
    items: [...request.items].sort((a, b) => a.itemId - b.itemId),
    requirements: request.requirements && canonicalRequirements(request.requirements),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

function balances(player: PlayerTx, request: ExchangeRequest) {
  return {
    currencies: request.currencies.map(({ shortName }) => ({
      shortName,
      amount: player.balanceOf(shortName),
    })),
    items: request.items.map(({ itemId }) => ({ itemId, amount: player.amountOf(itemId) })),
  };
}

type Refusal = { code: string; message: string } | null;

const SUBSCRIPTION_NAMES = ['', 'Silver', 'Gold', 'Platinum'];

/** The first requirement the player does not meet, or null. */
function unmetRequirement(player: PlayerTx, requirements: ExchangeRequirements | undefined): Refusal {
  if (!requirements) return null;
  if (player.row.xp < requirements.minXp) {
    return { code: 'XP_REQUIRED', message: `You need ${requirements.minXp} XP` };
  }
  if (activeSubscriptionLevel(player.row, player.now) < requirements.minSubscriptionLevel) {
    const tier = SUBSCRIPTION_NAMES[requirements.minSubscriptionLevel];
    return { code: 'SUBSCRIPTION_LEVEL_REQUIRED', message: `You need an active ${tier} subscription` };
  }
  for (const { itemId, amount } of requirements.heldItems) {
    if (player.amountOf(itemId) < amount) {
      const name = player.deps.content.item(itemId)?.name ?? `item ${itemId}`;
      return { code: 'ITEMS_REQUIRED', message: `You need ${name}` };
    }
  }
  for (const { shortName, amount } of requirements.heldCurrencies ?? []) {
    if (player.balanceOf(shortName) < amount) {
      const name = player.deps.content.currency(shortName)?.name ?? shortName;
      return { code: 'INSUFFICIENT_FUNDS', message: `Not enough ${name}` };
    }
  }
  return null;
}

/**
 * With takeAvailable, each debit cut to what the player holds (a debit of nothing left out): a
 * clawback takes what is there and its caller records the rest.
 */
function availableDeltas(player: PlayerTx, request: ExchangeRequest): ExchangeRequest {
  if (!request.takeAvailable) return request;
  const cut = (delta: number, held: number) => (delta < 0 ? -Math.min(-delta, Math.max(0, held)) : delta);
  return {
    ...request,
    currencies: request.currencies
      .map((entry) => ({ ...entry, delta: cut(entry.delta, player.balanceOf(entry.shortName)) }))
      .filter((entry) => entry.delta !== 0),
    items: request.items
      .map((entry) => ({ ...entry, delta: cut(entry.delta, player.amountOf(entry.itemId)) }))
      .filter((entry) => entry.delta !== 0),
  };
}

/** The first rule an exchange breaks, or null: every check runs before anything is written. */
function refusalOf(player: PlayerTx, request: ExchangeRequest): Refusal {
  const { content } = player.deps;
  const unmet = unmetRequirement(player, request.requirements);
  if (unmet) return unmet;
  for (const { shortName, delta } of request.currencies) {
    const currency = content.currency(shortName);
    if (!currency) return { code: 'UNKNOWN_CURRENCY', message: `There is no currency ${shortName}` };
    if (delta < 0 && currency.subscriptionOnly && activeSubscriptionLevel(player.row, player.now) < 1) {
      return {
        code: 'SUBSCRIPTION_REQUIRED',
        message: `${currency.name} can only be spent with an active subscription`,
      };
    }
    if (player.balanceOf(shortName) + delta < 0) {
      return { code: 'INSUFFICIENT_FUNDS', message: `Not enough ${currency.name}` };
    }
  }
  for (const { itemId, delta } of request.items) {
    const item = content.item(itemId);
    if (!item) return { code: 'UNKNOWN_ITEM', message: `There is no item ${itemId}` };
    const after = player.amountOf(itemId) + delta;
    if (after < 0) return { code: 'INSUFFICIENT_ITEMS', message: `Not enough ${item.name}` };
    if (delta > 0 && item.unique && after > 1)
      return { code: 'UNIQUE_ITEM', message: `You already own ${item.name}` };
  }
  return null;
}

const NOT_APPLIED = { code: 'NOT_APPLIED', message: 'This exchange was never applied' };

/** The answer to a key seen before: its first outcome again, or a refusal if the payload differs. */
function replayOf(
  earlier: ExchangeRow,
  hash: string,
  held: Pick<ExchangeOutcome, 'currencies' | 'items'>,
): ExchangeOutcome {
  if (earlier.request_hash !== hash) {
    return {
      status: 'refused',
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This idempotency key was used for another exchange',
      ...held,
    };
  }
  if (earlier.outcome === 'refused') {
    return {
      status: 'refused',
      code: earlier.refusal_code ?? '',
      message: earlier.refusal_message ?? '',
      ...held,
    };
  }
  return { status: 'replayed', code: '', message: 'Already applied', ...held };
}

/**
 * Applies an exchange to a locked player: checks, then every debit and credit and the ledger row,
 * in the caller's transaction. A key seen before answers 'replayed' (same payload) or is refused.
 */
export async function applyExchangeTo(
  player: PlayerTx,
  request: ExchangeRequest,
  requestedBy: string,
): Promise<ExchangeOutcome> {
  const hash = requestHash(request);
  const earlier = await player.deps.exchanges.find(request.idempotencyKey, player.trx);
  if (earlier) {
    const replay = replayOf(earlier, hash, balances(player, request));
    return replay.status === 'replayed'
      ? { ...replay, applied: { currencies: earlier.currencies, items: earlier.items } }
      : replay;
  }
  const asked = request;
  // The hash above is the caller's request; what is applied and recorded may be less (takeAvailable).
  request = availableDeltas(player, asked);
  const refusal = asked.settleOnly ? NOT_APPLIED : refusalOf(player, request);
  const row = {
    idempotency_key: request.idempotencyKey,
    user_id: player.userId,
    requested_by: requestedBy,
    reason: request.reason,
    request_hash: hash,
    currencies: request.currencies,
    items: request.items,
  };
  if (refusal) {
    // A refusal is final for its key: recorded, so a repeat can never apply later.
    await player.deps.exchanges.insert(player.trx, {
      ...row,
      outcome: 'refused',
      refusal_code: refusal.code,
      refusal_message: refusal.message,
    });
    return { status: 'refused', ...refusal, ...balances(player, request) };
  }

  // Debits first, so a credit can never mask a missing balance.
  const ordered = <T extends { delta: number }>(entries: T[]) =>
    [...entries].sort((a, b) => a.delta - b.delta);
  const origin = {
    source: exchangeSource({ ...request, requestedBy }),
    reference: request.idempotencyKey,
  };
  for (const { shortName, delta } of ordered(request.currencies)) {
    player.addCurrency(shortName, delta, origin);
  }
  for (const { itemId, delta } of ordered(request.items)) player.addItem(itemId, delta);
  await player.deps.exchanges.insert(player.trx, {
    ...row,
    outcome: 'applied',
    refusal_code: null,
    refusal_message: null,
  });
  player.emit(GameEvents.exchangeApplied, {
    userId: player.userId,
    idempotencyKey: request.idempotencyKey,
    requestedBy,
    reason: request.reason,
    currencies: request.currencies.map((entry) => ({
      shortName: entry.shortName,
      amount: BigInt(entry.delta),
    })),
    items: request.items.map((entry) => ({ itemId: entry.itemId, amount: BigInt(entry.delta) })),
  });
  return {
    status: 'applied',
    code: '',
    message: 'Exchange applied',
    ...balances(player, asked),
    applied: { currencies: request.currencies, items: request.items },
  };
}

/** The internal exchange call of economy and payments. */
export async function exchange(
  deps: GameDeps,
  request: ExchangeRequest,
  requestedBy: string,
  requestId: string,
): Promise<ExchangeOutcome> {
  validateExchange(request);
  return withPlayer(deps, { userId: request.userId, requestId }, (player) =>
    applyExchangeTo(player, request, requestedBy),
  );
}
