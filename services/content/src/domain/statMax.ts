import type { ContentEntry } from './entries';

/** 0 Dynamic: max(smoothed theoretical max, highest user value). 1 Hard: the admin's hard cap. */
export type CapMode = 0 | 1;

export interface StatMaxState {
  statShortName: string;
  capMode: CapMode;
  hardCapValue: number | null;
  desiredPercent: number;
  rawTheoreticalMax: number;
  smoothedTheoreticalMax: number;
  highestUserValue: number;
  contributingItems: string;
}

/** How far one recalc moves the smoothed max toward the new raw max (a new item does not swing everyone). */
const SMOOTHING = 0.3;
export const DEFAULT_DESIRED_PERCENT = 25;

interface Candidate {
  name: string;
  value: number;
  unique: boolean;
}

/** Fills `slots` slots of one item type with the best items; a unique item fills one slot at most. */
function bestFill(candidates: Candidate[], slots: number) {
  const picks: { name: string; copies: number; value: number }[] = [];
  let remaining = slots;
  for (const candidate of [...candidates].sort((a, b) => b.value - a.value || a.name.localeCompare(b.name))) {
    if (remaining === 0 || candidate.value <= 0) break;
    const copies = candidate.unique ? 1 : remaining;
    picks.push({ name: candidate.name, copies, value: candidate.value });
    remaining -= copies;
  }
  return picks;
}

/**
 * The best sum of a stat reachable with visible equipment: for every equipment item type, its best
 * items over its slot count (a stat's best roll, valueTo, counts). Returns the sum and the
 * contributing items as 'name x copies (value)' joined by semicolons.
 */
export function theoreticalMax(statShortName: string, items: ContentEntry[], itemTypes: ContentEntry[]) {
  const key = statShortName.toLowerCase();
  let total = 0;
  const contributing: string[] = [];
  for (const type of itemTypes) {
    const slots = Number(type.data.itemTypeSlots ?? 0);
    if (!type.data.isEquipment || slots <= 0) continue;
    const candidates = items
      .filter((item) => item.data.type === type.id && item.data.visible !== false)
      .map((item) => ({
        name: String(item.data.name),
        unique: Boolean(item.data.unique),
        value: ((item.data.stats as { shortName: string; valueTo: number }[]) ?? [])
          .filter((stat) => stat.shortName.toLowerCase() === key)
          .reduce((sum, stat) => sum + stat.valueTo, 0),
      }));
    for (const pick of bestFill(candidates, slots)) {
      total += pick.value * pick.copies;
      contributing.push(`${pick.name} x${pick.copies} (${pick.value})`);
    }
  }
  return { raw: total, contributingItems: contributing.join('; ') };
}

export function smoothed(previous: number, raw: number, firstRecalc: boolean): number {
  if (firstRecalc) return raw;
  return Math.round((previous + SMOOTHING * (raw - previous)) * 100) / 100;
}

export function currentTargetMax(
  state: Pick<StatMaxState, 'capMode' | 'hardCapValue' | 'smoothedTheoreticalMax' | 'highestUserValue'>,
) {
  if (state.capMode === 1 && state.hardCapValue !== null) return state.hardCapValue;
  return Math.max(state.smoothedTheoreticalMax, state.highestUserValue);
}

/** The effective percentage a player gets from a raw stat total: min(raw / targetMax, 1) x desired%. */
export function effectivePercent(raw: number, targetMax: number, desiredPercent: number): number {
  if (targetMax <= 0) return 0;
  return Math.min(raw / targetMax, 1) * desiredPercent;
}
