import type {
  CombatSetup,
  EnemySetup,
  HuntSetup,
  Modifiers,
  PlayerSetup,
  ProcEvent,
  ProcSetup,
  ProcType,
  RewardTable,
} from '@vh/combat-engine';
import type { EnemyData, GameContent, StatEntryData } from '../content/gameContent';
import { effectivePercent, maxHealth, statTotal, sumStats } from '../domain/stats';
import { TYPE, type Loadout } from './loadout';

const PROC_STAT_TYPE = 1;

/** The procs among stat entries, resolved to their type, event and damage type from content. */
function procsOf(content: GameContent, entries: readonly StatEntryData[], scale: boolean): ProcSetup[] {
  const procs: ProcSetup[] = [];
  for (const entry of entries) {
    const stat = content.stat(entry.shortName);
    if (!stat || stat.statType !== PROC_STAT_TYPE) continue;
    const procType = content.named('proctype', stat.procType)?.shortName as ProcType | undefined;
    const event = content.named('proceventtype', stat.procEventType)?.shortName as ProcEvent | undefined;
    if (!procType || !event) continue;
    const damageType = content.named('damagetype', stat.damageType);
    procs.push({
      shortName: stat.shortName,
      name: stat.name,
      imageId: stat.imageId ?? null,
      procType,
      event,
      damageType: damageType
        ? {
            shortName: damageType.shortName,
            name: damageType.name,
            colorHex: damageType.colorHex ?? '#ffffff',
          }
        : null,
      affectedCreatureTypeId: stat.affectedCreatureType ?? null,
      valueFrom: entry.valueFrom,
      valueTo: entry.valueTo,
      percent: scale
        ? effectivePercent(entry.procPercent, content.statScale(stat.shortName))
        : entry.procPercent,
    });
  }
  return procs;
}

/** A percentage stat of the player, scaled through StatMax. */
export function playerPercent(content: GameContent, loadout: Loadout, shortName: string): number {
  return effectivePercent(loadout.total(shortName), content.statScale(shortName));
}

function enemySetup(content: GameContent, enemy: EnemyData): EnemySetup {
  const totals = sumStats(enemy.stats);
  const damage = statTotal(totals, 'damage');
  return {
    name: enemy.name,
    maxHealth: Math.max(statTotal(totals, 'health').valueTo, 1),
    damageFrom: damage.valueFrom,
    damageTo: damage.valueTo,
    critChance: statTotal(totals, 'critchance').valueFrom,
    // Enemies are not players: their chances are plain percentages, StatMax does not apply.
    procs: procsOf(content, enemy.stats, false),
    enemyTypeId: enemy.enemyType,
  };
}

type PlayerFighter = Omit<PlayerSetup, 'bloodlust' | 'megalomania' | 'bloodcraze'>;

/**
 * The player's side from the loadout, before the hunt's combat boosts are rolled (a retainer's
 * damage is its own strike, not the player's).
 */
function playerFighter(content: GameContent, loadout: Loadout, playerName: string): PlayerFighter {
  const retainers = loadout
    .allOfType(TYPE.retainer)
    .filter((entry) => loadout.equippedIds.has(entry.item.id));
  const retainerIds = new Set(retainers.map((entry) => entry.item.id));
  const damage = statTotal(
    sumStats(
      loadout.counted.filter((entry) => !retainerIds.has(entry.item.id)).flatMap((entry) => entry.item.stats),
    ),
    'damage',
  );
  return {
    name: playerName,
    maxHealth: maxHealth(loadout.totals),
    damageFrom: Math.max(damage.valueFrom, 1),
    damageTo: Math.max(damage.valueTo, damage.valueFrom, 1),
    critChance: playerPercent(content, loadout, 'critchance'),
    procs: procsOf(content, loadout.stats, true),
    retainers: retainers.map(({ item }) => {
      const own = statTotal(sumStats(item.stats), 'damage');
      return { itemId: item.id, name: item.name, damageFrom: own.valueFrom, damageTo: own.valueTo };
    }),
  };
}

/** The effective percents the hunt's modifier flags are rolled with. */
export function modifierPercents(content: GameContent, loadout: Loadout): Record<keyof Modifiers, number> {
  const percent = (shortName: string) => playerPercent(content, loadout, shortName);
  return {
    xplosion: percent('xplosion'),
    investment: percent('investment'),
    cloning: percent('cloning'),
    bloodlust: percent('bloodlust'),
    megalomania: percent('megalomania'),
    bloodcraze: percent('bloodcraze'),
  };
}

/**
 * The fight as it will be replayed: the player's side from the loadout, the enemy from content, the
 * combat boosts already rolled.
 */
export function combatSetup(
  content: GameContent,
  input: { seed: number; playerName: string; loadout: Loadout; enemy: EnemyData; modifiers: Modifiers },
): CombatSetup {
  return {
    seed: input.seed,
    player: {
      ...playerFighter(content, input.loadout, input.playerName),
      bloodlust: input.modifiers.bloodlust,
      megalomania: input.modifiers.megalomania,
      bloodcraze: input.modifiers.bloodcraze,
    },
    enemy: enemySetup(content, input.enemy),
  };
}

/**
 * A hunt as the engine's `simulateHunt` takes it (the setup simulator): the same fighters as
 * `combatSetup`, with the percents the engine rolls the modifier flags from.
 */
export function huntSetupOf(
  content: GameContent,
  input: { playerName: string; loadout: Loadout; enemy: EnemyData; rewardTable: RewardTable },
): HuntSetup {
  return {
    player: playerFighter(content, input.loadout, input.playerName),
    modifierPercents: modifierPercents(content, input.loadout),
    lootchancePercent: playerPercent(content, input.loadout, 'lootchance'),
    enemy: enemySetup(content, input.enemy),
    rewardTable: input.rewardTable,
  };
}
