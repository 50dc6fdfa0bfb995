import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { failureMessage } from '../../../api/errors';
import { GameImage } from '../../../ui/GameImage';
import { Message } from '../../../ui/Message';
import { LadderPager } from '../../ladder/LadderPager';
import type { Player } from '../../player/meQuery';
import { seasonInstant } from '../seasons/seasonDates';
import {
  AROUND_ME_RADIUS,
  FIRST_PAGE,
  hasNext,
  hasPrevious,
  neighbourhoodOffset,
  nextWindow,
  previousWindow,
  type LadderWindow,
} from '../seasons/seasonPaging';
import { TournamentCountdown } from './TournamentCountdown';
import {
  COMPETITION_TOURNAMENT,
  REGISTER_FOR_TOURNAMENT,
  TOURNAMENT_STANDINGS_AROUND_ME,
  TOURNAMENT_STANDINGS_PAGE,
  type TournamentDetail,
} from './tournamentOperations';
import { PHASE_LABEL, countdownTarget, placesText, prizeText, sizeText } from './tournamentText';
import { pointsText } from '../points';

/** /competition/tournaments/:id */
export function TournamentRoute({ player }: { player: Player }) {
  const { id } = useParams();
  if (!id || !/^[1-9]\d{0,8}$/.test(id)) return <Navigate to="/competition/tournaments" replace />;
  return <TournamentPage key={id} id={Number(id)} player={player} />;
}

