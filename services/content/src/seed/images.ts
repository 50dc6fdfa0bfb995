/**
 * Images of the seed world, drawn as SVG and rasterised with sharp: a dark background in the entry's
 * hue, a glyph for its motif (one per kind and per item type, one per enemy type), a frame in its
 * rarity's colour and a short label. Animated specs become a looping animated WebP of a pulsing glow.
 */
import sharp from 'sharp';
import type { ImageSpec } from './world';
import { RARITY_COLORS } from './world/basics';

/** Parchment white for glyphs and text. */
const INK = '#f4ead8';
/** Near-black for eyes, mouths and other holes. */
const VOID = '#1a1420';

type Glyph = (accent: string) => string;

const pentagram = 'M50 16 L66.5 66 L23.7 35 L76.3 35 L33.5 66 Z';

/** One glyph per motif, drawn in a 100 x 100 box above the label band (y < 76). */
const GLYPHS: Record<string, Glyph> = {
  // ------------------------------------------------------------------------------------- item types
  weapon: (a) => `<g transform="rotate(40 50 44)">
    <path d="M47 8 L50 2 L53 8 L53 52 L47 52 Z" fill="${INK}"/>
    <rect x="37" y="52" width="26" height="5" rx="2" fill="${a}"/>
    <rect x="47.5" y="57" width="5" height="15" fill="#8a6a4a"/>
    <circle cx="50" cy="74" r="3.5" fill="${a}"/></g>`,
  head: (a) => `<path d="M26 56 Q26 16 50 14 Q74 16 74 56 L64 56 L64 42 L36 42 L36 56 Z" fill="${INK}"/>
    <rect x="36" y="40" width="28" height="5" fill="${a}"/>
    <path d="M50 14 L50 40" stroke="${a}" stroke-width="4" opacity="0.7"/>`,
  armour: (
    a,
  ) => `<path d="M28 22 L42 16 Q50 24 58 16 L72 22 L76 38 L66 42 L66 70 Q50 76 34 70 L34 42 L24 38 Z" fill="${INK}"/>
    <path d="M50 28 L50 68" stroke="${a}" stroke-width="3"/>
    <path d="M38 44 Q50 50 62 44" stroke="${a}" stroke-width="2" fill="none"/>`,
  hands: (
    a,
  ) => `<path d="M34 70 L34 40 Q34 34 38 34 L38 22 Q38 18 41.5 18 Q45 18 45 22 L45 32 L45 16 Q45 12 48.5 12 Q52 12 52 16 L52 32 L52 18 Q52 14 55.5 14 Q59 14 59 18 L59 34 L59 24 Q59 20 62.5 20 Q66 20 66 24 L66 52 Q66 62 60 70 Z" fill="${INK}"/>
    <rect x="32" y="62" width="32" height="9" rx="2" fill="${a}"/>`,
  feet: (a) => `<path d="M36 14 L56 14 L56 50 L74 58 Q81 62 79 70 L30 70 Q27 61 34 56 Z" fill="${INK}"/>
    <rect x="34" y="14" width="24" height="6" fill="${a}"/>
    <rect x="29" y="66" width="51" height="5" rx="1" fill="${a}" opacity="0.85"/>`,
  coffin: (
    a,
  ) => `<path d="M42 8 L58 8 L69 26 L61 74 L39 74 L31 26 Z" fill="#5a3b28" stroke="${INK}" stroke-width="2.5"/>
    <path d="M50 24 L50 52 M41 33 L59 33" stroke="${a}" stroke-width="4" stroke-linecap="round"/>`,
  mount: (
    a,
  ) => `<path d="M32 72 L37 48 Q33 33 43 21 L45 10 L52 19 Q67 21 73 40 Q75 49 68 51 Q62 49 58 43 L56 56 Q58 66 63 72 Z" fill="${INK}"/>
    <path d="M44 20 Q35 35 37 50" stroke="${a}" stroke-width="4" fill="none"/>
    <circle cx="57" cy="30" r="2.4" fill="${VOID}"/>`,
  power: (
    a,
  ) => `<path d="M50 10 Q63 28 61 39 Q69 33 67 22 Q82 41 76 58 Q70 74 50 74 Q30 74 24 58 Q20 44 33 33 Q33 43 40 46 Q35 27 50 10 Z" fill="${a}"/>
    <path d="M50 40 Q59 52 57 60 Q55 68 50 68 Q44 68 43 60 Q42 52 50 40 Z" fill="${INK}"/>`,
  emblem: (a) => `<path d="M50 10 L75 19 L73 46 Q69 64 50 74 Q31 64 27 46 L25 19 Z" fill="${INK}"/>
    <path d="M50 22 L54.5 36.5 L69 36.5 L57.5 45 L62 59 L50 50.5 L38 59 L42.5 45 L31 36.5 L45.5 36.5 Z" fill="${a}"/>`,
  retainer: (a) => `<path d="M50 10 Q67 12 69 36 L75 74 L25 74 L31 36 Q33 12 50 10 Z" fill="${INK}"/>
    <ellipse cx="50" cy="36" rx="11" ry="13" fill="${VOID}"/>
    <circle cx="45.5" cy="36" r="2" fill="${a}"/><circle cx="54.5" cy="36" r="2" fill="${a}"/>`,
  accessory: (a) => `<circle cx="50" cy="50" r="18" fill="none" stroke="${INK}" stroke-width="6"/>
    <path d="M50 14 L59 25 L50 36 L41 25 Z" fill="${a}" stroke="${INK}" stroke-width="1.5"/>`,
  bait: (a) => `<rect x="32" y="18" width="36" height="9" rx="2" fill="${INK}"/>
    <rect x="34" y="26" width="32" height="46" rx="6" fill="${a}" opacity="0.85"/>
    <path d="M50 40 Q59 51 57 58 Q55 65 50 65 Q45 65 43 58 Q41 51 50 40 Z" fill="#5a0010"/>
    <path d="M39 34 Q43 31 47 34" stroke="${INK}" stroke-width="2" fill="none" opacity="0.7"/>`,
  hex: (a) => `<circle cx="50" cy="44" r="30" fill="none" stroke="${INK}" stroke-width="3"/>
    <path d="${pentagram}" fill="none" stroke="${a}" stroke-width="3" stroke-linejoin="round"/>`,
  avatar: (a) => `<circle cx="50" cy="32" r="14" fill="${INK}"/>
    <path d="M22 74 Q24 50 50 48 Q76 50 78 74 Z" fill="${INK}"/>
    <path d="M35 24 Q50 6 65 24" stroke="${a}" stroke-width="4" fill="none"/>`,
  coin: (a) => `<circle cx="50" cy="44" r="27" fill="${a}" stroke="${INK}" stroke-width="3"/>
    <circle cx="50" cy="44" r="20" fill="none" stroke="${INK}" stroke-width="1.5" opacity="0.7"/>
    <path d="M50 30 L50 58 M40 40 L60 40" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`,
  key: (a) => `<circle cx="33" cy="28" r="12" fill="none" stroke="${INK}" stroke-width="6"/>
    <path d="M42 37 L72 67" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>
    <path d="M58 53 L65 46 M65 60 L72 53" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>
    <circle cx="33" cy="28" r="4" fill="${a}"/>`,
  craftingmat: (
    a,
  ) => `<path d="M50 12 L61 33 L57 72 L43 72 L39 33 Z" fill="${a}" stroke="${INK}" stroke-width="2"/>
    <path d="M31 36 L38 50 L36 72 L27 72 L25 50 Z" fill="${a}" opacity="0.7" stroke="${INK}" stroke-width="1.5"/>
    <path d="M69 36 L75 50 L73 72 L64 72 L62 50 Z" fill="${a}" opacity="0.7" stroke="${INK}" stroke-width="1.5"/>`,
  scroll: (a) => `<rect x="30" y="18" width="40" height="48" fill="${INK}"/>
    <rect x="26" y="12" width="48" height="9" rx="4.5" fill="${a}"/>
    <rect x="26" y="63" width="48" height="9" rx="4.5" fill="${a}"/>
    <path d="M36 30 L64 30 M36 38 L64 38 M36 46 L58 46 M36 54 L62 54" stroke="#6b5a44" stroke-width="2"/>`,
  alchemy: (
    a,
  ) => `<path d="M44 12 L56 12 L56 30 L72 63 Q74 72 66 72 L34 72 Q26 72 28 63 L44 30 Z" fill="${INK}" opacity="0.92"/>
    <path d="M37 50 L63 50 L70 63 Q71 69 66 69 L34 69 Q29 69 30 63 Z" fill="${a}"/>
    <rect x="41" y="7" width="18" height="7" rx="2" fill="${a}"/>
    <circle cx="46" cy="42" r="2.5" fill="${a}"/><circle cx="54" cy="36" r="1.8" fill="${a}"/>`,
  tome: (a) => `<rect x="27" y="14" width="46" height="58" rx="3" fill="${a}"/>
    <rect x="31" y="14" width="4" height="58" fill="${INK}" opacity="0.5"/>
    <circle cx="54" cy="40" r="9" fill="none" stroke="${INK}" stroke-width="2.5"/>
    <path d="M54 28 L54 52 M42 40 L66 40" stroke="${INK}" stroke-width="2.5"/>`,
  collection: (
    a,
  ) => `<rect x="24" y="14" width="52" height="58" rx="4" fill="none" stroke="${INK}" stroke-width="3"/>
    <path d="M50 14 L50 72 M24 43 L76 43" stroke="${INK}" stroke-width="2"/>
    <circle cx="37" cy="28.5" r="7" fill="${a}"/><circle cx="63" cy="28.5" r="7" fill="${a}"/>
    <circle cx="37" cy="57.5" r="7" fill="${a}"/><circle cx="63" cy="57.5" r="7" fill="${a}"/>`,
  achievement: (a) => `<path d="M36 8 L46 34 L54 34 L64 8 Z" fill="${a}" opacity="0.75"/>
    <circle cx="50" cy="50" r="19" fill="${a}" stroke="${INK}" stroke-width="3"/>
    <path d="M50 38 L53.5 46 L62 46.5 L55.5 52 L57.5 60.5 L50 56 L42.5 60.5 L44.5 52 L38 46.5 L46.5 46 Z" fill="${INK}"/>`,
  trophy: (
    a,
  ) => `<path d="M34 14 L66 14 L64 36 Q62 49 50 51 Q38 49 36 36 Z" fill="${a}" stroke="${INK}" stroke-width="2"/>
    <path d="M34 20 Q21 20 25 33 Q28 39 36 39 M66 20 Q79 20 75 33 Q72 39 64 39" stroke="${INK}" stroke-width="3" fill="none"/>
    <rect x="46" y="51" width="8" height="10" fill="${INK}"/><rect x="35" y="61" width="30" height="9" rx="2" fill="${INK}"/>`,

  // ------------------------------------------------------------------------------------ enemy types
  'enemy:vampire': (
    a,
  ) => `<path d="M50 24 Q28 8 10 24 Q21 29 23 40 Q32 33 41 40 Z" fill="${a}" opacity="0.8"/>
    <path d="M50 24 Q72 8 90 24 Q79 29 77 40 Q68 33 59 40 Z" fill="${a}" opacity="0.8"/>
    <path d="M50 26 L40 30 Q35 44 40 57 Q45 69 50 71 Q55 69 60 57 Q65 44 60 30 Z" fill="${INK}"/>
    <path d="M41 42 L48 45 L41 47 Z M59 42 L52 45 L59 47 Z" fill="#b3001b"/>
    <path d="M44 58 Q50 61 56 58" stroke="${VOID}" stroke-width="1.5" fill="none"/>
    <path d="M46 58.8 L47.2 64 L48.4 59.4 Z M51.6 59.4 L52.8 64 L54 58.8 Z" fill="${INK}" stroke="${VOID}" stroke-width="0.6"/>`,
  'enemy:ghoul': (
    a,
  ) => `<path d="M50 14 Q73 14 73 39 Q73 50 64 54 L64 66 L36 66 L36 54 Q27 50 27 39 Q27 14 50 14 Z" fill="${INK}"/>
    <ellipse cx="40" cy="38" rx="7" ry="8" fill="${VOID}"/><ellipse cx="60" cy="38" rx="7" ry="8" fill="${VOID}"/>
    <circle cx="40" cy="39" r="2.4" fill="${a}"/><circle cx="60" cy="39" r="2.4" fill="${a}"/>
    <path d="M50 46 L46 54 L54 54 Z" fill="${VOID}"/>
    <path d="M42 58 L42 66 M47 58 L47 66 M53 58 L53 66 M58 58 L58 66" stroke="${VOID}" stroke-width="1.5"/>`,
  'enemy:werewolf': (
    a,
  ) => `<path d="M28 12 L40 32 L60 32 L72 12 L74 40 Q74 56 59 66 L50 75 L41 66 Q26 56 26 40 Z" fill="${INK}"/>
    <path d="M36 42 L46 46 L37 48 Z M64 42 L54 46 L63 48 Z" fill="${a}"/>
    <path d="M43 56 L50 65 L57 56 Z" fill="${VOID}"/>
    <path d="M33 22 L38 31 M67 22 L62 31" stroke="${a}" stroke-width="2" opacity="0.7"/>`,
  'enemy:wraith': (
    a,
  ) => `<path d="M50 10 Q73 10 73 40 L73 74 L65 66 L57.5 74 L50 66 L42.5 74 L35 66 L27 74 L27 40 Q27 10 50 10 Z" fill="${INK}" opacity="0.88"/>
    <ellipse cx="41" cy="36" rx="5" ry="7" fill="${VOID}"/><ellipse cx="59" cy="36" rx="5" ry="7" fill="${VOID}"/>
    <ellipse cx="50" cy="53" rx="5" ry="7" fill="${VOID}"/>
    <path d="M27 50 Q14 46 12 34 M73 50 Q86 46 88 34" stroke="${a}" stroke-width="3" fill="none" opacity="0.7"/>`,
  'enemy:witch': (
    a,
  ) => `<path d="M50 6 L63 38 L78 42 Q50 51 22 42 L37 38 Z" fill="${VOID}" stroke="${INK}" stroke-width="2"/>
    <path d="M37 38 Q50 42 63 38 L61.5 34 Q50 37 38.5 34 Z" fill="${a}"/>
    <path d="M37 46 Q37 68 50 73 Q63 68 63 46 Z" fill="${INK}"/>
    <circle cx="44" cy="53" r="2" fill="${a}"/><circle cx="56" cy="53" r="2" fill="${a}"/>
    <path d="M50 54 L47 63 L51 61" stroke="${VOID}" stroke-width="1.5" fill="none"/>`,

  // ------------------------------------------------------------------------------------ other kinds
  region: (a) => `<circle cx="68" cy="22" r="10" fill="${INK}"/>
    <path d="M8 74 L34 32 L46 50 L58 28 L92 74 Z" fill="${a}" opacity="0.9"/>
    <path d="M34 32 L41 43 L36 41 L30 45 Z M58 28 L65 39 L59 37 L52 40 Z" fill="${INK}" opacity="0.85"/>`,
  ground: (a) => `<circle cx="70" cy="20" r="9" fill="${INK}"/>
    <path d="M6 72 Q50 60 94 72 L94 76 L6 76 Z" fill="${a}" opacity="0.8"/>
    <path d="M20 68 L20 46 Q20 38 27 38 Q34 38 34 46 L34 66 Z" fill="${INK}"/>
    <path d="M44 64 L44 30 M36 40 L52 40" stroke="${INK}" stroke-width="5"/>
    <path d="M60 66 L60 50 Q60 43 66 43 Q72 43 72 50 L72 67 Z" fill="${INK}" opacity="0.85"/>`,
  table: (a) => `<rect x="26" y="12" width="48" height="60" rx="3" fill="${INK}"/>
    <circle cx="34" cy="24" r="3" fill="${a}"/><circle cx="34" cy="36" r="3" fill="${a}"/>
    <circle cx="34" cy="48" r="3" fill="${a}"/><circle cx="34" cy="60" r="3" fill="${a}"/>
    <path d="M42 24 L66 24 M42 36 L62 36 M42 48 L66 48 M42 60 L58 60" stroke="#6b5a44" stroke-width="2.5"/>`,
  stat: (a) => `<path d="M20 58 A30 30 0 0 1 80 58" stroke="${INK}" stroke-width="7" fill="none"/>
    <path d="M50 58 L67 33" stroke="${a}" stroke-width="4" stroke-linecap="round"/>
    <circle cx="50" cy="58" r="6" fill="${a}"/>`,
  proc: (a) =>
    `<path d="M57 8 L29 48 L48 48 L40 76 L72 33 L53 33 Z" fill="${a}" stroke="${INK}" stroke-width="2" stroke-linejoin="round"/>`,
  currency: (a) => `<ellipse cx="50" cy="64" rx="24" ry="7" fill="${a}" stroke="${INK}" stroke-width="2"/>
    <ellipse cx="50" cy="55" rx="24" ry="7" fill="${a}" stroke="${INK}" stroke-width="2"/>
    <ellipse cx="50" cy="46" rx="24" ry="7" fill="${a}" stroke="${INK}" stroke-width="2"/>
    <circle cx="50" cy="26" r="15" fill="${a}" stroke="${INK}" stroke-width="2.5"/>
    <circle cx="50" cy="26" r="6" fill="none" stroke="${INK}" stroke-width="2"/>`,
  rank: (
    a,
  ) => `<path d="M50 8 L53 16 L61 16 L55 21 L57 29 L50 24.5 L43 29 L45 21 L39 16 L47 16 Z" fill="${INK}"/>
    <path d="M26 42 L50 30 L74 42 L74 50 L50 38 L26 50 Z" fill="${a}"/>
    <path d="M26 56 L50 44 L74 56 L74 64 L50 52 L26 64 Z" fill="${a}" opacity="0.8"/>
    <path d="M26 70 L50 58 L74 70 L74 76 L50 66 L26 76 Z" fill="${a}" opacity="0.6"/>`,
  news: (a) => `<path d="M26 12 L70 12 L70 72 L26 72 Z" fill="${INK}"/>
    <path d="M33 24 L63 24 M33 32 L63 32 M33 40 L57 40 M33 48 L63 48 M33 56 L52 56" stroke="#6b5a44" stroke-width="2"/>
    <path d="M80 8 Q60 26 58 60 L62 60 Q68 30 80 8 Z" fill="${a}"/>`,
  damagetype: (
    a,
  ) => `<path d="M50 10 Q72 40 72 52 Q72 74 50 74 Q28 74 28 52 Q28 40 50 10 Z" fill="${a}" stroke="${INK}" stroke-width="2"/>
    <path d="M40 50 Q40 42 46 36" stroke="${INK}" stroke-width="3" fill="none" opacity="0.7"/>`,
  proctype: (a) =>
    `<path d="M50 8 L56 32 L78 20 L64 40 L88 46 L64 52 L78 72 L56 60 L50 80 L44 60 L22 72 L36 52 L12 46 L36 40 L22 20 L44 32 Z" fill="${a}" stroke="${INK}" stroke-width="1.5" transform="translate(5 2) scale(0.9)"/>`,
  proceventtype: (
    a,
  ) => `<path d="M30 10 L70 10 L70 16 L54 42 L70 68 L70 74 L30 74 L30 68 L46 42 L30 16 Z" fill="none" stroke="${INK}" stroke-width="3"/>
    <path d="M38 20 L62 20 L50 38 Z M50 52 L64 70 L36 70 Z" fill="${a}"/>`,
};

