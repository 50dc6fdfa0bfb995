/** The two regions and nine hunting grounds: their place in the progression and what they trade in. */
import { BLOODSHARD, GRAVEDUST, VGC } from './basics';
import { GROUND_XP } from './curves';

export type RegionKey = 'duskmoor_vale' | 'crimson_reach';

interface RegionDef {
  key: RegionKey;
  name: string;
  sequence: number;
  xp: number;
  keyItem?: string;
  /** The ground currency its enemies drop. */
  currency: string;
  hue: number;
}

export const REGION_DEFS: RegionDef[] = [
  { key: 'duskmoor_vale', name: 'Duskmoor Vale', sequence: 1, xp: 0, currency: GRAVEDUST, hue: 140 },
  {
    key: 'crimson_reach',
    name: 'The Crimson Reach',
    sequence: 2,
    xp: GROUND_XP[5],
    keyItem: 'crimson_gate_key',
    currency: BLOODSHARD,
    hue: 355,
  },
];

export interface GroundDef {
  key: string;
  name: string;
  flavor: string;
  region: RegionKey;
  /** Index into GROUND_XP; also the tier of its enemies. */
  tier: number;
  keyItem?: string;
  /** Special baits (1–2): the first selects the lure table, the second the deep-lure table. */
  lures: string[];
  /** Crafting mats its enemies drop: [common, precious]. */
  mats: [string, string];
  /** The ordinary bait its common enemies drop. */
  ordinaryBait: string;
  travel: Record<string, number>;
  hue: number;
}

export const GROUND_DEFS: GroundDef[] = [
  {
    key: 'gallows_hill',
    name: 'Gallows Hill',
    flavor:
      'A bald hill outside the village where the gibbets creak in every wind. The hanged do not stay put here, and neither does anything that feeds on them. Every hunter of the Order starts on this slope.',
    region: 'duskmoor_vale',
    tier: 0,
    lures: ['rancid_heart'],
    mats: ['grave_bone', 'hangmans_rope'],
    ordinaryBait: 'basic_bait',
    travel: {},
    hue: 110,
  },
  {
    key: 'weeping_marsh',
    name: 'The Weeping Marsh',
    flavor:
      'Reeds, fog and lanterns that nobody lit. The marsh sobs at night — the locals say it is the wind, and then they lock their doors.',
    region: 'duskmoor_vale',
    tier: 1,
    lures: ['bog_lantern_oil'],
    mats: ['bog_iron', 'wisp_essence'],
    ordinaryBait: 'basic_bait',
    travel: { [VGC]: 50 },
    hue: 150,
  },
  {
    key: 'saint_agnes_churchyard',
    name: 'Churchyard of Saint Agnes',
    flavor:
      'The bells of Saint Agnes have not rung in forty years, yet the graves are fresh every morning. The sexton left a key and a warning; only one of them is still useful.',
    region: 'duskmoor_vale',
    tier: 2,
    keyItem: 'sexton_key',
    lures: ['consecrated_wafer', 'saints_blood_vial'],
    mats: ['church_silver', 'reliquary_dust'],
    ordinaryBait: 'blood_sausage',
    travel: { [VGC]: 100, [GRAVEDUST]: 5 },
    hue: 220,
  },
  {
    key: 'hollow_pines',
    name: 'The Hollow Pines',
    flavor:
      'A forest where every trunk is hollow and every hollow is a den. When the moon is full the woodcutters stop cutting and start howling.',
    region: 'duskmoor_vale',
    tier: 3,
    lures: ['silver_moon_haunch'],
    mats: ['wolf_pelt', 'moonsilver_ore'],
    ordinaryBait: 'blood_sausage',
    travel: { [VGC]: 180, [GRAVEDUST]: 10 },
    hue: 95,
  },
  {
    key: 'ashen_abbey',
    name: 'The Ashen Abbey',
    flavor:
      'The abbey burned in a single night and its monks never noticed. Ash still falls like snow in the cloister, and the choir still sings, in voices made of smoke.',
    region: 'duskmoor_vale',
    tier: 4,
    keyItem: 'abbey_key',
    lures: ['ember_incense', 'abbots_black_candle'],
    mats: ['abbey_ember', 'blackened_vellum'],
    ordinaryBait: 'pickled_heart',
    travel: { [VGC]: 300, [GRAVEDUST]: 15 },
    hue: 25,
  },
  {
    key: 'bloodmoon_pass',
    name: 'Bloodmoon Pass',
    flavor:
      'Beyond the Crimson Gate the road climbs into mountains where the moon hangs red and low. Caravans cross it in daylight; the ones that tried at night became its landmarks.',
    region: 'crimson_reach',
    tier: 5,
    keyItem: 'crimson_gate_key',
    lures: ['bloodmoon_offering'],
    mats: ['frozen_blood', 'crimson_fang'],
    ordinaryBait: 'crimson_offal',
    travel: { [VGC]: 1000, [GRAVEDUST]: 50 },
    hue: 0,
  },
  {
    key: 'drowned_catacombs',
    name: 'The Drowned Catacombs',
    flavor:
      'Under the pass lie the catacombs of a flooded city. The tide comes in through the bones twice a day, and something comes in with it.',
    region: 'crimson_reach',
    tier: 6,
    lures: ['black_pearl', 'tidecaller_relic'],
    mats: ['drowned_pearl', 'abyssal_salt'],
    ordinaryBait: 'crimson_offal',
    travel: { [VGC]: 500, [BLOODSHARD]: 10 },
    hue: 190,
  },
  {
    key: 'castle_varkoly_ramparts',
    name: 'Ramparts of Castle Varkoly',
    flavor:
      'The walls of the Varkoly stronghold, patrolled by a garrison that has not slept in three centuries. The banners are red; they were white once.',
    region: 'crimson_reach',
    tier: 7,
    keyItem: 'rampart_key',
    lures: ['noble_blood_chalice'],
    mats: ['varkoly_steel', 'noble_ichor'],
    ordinaryBait: 'nightbloom_nectar',
    travel: { [VGC]: 800, [BLOODSHARD]: 15 },
    hue: 330,
  },
  {
    key: 'throne_of_endless_night',
    name: 'The Throne of Endless Night',
    flavor:
      'The heart of the castle, where the sun has not been seen since the Count first rose. The Order has no maps of this place — only the names of those who went in.',
    region: 'crimson_reach',
    tier: 8,
    keyItem: 'throne_key',
    lures: ['heart_of_the_first_night', 'eclipse_ichor'],
    mats: ['night_silk', 'eclipse_fragment'],
    ordinaryBait: 'nightbloom_nectar',
    travel: { [VGC]: 1200, [BLOODSHARD]: 25 },
    hue: 270,
  },
];

export const regionOf = (ground: GroundDef): RegionDef =>
  REGION_DEFS.find((region) => region.key === ground.region)!;

/** Ground currency a common enemy drops: 1 on a region's first ground, +1 per ground after it. */
export function groundCurrencyBase(ground: GroundDef): number {
  const firstTier = Math.min(
    ...GROUND_DEFS.filter((other) => other.region === ground.region).map((other) => other.tier),
  );
  return 1 + ground.tier - firstTier;
}