function TournamentPage({ id, player }: { id: number; player: Player }) {
  const { data, error, refetch } = useQuery(COMPETITION_TOURNAMENT, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const refresh = () => void refetch().catch(() => undefined);
  if (error && !data)
    return (
      <section className="panel competition__section">
        <Message text={failureMessage(error)} failed />
        <Link to="/competition/tournaments">All tournaments</Link>
      </section>
    );
  if (!data)
    return (
      <section className="panel competition__section">
        <p className="loading">Loading ...</p>
      </section>
    );
  const tournament = data.tournament;
  return (
    <>
      <TournamentRules tournament={tournament} player={player} onChanged={refresh} />
      {tournament.phase !== 'UPCOMING' && (
        <TournamentStandings key={tournament.phase} tournament={tournament} playerId={player.id} />
      )}
    </>
  );
}

function TournamentRules({
  tournament,
  player,
  onChanged,
}: {
  tournament: TournamentDetail;
  player: Player;
  onChanged: () => void;
}) {
  const [register, { loading }] = useMutation(REGISTER_FOR_TOURNAMENT);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const target = countdownTarget(tournament);
  const entry = tournament.myEntry;
  const onRegister = async () => {
    setMessage(null);
    try {
      await register({ variables: { id: tournament.id } });
      setMessage({ text: 'You are registered. Won hunts score from the start.', failed: false });
      onChanged();
    } catch (failure) {
      setMessage({ text: failureMessage(failure), failed: true });
    }
  };
  return (
    <section className="panel competition__section" aria-label={tournament.name}>
      <p className="tournament-back">
        <Link to="/competition/tournaments">← All tournaments</Link>
      </p>
      <div className="season-summary">
        <div className="season-summary__head">
          <h2 className="season-summary__title">
            {tournament.name}
            <span
              className={`season-state season-state--${tournament.phase === 'RUNNING' ? 'live' : tournament.resultsWritten ? 'final' : 'ended'}`}
            >
              {tournament.resultsWritten ? 'Final' : PHASE_LABEL[tournament.phase]}
            </span>
          </h2>
          <p className="season-summary__window">
            {seasonInstant(tournament.startsAt)} to {seasonInstant(tournament.closesAt)}
            {tournament.endedEarly ? ' · ended early' : ''}
          </p>
        </div>
        {target && (
          <TournamentCountdown
            label={target.label}
            at={target.at}
            serverNow={player.currentTimeStamp}
            onPassed={onChanged}
          />
        )}
        {tournament.flavorText && <p className="tournament-flavor">{tournament.flavorText}</p>}
        <p className="season-summary__rule">
          Register before the start. Won hunts against the enemies below score their points while the
          tournament runs; on equal points, whoever reached them first ranks higher.
        </p>
      </div>
      <dl className="league-facts">
        <div>
          <dt>Entry</dt>
          <dd>{tournament.minXp > 0 ? `${tournament.minXp.toLocaleString()} XP` : 'Open to all'}</dd>
        </div>
        <div>
          <dt>Players</dt>
          <dd>{sizeText(tournament.registered, tournament.maxPlayers)}</dd>
        </div>
        <div>
          <dt>Your entry</dt>
          <dd>
            {entry
              ? `Registered · ${pointsText(entry.points)}${entry.rank && tournament.phase !== 'UPCOMING' ? ` · #${entry.rank}${tournament.resultsWritten ? ' (final)' : ''}` : ''}`
              : 'Not registered'}
          </dd>
        </div>
      </dl>
      {tournament.phase === 'UPCOMING' && !entry && (
        <div>
          <button type="button" className="button" disabled={loading} onClick={() => void onRegister()}>
            Register
          </button>
        </div>
      )}
      <Message text={message?.text} failed={message?.failed} />
      <div className="tournament-tables">
        <div className="ladder__scroll">
          <table className="ladder-table tournament-points">
            <caption>Point table</caption>
            <thead>
              <tr>
                <th scope="col">Enemy</th>
                <th scope="col">Points</th>
              </tr>
            </thead>
            <tbody>
              {tournament.pointTable.map((row) => (
                <tr key={row.enemyId}>
                  <td>{row.enemyIdRef?.name ?? `Enemy #${row.enemyId}`}</td>
                  <td className="ladder-row__score">{row.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="ladder__scroll">
          <table className="ladder-table tournament-prizes">
            <caption>Prizes</caption>
            <thead>
              <tr>
                <th scope="col">Places</th>
                <th scope="col">Prize</th>
              </tr>
            </thead>
            <tbody>
              {tournament.prizes.map((prize) => (
                <tr key={`${prize.rankFrom}-${prize.rankTo}`}>
                  <td>{placesText(prize.rankFrom, prize.rankTo)}</td>
                  <td>{prizeText({ ...prize, itemName: prize.itemIdRef?.name }) ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

/** Live standings (final once the results are written), paged both ways from the top or from 'Me'. */
function TournamentStandings({ tournament, playerId }: { tournament: TournamentDetail; playerId: string }) {
  const [view, setView] = useState<LadderWindow | 'me'>(FIRST_PAGE);
  const page = useQuery(TOURNAMENT_STANDINGS_PAGE, {
    variables: { id: tournament.id, ...(view === 'me' ? FIRST_PAGE : view) },
    skip: view === 'me',
    fetchPolicy: 'cache-and-network',
  });
  const around = useQuery(TOURNAMENT_STANDINGS_AROUND_ME, {
    variables: { id: tournament.id, radius: AROUND_ME_RADIUS },
    fetchPolicy: 'cache-and-network',
  });
  const neighbourhood = around.data?.tournament.standingsAroundMe;
  const standings = page.data?.tournament.standings;
  const rows = view === 'me' ? (neighbourhood?.rows ?? []) : (standings?.rows ?? []);
  const offset = view === 'me' ? neighbourhoodOffset(rows) : (standings?.offset ?? 0);
  const total = view === 'me' ? neighbourhood?.total : standings?.total;
  const loading = view === 'me' ? around.loading : page.loading;
  const me = neighbourhood?.me;
  const error = page.error ?? around.error;
  return (
    <section className="panel competition__section" aria-label="Standings">
      <div className="season-ladder__head">
        <h2>{tournament.resultsWritten ? 'Final standings' : 'Standings'}</h2>
        <p className="season-ladder__me">
          {me
            ? `${tournament.resultsWritten ? 'Your final place' : 'Your place'}: #${me.rank} of ${(total ?? 0).toLocaleString()}`
            : tournament.myEntry
              ? 'Win hunts against the listed enemies to score.'
              : 'You are not registered.'}
        </p>
      </div>
      {error && <Message text={failureMessage(error)} failed />}
      <div className={loading ? 'ladder__page ladder__page--loading' : 'ladder__page'} aria-busy={loading}>
        {rows.length === 0 ? (
          <p className="loading">{loading ? 'Loading ...' : 'Nobody has scored yet.'}</p>
        ) : (
          <div className="ladder__scroll">
            <table className="ladder-table">
              <caption className="visually-hidden">{tournament.name}: standings</caption>
              <thead>
                <tr>
                  <th scope="col">Rank</th>
                  <th scope="col">
                    <span className="visually-hidden">Avatar</span>
                  </th>
                  <th scope="col">Name</th>
                  <th scope="col">Points</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const mine = row.userId === playerId;
                  return (
                    <tr
                      key={row.userId}
                      className={mine ? 'ladder-row ladder-row--mine' : 'ladder-row'}
                      aria-current={mine ? 'true' : undefined}
                    >
                      <td
                        className={`ladder-row__rank ${row.rank <= 3 ? `ladder-row__rank--top${row.rank}` : ''}`}
                      >
                        {row.rank}
                      </td>
                      <td className="ladder-row__avatar">
                        <GameImage
                          id={row.avatarImageId}
                          alt={`Avatar of ${row.name}`}
                          thumb
                          className="ladder-avatar"
                        />
                      </td>
                      <th scope="row" className="ladder-row__name" title={row.name}>
                        {row.name}
                        {mine && <span className="ladder-row__you">You</span>}
                      </th>
                      <td className="ladder-row__score">{row.score.toLocaleString()}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <LadderPager
        offset={offset}
        shown={rows.length}
        total={total}
        loading={loading}
        canPrevious={hasPrevious(offset)}
        canNext={total !== undefined && hasNext(offset, rows.length, total)}
        onPrevious={() => setView(previousWindow(offset))}
        onNext={() => setView(nextWindow(offset, rows.length))}
      >
        <button
          type="button"
          className="button button--small"
          disabled={!me || view === 'me'}
          onClick={() => setView('me')}
        >
          Me
        </button>
      </LadderPager>
    </section>
  );
}