/** A fallback sigil for motifs without a glyph. */
const SIGIL: Glyph = (a) => `<circle cx="50" cy="44" r="28" fill="none" stroke="${INK}" stroke-width="3"/>
  <path d="${pentagram}" fill="none" stroke="${a}" stroke-width="2" opacity="0.8"/>`;

function glyphOf(motif: string): Glyph {
  return GLYPHS[motif] ?? GLYPHS[motif.replace(/^item:/, '')] ?? SIGIL;
}

/** The motifs that have a glyph of their own (the rest use a sigil). */
export const MOTIFS = Object.keys(GLYPHS);

function hashHue(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Initials of a label, at most three: 'Whittled Ash Stake' -> 'WAS'. */
function initialsOf(label: string): string {
  const words = label
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 2 || /^\p{Lu}/u.test(word));
  return (words.length > 0 ? words : [label])
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 3);
}

/** The label band: the full label (shrunk to fit) on large images, initials on small ones. */
function labelOf(label: string, size: number): string {
  if (size < 96) {
    return `<text x="50" y="92" font-family="DejaVu Serif, Georgia, serif" font-weight="bold" font-size="14" text-anchor="middle" fill="${INK}" stroke="${VOID}" stroke-width="0.8" paint-order="stroke">${escapeXml(initialsOf(label))}</text>`;
  }
  const text = label.length > 24 ? `${label.slice(0, 23).trimEnd()}…` : label;
  const fontSize = Math.min(9, 150 / Math.max(text.length, 1));
  return `<rect x="6" y="78" width="88" height="16" rx="3" fill="#000000" opacity="0.55"/>
  <text x="50" y="86" dominant-baseline="central" font-family="DejaVu Serif, Georgia, serif" font-size="${fontSize.toFixed(2)}" text-anchor="middle" fill="${INK}">${escapeXml(text)}</text>`;
}

