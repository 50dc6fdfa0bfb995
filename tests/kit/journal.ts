import { journalColumnsOf, combatInfo } from '@vh/game/testing';
import { withServiceDb } from './serviceDb';
import { eventually } from './wait';

/** The text of the system message of history entry `index` (every tenth entry is one). */
export const historyMessage = (index: number) => `Night ${index}: the "qx" lid, opened = free`;

/**
 * An older history written straight into the game's database as the game writes it (filter columns
 * included): `count` entries a second apart from `startAt`, every tenth a system message, the others
 * fights (every third a loss).
 */
export async function writeJournalHistory(userId: string, count: number, startAt: number): Promise<void> {
  await withServiceDb('game', async (db) => {
    // The game creates its player on the player's first game call (getme): callers make one first.
    const known = await eventually(
      async () => (await db.query('select 1 from players where user_id = $1', [userId])).rowCount,
      (rows) => rows === 1,
    );
    if (known !== 1) throw new Error(`the game never heard of player ${userId}`);
    for (let index = 0; index < count; index += 1) {
      const entry =
        index % 10 === 0
          ? { userId, type: 4, timestamp: startAt + index, data: { message: historyMessage(index) } }
          : {
              userId,
              type: 1,
              timestamp: startAt + index,
              // What the game writes for a fight it no longer has (as after an auto-hunt without one).
              combatInfo: combatInfo(null, index % 3 === 0 ? 3 : 2, null, startAt + index),
            };
      const columns = journalColumnsOf(entry);
      await db.query(
        `insert into journal_entries (user_id, type, timestamp, combat_info, data, enemy_id,
           hunting_ground_id, result, item_ids, search_text)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          userId,
          entry.type,
          entry.timestamp,
          'combatInfo' in entry ? JSON.stringify(entry.combatInfo) : null,
          'data' in entry ? JSON.stringify(entry.data) : null,
          columns.enemy_id,
          columns.hunting_ground_id,
          columns.result,
          columns.item_ids,
          columns.search_text,
        ],
      );
    }
  });
}
