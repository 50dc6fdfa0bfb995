import type { Season } from './seasonOperations';
import { SeasonCountdown } from './SeasonCountdown';
import { seasonInstant, seasonWindow } from './seasonDates';
import { STATE_LABEL, seasonState } from './seasonState';

/** The rule of season scores, in one line (docs/competition.md). */
export const SEASON_RULE =
  'Season scores count XP and Coolness gained since the season started; on equal scores whoever reached it first ranks higher.';

/** The season on show: its number, window and state, the countdown while it runs, and the rule. */
export function SeasonSummary({
  season,
  serverNow,
  onEnded,
}: {
  season: Season;
  serverNow: number | undefined;
  onEnded: () => void;
}) {
  const state = seasonState(season);
  return (
    <div className="season-summary">
      <div className="season-summary__head">
        <h2 className="season-summary__title">
          Season {season.number}
          <span className={`season-state season-state--${state}`}>{STATE_LABEL[state]}</span>
        </h2>
        <p className="season-summary__window">
          {seasonWindow(season.startsAt, season.endsAt)}
          {state === 'live' ? ` · ends ${seasonInstant(season.endsAt)}` : ''}
          {season.endedEarly ? ' · ended early' : ''}
        </p>
      </div>
      {state === 'live' && <SeasonCountdown endsAt={season.endsAt} serverNow={serverNow} onEnded={onEnded} />}
      <p className="season-summary__rule">{SEASON_RULE}</p>
    </div>
  );
}
