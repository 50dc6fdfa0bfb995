import { createHash } from 'node:crypto';
import type { CombatEvent, FightRecord, LootDrop, RewardTable } from '@vh/combat-engine';
import type { EnemyData, GameContent } from '../content/gameContent';
import type { Loadout } from '../player/loadout';
import type { CombatRow, FightContent } from '../repositories/combatRepository';

/**
 * What a fight keeps so it replays exactly (docs/game-rules.md, "Fight replays"): the content it
 * used as it was then, the engine record built from the stored row, and the digest of its log.
 */

/** What a won fight against this enemy can earn, as content has it now. */
export function rewardTableOf(enemy: EnemyData | undefined): RewardTable {
  return { xp: enemy?.xp ?? 0, currencies: enemy?.currencies ?? [], loot: enemy?.loot ?? [] };
}

/** What a fight's record is built from (a stored row, or a new fight before it is stored). */
type StoredFight = Pick<CombatRow, 'engine_version' | 'setup' | 'context' | 'enemy_id'>;

/** The content a new fight uses, copied when it begins. */
export function fightContentOf(
  content: GameContent,
  fight: { enemy: EnemyData; groundId: number; baitItemId: number | null; loadout: Loadout },
): FightContent {
  const { enemy } = fight;
  const rewardTable = rewardTableOf(enemy);
  const bait = fight.baitItemId === null ? undefined : content.item(fight.baitItemId);
  return {
    contentVersion: content.version,
    rewardTable,
    lootItems: rewardTable.loot.flatMap(({ itemId }) => {
      const item = content.item(itemId);
      return item ? [{ itemId, name: item.name, imageId: item.imageId ?? null }] : [];
    }),
    enemy: {
      id: enemy.id,
      name: enemy.name,
      imageId: enemy.imageId ?? null,
      animatedImageId: enemy.animatedImageId ?? null,
    },
    ground: { id: fight.groundId, name: content.huntingGround(fight.groundId)?.name ?? '' },
    bait: bait ? { itemId: bait.id, name: bait.name } : null,
    loadout: fight.loadout.counted.map(({ item }) => ({ itemId: item.id, name: item.name })),
  };
}

/**
 * The engine's record of a stored fight. Fights stored before engine versions kept no content:
 * their reward table is today's (their combat still replays exactly from the setup).
 */
export function fightRecordOf(content: GameContent, combat: StoredFight): FightRecord {
  const { context } = combat;
  return {
    engineVersion: combat.engine_version,
    setup: combat.setup,
    modifiers: { xplosion: context.xplosion, investment: context.investment, cloning: context.cloning },
    rewardTable: context.content?.rewardTable ?? rewardTableOf(content.enemy(combat.enemy_id)),
    lootchancePercent: context.lootchance,
  };
}

/** Rolled loot the fight grants: only items content knew when the fight began. */
export function grantedLoot(content: GameContent, combat: StoredFight, loot: LootDrop[]) {
  const known = combat.context.content
    ? new Set(combat.context.content.lootItems.map((item) => item.itemId))
    : null;
  return loot.filter((drop) => (known ? known.has(drop.itemId) : content.item(drop.itemId) !== undefined));
}

/** sha256 of a combat log, the fingerprint a replay's log is checked against. */
export function logDigest(events: readonly CombatEvent[]): string {
  return createHash('sha256').update(JSON.stringify(events)).digest('hex');
}
