/**
 * Trophies drop from particular enemies (see enemies.ts); a full set is claimed at the Treasury as a
 * collection or an achievement. Both item types are always equipped, so a claimed set's small bonus
 * counts without taking a slot.
 */
import { VGC } from './basics';
import { huntGold, tierAt, type RarityKey } from './curves';
import { currencies, type StatEntry } from './helpers';
import type { ItemDef } from './itemBuilder';
import { perkStat } from './perks';

interface TrophyRow {
  key: string;
  name: string;
  flavor: string;
}

interface SetRow {
  key: string;
  name: string;
  type: 'collection' | 'achievement';
  rarity: RarityKey;
  /** The required XP of the ground its hardest trophy comes from. */
  xp: number;
  /** Rarity of its trophies (the rarity of the enemies they come from). */
  trophyRarity: RarityKey;
  flavor: string;
  stats: (tier: number) => StatEntry[];
  trophies: TrophyRow[];
}

const SETS: SetRow[] = [
  {
    key: 'collection_gallows_relics',
    name: 'Relics of Gallows Hill',
    type: 'collection',
    rarity: 'uncommon',
    xp: 0,
    trophyRarity: 'common',
    flavor: 'Four keepsakes of the hill where every hunter begins.',
    stats: (tier) => [perkStat(['lootchance', 0.2], tier, 'uncommon')],
    trophies: [
      {
        key: 'trophy_gnawed_boot',
        name: 'Gnawed Boot',
        flavor: "A hanged man's boot, chewed to the laces by a Rat-Ghoul.",
      },
      {
        key: 'trophy_cracked_hand_mirror',
        name: 'Cracked Hand Mirror',
        flavor: "A fledgling vampire's mirror, cracked when it finally looked.",
      },
      {
        key: 'trophy_hangmans_knot',
        name: "Hangman's Knot",
        flavor: 'Thirteen turns, tied by nobody, found where a Noose Wisp faded.',
      },
      {
        key: 'trophy_carrion_crow_skull',
        name: 'Carrion Crow Skull',
        flavor: "The Carrion Hag's favourite fortune-teller. It has no more fortunes.",
      },
    ],
  },
  {
    key: 'collection_marsh_lanterns',
    name: 'Lanterns of the Weeping Marsh',
    type: 'collection',
    rarity: 'uncommon',
    xp: 150,
    trophyRarity: 'common',
    flavor: 'Four lights that lured travellers into the marsh, now snuffed.',
    stats: (tier) => [perkStat(['summoning', 0.25], tier, 'uncommon')],
    trophies: [
      {
        key: 'trophy_bog_lantern',
        name: 'Bog Lantern',
        flavor: 'A peat-black lantern a Bog Ghoul carried to look harmless.',
      },
      {
        key: 'trophy_rusted_lantern_hook',
        name: 'Rusted Lantern Hook',
        flavor: "The fisherman's hook a Leech-Thrall still carried.",
      },
      {
        key: 'trophy_wisp_lantern',
        name: 'Wisp Lantern',
        flavor: 'A lantern with a tear-shaped flame that will not go out.',
      },
      {
        key: 'trophy_reed_lantern',
        name: 'Reed Lantern',
        flavor: 'Woven from reeds and hair by the Reed Witch. Mostly hair.',
      },
    ],
  },
  {
    key: 'collection_hollow_pelts',
    name: 'Pelts of the Hollow Pines',
    type: 'collection',
    rarity: 'normal',
    xp: 2000,
    trophyRarity: 'uncommon',
    flavor: "A trophy wall of the Vale's wolves, from the marsh stalker to the pack alpha.",
    stats: (tier) => [perkStat(['critchance', 0.4], tier, 'normal')],
    trophies: [
      {
        key: 'trophy_fen_pelt',
        name: 'Fen Stalker Pelt',
        flavor: 'Damp, dark and smelling of the marsh forever.',
      },
      {
        key: 'trophy_cur_pelt',
        name: 'Pinewood Cur Pelt',
        flavor: "Thin and scruffy, with a woodcutter's son's freckles on the belly.",
      },
      {
        key: 'trophy_trapper_pelt',
        name: "Trapper's Pelt",
        flavor: "The Moonstruck Trapper's own hide, caught at last.",
      },
      {
        key: 'trophy_greyback_pelt',
        name: 'Greyback Pelt',
        flavor: 'The silver-grey pelt of the alpha, scarred by a hundred hunters.',
      },
    ],
  },
  {
    key: 'collection_saints_bones',
    name: 'Bones of the Forgotten Saints',
    type: 'collection',
    rarity: 'normal',
    xp: 5000,
    trophyRarity: 'uncommon',
    flavor:
      "The scattered relics of Saint Agnes' ossuary, gathered back together from ghoul and vicar alike.",
    stats: (tier) => [perkStat(['health', 0.5], tier, 'normal'), perkStat('purify', tier, 'normal')],
    trophies: [
      {
        key: 'trophy_saints_finger',
        name: "Saint's Finger",
        flavor: 'Still wearing a ring the Grave-Robber could not pull off.',
      },
      { key: 'trophy_saints_jawbone', name: "Saint's Jawbone", flavor: 'Gnawed, but still somehow smiling.' },
      {
        key: 'trophy_saints_rib',
        name: "Saint's Rib",
        flavor: 'The Defrocked Vicar used it as a pointer during sermons.',
      },
      {
        key: 'trophy_saints_skull',
        name: "Saint's Skull",
        flavor: 'Carried off to the abbey by a Flagellant Ghoul, for reasons best not imagined.',
      },
    ],
  },
  {
    key: 'collection_crimson_heraldry',
    name: 'Crimson Heraldry',
    type: 'collection',
    rarity: 'rare',
    xp: 60000,
    trophyRarity: 'normal',
    flavor: 'The insignia of the Varkoly garrison, from the frozen pass to the castle walls.',
    stats: (tier) => [perkStat(['investment', 0.4], tier, 'rare')],
    trophies: [
      {
        key: 'trophy_frostbitten_banner',
        name: 'Frostbitten Banner',
        flavor: 'A frozen standard of the border guard, brittle as glass.',
      },
      {
        key: 'trophy_ossified_shield',
        name: 'Ossified Shield',
        flavor: "A crusader's shield grown through with bone.",
      },
      {
        key: 'trophy_varkoly_tabard',
        name: 'Varkoly Tabard',
        flavor: 'The red tabard of the night guard, three hundred years unwashed.',
      },
      {
        key: 'trophy_crimson_order_seal',
        name: 'Seal of the Crimson Order',
        flavor: 'The seal of hunters who joined the Count. The Order wants it back.',
      },
    ],
  },
  {
    key: 'achievement_night_stalker',
    name: 'Night Stalker of Duskmoor',
    type: 'achievement',
    rarity: 'rare',
    xp: 5000,
    trophyRarity: 'rare',
    flavor: 'Awarded for bringing down every rare horror of Duskmoor Vale.',
    stats: (tier) => [perkStat(['xplosion', 0.4], tier, 'rare')],
    trophies: [
      { key: 'trophy_widows_veil', name: "The Widow's Veil", flavor: 'Black lace, stiff with gallows dust.' },
      {
        key: 'trophy_murk_ladle',
        name: "Mother Murk's Ladle",
        flavor: 'It stirred the marsh for two hundred years.',
      },
      {
        key: 'trophy_morwens_rosary',
        name: "Morwen's Rosary of Teeth",
        flavor: 'Every bead a prayer answered; every tooth a victim.',
      },
      {
        key: 'trophy_huntsmans_horn',
        name: "The Pale Huntsman's Horn",
        flavor: 'Blow it and every wolf of the Pines looks up.',
      },
      {
        key: 'trophy_cinder_chain',
        name: "Brother Cinder's Chain",
        flavor: "A penitent's chain, still glowing red.",
      },
    ],
  },
  {
    key: 'achievement_lord_of_duskmoor',
    name: 'Lord of Duskmoor',
    type: 'achievement',
    rarity: 'boss',
    xp: 5000,
    trophyRarity: 'boss',
    flavor: 'Awarded for ending every lord of the night in Duskmoor Vale. The Crimson Gate awaits.',
    stats: (tier) => [perkStat(['megalomania', 0.5], tier, 'boss')],
    trophies: [
      {
        key: 'trophy_executioners_hood',
        name: "The Executioner's Hood",
        flavor: "Old Tom's black hood. Nobody ever saw his face; you did not want to.",
      },
      {
        key: 'trophy_leech_lords_fang',
        name: "The Leech Lord's Fang",
        flavor: "Vasska's last fang, long unused.",
      },
      {
        key: 'trophy_unsainted_heart',
        name: 'The Unsainted Heart',
        flavor: 'A heart of stone from the statue of Saint Agnes. It beat once when you touched it.',
      },
      {
        key: 'trophy_moon_eaters_skull',
        name: "The Moon-Eater's Skull",
        flavor: 'A skull the size of a barrel, with a crescent bite mark.',
      },
      {
        key: 'trophy_malachars_crosier',
        name: "Malachar's Crosier",
        flavor: "The abbot's staff, charred black and still smoking.",
      },
    ],
  },
  {
    key: 'achievement_exorcist',
    name: 'The Exorcist',
    type: 'achievement',
    rarity: 'rare',
    xp: 35000,
    trophyRarity: 'normal',
    flavor: 'Awarded for laying to rest three restless spirits, from the marsh to the catacombs.',
    stats: (tier) => [perkStat('exorcism', tier, 'rare')],
    trophies: [
      {
        key: 'trophy_bridal_veil',
        name: 'Drowned Bridal Veil',
        flavor: "The Drowned Bride's veil, heavy with marsh water.",
      },
      {
        key: 'trophy_smoke_censer',
        name: 'Censer of Smoke',
        flavor: 'The censer around which the Choir of Smoke gathered.',
      },
      {
        key: 'trophy_tide_bell',
        name: 'Tide Bell',
        flavor: 'The drowned bell the Tide Wraith rang. Silent now.',
      },
    ],
  },
  {
    key: 'achievement_crimson_hunter',
    name: 'Crimson Hunter',
    type: 'achievement',
    rarity: 'rare',
    xp: 100000,
    trophyRarity: 'rare',
    flavor: 'Awarded for hunting down every rare noble and horror of the Crimson Reach.',
    stats: (tier) => [perkStat(['bloodcraze', 0.5], tier, 'rare')],
    trophies: [
      {
        key: 'trophy_red_shepherds_crook',
        name: "The Red Shepherd's Crook",
        flavor: 'Bone, bound with red wool. The wolves of the pass are leaderless now.',
      },
      {
        key: 'trophy_brackwater_veil',
        name: "Lady Brackwater's Veil",
        flavor: 'A veil of black lace, still dripping from her last party.',
      },
      {
        key: 'trophy_ilonas_mirror',
        name: "Countess Ilona's Mirror",
        flavor: 'Her hand mirror. She never once saw herself in it, and never stopped looking.',
      },
      {
        key: 'trophy_vaszary_signet',
        name: "Prince Vaszary's Signet",
        flavor: "The heir's ring. The throne will need another heir.",
      },
    ],
  },
  {
    key: 'achievement_crimson_conqueror',
    name: 'Conqueror of the Crimson Reach',
    type: 'achievement',
    rarity: 'boss',
    xp: 100000,
    trophyRarity: 'boss',
    flavor:
      'Awarded for ending every lord of the Crimson Reach, up to the First Night himself. Dawn is coming.',
    stats: (tier) => [perkStat(['timewalker', 1], tier, 'boss'), perkStat(['lootchance', 0.3], tier, 'boss')],
    trophies: [
      {
        key: 'trophy_bloodmane_skull',
        name: "Bloodmane's Skull",
        flavor: "Ulfgar's skull, still wearing a mane of his rivals.",
      },
      {
        key: 'trophy_drowned_papal_ring',
        name: 'Drowned Papal Ring',
        flavor: 'The ring of a pope no church remembers, green with the tide.',
      },
      {
        key: 'trophy_grodeks_collar',
        name: "Grodek's Collar",
        flavor: 'Spiked iron, sized for a neck like a tree trunk.',
      },
      {
        key: 'trophy_varkoly_crown',
        name: 'Crown of the First Night',
        flavor:
          "The Count's crown of black iron. The Reach has been waiting three hundred years for someone to hold it up in daylight.",
      },
    ],
  },
];

function trophyItem(set: SetRow, row: TrophyRow): ItemDef {
  const tier = tierAt(set.xp);
  return {
    key: row.key,
    name: row.name,
    type: 'craftingmat',
    motif: 'trophy',
    rarity: set.trophyRarity,
    reqXP: set.xp,
    flavor: `${row.flavor} (Trophy: ${set.name})`,
    // Sold, a trophy fetches two hunts' coin: keeping it for the set is the better deal.
    refund: currencies({ [VGC]: Math.round(2 * huntGold(tier)) }),
  };
}

function setItem(set: SetRow): ItemDef {
  return {
    key: set.key,
    name: set.name,
    type: set.type,
    rarity: set.rarity,
    reqXP: set.xp,
    flavor: set.flavor,
    // Listed at the Treasury and claimed with the trophies, never bought: no price, no crafting mats.
    buyable: true,
    unique: true,
    transferable: false,
    stats: set.stats(tierAt(set.xp)),
    trophies: set.trophies.map((trophy) => trophy.key),
    animated: set.rarity === 'boss',
  };
}

export const TROPHY_SETS: ItemDef[] = SETS.flatMap((set) => [
  ...set.trophies.map((row) => trophyItem(set, row)),
  setItem(set),
]);
