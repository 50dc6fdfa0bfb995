import type { GameContent } from '../content/gameContent';
import { seconds } from '../clock';
import type { GameDeps } from '../deps';
import { coffinNow } from '../domain/coffin';
import { isSlotLocked } from '../domain/equipment';
import { nextRankXp, rankAt } from '../domain/progress';
import {
  PERCENT_STATS,
  cooldownSeconds,
  effectivePercent,
  maxHealth,
  statTotal,
  type StatTotal,
} from '../domain/stats';
import { BASE_HEALTH } from '../domain/rules';
import { buildLoadout } from '../player/loadout';
import type { PlayerRow } from '../repositories/playerRepository';
import { setsUnlocked } from './equipment';
import { activeSubscriptionLevel } from '../domain/subscription';

export function currencyAmount(content: GameContent, shortName: string, value: number) {
  const currency = content.currency(shortName);
  return { name: currency?.name ?? shortName, shortName, value, imageId: currency?.imageId ?? null };
}

const HEALTH = 'health';

/** The stats a player's gear gives, and health always: every hunter has its base (BASE_HEALTH). */
function listedStats(totals: ReadonlyMap<string, StatTotal>): StatTotal[] {
  return totals.has(HEALTH) ? [...totals.values()] : [statTotal(totals, HEALTH), ...totals.values()];
}

/** Everything the game knows about a player, as the User entity shows it. */
export async function playerView(deps: GameDeps, row: PlayerRow) {
  const { content } = deps;
  const { items, currencies, equipped } = await deps.players.holdings(row.user_id, row.active_set);
  const loadout = buildLoadout(content, { items, equipped });
  const now = seconds(deps.clock());
  const coffin = coffinNow(
    { charges: row.coffin_charges, rechargeFrom: row.coffin_recharge_from },
    loadout.total('coffincharges'),
    now,
  );
  const ranks = content.ranks();
  const rank = rankAt(ranks, row.xp);
  const equippedIds = new Set(equipped.map((slot) => slot.itemId));
  const total = (shortName: string) => loadout.total(shortName);
  return {
    id: row.user_id,
    xp: row.xp,
    nextRankXP: nextRankXp(ranks, row.xp),
    currentRank: rank ? { id: rank.id } : null,
    coolness: row.coolness,
    inventory: [...items]
      .filter(([itemId, amount]) => amount > 0 && content.item(itemId))
      .map(([itemId, amount]) => ({
        itemId,
        item: { id: itemId },
        amount,
        equipped: equippedIds.has(itemId),
      })),
    stats: listedStats(loadout.totals).map(({ shortName, valueFrom: from, valueTo: to }) => {
      const stat = content.stat(shortName);
      const percent = PERCENT_STATS.includes(shortName);
      return {
        shortName: stat?.shortName ?? shortName,
        name: stat?.name ?? shortName,
        valueFrom: from,
        valueTo: to,
        // Health counts the base every hunter has, as fights do (maxHealth).
        effectiveValue:
          shortName === HEALTH
            ? maxHealth(loadout.totals)
            : percent
              ? effectivePercent(from, content.statScale(shortName))
              : from,
        statImageId: stat?.imageId ?? null,
        statFlavorText: stat?.flavorText ?? null,
        statUnitSymbol: stat?.unitSymbol ?? null,
      };
    }),
    currencies: content
      .currencies()
      .map((currency) =>
        currencyAmount(content, currency.shortName, currencies.get(currency.shortName) ?? 0),
      ),
    unlockedEquipmentSlots: setsUnlocked(deps, row.xp, activeSubscriptionLevel(row, now)),
    activeEquipmentSlot: row.active_set,
    nextAllowedHuntTimeStamp: row.next_hunt_at,
    currentTimeStamp: now,
    nextCoffinRechargeTimeStamp: coffin.nextRechargeAt,
    coffinCharges: coffin.charges,
    maxCoffinCharges: Math.max(total('coffincharges'), 0),
    currentHuntingGround: { id: row.hunting_ground_id },
    maxHealth: maxHealth(loadout.totals),
    huntCooldownSeconds: cooldownSeconds(total('timewalker')),
    lockedSlots: [
      { itemType: 'accessory', slot: 3 },
      { itemType: 'retainer', slot: 2 },
      { itemType: 'retainer', slot: 3 },
    ].filter(({ itemType, slot }) => isSlotLocked(itemType, slot, total)),
    activeCombatId: row.active_combat_id,
    subscriptionLevel: activeSubscriptionLevel(row, now),
  };
}

/** The game half of a User nobody has played yet (admin views of accounts that never hunted). */
export function emptyPlayerView(deps: GameDeps, userId: string) {
  const now = seconds(deps.clock());
  return {
    id: userId,
    xp: 0,
    nextRankXP: nextRankXp(deps.content.ranks(), 0),
    currentRank: null,
    coolness: 0,
    inventory: [],
    stats: [],
    currencies: [],
    unlockedEquipmentSlots: 1,
    activeEquipmentSlot: 0,
    nextAllowedHuntTimeStamp: 0,
    currentTimeStamp: now,
    nextCoffinRechargeTimeStamp: 0,
    coffinCharges: 0,
    maxCoffinCharges: 0,
    currentHuntingGround: null,
    maxHealth: BASE_HEALTH,
    huntCooldownSeconds: cooldownSeconds(0),
    lockedSlots: [],
    activeCombatId: null,
    subscriptionLevel: 0,
  };
}
