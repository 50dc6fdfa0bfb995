import { seconds } from '../clock';
import type { MissionRow } from '../repositories/missionRepository';

/** How long a hunt may trust the mission it read: missions change every few days, hunts constantly. */
const TTL_MS = 5_000;

/** The mission running now, remembered for a few seconds so a hunt does not ask the database each time. */
export class MissionCache {
  private cached: { mission: MissionRow | null; readAt: number } | null = null;

  async running(nowMs: number, load: () => Promise<MissionRow | undefined>): Promise<MissionRow | null> {
    const now = seconds(nowMs);
    const fresh =
      this.cached &&
      nowMs - this.cached.readAt < TTL_MS &&
      (!this.cached.mission || (this.cached.mission.starts_at <= now && now < this.cached.mission.ends_at));
    if (!fresh) {
      const mission = (await load()) ?? null;
      this.cached = { mission: mission && mission.starts_at <= now ? mission : null, readAt: nowMs };
    }
    return this.cached!.mission;
  }

  forget(): void {
    this.cached = null;
  }
}