/** The SVG document of one frame; `glow` (0–1) is the strength of the light behind the glyph. */
function svgFrame(spec: ImageSpec, size: number, glow: number): string {
  const hue = spec.hue ?? hashHue(`${spec.motif}/${spec.label}`);
  const rarityColor = spec.rarity ? RARITY_COLORS[spec.rarity] : undefined;
  const frame = rarityColor ?? `hsl(${hue}, 35%, 55%)`;
  const accent = rarityColor ?? `hsl(${hue}, 65%, 58%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <defs>
    <radialGradient id="bg" cx="50%" cy="40%" r="75%">
      <stop offset="0%" stop-color="hsl(${hue}, 45%, 26%)"/>
      <stop offset="100%" stop-color="hsl(${hue}, 55%, 7%)"/>
    </radialGradient>
    <radialGradient id="glow" cx="50%" cy="50%" r="50%">
      <stop offset="0%" stop-color="${accent}" stop-opacity="0.9"/>
      <stop offset="100%" stop-color="${accent}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect x="0" y="0" width="100" height="100" rx="12" fill="url(#bg)"/>
  <circle cx="50" cy="44" r="36" fill="url(#glow)" opacity="${glow.toFixed(3)}"/>
  ${glyphOf(spec.motif)(accent)}
  ${labelOf(spec.label, size)}
  <rect x="2.5" y="2.5" width="95" height="95" rx="10" fill="none" stroke="${frame}" stroke-width="3"/>
  <rect x="6.5" y="6.5" width="87" height="87" rx="7" fill="none" stroke="${frame}" stroke-width="0.8" opacity="0.45"/>
</svg>`;
}

