/** Only what players may see, in the designers' order (spec 000: lists sorted by sequence). */
export function visibleBySequence<T extends { visible: boolean; sequence: number }>(
  entries: readonly T[],
): T[] {
  return entries.filter((entry) => entry.visible).sort((a, b) => a.sequence - b.sequence);
}
