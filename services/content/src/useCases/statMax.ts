import { NotFoundError, ValidationError, recordAdminChange, requireAdmin, type Knex } from '@vh/kit';
import type { Caller, ContentDeps } from '../deps';
import {
  DEFAULT_DESIRED_PERCENT,
  currentTargetMax,
  smoothed,
  theoreticalMax,
  type StatMaxState,
} from '../domain/statMax';
import { contentChanged } from '../events';
import { statMaxInRelease } from '../releases/draftView';
import type { Publication } from './contentEntries';

interface StatMaxView extends StatMaxState {
  currentTargetMax: number;
}

const view = (state: StatMaxState): StatMaxView => ({ ...state, currentTargetMax: currentTargetMax(state) });

const fresh = (statShortName: string): StatMaxState => ({
  statShortName,
  capMode: 0,
  hardCapValue: null,
  desiredPercent: DEFAULT_DESIRED_PERCENT,
  rawTheoreticalMax: 0,
  smoothedTheoreticalMax: 0,
  highestUserValue: 0,
  contributingItems: '',
});

/**
 * Every stat (not procs) with its StatMax columns; stats never tuned show their defaults. With
 * `release`, the authored columns as that release sets them (the measured ones stay live).
 */
export async function listStatMax(
  deps: ContentDeps,
  caller: Caller,
  release?: number | null,
): Promise<StatMaxView[]> {
  requireAdmin(caller.viewer);
  const stats = (await deps.entries.list('stat')).filter((stat) => Number(stat.data.statType ?? 0) === 0);
  const rows = new Map((await deps.statMax.all()).map((row) => [row.statShortName.toLowerCase(), row]));
  const staged = release ? await statMaxInRelease(deps, caller, release) : new Map();
  return stats
    .map((stat) => String(stat.data.shortName))
    .sort((a, b) => a.localeCompare(b))
    .map((shortName) => {
      const state = rows.get(shortName.toLowerCase()) ?? fresh(shortName);
      return view({ ...state, ...(staged.get(shortName.toLowerCase()) ?? {}) } as StatMaxState);
    });
}

/** The stored columns, without the repository's bookkeeping flag. */
function columnsOf(state: StatMaxState & { recalculated?: boolean }): StatMaxState {
  const { recalculated: _recalculated, ...columns } = state;
  return columns;
}

/** What the admin did, as the audit trail names it. */
type StatMaxAction = 'capMode' | 'desired' | 'recalc';

async function change(
  deps: ContentDeps,
  caller: Caller,
  statShortName: string,
  action: StatMaxAction,
  apply: (
    state: StatMaxState & { recalculated: boolean },
    trx: Knex.Transaction,
  ) => Promise<StatMaxState> | StatMaxState,
): Promise<StatMaxView> {
  const admin = requireAdmin(caller.viewer);
  const stat = await deps.entries.findByShortName('stat', statShortName);
  if (!stat) throw new NotFoundError(`No stat with shortName ${statShortName}`);
  const shortName = String(stat.data.shortName);
  return deps.db.transaction(async (trx) => {
    const current = await deps.statMax.lockOrCreate(trx, shortName);
    const before = columnsOf(current);
    const next = await apply(current, trx);
    await deps.statMax.save(trx, next, action === 'recalc');
    await recordAdminChange(trx, {
      actor: admin,
      entity: 'StatMax',
      entityId: shortName,
      action,
      before,
      after: columnsOf(next),
      requestId: caller.requestId,
    });
    // Game reads the target max for effective percentages: a change is a content change.
    const version = await deps.entries.bumpVersion(trx);
    await contentChanged(
      trx,
      { kind: 'statmax', entryId: stat.id, action: 'updated', version },
      caller.requestId,
    );
    return view(next);
  });
}

export function setCapMode(
  deps: ContentDeps,
  caller: Caller,
  statShortName: string,
  input: { capMode: number; hardCapValue?: number | null },
) {
  if (input.capMode !== 0 && input.capMode !== 1)
    throw new ValidationError('capMode must be 0 (Dynamic) or 1 (Hard)');
  const hardCap = input.hardCapValue ?? null;
  if (hardCap !== null && (!Number.isFinite(hardCap) || hardCap < 0)) {
    throw new ValidationError('hardCapValue must be a number of at least 0, or null');
  }
  if (input.capMode === 1 && hardCap === null)
    throw new ValidationError('Hard cap mode needs a hardCapValue');
  return change(deps, caller, statShortName, 'capMode', (state) => ({
    ...state,
    capMode: input.capMode as 0 | 1,
    hardCapValue: hardCap,
  }));
}

