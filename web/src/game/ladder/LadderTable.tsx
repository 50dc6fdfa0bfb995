import type { LadderKind } from '../../__generated__/graphql';
import { GameImage } from '../../ui/GameImage';
import { shorten } from '../../ui/format';
import type { LadderStanding } from './standing';

const XP_THRESHOLD = 10_000;

/**
 * One page of a ladder (the lifetime ladders' and the seasons'); the player's own row glows. While
 * the next page loads the last one stays on screen, dimmed, so the table does not jump.
 */
export function LadderTable({
  rows,
  kind,
  playerId,
  caption,
  loading,
  empty,
}: {
  rows: LadderStanding[];
  kind: LadderKind;
  playerId: string;
  caption: string;
  loading: boolean;
  /** What an empty page says once loaded. */
  empty: string;
}) {
  return (
    <div className={loading ? 'ladder__page ladder__page--loading' : 'ladder__page'} aria-busy={loading}>
      {rows.length > 0 ? (
        <StandingsTable rows={rows} kind={kind} playerId={playerId} caption={caption} />
      ) : (
        <p className="loading">{loading ? 'Loading ...' : empty}</p>
      )}
    </div>
  );
}

function StandingsTable({
  rows,
  kind,
  playerId,
  caption,
}: {
  rows: LadderStanding[];
  kind: LadderKind;
  playerId: string;
  caption: string;
}) {
  const scoreLabel = kind === 'XP' ? 'XP' : 'Coolness';
  return (
    <div className="ladder__scroll">
      <table className="ladder-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">
              <span className="visually-hidden">Avatar</span>
            </th>
            <th scope="col">Name</th>
            <th scope="col">{scoreLabel}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const mine = row.userId === playerId;
            const { rank, score } = row;
            return (
              <tr
                key={row.userId}
                className={mine ? 'ladder-row ladder-row--mine' : 'ladder-row'}
                aria-current={mine ? 'true' : undefined}
              >
                <td className={`ladder-row__rank ${rank && rank <= 3 ? `ladder-row__rank--top${rank}` : ''}`}>
                  {rank ?? '–'}
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
                <td className="ladder-row__score" title={score.toLocaleString()}>
                  {shorten(score, kind === 'XP' ? XP_THRESHOLD : undefined)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
