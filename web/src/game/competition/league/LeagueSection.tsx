import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { failureMessage } from '../../../api/errors';
import { GameImage } from '../../../ui/GameImage';
import { Message } from '../../../ui/Message';
import type { Player } from '../../player/meQuery';
import { SeasonCountdown } from '../seasons/SeasonCountdown';
import { seasonInstant, seasonWindow } from '../seasons/seasonDates';
import { MY_LEAGUE, MY_LEAGUE_HISTORY, type LeagueHistoryEntry, type MyLeague } from './leagueOperations';
import {
  LEAGUE_RULE,
  ZONE_LABEL,
  activityText,
  outcomeText,
  rewardText,
  tierName,
  todayText,
  zoneSizesText,
} from './leagueText';
import { pointsText } from '../points';

/** /competition/league: the player's tier and cohort this week, then their league history. */
export function LeagueSection({ player }: { player: Player }) {
  const { data, error, refetch } = useQuery(MY_LEAGUE, { fetchPolicy: 'cache-and-network' });
  let body;
  if (error && !data) body = <Message text={failureMessage(error)} failed />;
  else if (!data) body = <p className="loading">Loading ...</p>;
  else if (!data.myLeague)
    body = (
      <>
        <h2 className="league-summary__title">Weekly league</h2>
        <p className="competition__empty">Hunt this week to join a league.</p>
        <p className="season-summary__rule">
          Every week players who hunt are placed in cohorts of up to 50 by how much they hunt; won hunts score
          league points. {LEAGUE_RULE}
        </p>
      </>
    );
  else
    body = (
      <LeagueCohort
        league={data.myLeague}
        tiers={data.leagueTiers}
        playerId={player.id}
        serverNow={player.currentTimeStamp}
        onEnded={() => void refetch().catch(() => undefined)}
      />
    );
  return (
    <>
      <section className="panel competition__section" aria-label="League">
        {body}
      </section>
      <LeagueHistory />
    </>
  );
}

function LeagueCohort({
  league,
  tiers,
  playerId,
  serverNow,
  onEnded,
}: {
  league: MyLeague;
  tiers: readonly { tier: number; name: string }[];
  playerId: string;
  serverNow: number | undefined;
  onEnded: () => void;
}) {
  const { week, tier, me, settings } = league;
  const reward = rewardText(tier);
  return (
    <>
      <div className="season-summary">
        <div className="season-summary__head">
          <h2 className="season-summary__title">
            {tier.name} league
            <span className={`season-state season-state--${week.ended ? 'ended' : 'live'}`}>
              {week.ended ? (week.resultsWritten ? 'Final' : 'Ended') : 'This week'}
            </span>
          </h2>
          <p className="season-summary__window">
            {seasonWindow(week.startsAt, week.endsAt)}
            {week.ended ? '' : ` · ends ${seasonInstant(week.endsAt)}`}
            {week.endedEarly ? ' · ended early' : ''}
          </p>
        </div>
        {!week.ended && (
          <SeasonCountdown
            endsAt={week.endsAt}
            serverNow={serverNow}
            onEnded={onEnded}
            overText="This week has just ended: the next one is starting."
          />
        )}
        <p className="season-summary__rule">{LEAGUE_RULE}</p>
      </div>
      <dl className="league-facts">
        <div>
          <dt>Your place</dt>
          <dd>{me ? `#${me.rank} of ${league.standings.length} · ${ZONE_LABEL[me.zone]}` : 'Not ranked'}</dd>
        </div>
        <div>
          <dt>Points</dt>
          <dd>{me ? me.points : 0}</dd>
        </div>
        <div>
          <dt>Today</dt>
          <dd>{todayText(league.todayPoints, settings.dailyCap)}</dd>
        </div>
        <div>
          <dt>Zones</dt>
          <dd>{zoneSizesText(tier)}</dd>
        </div>
        <div>
          <dt>Cohort</dt>
          <dd>{activityText(league.activityMin, league.activityMax)}</dd>
        </div>
        <div>
          <dt>Scoring</dt>
          <dd>
            Win {settings.winPoints} · draw {settings.drawPoints} · loss {settings.lossPoints}
            {reward ? ` · reward ${reward}` : ''}
          </dd>
        </div>
      </dl>
      {league.result && (
        <p className="league-result-line">
          Week result: #{league.result.rank},{' '}
          {outcomeText(league.result.outcome, tierName(tiers, league.result.nextTier))}
          {rewardText(league.result)
            ? ` · ${rewardText(league.result)} ${league.result.paid ? '(paid)' : '(to be paid)'}`
            : ''}
        </p>
      )}
      <div className="ladder__scroll">
        <table className="ladder-table league-table">
          <caption className="visually-hidden">Your cohort's standings</caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">
                <span className="visually-hidden">Avatar</span>
              </th>
              <th scope="col">Name</th>
              <th scope="col">Points</th>
              <th scope="col">Zone</th>
            </tr>
          </thead>
          <tbody>
            {league.standings.map((row) => {
              const mine = row.userId === playerId;
              return (
                <tr
                  key={row.userId}
                  className={`ladder-row league-row--${row.zone.toLowerCase()}${mine ? ' ladder-row--mine' : ''}`}
                  aria-current={mine ? 'true' : undefined}
                >
                  <td className="ladder-row__rank">{row.rank}</td>
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
                  <td className="ladder-row__score">{row.points}</td>
                  <td>
                    <span className={`league-zone league-zone--${row.zone.toLowerCase()}`}>
                      {ZONE_LABEL[row.zone]}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

function LeagueHistory() {
  const heading = useId();
  const { data, error } = useQuery(MY_LEAGUE_HISTORY, {
    variables: { limit: 12 },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <section className="panel season-history" aria-labelledby={heading}>
      <h2 id={heading}>My league history</h2>
      {error && !data ? (
        <Message text={failureMessage(error)} failed />
      ) : !data ? (
        <p className="loading">Loading ...</p>
      ) : data.myLeagueHistory.every((entry) => !entry.week.ended) ? (
        <p className="season-history__empty">No league week of yours has ended yet.</p>
      ) : (
        <ol className="season-history__list">
          {/* The running week is the panel above; history is the weeks that have ended. */}
          {data.myLeagueHistory
            .filter((entry) => entry.week.ended)
            .map((entry) => (
              <HistoryEntry key={entry.week.id} entry={entry} tiers={data.leagueTiers} />
            ))}
        </ol>
      )}
    </section>
  );
}

function HistoryEntry({
  entry,
  tiers,
}: {
  entry: LeagueHistoryEntry;
  tiers: readonly { tier: number; name: string }[];
}) {
  const { result } = entry;
  const reward = result ? rewardText(result) : null;
  return (
    <li className="season-result">
      <div className="season-result__head">
        <span className="season-result__season">{tierName(tiers, entry.tier)} league</span>
        <span className="season-result__dates">{seasonWindow(entry.week.startsAt, entry.week.endsAt)}</span>
      </div>
      <dl className="season-result__places">
        <div className="season-result__place">
          <dt>Place</dt>
          <dd>
            {result ? `#${result.rank}` : 'Not final yet'}
            <span className="season-result__score">{pointsText(entry.points)}</span>
          </dd>
        </div>
        <div className="season-result__place">
          <dt>Result</dt>
          <dd>
            {result ? outcomeText(result.outcome, tierName(tiers, result.nextTier)) : '–'}
            {reward && (
              <span className="season-result__score">
                {reward} · {result?.paid ? 'paid' : 'to be paid'}
              </span>
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}
