import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '../../../api/errors';
import { Message } from '../../../ui/Message';
import type { Player } from '../../player/meQuery';
import { seasonWindow } from '../seasons/seasonDates';
import { TournamentCountdown } from './TournamentCountdown';
import { COMPETITION_TOURNAMENTS, MY_TOURNAMENTS } from './tournamentOperations';
import { PHASE_LABEL, countdownTarget, orderTournaments, prizeText, sizeText } from './tournamentText';
import { pointsText } from '../points';

/** /competition/tournaments: every tournament (running, upcoming, ended) and the player's own. */
export function TournamentsSection({ player }: { player: Player }) {
  const { data, error, refetch } = useQuery(COMPETITION_TOURNAMENTS, { fetchPolicy: 'cache-and-network' });
  const refresh = () => void refetch().catch(() => undefined);
  let body;
  if (error && !data) body = <Message text={failureMessage(error)} failed />;
  else if (!data) body = <p className="loading">Loading ...</p>;
  else if (data.tournaments.length === 0)
    body = <p className="competition__empty">No tournament is planned yet.</p>;
  else
    body = (
      <ul className="tournament-list">
        {orderTournaments(data.tournaments).map((tournament) => {
          const target = countdownTarget(tournament);
          return (
            <li key={tournament.id} className="tournament-card">
              <div className="tournament-card__head">
                <Link to={`/competition/tournaments/${tournament.id}`} className="tournament-card__name">
                  {tournament.name}
                </Link>
                <span
                  className={`season-state season-state--${tournament.phase === 'RUNNING' ? 'live' : tournament.phase.toLowerCase()}`}
                >
                  {PHASE_LABEL[tournament.phase]}
                </span>
              </div>
              <p className="tournament-card__meta">
                {seasonWindow(tournament.startsAt, tournament.closesAt)} ·{' '}
                {sizeText(tournament.registered, tournament.maxPlayers)}
                {tournament.minXp > 0 ? ` · ${tournament.minXp.toLocaleString()} XP to enter` : ''}
              </p>
              {target && (
                <TournamentCountdown
                  label={target.label}
                  at={target.at}
                  serverNow={player.currentTimeStamp}
                  onPassed={refresh}
                />
              )}
              {tournament.myEntry && (
                <p className="tournament-card__mine">
                  Registered
                  {tournament.myEntry.rank && tournament.phase !== 'UPCOMING'
                    ? ` · #${tournament.myEntry.rank}`
                    : ''}{' '}
                  · {pointsText(tournament.myEntry.points)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    );
  return (
    <>
      <section className="panel competition__section" aria-label="Tournaments">
        <h2 className="league-summary__title">Tournaments</h2>
        {body}
      </section>
      <MyTournaments />
    </>
  );
}

function MyTournaments() {
  const heading = useId();
  const { data, error } = useQuery(MY_TOURNAMENTS, {
    variables: { limit: 20 },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <section className="panel season-history" aria-labelledby={heading}>
      <h2 id={heading}>My tournaments</h2>
      {error && !data ? (
        <Message text={failureMessage(error)} failed />
      ) : !data ? (
        <p className="loading">Loading ...</p>
      ) : data.myTournaments.length === 0 ? (
        <p className="season-history__empty">You have not registered for a tournament yet.</p>
      ) : (
        <ol className="season-history__list">
          {data.myTournaments.map((entry) => {
            const prize = prizeText({
              currency: entry.prizeCurrency,
              currencyAmount: entry.prizeCurrencyAmount,
              itemId: entry.prizeItemId,
              itemAmount: entry.prizeItemAmount,
            });
            return (
              <li key={entry.tournament.id} className="season-result">
                <div className="season-result__head">
                  <Link
                    to={`/competition/tournaments/${entry.tournament.id}`}
                    className="season-result__season"
                  >
                    {entry.tournament.name}
                  </Link>
                  <span className="season-result__dates">
                    {seasonWindow(entry.tournament.startsAt, entry.tournament.closesAt)}
                  </span>
                </div>
                <dl className="season-result__places">
                  <div className="season-result__place">
                    <dt>
                      {entry.tournament.resultsWritten ? 'Final place' : PHASE_LABEL[entry.tournament.phase]}
                    </dt>
                    <dd>
                      {entry.rank ? `#${entry.rank}` : '–'}
                      <span className="season-result__score">{pointsText(entry.points)}</span>
                    </dd>
                  </div>
                  <div className="season-result__place">
                    <dt>Prize</dt>
                    <dd>
                      {prize ?? (entry.tournament.resultsWritten ? 'None' : '–')}
                      {prize && (
                        <span className="season-result__score">
                          {entry.prizePaid ? 'paid' : 'to be paid'}
                        </span>
                      )}
                    </dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
