import type { Random } from './random';
import { HEX_ATTRACT_PERCENT, MISSION_LURE_PERCENT } from './rules';

/** An enemy's share of a hunting table: it is met when the roll falls in [rangeMin, rangeMax). */
export interface TableEnemy {
  enemyId: number;
  rangeMin: number;
  rangeMax: number;
}

/** A hunting table of a ground; baitItemId null is the ground's ordinary table. */
export interface HuntingTable {
  id: number;
  baitItemId: number | null;
  enemies: TableEnemy[];
}

export interface EnemyFacts {
  id: number;
  enemyTypeId: number;
  /** Rarity order: common 0 .. boss 4; higher is rarer. */
  raritySequence: number;
}

export interface EncounterInput {
  /** The current ground's tables. */
  tables: HuntingTable[];
  /** The equipped bait. */
  baitItemId: number;
  /** The equipped hex: a named enemy, or an enemy type. */
  hex: { enemyId: number | null; enemyTypeId: number | null } | null;
  /** Effective summoning percent. */
  summoningPercent: number;
  /** Objective enemies of the running mission. */
  missionEnemyIds: number[];
  /** The enemies that exist; table entries of any other enemy are ignored. */
  enemies: ReadonlyMap<number, EnemyFacts>;
}

/**
 * The enemy met and why. The flags tell which step chose the final enemy: a later step that
 * replaces the enemy clears the earlier step's flag.
 */
interface Encounter {
  enemyId: number;
  tableId: number;
  /** The table roll's enemy before any later step replaced it (published attraction rates sample it). */
  rolledEnemyId: number;
  /** The table the bait chose (the final enemy may come from another table of the ground). */
  rolledTableId: number;
  hexAttracted: boolean;
  summoned: boolean;
  questLured: boolean;
}

interface Pick {
  enemyId: number;
  tableId: number;
}

/** Entries that can be met: the enemy exists and the range is not empty; in range order. */
function usableEntries(table: HuntingTable, enemies: ReadonlyMap<number, EnemyFacts>): TableEnemy[] {
  return table.enemies
    .filter((entry) => enemies.has(entry.enemyId) && entry.rangeMax > entry.rangeMin)
    .sort((a, b) => a.rangeMin - b.rangeMin);
}

/**
 * A roll r in [0, total width) finds the entry whose range holds it. For a table whose ranges tile
 * [0, max rangeMax) this is exactly "r in [0, max) picks rangeMin <= r < rangeMax"; unusable entries
 * and gaps simply take no part in the roll.
 */
function rollEntry(entries: readonly TableEnemy[], random: Random): TableEnemy | null {
  const total = entries.reduce((sum, entry) => sum + (entry.rangeMax - entry.rangeMin), 0);
  if (total <= 0) return null;
  let roll = random.int(0, total - 1);
  for (const entry of entries) {
    const width = entry.rangeMax - entry.rangeMin;
    if (roll < width) return entry;
    roll -= width;
  }
  return null;
}

function byId(a: HuntingTable, b: HuntingTable): number {
  return a.id - b.id;
}

/** The equipped bait's table, else the ordinary one (lowest id first), if it has anyone to meet. */
function chooseTable(input: EncounterInput): HuntingTable | null {
  const baitTables = input.tables.filter((table) => table.baitItemId === input.baitItemId).sort(byId);
  const ordinaryTables = input.tables.filter((table) => table.baitItemId === null).sort(byId);
  return (
    [...baitTables, ...ordinaryTables].find((table) => usableEntries(table, input.enemies).length > 0) ?? null
  );
}

/** Where on the ground an enemy can be met: the chosen table first, else the lowest table id; null if nowhere. */
function tableHolding(enemyId: number, chosen: HuntingTable, input: EncounterInput): number | null {
  const holds = (table: HuntingTable) =>
    usableEntries(table, input.enemies).some((entry) => entry.enemyId === enemyId);
  if (holds(chosen)) return chosen.id;
  return [...input.tables].sort(byId).find(holds)?.id ?? null;
}

function rollIn(
  table: HuntingTable,
  input: EncounterInput,
  random: Random,
  enemyTypeId?: number,
): Pick | null {
  const entries = usableEntries(table, input.enemies).filter(
    (entry) => enemyTypeId === undefined || input.enemies.get(entry.enemyId)?.enemyTypeId === enemyTypeId,
  );
  const entry = rollEntry(entries, random);
  return entry ? { enemyId: entry.enemyId, tableId: table.id } : null;
}

/** The hex's named enemy if it lives on this ground, else a roll among the chosen table's enemies of its type. */
function hexPick(
  hex: NonNullable<EncounterInput['hex']>,
  table: HuntingTable,
  input: EncounterInput,
  random: Random,
) {
  if (hex.enemyId !== null) {
    const tableId = tableHolding(hex.enemyId, table, input);
    return tableId === null ? null : { enemyId: hex.enemyId, tableId };
  }
  return hex.enemyTypeId === null ? null : rollIn(table, input, random, hex.enemyTypeId);
}

function rarity(enemyId: number, input: EncounterInput): number {
  return input.enemies.get(enemyId)?.raritySequence ?? 0;
}

/** Mission objective enemies that can be met on this ground, each with its table. */
function lurablePicks(table: HuntingTable, input: EncounterInput): Pick[] {
  return [...new Set(input.missionEnemyIds)].flatMap((enemyId) => {
    const tableId = tableHolding(enemyId, table, input);
    return tableId === null ? [] : [{ enemyId, tableId }];
  });
}

/**
 * Chooses the enemy of a hunt: a roll on the bait's table, then in order an equipped hex may attract
 * its enemy (or type), summoning may re-roll once and keeps only a rarer enemy, and a running mission
 * may lure one of its objective enemies. Null when the ground has no table with anyone to meet.
 */
export function chooseEnemy(input: EncounterInput, random: Random): Encounter | null {
  const table = chooseTable(input);
  if (!table) return null;
  let pick = rollIn(table, input, random);
  if (!pick) return null;
  const rolled = pick;
  let chosenBy: 'table' | 'hex' | 'summoning' | 'mission' = 'table';

  if (input.hex && random.chance(HEX_ATTRACT_PERCENT)) {
    const attracted = hexPick(input.hex, table, input, random);
    if (attracted) {
      pick = attracted;
      chosenBy = 'hex';
    }
  }

  if (random.chance(input.summoningPercent)) {
    const summoned = rollIn(table, input, random);
    if (summoned && rarity(summoned.enemyId, input) > rarity(pick.enemyId, input)) {
      pick = summoned;
      chosenBy = 'summoning';
    }
  }

  const lurable = lurablePicks(table, input);
  if (lurable.length > 0 && random.chance(MISSION_LURE_PERCENT)) {
    pick = lurable[random.int(0, lurable.length - 1)] ?? pick;
    chosenBy = 'mission';
  }

  return {
    ...pick,
    rolledEnemyId: rolled.enemyId,
    rolledTableId: rolled.tableId,
    hexAttracted: chosenBy === 'hex',
    summoned: chosenBy === 'summoning',
    questLured: chosenBy === 'mission',
  };
}
