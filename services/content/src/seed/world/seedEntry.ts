/** What the seed world is made of: entries with their seeding key and the images drawn for them. */

export interface ImageSpec {
  /** What to draw: an item type ('weapon'), a kind ('region', 'rank') or 'enemy:<type>'. */
  motif: string;
  /** Text on the image (the renderer shortens it when small). */
  label: string;
  /** Rarity shortName whose colour frames the image. */
  rarity?: string;
  /** Background hue, 0–359. */
  hue?: number;
  animated?: boolean;
}

export interface SeedEntry {
  key: string;
  image?: ImageSpec;
  animatedImage?: ImageSpec;
  data: Record<string, unknown>;
}
