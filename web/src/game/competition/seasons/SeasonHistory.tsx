import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '../../../api/errors';
import { Message } from '../../../ui/Message';
import { placeText, placementsBySeason, type Place, type SeasonResult } from './placements';
import { seasonWindow } from './seasonDates';
import { MY_SEASON_HISTORY } from './seasonOperations';
// Its own styles: the profile shows it too, without the rest of the Competition area.
import '../../../styles/competition.css';

/**
 * The signed-in player's final places in every archived season, newest first: on the Competition
 * screen and on the profile. Each season links to its final standings.
 */
export function SeasonHistory({ title }: { title: string }) {
  const heading = useId();
  const { data, error } = useQuery(MY_SEASON_HISTORY);
  return (
    <section className="panel season-history" aria-labelledby={heading}>
      <h2 id={heading}>{title}</h2>
      {error ? (
        <Message text={failureMessage(error)} failed />
      ) : !data ? (
        <p className="loading">Loading ...</p>
      ) : (
        <Results
          results={placementsBySeason(data.me?.seasonPlacements ?? [])}
          anyEnded={data.seasons.some((season) => season.ended)}
        />
      )}
    </section>
  );
}

function Results({ results, anyEnded }: { results: SeasonResult[]; anyEnded: boolean }) {
  if (results.length === 0)
    return (
      <p className="season-history__empty">
        {anyEnded
          ? 'No final places yet: gain XP or Coolness during a season to be ranked when it ends.'
          : 'No season has ended yet.'}
      </p>
    );
  return (
    <ol className="season-history__list">
      {results.map((result) => (
        <li key={result.season} className="season-result">
          <div className="season-result__head">
            <Link to={`/competition/seasons/${result.season}`} className="season-result__season">
              Season {result.season}
            </Link>
            <span className="season-result__dates">{seasonWindow(result.startsAt, result.endsAt)}</span>
          </div>
          <dl className="season-result__places">
            <PlaceFigure label="XP" place={result.xp} unit="XP" />
            <PlaceFigure label="Coolness" place={result.coolness} unit="Coolness" />
          </dl>
        </li>
      ))}
    </ol>
  );
}

function PlaceFigure({ label, place, unit }: { label: string; place: Place | null; unit: string }) {
  return (
    <div className="season-result__place">
      <dt>{label}</dt>
      <dd>
        {placeText(place)}
        {place && (
          <span className="season-result__score">
            {place.score.toLocaleString()} {unit}
          </span>
        )}
      </dd>
    </div>
  );
}