const STATIC_GLOW = 0.35;
/** Frames of the animation: one slow pulse of the glow. */
const FRAME_COUNT = 10;
const FRAME_DELAY_MS = 120;
const frameGlows = (): number[] =>
  Array.from(
    { length: FRAME_COUNT },
    (_, index) => 0.2 + 0.55 * (0.5 - 0.5 * Math.cos((2 * Math.PI * index) / FRAME_COUNT)),
  );

/** The SVG of an image spec at a size in pixels (the still frame of animated specs). */
export function renderSvg(spec: ImageSpec, size: number): string {
  return svgFrame(spec, size, STATIC_GLOW);
}

/** The MIME type renderImage produces for a spec. */
export function imageMimeType(spec: ImageSpec): 'image/png' | 'image/webp' {
  return spec.animated ? 'image/webp' : 'image/png';
}

/**
 * PNG bytes of a spec; for `animated: true` a looping animated WebP of a pulsing glow (sharp joins the
 * rasterised frames with `join.animated`).
 */
export async function renderImage(spec: ImageSpec, size: number): Promise<Buffer> {
  if (!spec.animated)
    return sharp(Buffer.from(renderSvg(spec, size)))
      .png()
      .toBuffer();
  const frames = await Promise.all(
    frameGlows().map((glow) =>
      sharp(Buffer.from(svgFrame(spec, size, glow)))
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .webp({ loop: 0, delay: frames.map(() => FRAME_DELAY_MS), quality: 80 })
    .toBuffer();
}
