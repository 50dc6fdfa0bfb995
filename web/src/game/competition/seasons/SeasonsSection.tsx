import { Navigate, useNavigate, useParams } from 'react-router';
import { failureMessage } from '../../../api/errors';
import { Message } from '../../../ui/Message';
import type { Player } from '../../player/meQuery';
import { SeasonHistory } from './SeasonHistory';
import { SeasonLadder } from './SeasonLadder';
import { SeasonPicker } from './SeasonPicker';
import { SeasonSummary } from './SeasonSummary';
import { useSeasons } from './useSeasons';

const SEASONS_ROUTE = '/competition/seasons';

/** /competition/seasons (the live season) and /competition/seasons/:season (any season by number). */
export function SeasonsRoute({ player }: { player: Player }) {
  const { season } = useParams();
  if (season !== undefined && !/^[1-9]\d{0,8}$/.test(season)) return <Navigate to={SEASONS_ROUTE} replace />;
  return <SeasonsSection player={player} wanted={season === undefined ? undefined : Number(season)} />;
}

/** The season on show with its ladders and the picker, then the player's history. */
function SeasonsSection({ player, wanted }: { player: Player; wanted: number | undefined }) {
  const navigate = useNavigate();
  const seasons = useSeasons(wanted);
  const { current, viewed } = seasons;
  const select = (number: number) =>
    void navigate(number === current?.number ? SEASONS_ROUTE : `${SEASONS_ROUTE}/${number}`);

  let body;
  if (seasons.error && !viewed) body = <Message text={failureMessage(seasons.error)} failed />;
  else if (seasons.loading) body = <p className="loading">Loading ...</p>;
  else if (!viewed)
    body = (
      <p className="competition__empty">
        {wanted === undefined ? 'The first season has not started yet.' : `There is no season ${wanted}.`}
      </p>
    );
  else
    body = (
      <>
        <SeasonSummary season={viewed} serverNow={player.currentTimeStamp} onEnded={seasons.refetch} />
        <SeasonPicker
          seasons={seasons.seasons}
          selected={viewed.number}
          onSelect={select}
          onOlder={seasons.canLoadOlder ? () => void seasons.loadOlder().catch(() => undefined) : null}
        />
        {/* Keyed by season: another season starts on its first page of the XP ladder. */}
        <SeasonLadder key={viewed.number} season={viewed} playerId={player.id} />
      </>
    );

  return (
    <>
      <section className="panel competition__section" aria-label="Seasons">
        {body}
      </section>
      <SeasonHistory title="My history" />
    </>
  );
}
