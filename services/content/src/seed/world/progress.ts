/** The 25 ranks and the news. */
import type { SeedEntry } from './seedEntry';
import { itemRef } from './helpers';

interface RankRow {
  name: string;
  xp: number;
  reward?: string;
  flavor: string;
}

/**
 * Thresholds: rank 2 after about 4 hunts, rank 3 after about 9, then roughly x1.3–x1.6 per rank so
 * the last ranks take months (docs/world.md). Rewards alternate looks, tomes and scrolls.
 */
const RANK_ROWS: RankRow[] = [
  { name: 'Lantern Bearer', xp: 0, flavor: 'You carry the light for the real hunters. For now.' },
  {
    name: 'Grave Watcher',
    xp: 40,
    reward: 'avatar_lantern_bearer',
    flavor: 'You have watched a grave all night and seen it move.',
  },
  {
    name: 'Stake Whittler',
    xp: 100,
    reward: 'rancid_heart',
    flavor: 'Your stakes are sharper than your nerves. Take this heart and see what the hill sends for it.',
  },
  {
    name: 'Garlic Monger',
    xp: 200,
    reward: 'coin_copper_crucifix',
    flavor: 'The village children follow you, holding their noses.',
  },
  {
    name: 'Night Warden',
    xp: 350,
    reward: 'tome_of_the_curator',
    flavor: 'The Order trusts you with a night of your own — and with a third accessory.',
  },
  {
    name: 'Ash-Sworn',
    xp: 600,
    reward: 'scroll_of_warding',
    flavor: 'You have sworn the oath on the ash of a burned stake.',
  },
  {
    name: 'Silver Hand',
    xp: 1000,
    reward: 'avatar_grave_watcher',
    flavor: 'Your hands are stained silver to the wrist.',
  },
  {
    name: 'Bone Reader',
    xp: 1600,
    reward: 'tome_of_dominion',
    flavor: 'You read the bones, and the bones tell you how to bind a second servant.',
  },
  {
    name: 'Crypt Breaker',
    xp: 2500,
    reward: 'coin_silver_sovereign',
    flavor: 'No crypt door in Duskmoor stays closed to you.',
  },
  {
    name: 'Wolfsbane Adept',
    xp: 3800,
    reward: 'scroll_of_binding',
    flavor: 'The wolves of the Pines know your scent and keep their distance.',
  },
  {
    name: 'Hexbinder',
    xp: 5500,
    reward: 'avatar_ash_sworn',
    flavor: "You turn the witches' own curses against their kin.",
  },
  {
    name: 'Vigil Keeper',
    xp: 8000,
    reward: 'bestiary_of_duskmoor',
    flavor: 'You keep the long vigil of the Vale, and the Order gives you its bestiary.',
  },
  {
    name: 'Bloodhound',
    xp: 11500,
    reward: 'grimoire_of_mastery',
    flavor: 'You follow a blood trail through a week of rain. Three servants now answer to you.',
  },
  {
    name: 'Lich Bane',
    xp: 16000,
    reward: 'coin_blood_ducat',
    flavor: 'The dead that think are the worst kind. You have ended several.',
  },
  {
    name: 'Crimson Inquisitor',
    xp: 22000,
    reward: 'scroll_of_the_hunt',
    flavor: 'You have crossed the Crimson Gate, and the Reach has noticed.',
  },
  {
    name: 'Moon Slayer',
    xp: 30000,
    reward: 'avatar_crimson_inquisitor',
    flavor: 'The red moon rises on your hunts and sets on theirs.',
  },
  {
    name: 'Templar of the Order',
    xp: 40000,
    reward: 'codex_of_the_crimson_reach',
    flavor: 'The Order names you a Templar and opens its codex of the Reach to you.',
  },
  {
    name: 'Shadow Reaver',
    xp: 53000,
    reward: 'scroll_of_summoning',
    flavor: 'You hunt in the dark as well as they do. Better, some say.',
  },
  {
    name: 'Night Marshal',
    xp: 70000,
    reward: 'coin_moon_crown',
    flavor: "Hunters march under your orders into the castle's shadow.",
  },
  {
    name: 'Grand Inquisitor',
    xp: 92000,
    reward: 'almanac_of_hours',
    flavor: 'The Varkoly court speaks your name in whispers.',
  },
  {
    name: 'Saint of Stakes',
    xp: 120000,
    reward: 'avatar_dawnbringer',
    flavor: 'In the villages they light candles in your name.',
  },
  {
    name: 'Dawnbringer',
    xp: 155000,
    reward: 'scroll_of_the_eclipse',
    flavor: 'Where you hunt, the night is a little shorter.',
  },
  {
    name: 'Eclipse Warden',
    xp: 200000,
    reward: 'emblem_of_the_vigil',
    flavor: "You have stood in the Count's darkness and kept your own light.",
  },
  {
    name: 'Sunforged Legend',
    xp: 260000,
    reward: 'avatar_eclipse_lord',
    flavor: 'Ballads are sung of you, and some of them are true.',
  },
  {
    name: 'The Last Light',
    xp: 340000,
    reward: 'avatar_last_light',
    flavor: 'The highest honour of the Order. When you fall, the night will be a little darker.',
  },
];

