import { fromBinary, toBinary, create } from '@bufbuild/protobuf';
import { BadRequestError, internalRoute, type Logger } from '@vh/kit';
import { gameExchange } from '@vh/contracts';
import express, { type Express } from 'express';
import { randomUUID } from 'node:crypto';
import type { GameDeps } from '../deps';
import { exchange, type ExchangeStatus } from '../useCases/exchange';

const { ExchangeRequestSchema, ExchangeResponseSchema, ExchangeStatus: Status } = gameExchange;

const STATUS: Record<ExchangeStatus, gameExchange.ExchangeStatus> = {
  applied: Status.APPLIED,
  replayed: Status.REPLAYED,
  refused: Status.REFUSED,
};

/**
 * POST /internal/exchange (vh.game.v1.ExchangeRequest -> ExchangeResponse, protobuf): for services
 * only, with a service token. A refusal is a 200 with status REFUSED; a malformed request a 4xx.
 */
export function mountExchangeRoute(app: Express, deps: GameDeps, sharedSecret: string, logger: Logger) {
  const route = internalRoute({ from: 'service', sharedSecret, logger }, async (req, res, caller) => {
    let request: gameExchange.ExchangeRequest;
    try {
      request = fromBinary(ExchangeRequestSchema, new Uint8Array(req.body as Buffer));
    } catch {
      throw new BadRequestError('The body must be a vh.game.v1.ExchangeRequest');
    }
    // At the content version of the player's request that caused it (its instant in the token).
    const content = caller.asOf === undefined ? deps.content : deps.content.pinnedAt(caller.asOf);
    const outcome = await exchange(
      { ...deps, content },
      {
        idempotencyKey: request.idempotencyKey,
        userId: request.userId,
        currencies: request.currencies.map((entry) => ({
          shortName: entry.shortName,
          delta: Number(entry.delta),
        })),
        items: request.items.map((entry) => ({ itemId: entry.itemId, delta: Number(entry.delta) })),
        reason: request.reason || 'unspecified',
        settleOnly: request.settleOnly,
        takeAvailable: request.takeAvailable,
        requirements: request.requirements && {
          minXp: Number(request.requirements.minXp),
          minSubscriptionLevel: request.requirements.minSubscriptionLevel,
          heldItems: request.requirements.heldItems.map((entry) => ({
            itemId: entry.itemId,
            amount: Number(entry.delta),
          })),
          heldCurrencies: request.requirements.heldCurrencies.map((entry) => ({
            shortName: entry.shortName,
            amount: Number(entry.delta),
          })),
        },
      },
      caller.service,
      caller.requestId || randomUUID(),
    );
    const response = create(ExchangeResponseSchema, {
      status: STATUS[outcome.status],
      message: outcome.message,
      code: outcome.code,
      currencies: outcome.currencies.map((entry) => ({
        shortName: entry.shortName,
        amount: BigInt(entry.amount),
      })),
      items: outcome.items.map((entry) => ({ itemId: entry.itemId, amount: BigInt(entry.amount) })),
      appliedCurrencies: (outcome.applied?.currencies ?? []).map((entry) => ({
        shortName: entry.shortName,
        delta: BigInt(entry.delta),
      })),
      appliedItems: (outcome.applied?.items ?? []).map((entry) => ({
        itemId: entry.itemId,
        delta: BigInt(entry.delta),
      })),
    });
    res.type('application/x-protobuf').send(Buffer.from(toBinary(ExchangeResponseSchema, response)));
  });
  // An outage (PostgreSQL restarting) answers 503: the caller retries its idempotency key.
  app.post('/internal/exchange', express.raw({ type: '*/*', limit: '256kb' }), route);
}