export function setDesired(deps: ContentDeps, caller: Caller, statShortName: string, desired: number) {
  if (!Number.isInteger(desired) || desired < 0 || desired > 100) {
    throw new ValidationError('desired must be a whole number from 0 to 100');
  }
  return change(deps, caller, statShortName, 'desired', (state) => ({ ...state, desiredPercent: desired }));
}

/** Recomputes the raw theoretical max from the visible items, smooths it and records the contributors. */
export function recalc(deps: ContentDeps, caller: Caller, statShortName: string) {
  return change(deps, caller, statShortName, 'recalc', async (state, trx) => {
    // In turn: the transaction's one connection runs one query at a time.
    const items = await deps.entries.list('item', trx);
    const itemTypes = await deps.entries.list('itemtype', trx);
    const { raw, contributingItems } = theoreticalMax(state.statShortName, items, itemTypes);
    return {
      ...state,
      rawTheoreticalMax: raw,
      smoothedTheoreticalMax: smoothed(state.smoothedTheoreticalMax, raw, !state.recalculated),
      contributingItems,
    };
  });
}

/** The StatMax columns a release may change; the measured ones stay with recalc. */
export interface AuthoredStatMax {
  capMode: 0 | 1;
  hardCapValue: number | null;
  desiredPercent: number;
}

/** A stat's authored columns now (its defaults while never tuned); undefined when no such stat. */
export async function authoredStatMax(
  deps: ContentDeps,
  statShortName: string,
  trx?: Knex.Transaction,
): Promise<{ shortName: string; columns: AuthoredStatMax } | undefined> {
  const stat = await deps.entries.findByShortName('stat', statShortName, trx);
  if (!stat) return undefined;
  const shortName = String(stat.data.shortName);
  const row = (await deps.statMax.all(trx)).find(
    (state) => state.statShortName.toLowerCase() === shortName.toLowerCase(),
  );
  const state = row ?? fresh(shortName);
  return {
    shortName,
    columns: {
      capMode: state.capMode,
      hardCapValue: state.hardCapValue,
      desiredPercent: state.desiredPercent,
    },
  };
}

/** The checks setCapMode and setDesired make, for a draft's StatMax change. */
export function checkAuthoredStatMax(columns: AuthoredStatMax): void {
  if (columns.capMode !== 0 && columns.capMode !== 1)
    throw new ValidationError('capMode must be 0 (Dynamic) or 1 (Hard)');
  const hardCap = columns.hardCapValue;
  if (hardCap !== null && (!Number.isFinite(hardCap) || hardCap < 0)) {
    throw new ValidationError('hardCapValue must be a number of at least 0, or null');
  }
  if (columns.capMode === 1 && hardCap === null)
    throw new ValidationError('Hard cap mode needs a hardCapValue');
  const desired = columns.desiredPercent;
  if (!Number.isInteger(desired) || desired < 0 || desired > 100) {
    throw new ValidationError('desired must be a whole number from 0 to 100');
  }
}

/** Writes a stat's authored columns inside a publication's transaction, with its audit entry. */
export async function applyStatMaxIn(
  deps: ContentDeps,
  trx: Knex.Transaction,
  caller: Caller,
  statShortName: string,
  columns: AuthoredStatMax,
  publication: Publication,
): Promise<void> {
  const admin = requireAdmin(caller.viewer);
  checkAuthoredStatMax(columns);
  const stat = await deps.entries.findByShortName('stat', statShortName, trx);
  if (!stat) throw new NotFoundError(`No stat with shortName ${statShortName}`);
  const current = await deps.statMax.lockOrCreate(trx, String(stat.data.shortName));
  const next = { ...columnsOf(current), ...columns };
  await deps.statMax.save(trx, next);
  await recordAdminChange(trx, {
    actor: admin,
    entity: 'StatMax',
    entityId: next.statShortName,
    action: 'updated',
    before: columnsOf(current),
    after: next,
    requestId: caller.requestId,
  });
  await contentChanged(
    trx,
    { kind: 'statmax', entryId: stat.id, action: 'updated', version: publication.version },
    caller.requestId,
  );
}
