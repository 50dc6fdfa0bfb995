/**
 * Seventy-two enemies: eight per hunting ground (three common, two uncommon, one normal, one rare,
 * one boss). Names, types and flavour are written by hand; every number comes from the role curves.
 */
import type { SeedEntry } from './seedEntry';
import { VGC, type EnemyTypeKey, type ProcKey } from './basics';
import {
  ROLE_CURVES,
  damageRange,
  huntGold,
  huntXp,
  referenceHealth,
  referenceDamage,
  type EnemyRole,
} from './curves';
import { GROUND_DEFS, groundCurrencyBase, regionOf, type GroundDef } from './grounds';
import {
  currencies,
  enemyTypeRef,
  itemRef,
  itemTypeRef,
  loot,
  rarityRef,
  stat,
  type LootEntry,
  type StatEntry,
} from './helpers';
import { ITEM_TYPE_OF } from './items';

interface EnemyRow {
  role: EnemyRole;
  key: string;
  name: string;
  type: EnemyTypeKey;
  flavor: string;
  /** Trophy items it may drop (collections and achievements). */
  trophies?: string[];
  /** Items it wears (shown with the enemy; bosses also drop theirs). */
  gear?: string[];
}

/** Rosters in GROUND_DEFS order. */
const ROSTERS: Record<string, EnemyRow[]> = {
  gallows_hill: [
    {
      role: 'c1',
      key: 'gallows_rat_ghoul',
      name: 'Gallows Rat-Ghoul',
      type: 'ghoul',
      trophies: ['trophy_gnawed_boot'],
      flavor:
        'A hunched thing that gnaws the boots of the hanged. More rat than man, and not much of either.',
    },
    {
      role: 'c2',
      key: 'fledgling_bloodling',
      name: 'Fledgling Bloodling',
      type: 'vampire',
      trophies: ['trophy_cracked_hand_mirror'],
      flavor: 'Turned last Tuesday and still terrified of its own reflection — or of the lack of one.',
    },
    {
      role: 'c3',
      key: 'noose_wisp',
      name: 'Noose Wisp',
      type: 'wraith',
      trophies: ['trophy_hangmans_knot'],
      flavor: "A pale flicker that hums the hangman's tune and tightens around careless necks.",
    },
    {
      role: 'u1',
      key: 'carrion_hag',
      name: 'Carrion Hag',
      type: 'witch',
      trophies: ['trophy_carrion_crow_skull'],
      flavor: 'She reads the future in crow entrails. Yours looks short, she says.',
    },
    {
      role: 'u2',
      key: 'mangy_moon_whelp',
      name: 'Mangy Moon-Whelp',
      type: 'werewolf',
      flavor: 'Too young to turn properly, too old to be sent home. It bites anyway.',
    },
    {
      role: 'n',
      key: 'shade_of_the_hanged_man',
      name: 'Shade of the Hanged Man',
      type: 'wraith',
      flavor: 'Swore his innocence on the scaffold. Has been swearing it ever since, at everyone.',
    },
    {
      role: 'r',
      key: 'hangmans_widow',
      name: "The Hangman's Widow",
      type: 'witch',
      trophies: ['trophy_widows_veil'],
      flavor: 'She buried her husband under his own gallows and sang him back up. He was not grateful.',
    },
    {
      role: 'b',
      key: 'old_tom_the_executioner',
      name: 'Old Tom, the Undying Executioner',
      type: 'ghoul',
      trophies: ['trophy_executioners_hood'],
      gear: ['headsmans_axe'],
      flavor: 'Three hundred necks and counting. Old Tom never retired; he simply stopped dying.',
    },
  ],
  weeping_marsh: [
    {
      role: 'c1',
      key: 'bog_ghoul',
      name: 'Bog Ghoul',
      type: 'ghoul',
      trophies: ['trophy_bog_lantern'],
      flavor: 'Peat-brown and patient, it waits under the water for footsteps.',
    },
    {
      role: 'c2',
      key: 'leech_thrall',
      name: 'Leech-Thrall',
      type: 'vampire',
      trophies: ['trophy_rusted_lantern_hook'],
      flavor: 'A drowned fisherman who serves the Leech Lord and has stopped noticing the leeches.',
    },
    {
      role: 'c3',
      key: 'weeping_wisp',
      name: "Weeping Will-o'-Wisp",
      type: 'wraith',
      trophies: ['trophy_wisp_lantern'],
      flavor: 'The light you follow into the marsh. It cries because it knows where it leads.',
    },
    {
      role: 'u1',
      key: 'reed_witch',
      name: 'Reed Witch',
      type: 'witch',
      trophies: ['trophy_reed_lantern'],
      flavor: 'Weaves baskets from reeds and hair. Mostly reeds. Lately, mostly hair.',
    },
    {
      role: 'u2',
      key: 'fen_stalker',
      name: 'Fen Stalker',
      type: 'werewolf',
      trophies: ['trophy_fen_pelt'],
      flavor: 'Its howl carries over the water for miles; its paws make no sound at all.',
    },
    {
      role: 'n',
      key: 'drowned_bride',
      name: 'The Drowned Bride',
      type: 'wraith',
      trophies: ['trophy_bridal_veil'],
      flavor: "Still waiting at the water's edge for a groom who ran. She has mistaken you for him.",
    },
    {
      role: 'r',
      key: 'mother_murk',
      name: 'Mother Murk',
      type: 'witch',
      trophies: ['trophy_murk_ladle'],
      flavor: "The marsh's oldest resident stirs a cauldron the size of a pond. Something in it stirs back.",
    },
    {
      role: 'b',
      key: 'vasska_the_leech_lord',
      name: 'Vasska, the Leech Lord',
      type: 'vampire',
      trophies: ['trophy_leech_lords_fang'],
      gear: ['leechlords_mantle'],
      flavor: 'A bloated count who gave up biting centuries ago and lets the marsh feed him instead.',
    },
  ],
  saint_agnes_churchyard: [
    {
      role: 'c1',
      key: 'grave_robber_ghoul',
      name: 'Grave-Robber Ghoul',
      type: 'ghoul',
      trophies: ['trophy_saints_finger'],
      flavor: 'Digs up the dead for their rings and keeps the fingers as a bonus.',
    },
    {
      role: 'c2',
      key: 'crypt_bat_swarm',
      name: 'Crypt Bat Swarm',
      type: 'vampire',
      flavor: 'A hundred small mouths that add up to one big problem.',
    },
    {
      role: 'c3',
      key: 'weeping_acolyte',
      name: 'Weeping Acolyte',
      type: 'wraith',
      flavor: 'Lights candles for the departed, then blows them out when you pass.',
    },
    {
      role: 'u1',
      key: 'bell_tower_hag',
      name: 'The Bell-Tower Hag',
      type: 'witch',
      flavor: 'She cut the bell ropes to make her nooses. The silence of Saint Agnes is her doing.',
    },
    {
      role: 'u2',
      key: 'ossuary_gnawer',
      name: 'Ossuary Gnawer',
      type: 'ghoul',
      trophies: ['trophy_saints_jawbone'],
      flavor: 'The bone-house is its larder. It has been dieting on saints.',
    },
    {
      role: 'n',
      key: 'defrocked_vicar',
      name: 'The Defrocked Vicar',
      type: 'vampire',
      trophies: ['trophy_saints_rib'],
      flavor: 'He still gives sermons. The congregation is smaller now, and paler.',
    },
    {
      role: 'r',
      key: 'sister_morwen',
      name: 'Sister Morwen of the Black Veil',
      type: 'witch',
      trophies: ['trophy_morwens_rosary'],
      gear: ['crossbow_of_saint_agnes'],
      flavor: 'She prays on a rosary of teeth and every bead is answered.',
    },
    {
      role: 'b',
      key: 'agnes_the_unsainted',
      name: 'Agnes the Unsainted',
      type: 'wraith',
      trophies: ['trophy_unsainted_heart'],
      gear: ['unsainted_halo'],
      flavor:
        "The church's patron saint, returned to find her name on a church she never blessed. She is taking it back.",
    },
  ],
  hollow_pines: [
    {
      role: 'c1',
      key: 'pinewood_cur',
      name: 'Pinewood Cur',
      type: 'werewolf',
      trophies: ['trophy_cur_pelt'],
      flavor: "A scrawny wolf with the eyes of the woodcutter's missing son.",
    },
    {
      role: 'c2',
      key: 'hollow_woodcutter',
      name: 'Hollow Woodcutter',
      type: 'ghoul',
      flavor: 'His axe is still sharp. The rest of him has gone soft.',
    },
    {
      role: 'c3',
      key: 'howling_shade',
      name: 'Howling Shade',
      type: 'wraith',
      flavor: 'The echo of a howl that never stopped, given a shape by the moon.',
    },
    {
      role: 'u1',
      key: 'moonstruck_trapper',
      name: 'Moonstruck Trapper',
      type: 'werewolf',
      trophies: ['trophy_trapper_pelt'],
      flavor: 'Spent forty years trapping wolves. Spends his nights now being one.',
    },
    {
      role: 'u2',
      key: 'antler_witch',
      name: 'Antler Witch',
      type: 'witch',
      flavor: "Wears a stag's skull as a crown and speaks for the forest. The forest did not ask her to.",
    },
    {
      role: 'n',
      key: 'greyback_alpha',
      name: 'Greyback Alpha',
      type: 'werewolf',
      trophies: ['trophy_greyback_pelt'],
      gear: ['woodsmans_silver_hatchet'],
      flavor: 'The pack leader, grey at the muzzle and scarred from a hundred hunters who did not come back.',
    },
    {
      role: 'r',
      key: 'the_pale_huntsman',
      name: 'The Pale Huntsman',
      type: 'vampire',
      trophies: ['trophy_huntsmans_horn'],
      gear: ['woodsmans_silver_hatchet'],
      flavor: 'A nobleman who rides with the pack for sport. He considers you sport.',
    },
    {
      role: 'b',
      key: 'fenrick_the_moon_eater',
      name: 'Fenrick the Moon-Eater',
      type: 'werewolf',
      trophies: ['trophy_moon_eaters_skull'],
      gear: ['moon_eaters_fang'],
      flavor: 'Legend says he swallowed the moon once and spat it out. The crater is still on its face.',
    },
  ],
  ashen_abbey: [
    {
      role: 'c1',
      key: 'ash_choked_monk',
      name: 'Ash-Choked Monk',
      type: 'ghoul',
      flavor: 'Still sweeping the cloister. The ash keeps falling; so does he, apart.',
    },
    {
      role: 'c2',
      key: 'cinder_bat',
      name: 'Cinder Bat',
      type: 'vampire',
      flavor: 'Its wings leave burning trails and its bite tastes of smoke.',
    },
    {
      role: 'c3',
      key: 'scriptorium_wraith',
      name: 'Scriptorium Wraith',
      type: 'wraith',
      flavor: 'Copies the same burning page for eternity and hates being interrupted.',
    },
    {
      role: 'u1',
      key: 'flagellant_ghoul',
      name: 'Flagellant Ghoul',
      type: 'ghoul',
      trophies: ['trophy_saints_skull'],
      flavor: 'It punishes itself for its sins, then you for yours.',
    },
    {
      role: 'u2',
      key: 'choir_of_smoke',
      name: 'Choir of Smoke',
      type: 'wraith',
      trophies: ['trophy_smoke_censer'],
      flavor: 'Twelve voices, no throats, one terrible hymn.',
    },
    {
      role: 'n',
      key: 'abbess_of_thorns',
      name: 'Abbess of Thorns',
      type: 'witch',
      flavor: 'She tends the abbey garden. Everything in it grows towards the blood.',
    },
    {
      role: 'r',
      key: 'brother_cinder',
      name: 'Brother Cinder, the Burning Penitent',
      type: 'vampire',
      trophies: ['trophy_cinder_chain'],
      gear: ['ember_flamberge'],
      flavor:
        'He has been on fire since the night of the blaze and considers it a penance. You will share it.',
    },
    {
      role: 'b',
      key: 'abbot_malachar',
      name: 'Abbot Malachar, Lord of the Ashen Cloister',
      type: 'vampire',
      trophies: ['trophy_malachars_crosier'],
      gear: ['malachars_censer'],
      flavor: 'He set the fire himself to hide what the monks had found in the crypt. He is what they found.',
    },
  ],
  bloodmoon_pass: [
    {
      role: 'c1',
      key: 'pass_reaver',
      name: 'Pass Reaver',
      type: 'werewolf',
      flavor: 'A highwayman who robbed one caravan too many under the red moon.',
    },
    {
      role: 'c2',
      key: 'frostbitten_thrall',
      name: 'Frostbitten Thrall',
      type: 'vampire',
      trophies: ['trophy_frostbitten_banner'],
      flavor: 'A Varkoly soldier frozen at his post since the last war. Thawing, now, and hungry.',
    },
    {
      role: 'c3',
      key: 'avalanche_wight',
      name: 'Avalanche Wight',
      type: 'wraith',
      flavor: 'Buried under the snow with the whole caravan. The others stayed buried.',
    },
    {
      role: 'u1',
      key: 'crimson_hound',
      name: 'Crimson Hound',
      type: 'werewolf',
      flavor: 'Bred in the kennels of Castle Varkoly and let loose to guard the pass.',
    },
    {
      role: 'u2',
      key: 'bone_picker',
      name: 'Bone-Picker of the Pass',
      type: 'ghoul',
      flavor: 'Follows the wolves at a respectful distance and cleans up after them.',
    },
    {
      role: 'n',
      key: 'blood_sentinel',
      name: 'Blood Sentinel',
      type: 'vampire',
      flavor: 'Stands at the Crimson Gate asking for a toll. The toll is a pint.',
    },
    {
      role: 'r',
      key: 'the_red_shepherd',
      name: 'The Red Shepherd',
      type: 'witch',
      trophies: ['trophy_red_shepherds_crook'],
      gear: ['crimson_halberd'],
      flavor: 'Herds the wolves of the pass with a crook of bone and a song that makes the snow bleed.',
    },
    {
      role: 'b',
      key: 'ulfgar_bloodmane',
      name: 'Ulfgar Bloodmane',
      type: 'werewolf',
      trophies: ['trophy_bloodmane_skull'],
      gear: ['ulfgars_warwolf'],
      flavor:
        'Warlord of the mountain packs, who rides a wolf larger than a warhorse and wears the manes of his rivals.',
    },
  ],
  drowned_catacombs: [
    {
      role: 'c1',
      key: 'catacomb_crawler',
      name: 'Catacomb Crawler',
      type: 'ghoul',
      flavor: 'Moves through the bone-lined tunnels like an eel through reeds.',
    },
    {
      role: 'c2',
      key: 'drowned_monk',
      name: 'Drowned Monk',
      type: 'wraith',
      flavor: 'Took a vow of silence before the flood. The water keeps it for him.',
    },
    {
      role: 'c3',
      key: 'salt_crusted_thrall',
      name: 'Salt-Crusted Thrall',
      type: 'vampire',
      flavor: 'Brine has cured it like a ham. It is not improved.',
    },
    {
      role: 'u1',
      key: 'eel_witch',
      name: 'Eel Witch',
      type: 'witch',
      flavor: 'Her hair is eels. Her familiars are eels. Her opinions on eels are strong.',
    },
    {
      role: 'u2',
      key: 'ossified_knight',
      name: 'Ossified Knight',
      type: 'ghoul',
      trophies: ['trophy_ossified_shield'],
      flavor: 'A crusader whose armour has grown into his bones. He still carries the shield of his order.',
    },
    {
      role: 'n',
      key: 'tide_wraith',
      name: 'Tide Wraith',
      type: 'wraith',
      trophies: ['trophy_tide_bell'],
      flavor: 'Arrives with the tide, rings a drowned bell, and leaves with whoever answered.',
    },
    {
      role: 'r',
      key: 'lady_brackwater',
      name: 'Lady Brackwater',
      type: 'vampire',
      trophies: ['trophy_brackwater_veil'],
      gear: ['tidebreaker_trident'],
      flavor: 'Mistress of the flooded city, who drowned it so that no one could ever leave her parties.',
    },
    {
      role: 'b',
      key: 'the_drowned_pope',
      name: 'The Drowned Pope',
      type: 'wraith',
      trophies: ['trophy_drowned_papal_ring'],
      gear: ['tidal_mitre'],
      flavor:
        'A pontiff of a forgotten church who blessed the waters as they rose. They answered his prayer.',
    },
  ],
  castle_varkoly_ramparts: [
    {
      role: 'c1',
      key: 'rampart_gargoyle_ghoul',
      name: 'Rampart Gargoyle-Ghoul',
      type: 'ghoul',
      flavor: 'Crouches on the battlements so still that the pigeons trust it. Briefly.',
    },
    {
      role: 'c2',
      key: 'varkoly_night_guard',
      name: 'Varkoly Night Guard',
      type: 'vampire',
      trophies: ['trophy_varkoly_tabard'],
      flavor: 'Three hundred years on watch and not a single night off. Morale is low; fangs are sharp.',
    },
    {
      role: 'c3',
      key: 'tattered_banner_wraith',
      name: 'Tattered Banner Wraith',
      type: 'wraith',
      flavor: 'The spirit of a standard-bearer, wrapped forever in the flag he died holding.',
    },
    {
      role: 'u1',
      key: 'kennel_warg',
      name: 'Kennel Warg',
      type: 'werewolf',
      flavor: "The best of Grodek's kennels. It has eaten the rest.",
    },
    {
      role: 'u2',
      key: 'court_hexer',
      name: 'Court Hexer',
      type: 'witch',
      flavor: "Curses the Count's enemies for a salary. You are on the list.",
    },
    {
      role: 'n',
      key: 'knight_of_the_crimson_order',
      name: 'Knight of the Crimson Order',
      type: 'vampire',
      trophies: ['trophy_crimson_order_seal'],
      flavor: 'Once a hunter like you. The Count made him an offer; he made the wrong choice.',
    },
    {
      role: 'r',
      key: 'countess_ilona',
      name: 'Countess Ilona Varkoly',
      type: 'vampire',
      trophies: ['trophy_ilonas_mirror'],
      gear: ['varkoly_executioner_blade'],
      flavor:
        "The Count's sister, who bathes in what the garrison brings her and looks not a day over four hundred.",
    },
    {
      role: 'b',
      key: 'grodek_the_kennel_master',
      name: 'Grodek the Kennel-Master',
      type: 'werewolf',
      trophies: ['trophy_grodeks_collar'],
      gear: ['grodeks_chain_whip'],
      flavor: 'Keeper of the Varkoly hounds and the largest of them. He wears his own collar with pride.',
    },
  ],
  throne_of_endless_night: [
    {
      role: 'c1',
      key: 'thrall_of_the_throne',
      name: 'Thrall of the Throne',
      type: 'vampire',
      flavor: 'Kneels at the foot of the throne and rises only to kill.',
    },
    {
      role: 'c2',
      key: 'nightmare_ghoul',
      name: 'Nightmare Ghoul',
      type: 'ghoul',
      flavor: "Born of the dreams of the castle's prisoners, and fed on them since.",
    },
    {
      role: 'c3',
      key: 'eclipse_shade',
      name: 'Eclipse Shade',
      type: 'wraith',
      flavor: 'A shadow cast by nothing at all, in a hall where no light falls.',
    },
    {
      role: 'u1',
      key: 'moonless_beast',
      name: 'Moonless Beast',
      type: 'werewolf',
      flavor: 'It has never seen the moon and it turned anyway. That should worry you.',
    },
    {
      role: 'u2',
      key: 'coven_mother',
      name: 'Coven Mother',
      type: 'witch',
      flavor: 'Thirteen witches answer to her, and she answers only to the Count.',
    },
    {
      role: 'n',
      key: 'herald_of_eternal_night',
      name: 'Herald of the Eternal Night',
      type: 'wraith',
      flavor: 'Announces every guest of the Count by name. It announced yours before you arrived.',
    },
    {
      role: 'r',
      key: 'prince_vaszary',
      name: 'Prince Vaszary, Heir of Night',
      type: 'vampire',
      trophies: ['trophy_vaszary_signet'],
      gear: ['dawnbreaker_greatsword'],
      flavor:
        "The Count's son, impatient for the throne. He may thank you for weakening his father — before he kills you.",
    },
    {
      role: 'b',
      key: 'count_aurel_varkoly',
      name: 'Count Aurel Varkoly, the First Night',
      type: 'vampire',
      trophies: ['trophy_varkoly_crown'],
      gear: ['varkoly_heart_coffin'],
      flavor:
        'The first of them all. When he rose, the sun over the Crimson Reach set and never came back. Ending him is the reason the Order exists.',
    },
  ],
};

