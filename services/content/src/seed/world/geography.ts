/** Regions, hunting grounds and their hunting tables. */
import type { SeedEntry } from './seedEntry';
import { TABLE_WEIGHTS, groundXp, type EnemyRole } from './curves';
import { rosterOf } from './enemies';
import { GROUND_DEFS, REGION_DEFS, regionOf, type GroundDef } from './grounds';
import { currencies, enemyRef, itemRef, refTo } from './helpers';

export const REGIONS: SeedEntry[] = REGION_DEFS.map((region) => {
  const image = { motif: 'region', label: region.name, hue: region.hue };
  return {
    key: region.key,
    image,
    animatedImage: { ...image, animated: true },
    data: {
      name: region.name,
      sequence: region.sequence,
      xpReqired: region.xp,
      visible: true,
      ...(region.keyItem ? { keyId: itemRef(region.keyItem) } : {}),
    },
  };
});

export const HUNTING_GROUNDS: SeedEntry[] = GROUND_DEFS.map((ground) => ({
  key: ground.key,
  image: { motif: 'ground', label: ground.name, hue: ground.hue },
  data: {
    name: ground.name,
    flavorText: ground.flavor,
    visible: true,
    sequence: ground.tier + 1,
    xpReqired: groundXp(ground.tier),
    travelCost: currencies(ground.travel),
    regionId: refTo('region', ground.region),
    ...(ground.keyItem ? { keyId: itemRef(ground.keyItem) } : {}),
    specialBaitItemId: ground.lures.map(itemRef),
    currency: regionOf(ground).currency,
  },
}));

/** Contiguous [rangeMin, rangeMax) ranges from 0, in roster order, for the roles a table holds. */
function tableEnemies(ground: GroundDef, weights: Partial<Record<EnemyRole, number>>) {
  let next = 0;
  return rosterOf(ground.key)
    .filter(({ role }) => weights[role] !== undefined)
    .map(({ key, role }) => {
      const rangeMin = next;
      next += weights[role]!;
      return { enemyId: enemyRef(key), rangeMin, rangeMax: next };
    });
}

const TABLE_TITLES = ['Night Watch', 'Lured Prey', 'Deep Lure'];

function groundTables(ground: GroundDef): SeedEntry[] {
  const variants: { suffix: string; weights: Partial<Record<EnemyRole, number>>; bait?: string }[] = [
    { suffix: 'ordinary', weights: TABLE_WEIGHTS.ordinary },
    { suffix: 'lure', weights: TABLE_WEIGHTS.lure, bait: ground.lures[0] },
    ...(ground.lures[1]
      ? [{ suffix: 'deep_lure', weights: TABLE_WEIGHTS.deepLure, bait: ground.lures[1] }]
      : []),
  ];
  return variants.map((variant, sequence) => ({
    key: `${ground.key}_${variant.suffix}`,
    image: { motif: 'table', label: TABLE_TITLES[sequence]!, hue: ground.hue },
    data: {
      name: `${ground.name} — ${TABLE_TITLES[sequence]}`,
      huntingGroundId: refTo('huntingground', ground.key),
      sequence,
      ...(variant.bait ? { baitItemId: itemRef(variant.bait) } : {}),
      enemies: tableEnemies(ground, variant.weights),
    },
  }));
}

export const HUNTING_TABLES: SeedEntry[] = GROUND_DEFS.flatMap(groundTables);
