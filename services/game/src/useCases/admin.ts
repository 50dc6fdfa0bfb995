import { randomUUID } from 'node:crypto';
import {
  ConflictError,
  NotFoundError,
  ValidationError,
  recordAdminChange,
  requireAdmin,
  type Viewer,
} from '@vh/kit';
import type { GameDeps } from '../deps';
import { withPlayer } from '../player/playerSession';
import type { PlayerTx } from '../player/playerTx';
import { applyExchangeTo, type ExchangeOutcome, type ExchangeRequest } from './exchange';

interface AdminCaller {
  viewer: Viewer | null;
  requestId: string;
}

/**
 * Each admin change is an exchange of its own, keyed here: never by the request id, which the caller
 * chooses (the same X-Request-Id twice would have made the second change a silent repeat of the first,
 * and one admin's id could collide with another's).
 */
function adminKey(what: string) {
  return `admin:${randomUUID()}:${what}`;
}

/** Records an admin's change to a player in the change's own transaction (kit adminChanges). */
function recordPlayerChange(
  player: PlayerTx,
  admin: Viewer,
  caller: AdminCaller,
  change: { action: string; before: Record<string, number>; after: Record<string, number> },
) {
  return recordAdminChange(player.trx, {
    actor: admin,
    entity: 'User',
    entityId: player.userId,
    ...change,
    requestId: caller.requestId,
  });
}

function outcomeOrThrow(outcome: ExchangeOutcome) {
  if (outcome.status === 'refused') throw new ConflictError(outcome.message);
  return outcome;
}

/** POST /api/user/AddInventoryItem: add (or with remove, take away) deltaAmount of an item. */
export async function adminAddInventoryItem(
  deps: GameDeps,
  caller: AdminCaller,
  input: { userId: string; itemId: number; deltaAmount: number; remove: boolean },
) {
  const admin = requireAdmin(caller.viewer);
  if (!Number.isSafeInteger(input.deltaAmount) || input.deltaAmount < 1) {
    throw new ValidationError('deltaAmount must be a whole number of at least 1');
  }
  if (!deps.content.item(input.itemId)) throw new NotFoundError(`No item with id ${input.itemId}`);
  const request: ExchangeRequest = {
    idempotencyKey: adminKey(`item:${input.itemId}`),
    userId: input.userId,
    currencies: [],
    items: [{ itemId: input.itemId, delta: input.remove ? -input.deltaAmount : input.deltaAmount }],
    reason: 'admin',
  };
  return withPlayer(deps, { userId: input.userId, requestId: caller.requestId }, async (player) => {
    const held = player.amountOf(input.itemId);
    if (input.remove && held < input.deltaAmount) {
      throw new ConflictError(`The player holds only ${held} of this item`);
    }
    outcomeOrThrow(await applyExchangeTo(player, request, `admin:${admin.name}`));
    const item = `${deps.content.item(input.itemId)?.name ?? 'item'} (#${input.itemId})`;
    await recordPlayerChange(player, admin, caller, {
      action: 'inventory',
      before: { [item]: held },
      after: { [item]: player.amountOf(input.itemId) },
    });
    return { success: true, message: input.remove ? 'Items removed' : 'Items added' };
  });
}

/** The game half of PUT /api/user: absolute XP and currency balances. */
export async function adminUpdatePlayer(
  deps: GameDeps,
  caller: AdminCaller,
  input: { userId: string; xp?: number | null; currencies?: { name: string; value: number }[] | null },
) {
  const admin = requireAdmin(caller.viewer);
  if (input.xp !== undefined && input.xp !== null && (!Number.isSafeInteger(input.xp) || input.xp < 0)) {
    throw new ValidationError('xp must be a whole number of at least 0');
  }
  for (const { name, value } of input.currencies ?? []) {
    if (!deps.content.currency(name)) throw new ValidationError(`There is no currency ${name}`);
    if (!Number.isSafeInteger(value) || value < 0) throw new ValidationError(`${name} must be at least 0`);
  }
  if ((input.xp === undefined || input.xp === null) && !input.currencies?.length) {
    return { success: true, message: 'Nothing to change in the game' };
  }
  return withPlayer(deps, { userId: input.userId, requestId: caller.requestId }, async (player) => {
    const before: Record<string, number> = { xp: player.row.xp };
    const after: Record<string, number> = { xp: input.xp ?? player.row.xp };
    for (const { name, value } of input.currencies ?? []) {
      before[name] = player.balanceOf(name);
      after[name] = value;
    }
    const deltas = (input.currencies ?? [])
      .map(({ name, value }) => ({ shortName: name, delta: value - player.balanceOf(name) }))
      .filter((entry) => entry.delta !== 0);
    if (deltas.length > 0) {
      outcomeOrThrow(
        await applyExchangeTo(
          player,
          {
            idempotencyKey: adminKey('currencies'),
            userId: input.userId,
            currencies: deltas,
            items: [],
            reason: 'admin',
          },
          `admin:${admin.name}`,
        ),
      );
    }
    if (input.xp !== undefined && input.xp !== null && input.xp !== player.row.xp) player.setXp(input.xp);
    await recordPlayerChange(player, admin, caller, { action: 'updated', before, after });
    return { success: true, message: 'Player updated' };
  });
}

/** A support tool: lets a player hunt again now (for example after an outage). */
export async function adminResetHuntCooldown(deps: GameDeps, caller: AdminCaller, userId: string) {
  const admin = requireAdmin(caller.viewer);
  return withPlayer(deps, { userId, requestId: caller.requestId }, async (player) => {
    await recordPlayerChange(player, admin, caller, {
      action: 'resetHuntCooldown',
      before: { nextHuntAt: player.row.next_hunt_at },
      after: { nextHuntAt: 0 },
    });
    player.set({ next_hunt_at: 0, last_hunt_call_ms: 0 });
    return { success: true, message: 'The player can hunt again' };
  });
}