/** The proc a rare or boss of each type fights with. */
const TYPE_PROC: Record<EnemyTypeKey, ProcKey> = {
  vampire: 'sanguineleech',
  ghoul: 'pickpocket',
  werewolf: 'savagery',
  wraith: 'shadowbolt',
  witch: 'gravechill',
};

/** Scrolls that normal, rare and boss enemies carry, by region. */
const REGION_SCROLLS: Record<string, Record<'n' | 'r' | 'b', string>> = {
  duskmoor_vale: { n: 'scroll_of_warding', r: 'scroll_of_binding', b: 'scroll_of_sunfire' },
  crimson_reach: { n: 'scroll_of_the_hunt', r: 'scroll_of_summoning', b: 'scroll_of_the_eclipse' },
};

/** Percent chance that an enemy of a role drops one of its trophies. */
const TROPHY_CHANCE: Record<EnemyRole, number> = { c1: 6, c2: 6, c3: 6, u1: 10, u2: 10, n: 12, r: 15, b: 25 };

function enemyStats(ground: GroundDef, row: EnemyRow): StatEntry[] {
  const curve = ROLE_CURVES[row.role];
  const hit = curve.damage * referenceHealth(ground.tier);
  const stats = [
    stat('health', Math.round(curve.health * referenceDamage(ground.tier))),
    stat('damage', Math.max(1, Math.round(hit * 0.7)), Math.max(2, Math.round(hit * 1.3))),
  ];
  if (row.role === 'n' || row.role === 'r' || row.role === 'b') {
    const proc = TYPE_PROC[row.type];
    const chance = { n: 10, r: 15, b: 20 }[row.role];
    const value: [number, number] =
      proc === 'gravechill'
        ? [1, 1]
        : proc === 'pickpocket'
          ? damageRange(huntGold(ground.tier) * 0.5)
          : damageRange(hit * 0.5);
    stats.push(stat(proc, ...value, chance));
  }
  if (row.role === 'r' || row.role === 'b') stats.push(stat('critchance', row.role === 'b' ? 15 : 10));
  return stats;
}

