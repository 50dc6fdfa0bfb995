import type { LadderKind } from '../../__generated__/graphql';
import { GameImage } from '../../ui/GameImage';
import { shorten } from '../../ui/format';
import type { LadderRow } from './ladderQuery';

const XP_THRESHOLD = 10_000;

/** One page of a ladder; the player's own row glows. */
export function LadderTable({
  rows,
  kind,
  playerId,
  caption,
}: {
  rows: LadderRow[];
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
            const rank = kind === 'XP' ? row.ladderRank : row.coolnessRank;
            const score = kind === 'XP' ? row.xp : row.coolness;
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
