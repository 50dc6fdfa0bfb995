import {
  NotFoundError,
  ServiceUnavailableError,
  isAdmin,
  requireAdmin,
  requirePlayer,
  type Caller,
} from '@vh/kit';
import type { RatesContent } from '../content/ratesContent';
import { dropChance, tableShares } from '../domain/configuredRates';
import { observedRate, outsideInterval, type ObservedRate } from '../domain/wilson';
import type { ItemDrops, LootRolls } from '../repositories/huntRateRepository';
import type { AnalyticsDeps } from '../deps';

interface Viewing {
  /** Hidden enemies, items and grounds are shown to admins only. */
  admin: boolean;
  /** Whether the configured rates come beside the observed ones (admins only). */
  configured: boolean;
}

/** Who may see what follows from content: nothing is answered before its snapshot is loaded. */
function requireContent(content: RatesContent): void {
  if (content.version < 0) throw new ServiceUnavailableError('Content is not loaded yet, please retry');
}

/** Players read observed rates; the configured ones are for admins (403 for anyone else). */
function viewingOf(caller: Caller, configured: boolean): Viewing {
  if (configured) {
    requireAdmin(caller.viewer);
    return { admin: true, configured: true };
  }
  return { admin: isAdmin(requirePlayer(caller.viewer)), configured: false };
}

function visibleEnemy(content: RatesContent, viewing: Viewing, enemyId: number): boolean {
  return viewing.admin || content.entry('enemy', enemyId)?.visible === true;
}

function visibleItem(content: RatesContent, viewing: Viewing, itemId: number): boolean {
  return viewing.admin || content.entry('item', itemId)?.visible === true;
}

const byNumber = (a: number, b: number) => a - b;

/** The drop rates of enemies from their counters, with the loot table beside them when asked. */
function dropRatesOf(
  content: RatesContent,
  viewing: Viewing,
  enemyId: number,
  rolls: LootRolls | undefined,
  drops: ItemDrops[],
) {
  const fights = rolls?.fights ?? 0;
  const averageLootchance = fights > 0 ? rolls!.lootchanceSum / fights : 0;
  const loot = content.entry('enemy', enemyId)?.loot ?? [];
  const dropsByItem = new Map(drops.map((drop) => [drop.itemId, drop]));
  const itemIds = [...new Set([...loot.map((entry) => entry.itemId), ...dropsByItem.keys()])]
    .filter((itemId) => visibleItem(content, viewing, itemId))
    .sort(byNumber);
  return {
    enemyId,
    enemy: { id: enemyId },
    fights,
    averageLootchance,
    items: itemIds.map((itemId) => {
      const drop = dropsByItem.get(itemId);
      const observed = observedRate(drop?.drops ?? 0, fights);
      const configuredChance = viewing.configured ? dropChance(loot, itemId) : null;
      const expectedChance = viewing.configured ? dropChance(loot, itemId, averageLootchance) : null;
      return {
        itemId,
        item: { id: itemId },
        observed,
        averageAmount: drop && drop.drops > 0 ? drop.amount / drop.drops : null,
        configuredChance,
        expectedChance,
        differs: differs(viewing, expectedChance, observed),
      };
    }),
  };
}

/** Null unless configured rates were asked for; a configured figure content no longer has cannot differ. */
function differs(viewing: Viewing, configured: number | null, observed: ObservedRate | null): boolean | null {
  if (!viewing.configured) return null;
  return configured !== null && outsideInterval(configured, observed);
}

/** An enemy's observed drop rates (signed-in players); with the loot table's chances for admins. */
export async function enemyDropRates(
  deps: AnalyticsDeps,
  caller: Caller,
  enemyId: number,
  configured: boolean,
) {
  const viewing = viewingOf(caller, configured);
  requireContent(deps.content);
  if (!visibleEnemy(deps.content, viewing, enemyId)) throw new NotFoundError('Enemy not found');
  const [rolls, drops] = await Promise.all([
    deps.huntRates.lootRolls([enemyId]),
    deps.huntRates.itemDrops([enemyId]),
  ]);
  return dropRatesOf(deps.content, viewing, enemyId, rolls.get(enemyId), drops);
}

