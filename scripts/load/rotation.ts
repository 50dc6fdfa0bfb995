import type { LoadPlayer } from './client';
import type { CooldownReset } from './cooldowns';

/**
 * Hands out players for the open loop, never one already in flight, the one idle the longest first
 * (round robin). A player whose request answered waits for its cooldown reset before it is handed out
 * again; resets run one at a time, each lifting every player that came back meanwhile in one statement
 * (CooldownReset.reset, as the closed loop does per lap), never inside a timed request.
 */
export class PlayerRotation {
  private readonly idle: LoadPlayer[];
  private answered: LoadPlayer[] = [];
  private resetting: Promise<void> | null = null;
  private failure: unknown = null;

  /** `cooldowns` null: the flow does not hunt, players are idle again as soon as they answered. */
  private constructor(
    players: LoadPlayer[],
    private readonly cooldowns: CooldownReset | null,
  ) {
    this.idle = [...players];
  }

  /** Starts with every player's cooldown lifted (the closed loop left some hunted). */
  static async start(players: LoadPlayer[], cooldowns: CooldownReset | null): Promise<PlayerRotation> {
    await cooldowns?.reset(players.map((player) => player.userId));
    return new PlayerRotation(players, cooldowns);
  }

  /** The next idle player, or undefined when every player is in flight or awaiting its reset. */
  take(): LoadPlayer | undefined {
    return this.idle.shift();
  }

  /** Gives back a player whose request answered. */
  giveBack(player: LoadPlayer): void {
    if (!this.cooldowns) {
      this.idle.push(player);
      return;
    }
    this.answered.push(player);
    this.resetAnswered(this.cooldowns);
  }

  /** Waits for the resets under way; throws if one failed. */
  async settle(): Promise<void> {
    while (this.resetting) await this.resetting;
    if (this.failure) throw this.failure;
  }

  private resetAnswered(cooldowns: CooldownReset): void {
    if (this.resetting || this.failure || this.answered.length === 0) return;
    const batch = this.answered;
    this.answered = [];
    this.resetting = cooldowns.reset(batch.map((player) => player.userId)).then(
      () => {
        this.resetting = null;
        this.idle.push(...batch);
        this.resetAnswered(cooldowns);
      },
      (error: unknown) => {
        this.resetting = null;
        this.failure = error;
      },
    );
  }
}
