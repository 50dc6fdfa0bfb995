/**
 * Analytics' answer to "how many XP points have these players scored this season?" (POST
 * /internal/season-points, JSON, a service token), asked by social for the coven ladder
 * (docs/social.md#covens). Players without a score, banned or deleted answer 0.
 */
export const SEASON_POINTS_ROUTE = '/internal/season-points';

/** At most this many players per question. */
export const SEASON_POINTS_MAX_USERS = 500;

export interface SeasonPointsQuestion {
  userIds: string[];
}

export interface SeasonPointsAnswer {
  /** The season holding now (analytics creates it on first need). */
  season: number;
  /** Each asked player's XP points in that season. */
  points: Record<string, number>;
}
