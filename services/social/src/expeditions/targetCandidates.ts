import type { ContentSnapshotView } from '@vh/kit';
import { CHEST_CURRENCY } from './expeditionRules';
import type { TargetCandidate } from './targets';

/**
 * What the content offers as targets: on every visible ground, the enemies of the table an ordinary
 * bait hunts (the game's encounter: the ground's ordinary table with the lowest id that has anyone to
 * meet), each with its share of the roll. Hidden enemies and empty ranges are never met, so never
 * drawn; special-bait tables are left out (not every member holds the bait).
 */
export function targetCandidates(content: ContentSnapshotView, chestCurrency: string): TargetCandidate[] {
  const enemies = new Map(
    content
      .entries('enemy')
      .filter((enemy) => enemy.visible)
      .map((enemy) => [enemy.id, enemy]),
  );
  const grounds = new Map(
    content
      .entries('huntingground')
      .filter((ground) => ground.visible)
      .map((ground) => [ground.id, ground]),
  );
  const tables = content
    .entries('huntingtable')
    .filter((table) => table.baitItemId === null && grounds.has(table.huntingGroundId))
    .sort((a, b) => a.id - b.id);
  const candidates: TargetCandidate[] = [];
  const groundsDone = new Set<number>();
  for (const table of tables) {
    if (groundsDone.has(table.huntingGroundId)) continue;
    const usable = table.enemies.filter(
      (entry) => enemies.has(entry.enemyId) && entry.rangeMax > entry.rangeMin,
    );
    const total = usable.reduce((sum, entry) => sum + entry.rangeMax - entry.rangeMin, 0);
    if (total <= 0) continue;
    groundsDone.add(table.huntingGroundId);
    // An enemy listed twice on one table is met by either entry.
    const shares = new Map<number, number>();
    for (const entry of usable) {
      shares.set(entry.enemyId, (shares.get(entry.enemyId) ?? 0) + (entry.rangeMax - entry.rangeMin) / total);
    }
    for (const [enemyId, share] of shares) {
      const gold = enemies.get(enemyId)!.currencies.find((entry) => entry.name === chestCurrency)?.value ?? 0;
      candidates.push({
        enemyId,
        huntingGroundId: table.huntingGroundId,
        share,
        gold,
        groundXp: grounds.get(table.huntingGroundId)!.xpReqired,
      });
    }
  }
  return candidates;
}

/** The chest's currency: the game's gold, else the first currency any player may hold; null: none. */
export function chestCurrency(content: ContentSnapshotView): string | null {
  const currencies = content.entries('currency');
  if (currencies.some((currency) => currency.shortName === CHEST_CURRENCY)) return CHEST_CURRENCY;
  const ordinary = currencies
    .filter((currency) => !currency.subscriptionOnly)
    .sort((a, b) => a.orderIndex - b.orderIndex || a.id - b.id);
  return ordinary[0]?.shortName ?? null;
}