function enemyLoot(ground: GroundDef, row: EnemyRow): LootEntry[] {
  const [common, precious] = ground.mats;
  const [lure, deepLure = lure] = ground.lures as [string, string?];
  const scrolls = REGION_SCROLLS[ground.region]!;
  const trophies = (row.trophies ?? []).map((key) => loot(key, TROPHY_CHANCE[row.role]));
  const gear = row.role === 'b' ? (row.gear ?? []).map((key) => loot(key, 10)) : [];
  switch (row.role) {
    case 'c1':
    case 'c2':
    case 'c3':
      return [loot(common, 30, 1, 2), loot(ground.ordinaryBait, 12, 1, 2), ...trophies];
    case 'u1':
    case 'u2':
      return [loot(common, 45, 1, 3), loot(precious, 15), loot(lure, 4), ...trophies];
    case 'n':
      return [
        loot(common, 60, 2, 4),
        loot(precious, 35, 1, 2),
        loot(lure, 8),
        loot(scrolls.n, 4),
        ...trophies,
      ];
    case 'r':
      return [
        loot(common, 80, 3, 5),
        loot(precious, 60, 2, 3),
        loot(lure, 15, 1, 2),
        loot(scrolls.r, 10),
        ...trophies,
      ];
    case 'b':
      return [loot(precious, 100, 3, 6), loot(deepLure, 20), loot(scrolls.b, 15), ...trophies, ...gear];
  }
}