/**
 * A hunting ground's observed rates: how often each enemy was met over the ground's counted hunts,
 * each enemy's drop rates, and each hunting table's rolls; for admins the configured shares beside
 * them. Enemies and tables are content's and any the events still name.
 */
export async function huntingGroundRates(
  deps: AnalyticsDeps,
  caller: Caller,
  huntingGroundId: number,
  configured: boolean,
) {
  const viewing = viewingOf(caller, configured);
  requireContent(deps.content);
  const { content } = deps;
  const ground = content.entry('huntingground', huntingGroundId);
  if (!viewing.admin && ground?.visible !== true) throw new NotFoundError('Hunting ground not found');
  const tables = content
    .entries('huntingtable')
    .filter((table) => table.huntingGroundId === huntingGroundId)
    .sort((a, b) => a.id - b.id);
  // A table of a hidden bait would name it: players see the ordinary tables and those of visible bait.
  const shownTable = (tableId: number) => {
    if (viewing.admin) return true;
    const table = tables.find((candidate) => candidate.id === tableId);
    return (
      table !== undefined && (table.baitItemId === null || visibleItem(content, viewing, table.baitItemId))
    );
  };
  const [encounters, tableRolls] = await Promise.all([
    deps.huntRates.encounters(huntingGroundId),
    deps.huntRates.tableRolls(huntingGroundId),
  ]);
  const hunts = encounters.reduce((sum, row) => sum + row.met, 0);
  const metBy = new Map(encounters.map((row) => [row.enemyId, row.met]));
  const enemyIds = [
    ...new Set([...tables.flatMap((table) => table.enemies.map((entry) => entry.enemyId)), ...metBy.keys()]),
  ]
    .filter((enemyId) => visibleEnemy(content, viewing, enemyId))
    .sort(byNumber);
  const [lootRolls, drops] = await Promise.all([
    deps.huntRates.lootRolls(enemyIds),
    deps.huntRates.itemDrops(enemyIds),
  ]);
  const enemyExists = (enemyId: number) => content.entry('enemy', enemyId) !== undefined;

  const tableIds = [
    ...new Set([...tables.map((table) => table.id), ...tableRolls.map((row) => row.huntingTableId)]),
  ];
  return {
    huntingGroundId,
    hunts,
    enemies: enemyIds.map((enemyId) => ({
      enemyId,
      enemy: { id: enemyId },
      observed: observedRate(metBy.get(enemyId) ?? 0, hunts),
      drops: dropRatesOf(
        content,
        viewing,
        enemyId,
        lootRolls.get(enemyId),
        drops.filter((drop) => drop.enemyId === enemyId),
      ),
    })),
    tables: tableIds
      .filter(shownTable)
      .sort(byNumber)
      .map((huntingTableId) => {
        const table = tables.find((candidate) => candidate.id === huntingTableId);
        const rows = tableRolls.filter((row) => row.huntingTableId === huntingTableId);
        const rolls = rows.reduce((sum, row) => sum + row.rolls, 0);
        const shares =
          viewing.configured && table ? tableShares(table.enemies, enemyExists) : new Map<number, number>();
        const ids = [
          ...new Set([
            ...(table?.enemies ?? []).map((entry) => entry.enemyId),
            ...rows.map((row) => row.enemyId),
          ]),
        ]
          .filter((enemyId) => visibleEnemy(content, viewing, enemyId))
          .sort(byNumber);
        return {
          huntingTableId,
          huntingTable: { id: huntingTableId },
          baitItemId: table?.baitItemId ?? null,
          rolls,
          enemies: ids.map((enemyId) => {
            const observed = observedRate(rows.find((row) => row.enemyId === enemyId)?.rolls ?? 0, rolls);
            const configuredShare = viewing.configured ? (shares.get(enemyId) ?? null) : null;
            return {
              enemyId,
              enemy: { id: enemyId },
              observed,
              configuredShare,
              differs: differs(viewing, configuredShare, observed),
            };
          }),
        };
      }),
  };
}
