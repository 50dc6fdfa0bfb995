import { BadRequestError, bodyParserMistake, internalRoute, type Logger } from '@vh/kit';
import { SEASON_POINTS_MAX_USERS, SEASON_POINTS_ROUTE, type SeasonPointsAnswer } from '@vh/contracts';
import express, { type Express } from 'express';
import { z } from 'zod';
import type { AnalyticsDeps } from '../deps';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const question = z.object({
  userIds: z.array(z.string().regex(UUID)).max(SEASON_POINTS_MAX_USERS),
});

/** The season holding now and the players' XP points in it (0 for anyone without a ranked score). */
export async function seasonPointsOf(
  deps: Pick<AnalyticsDeps, 'seasons' | 'scores'>,
  userIds: readonly string[],
): Promise<SeasonPointsAnswer> {
  const now = new Date();
  await deps.seasons.ensureHolding(now);
  const season = (await deps.seasons.holding(now))!;
  const scored = await deps.scores.xpPoints(season.number, [...new Set(userIds)]);
  return {
    season: season.number,
    points: Object.fromEntries(userIds.map((userId) => [userId, scored.get(userId) ?? 0])),
  };
}

/**
 * POST /internal/season-points ({ userIds } -> { season, points }, JSON): for services only (social's
 * coven ladder), with a service token; at most SEASON_POINTS_MAX_USERS players per call.
 */
export function mountSeasonPointsRoute(
  app: Express,
  deps: AnalyticsDeps,
  sharedSecret: string,
  logger: Logger,
) {
  const parse = express.json({ limit: '64kb' });
  app.post(
    SEASON_POINTS_ROUTE,
    internalRoute({ from: 'service', sharedSecret, logger }, async (req, res) => {
      await new Promise<void>((resolve, reject) =>
        parse(req, res, (error?: unknown) => (error ? reject(bodyParserMistake(error)) : resolve())),
      );
      const parsed = question.safeParse(req.body);
      if (!parsed.success) {
        throw new BadRequestError(
          `Send { userIds: [...] }: at most ${SEASON_POINTS_MAX_USERS} player ids (UUIDs)`,
        );
      }
      res.json(await seasonPointsOf(deps, parsed.data.userIds));
    }),
  );
}
