import type { Knex } from '@vh/kit';
import type { MissionObjective, MissionReward } from '../domain/missions';

export interface MissionRow {
  id: number;
  starts_at: number;
  ends_at: number;
  hunting_ground_id: number;
  objectives: MissionObjective[];
  reward: MissionReward;
}

interface MissionProgressRow {
  mission_id: number;
  user_id: string;
  caught: number[];
  completed_at: number | null;
}

export class MissionRepository {
  constructor(private readonly db: Knex) {}

  /** The mission running at `now`, else the next one to start. */
  async currentOrNext(now: number, trx?: Knex.Transaction): Promise<MissionRow | undefined> {
    return (trx ?? this.db)<MissionRow>('missions')
      .where('ends_at', '>', now)
      .orderBy('starts_at', 'asc')
      .first();
  }

  async latest(trx: Knex.Transaction): Promise<MissionRow | undefined> {
    return trx<MissionRow>('missions').orderBy('starts_at', 'desc').first();
  }

  async insert(trx: Knex.Transaction, row: Omit<MissionRow, 'id'>): Promise<void> {
    await trx('missions')
      .insert({ ...row, objectives: JSON.stringify(row.objectives), reward: JSON.stringify(row.reward) })
      .onConflict('starts_at')
      .ignore();
  }

  async progress(missionId: number, userId: string, trx?: Knex.Transaction) {
    return (trx ?? this.db)<MissionProgressRow>('mission_progress')
      .where({ mission_id: missionId, user_id: userId })
      .first();
  }

  /** Saves a player's progress in a mission, not yet run. */
  saveProgressQuery(trx: Knex.Transaction, row: MissionProgressRow): Knex.QueryBuilder {
    return trx('mission_progress')
      .insert(row)
      .onConflict(['mission_id', 'user_id'])
      .merge({ caught: row.caught, completed_at: row.completed_at });
  }
}
