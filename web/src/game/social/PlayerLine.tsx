import type { ReactNode } from 'react';
import { hourText, lastSeenText } from './socialText';
import { useNow } from './useNow';
import { playerName, rankAndRegion, type SocialPlayer } from './socialPlayer';

/** One player as the social lists show them: name, rank and region, last seen; actions beside. */
export function PlayerLine({
  player,
  children,
  note,
  className = '',
}: {
  player: SocialPlayer;
  /** The actions (buttons) for this player. */
  children?: ReactNode;
  /** A line under the name ('asked 2 hours ago'). */
  note?: ReactNode;
  className?: string;
}) {
  const now = useNow(60_000);
  const place = rankAndRegion(player);
  return (
    <li className={`player-line ${className}`}>
      <div className="player-line__who">
        <span className="player-line__name">{playerName(player)}</span>
        {place && <span className="player-line__place">{place}</span>}
        <time
          className="player-line__seen"
          dateTime={player.lastSeenHour ?? undefined}
          title={hourText(player.lastSeenHour)}
        >
          {lastSeenText(player.lastSeenHour, now)}
        </time>
        {note && <span className="player-line__note">{note}</span>}
      </div>
      {children && <div className="player-line__actions">{children}</div>}
    </li>
  );
}
