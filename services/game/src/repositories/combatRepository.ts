import type { Knex } from '@vh/kit';
import type { CombatSetup } from '../domain/combat/types';

/** What a hunt knows besides the fight itself: flags, the enemy shown, the reward, for the answer. */
export interface CombatContext {
  autoHunt: boolean;
  coffin: boolean;
  questing: boolean;
  xplosion: boolean;
  investment: boolean;
  cloning: boolean;
  lootchance: number;
  hexAttracted: boolean;
  summoned: boolean;
}

export interface CombatRow {
  id: number;
  user_id: string;
  kind: 'hunt' | 'coffin' | 'auto';
  seed: number;
  enemy_id: number;
  hunting_ground_id: number;
  setup: CombatSetup;
  context: CombatContext;
  rounds_played: number;
  result: number;
  rewards: StoredRewards | null;
  started_at: number;
  ended_at: number | null;
}

export interface StoredRewards {
  xp: number;
  currencies: { name: string; value: number }[];
  loot: { itemId: number; amount: number; lootHunterBonus: number }[];
  goldChange: number;
}

export class CombatRepository {
  constructor(private readonly db: Knex) {}

  /** Stores a fight (already settled when it ended in the call that started it), not yet run. */
  insertQuery(trx: Knex.Transaction, row: CombatRow): Knex.QueryBuilder {
    return trx('combats').insert({
      ...row,
      setup: JSON.stringify(row.setup),
      context: JSON.stringify(row.context),
      rewards: row.rewards ? JSON.stringify(row.rewards) : null,
    });
  }

  async get(id: number, trx?: Knex.Transaction): Promise<CombatRow | undefined> {
    return (trx ?? this.db)<CombatRow>('combats').where({ id }).first();
  }

  /** The fight's progress after a call, not yet run. */
  updateQuery(
    trx: Knex.Transaction,
    id: number,
    patch: Pick<CombatRow, 'rounds_played' | 'result' | 'rewards' | 'ended_at'>,
  ): Knex.QueryBuilder {
    return trx('combats')
      .where({ id })
      .update({ ...patch, rewards: patch.rewards ? JSON.stringify(patch.rewards) : null });
  }
}
