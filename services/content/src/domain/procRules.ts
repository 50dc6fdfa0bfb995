import { fieldError, invalid } from './fieldErrors';
import { KINDS, type FieldSpec, type KindName } from './kinds';

/** An entry's stored fields (domain/entries.ts EntryData; named here without importing it back). */
type EntryData = Record<string, unknown>;

/** Stat type 1 marks a proc: an effect that fires with a chance (spec 002 section 3). */
const PROC = 1;

/**
 * A stat's proc fields: a proc needs its type and the event it fires on; a plain stat carries none
 * (the editor hides them, so values left from an earlier choice are dropped, not refused).
 */
export function normaliseProcFields(kind: KindName, data: EntryData): void {
  if (kind !== 'stat') return;
  if (data.statType !== PROC) {
    data.procType = null;
    data.procEventType = null;
    data.affectedCreatureType = null;
    return;
  }
  for (const field of ['procType', 'procEventType'])
    if (data[field] === null) throw fieldError(field, `${field} is required for a proc`);
}

interface StatEntryValue {
  shortName: string;
  procPercent: number;
}

/** The kind's lists of stat entries (an item's or enemy's `stats`). */
function statEntryLists(kind: KindName, data: EntryData): [string, StatEntryValue[]][] {
  return Object.entries(KINDS[kind].fields)
    .filter(([, spec]: [string, FieldSpec]) => spec.type === 'list' && spec.of === 'StatEntry')
    .map(([name]) => [name, (data[name] as StatEntryValue[] | undefined) ?? []]);
}

/** The stat short names an entry's stat entries name, to look their types up. */
export function statNamesOf(kind: KindName, data: EntryData): string[] {
  return [...new Set(statEntryLists(kind, data).flatMap(([, list]) => list.map((entry) => entry.shortName)))];
}

/**
 * A proc entry fires with its procPercent, so it must be 1 to 100; on a plain stat the percent means
 * nothing and must stay 0. `statTypeOf` answers each named stat's type.
 */
export function checkStatEntries(
  kind: KindName,
  data: EntryData,
  statTypeOf: (shortName: string) => number | undefined,
): void {
  for (const [list, values] of statEntryLists(kind, data)) {
    values.forEach((entry, index) => {
      const path = `${list}[${index}].procPercent`;
      const isProc = statTypeOf(entry.shortName) === PROC;
      if (isProc && entry.procPercent < 1)
        throw invalid(path, `must be 1 to 100: ${entry.shortName} is a proc`);
      if (!isProc && entry.procPercent !== 0)
        throw invalid(path, `must be 0: ${entry.shortName} is not a proc`);
    });
  }
}