export const RANKS: SeedEntry[] = RANK_ROWS.map((row, index) => ({
  key: `rank_${String(index + 1).padStart(2, '0')}`,
  image: { motif: 'rank', label: row.name, hue: (200 + index * 7) % 360 },
  data: {
    name: row.name,
    xp: row.xp,
    flavorText: row.flavor,
    ...(row.reward ? { rewardItemId: itemRef(row.reward) } : {}),
  },
}));

interface NewsRow {
  key: string;
  header: string;
  message: string;
  /** ISO date (UTC). */
  date: string;
  animated?: boolean;
}

const NEWS_ROWS: NewsRow[] = [
  {
    key: 'registration_open',
    header: 'The Order is recruiting',
    message:
      "Registration is open! Claim your name before the first night falls on 1 July. Every new hunter receives a Whittled Ash Stake, ten Jars of Pig's Blood and 200 Vampire Gold Coins.",
    date: '2024-06-24T09:00:00Z',
  },
  {
    key: 'launch',
    header: 'The hunt begins',
    message:
      'Gallows Hill is open. Equip your bait, press HUNT and let the night come to you — one hunt every ten minutes, and your retainers will hunt once an hour while you rest.',
    date: '2024-07-01T09:00:00Z',
    animated: true,
  },
  {
    key: 'bloodforge_lit',
    header: 'The Bloodforge is lit',
    message:
      'The smiths of the Order have rekindled the Bloodforge. Bring grave bone, bog iron and the remains of your prey, and forge gear no merchant sells.',
    date: '2024-09-12T17:00:00Z',
  },
  {
    key: 'treasury_opens',
    header: 'Trophies and the Treasury',
    message:
      'Creatures of the Vale sometimes leave a trophy behind. Gather a full set and claim its collection or achievement at the Treasury — your Coolness rank will thank you.',
    date: '2024-11-01T18:00:00Z',
  },
  {
    key: 'crimson_gate',
    header: 'The Crimson Gate opens',
    message:
      'Beyond the Ashen Abbey lies the Crimson Reach. Hunters with 20,000 XP and the Key of the Crimson Gate may now travel to Bloodmoon Pass. Bloodshards await — and so do the Varkoly.',
    date: '2025-03-21T19:00:00Z',
    animated: true,
  },
  {
    key: 'winter_solstice',
    header: 'The longest night',
    message:
      'On the winter solstice the Throne of Endless Night stirs. Hunters who have reached it report that the Count is awake. Sharpen your stakes.',
    date: '2025-12-21T16:00:00Z',
  },
];

export const NEWS: SeedEntry[] = NEWS_ROWS.map((row, index) => {
  const image = { motif: 'news', label: row.header, hue: (index * 61) % 360 };
  return {
    key: row.key,
    image,
    ...(row.animated ? { animatedImage: { ...image, animated: true } } : {}),
    data: { header: row.header, message: row.message, timestamp: Math.floor(Date.parse(row.date) / 1000) },
  };
});