function enemyEntry(ground: GroundDef, row: EnemyRow, index: number): SeedEntry {
  const curve = ROLE_CURVES[row.role];
  const region = regionOf(ground);
  // The label drops the epithet after a comma: 'Count Aurel Varkoly'.
  const image = {
    motif: `enemy:${row.type}`,
    label: row.name.split(',')[0]!,
    rarity: curve.rarity,
    hue: ground.hue,
  };
  return {
    key: row.key,
    image,
    animatedImage: { ...image, animated: true },
    data: {
      name: row.name,
      enemyType: enemyTypeRef(row.type),
      enemyRarity: rarityRef(curve.rarity),
      flavorText: row.flavor,
      visible: true,
      xp: Math.round(curve.xp * huntXp(ground.tier)),
      currencies: currencies({
        [VGC]: curve.gold * huntGold(ground.tier),
        [region.currency]: curve.dust * groundCurrencyBase(ground),
      }),
      equipment: (row.gear ?? []).map((key) => ({
        itemType: itemTypeRef(ITEM_TYPE_OF[key]!),
        itemId: itemRef(key),
      })),
      loot: enemyLoot(ground, row),
      stats: enemyStats(ground, row),
      orderIndex: ground.tier * 100 + index,
    },
  };
}

/** The roster of a ground, for its hunting tables. */
export function rosterOf(groundKey: string): { key: string; role: EnemyRole }[] {
  return ROSTERS[groundKey]!.map(({ key, role }) => ({ key, role }));
}

export const ENEMIES: SeedEntry[] = GROUND_DEFS.flatMap((ground) =>
  ROSTERS[ground.key]!.map((row, index) => enemyEntry(ground, row, index)),
);
