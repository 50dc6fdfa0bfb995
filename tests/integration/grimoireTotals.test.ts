import { Client } from 'pg';
import { me, type CombatAnswer } from '../kit/game';
import { activatedPlayer } from '../kit/players';
import { stackInfo } from '../kit/stackInfo';

interface GrimoireEnemy {
  id: number;
  playerTimesHunted: number;
  globalTimesHunted: number;
}

/**
 * The grimoire's global counts come from totals a trigger keeps beside every player's counters
 * (migration enemy_hunt_totals): they must always equal the sum of the counters.
 */
describe('grimoire global counts', () => {
  let db: Client;

  beforeAll(async () => {
    db = new Client({ connectionString: stackInfo().databaseUrls.game });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
  });

  /** Per enemy: the kept total and the sum of every player's counter. */
  async function totalsAndSums(): Promise<{ enemy_id: number; total: number; summed: number }[]> {
    const { rows } = await db.query(
      `select coalesce(t.enemy_id, h.enemy_id) as enemy_id, coalesce(t.total, 0)::int as total,
              coalesce(h.summed, 0)::int as summed
       from (select enemy_id, sum(times) as total from enemy_hunt_totals group by enemy_id) t
       full join (select enemy_id, sum(times) as summed from enemy_hunts group by enemy_id) h
         on h.enemy_id = t.enemy_id`,
    );
    return rows;
  }

  it('follows hunts, counter changes and deletions, and answers them in the grimoire', async () => {
    const first = await activatedPlayer();
    const second = await activatedPlayer();
    const ground = (await me(first.client)).currentHuntingGround!.id;
    const fight = (await first.client.get<CombatAnswer>('/api/Game/quickhunt')).body;
    expect(fight.combatEnded).toBe(true);
    expect((await second.client.get<CombatAnswer>('/api/Game/quickhunt')).body.combatEnded).toBe(true);
    const enemyId = fight.enemyInfo!.enemyId;
    const secondsOwn = async () =>
      Number(
        (
          await db.query(
            'select coalesce(sum(times), 0) as times from enemy_hunts where user_id = $1 and enemy_id = $2',
            [second.id, enemyId],
          )
        ).rows[0].times,
      );
    const own = await secondsOwn();

    const before = (await totalsAndSums()).find((row) => row.enemy_id === enemyId)!;
    expect(before.total).toBe(before.summed);
    const grimoire = async () =>
      (await second.client.get<GrimoireEnemy[]>(`/api/ClientGrimoire/getEnemies/${ground}`)).body.find(
        (enemy) => enemy.id === enemyId,
      )!;
    expect(await grimoire()).toMatchObject({ playerTimesHunted: own, globalTimesHunted: before.summed });

    // Counters change as a hunt changes them (insert, then += 1), and vanish with their player.
    await db.query(
      `insert into enemy_hunts (user_id, enemy_id, times) values ($1, $2, 1)
       on conflict (user_id, enemy_id) do update set times = enemy_hunts.times + 1`,
      [second.id, enemyId],
    );
    await db.query('update enemy_hunts set times = times + 4 where user_id = $1 and enemy_id = $2', [
      second.id,
      enemyId,
    ]);
    expect(await secondsOwn()).toBe(own + 5);
    expect(await grimoire()).toMatchObject({
      playerTimesHunted: own + 5,
      globalTimesHunted: before.summed + 5,
    });
    await db.query('delete from enemy_hunts where user_id = $1', [second.id]);
    for (const row of await totalsAndSums()) expect(row.total).toBe(row.summed);
    expect(await grimoire()).toMatchObject({ playerTimesHunted: 0, globalTimesHunted: before.summed - own });
  });
});
