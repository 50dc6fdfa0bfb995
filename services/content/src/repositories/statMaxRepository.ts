import type { Knex } from 'knex';
import { DEFAULT_DESIRED_PERCENT, type CapMode, type StatMaxState } from '../domain/statMax';

interface Row {
  stat_short_name: string;
  cap_mode: number;
  hard_cap_value: number | null;
  desired_percent: number;
  raw_theoretical_max: number;
  smoothed_theoretical_max: number;
  highest_user_value: number;
  contributing_items: string;
  recalculated_at: Date | null;
}

const toState = (row: Row): StatMaxState & { recalculated: boolean } => ({
  statShortName: row.stat_short_name,
  capMode: row.cap_mode as CapMode,
  hardCapValue: row.hard_cap_value,
  desiredPercent: row.desired_percent,
  rawTheoreticalMax: row.raw_theoretical_max,
  smoothedTheoreticalMax: row.smoothed_theoretical_max,
  highestUserValue: row.highest_user_value,
  contributingItems: row.contributing_items,
  recalculated: row.recalculated_at !== null,
});

export class StatMaxRepository {
  constructor(private readonly db: Knex) {}

  async all(trx?: Knex.Transaction): Promise<(StatMaxState & { recalculated: boolean })[]> {
    return (await (trx ?? this.db)<Row>('stat_max').select()).map(toState);
  }

  /** The stat's row, created with defaults when it has none yet; locked for the caller's change. */
  async lockOrCreate(trx: Knex.Transaction, statShortName: string) {
    await trx('stat_max')
      .insert({ stat_short_name: statShortName, desired_percent: DEFAULT_DESIRED_PERCENT })
      .onConflict('stat_short_name')
      .ignore();
    const row = await trx<Row>('stat_max').where({ stat_short_name: statShortName }).forUpdate().first();
    return toState(row!);
  }

  async save(trx: Knex.Transaction, state: StatMaxState, recalculated = false): Promise<void> {
    await trx('stat_max')
      .where({ stat_short_name: state.statShortName })
      .update({
        cap_mode: state.capMode,
        hard_cap_value: state.hardCapValue,
        desired_percent: state.desiredPercent,
        raw_theoretical_max: state.rawTheoreticalMax,
        smoothed_theoretical_max: state.smoothedTheoreticalMax,
        highest_user_value: state.highestUserValue,
        contributing_items: state.contributingItems,
        updated_at: trx.fn.now(),
        ...(recalculated ? { recalculated_at: trx.fn.now() } : {}),
      });
  }
}
