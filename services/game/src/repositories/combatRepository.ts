import type { CombatSetup, RewardTable } from '@vh/combat-engine';
import type { Knex } from '@vh/kit';

/**
 * The content a fight used, as it was when the fight began, so later content edits never change its
 * replay or its rewards (the fighters' resolved stats and procs are in the setup).
 */
export interface FightContent {
  /** The content snapshot version the fight began with. */
  contentVersion: number;
  /** The enemy's XP, currencies and loot table, rolled when the fight ends. */
  rewardTable: RewardTable;
  /** The loot items content knew (only those are granted), with their name and image of the time. */
  lootItems: { itemId: number; name: string; imageId: number | null }[];
  enemy: { id: number; name: string; imageId: number | null; animatedImageId: number | null };
  ground: { id: number; name: string };
  bait: { itemId: number; name: string } | null;
  /** The counted items of the player's loadout. */
  loadout: { itemId: number; name: string }[];
}

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
  /** For the published rates (absent on fights stored before them): the bait spent, the table it chose, its roll's enemy, and whether a mission lured the enemy. */
  baitItemId?: number;
  tableId?: number;
  rolledEnemyId?: number;
  questLured?: boolean;
  /** The content the fight used, as it was (absent on fights stored before engine versions). */
  content?: FightContent;
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
  /** The combat engine version the fight is played and replayed with (@vh/combat-engine). */
  engine_version: number;
  /** sha256 of the combat log as last played, so a replay can be checked event by event. */
  log_digest: string | null;
  /** Set by the database on insert: the unguessable token of the fight's share link. */
  share_token?: string;
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
    patch: Pick<CombatRow, 'rounds_played' | 'result' | 'rewards' | 'ended_at' | 'log_digest'>,
  ): Knex.QueryBuilder {
    return trx('combats')
      .where({ id })
      .update({ ...patch, rewards: patch.rewards ? JSON.stringify(patch.rewards) : null });
  }

  async byShareToken(token: string): Promise<CombatRow | undefined> {
    return this.db<CombatRow>('combats').where({ share_token: token }).first();
  }

  /** Whether the player's journal still names this fight (its entry can outlive the fight). */
  async inJournalOf(userId: string, id: number): Promise<boolean> {
    const row = await this.db('journal_entries')
      .where({ user_id: userId })
      .whereRaw("combat_info->>'combatId' = ?", [String(id)])
      .first('id');
    return row !== undefined;
  }

  /**
   * The oldest fight still kept, of one player or of everyone: retention deletes each player's fights
   * oldest first, so fights below it are gone.
   */
  async oldestId(userId?: string): Promise<number | null> {
    const query = this.db('combats').min<{ min: string | null }>('id as min');
    if (userId) query.where({ user_id: userId });
    const row = await query.first();
    return row?.min == null ? null : Number(row.min);
  }
}
