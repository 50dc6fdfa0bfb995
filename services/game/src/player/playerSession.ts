import { NotFoundError, PreviewReadOnlyError, ValidationError, type Knex, type Logger } from '@vh/kit';
import type { GameContent } from '../content/gameContent';
import type { GameDeps } from '../deps';
import type { PlayerRow } from '../repositories/playerRepository';
import { PlayerTx } from './playerTx';

/** Who acts on a player: the player themself, an admin or a service (for the exchange call). */
export interface Actor {
  userId: string;
  /** The player's name when known (from their token); kept on the player row for events. */
  name?: string;
  requestId: string;
}

const STARTER_KIT_SETTING = 'StarterKit';
const PLAYER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface StarterKit {
  items: { itemId: number; amount: number; equipped: boolean }[];
  currencies: { name: string; value: number }[];
  huntingGroundId?: number;
}

function starterKit(content: GameContent, logger?: Logger): StarterKit {
  const raw = content.setting(STARTER_KIT_SETTING);
  try {
    return raw ? (JSON.parse(raw) as StarterKit) : { items: [], currencies: [] };
  } catch {
    logger?.warn('StarterKit setting is not JSON; new players start empty-handed');
    return { items: [], currencies: [] };
  }
}

/**
 * Where a new player starts: the StarterKit's ground, else the first ground (by sequence) of the
 * first region, open to everyone.
 */
function startingGroundId(content: GameContent, kit: StarterKit): number {
  if (kit.huntingGroundId && content.huntingGround(kit.huntingGroundId)) return kit.huntingGroundId;
  const open = (entry: { visible: boolean; xpReqired: number; keyId: number | null }) =>
    entry.visible && entry.xpReqired === 0 && !entry.keyId;
  const regions = content
    .regions()
    .filter(open)
    .sort((a, b) => a.sequence - b.sequence || a.id - b.id);
  for (const region of regions) {
    const grounds = content
      .huntingGrounds()
      .filter((ground) => ground.regionId === region.id && open(ground))
      .sort((a, b) => a.sequence - b.sequence || a.id - b.id);
    if (grounds[0]) return grounds[0].id;
  }
  throw new NotFoundError('The world has no open hunting ground yet');
}

/**
 * Creates the player with the starter kit on first contact (idempotent: a concurrent first call
 * finds the row created and does nothing).
 */
async function createPlayer(deps: GameDeps, trx: Knex.Transaction, actor: Actor): Promise<void> {
  const kit = starterKit(deps.content);
  const created = await deps.players.insert(trx, {
    user_id: actor.userId,
    name: actor.name ?? '',
    hunting_ground_id: startingGroundId(deps.content, kit),
  });
  if (!created) return;
  for (const { itemId, amount, equipped } of kit.items) {
    if (!deps.content.item(itemId)) continue;
    await deps.players.addItem(trx, actor.userId, itemId, amount);
    if (equipped) await deps.players.equip(trx, actor.userId, 0, itemId);
  }
  // The kit's currencies, each with its ledger row (a name listed twice adds up).
  const balances = new Map<string, number>();
  const entries = kit.currencies
    .filter(({ value }) => Number.isSafeInteger(value) && value > 0)
    .map(({ name, value }) => {
      const balanceAfter = (balances.get(name) ?? 0) + value;
      balances.set(name, balanceAfter);
      return { currency: name, delta: value, balanceAfter, source: 'starter_kit' as const, reference: '' };
    });
  await deps.ledger.writeBalances(trx, actor.userId, entries);
}

async function lockOrCreate(
  deps: GameDeps,
  trx: Knex.Transaction,
  actor: Actor,
  options: Required<WithPlayerOptions>,
) {
  const lock = () => deps.players.lockWithHoldings(trx, actor.userId, options);
  let locked = await lock();
  if (!locked && options.create) {
    await createPlayer(deps, trx, actor);
    locked = await lock();
  }
  return locked;
}

interface WithPlayerOptions {
  /** Makes a missing player (a player's own calls); services and admins get a 404 instead. */
  create?: boolean;
  /** Reserves a fight id with the lock, for calls that may start a fight. */
  reserveCombatId?: boolean;
}

/**
 * Runs `work` on the player in one transaction behind the player's row lock, so concurrent calls for
 * one player take turns.
 */
export async function withPlayer<T>(
  liveDeps: GameDeps,
  actor: Actor,
  work: (player: PlayerTx) => Promise<T>,
  options: WithPlayerOptions = {},
): Promise<T> {
  if (!PLAYER_ID.test(actor.userId)) throw new ValidationError('userId must be a player id');
  // One content version for the whole change: a release published meanwhile is never seen in half.
  const deps = { ...liveDeps, content: liveDeps.content.pinned() };
  return deps.db.transaction(async (trx) => {
    const locked = await lockOrCreate(deps, trx, actor, {
      create: options.create ?? true,
      reserveCombatId: options.reserveCombatId ?? false,
    });
    if (!locked) throw new NotFoundError('No such player');
    const { row, holdings, combatId } = locked;
    const player = new PlayerTx(deps, trx, row, holdings, deps.clock(), actor.requestId, combatId);
    if (actor.name && actor.name !== row.name) player.set({ name: actor.name });
    const result = await work(player);
    await player.finish();
    return result;
  });
}

/** Makes sure the player exists (first contact creates it), without holding a lock afterwards. */
export async function ensurePlayer(deps: GameDeps, actor: Actor): Promise<PlayerRow> {
  const existing = await deps.players.find(actor.userId);
  if (existing) return existing;
  // A preview writes nothing, a first game included (it would start from the draft's starter kit).
  if (deps.previewing) throw new PreviewReadOnlyError();
  await deps.db.transaction((trx) => createPlayer(deps, trx, actor));
  return (await deps.players.find(actor.userId))!;
}
