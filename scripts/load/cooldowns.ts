import pg from 'pg';

/**
 * Lifts players' hunt cooldown (600 s) and repeat window (2 s) in the game's database, so a player can
 * hunt again at once. Only the load harness does this, between timed requests, never inside one.
 */
export class CooldownReset {
  private readonly pool: pg.Pool;

  constructor(gameDatabaseUrl: string, connections: number) {
    this.pool = new pg.Pool({ connectionString: gameDatabaseUrl, max: connections });
  }

  /** One statement for a virtual user's whole share: fewer round trips competing with the load. */
  async reset(userIds: string[]): Promise<void> {
    await this.pool.query(
      'update players set next_hunt_at = 0, last_hunt_call_ms = 0 where user_id = any($1::uuid[])',
      [userIds],
    );
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
