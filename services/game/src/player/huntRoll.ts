import { createRandom, deriveSeed } from '@vh/combat-engine';
import type { EnemyData, GameContent } from '../content/gameContent';
import { chooseEnemy } from '../domain/encounter';
import { playerPercent } from './combatSetup';
import { TYPE, type CountedItem, type Loadout } from './loadout';

/** Where and with what a hunt meets its enemy. */
export interface EncounterRollInput {
  seed: number;
  loadout: Loadout;
  huntingGroundId: number;
  /** Objective enemies of the running mission (the mission lure). */
  missionEnemyIds: readonly number[];
}

export interface MetEnemy {
  /** How the enemy was chosen (the table, a hex, summoning or the mission lure). */
  encounter: NonNullable<ReturnType<typeof chooseEnemy>>;
  enemy: EnemyData;
  bait: CountedItem;
}

/**
 * The enemy a hunt's seed meets with this loadout on this ground (its 'encounter' stream): the
 * game's hunts and the setup simulator both roll it here. Null without bait or when no enemy roams.
 */
export function rollEncounter(content: GameContent, input: EncounterRollInput): MetEnemy | null {
  const { loadout } = input;
  const bait = loadout.firstOfType(TYPE.bait);
  if (!bait) return null;
  const hex = loadout.firstOfType(TYPE.hex);
  const encounter = chooseEnemy(
    {
      tables: content.tablesOfGround(input.huntingGroundId),
      baitItemId: bait.item.id,
      hex: hex
        ? { enemyId: hex.item.canAttractEnemyId ?? null, enemyTypeId: hex.item.canAttractEnemyType ?? null }
        : null,
      summoningPercent: playerPercent(content, loadout, 'summoning'),
      missionEnemyIds: [...input.missionEnemyIds],
      enemies: content.enemyFacts(),
    },
    createRandom(deriveSeed(input.seed, 'encounter')),
  );
  const enemy = encounter ? content.enemy(encounter.enemyId) : undefined;
  return encounter && enemy ? { encounter, enemy, bait } : null;
}
