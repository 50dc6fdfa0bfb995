import { INTERNAL_AUTH_HEADER, ServiceUnavailableError, signInternalToken } from '@vh/kit';
import { SEASON_POINTS_ROUTE, type SeasonPointsAnswer } from '@vh/contracts';
import { SERVICE_NAME } from '../events';

export interface AnalyticsTarget {
  url: string;
  sharedSecret: string;
}

const TIMEOUT_MS = 10_000;

/** Asks analytics for these players' XP points this season (at most SEASON_POINTS_MAX_USERS). */
export async function askSeasonPoints(
  analytics: AnalyticsTarget,
  userIds: readonly string[],
  requestId: string,
): Promise<SeasonPointsAnswer> {
  const token = signInternalToken(
    { viewer: null, requestId, clientIp: '', service: SERVICE_NAME },
    analytics.sharedSecret,
  );
  let response: Response;
  try {
    response = await fetch(`${analytics.url}${SEASON_POINTS_ROUTE}`, {
      method: 'POST',
      headers: { [INTERNAL_AUTH_HEADER]: token, 'content-type': 'application/json' },
      body: JSON.stringify({ userIds }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ServiceUnavailableError(`Analytics did not answer the season points: ${String(error)}`);
  }
  if (!response.ok) {
    const body = (await response.text()).slice(0, 300);
    throw new ServiceUnavailableError(`Analytics answered ${response.status} to the season points: ${body}`);
  }
  return (await response.json()) as SeasonPointsAnswer;
}
