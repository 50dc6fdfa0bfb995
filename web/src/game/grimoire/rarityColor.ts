/** A rarity's colour as CSS, tolerant of a missing '#'; anything else falls back to the theme. */
export function rarityColor(colorHex: string | null | undefined): string | undefined {
  const hex = colorHex?.trim().replace(/^#/, '');
  return hex && /^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex) ? `#${hex}` : undefined;
}
