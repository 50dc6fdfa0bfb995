import { useEffect } from 'react';
import { useServerNow } from '../../../ui/clock';
import { countdownParts, countdownText, unitName } from './countdown';
import { seasonInstant } from './seasonDates';

/** How often the next season is asked for once this one has ended, until it has rolled over. */
const ROLLOVER_POLL_MS = 3000;

/**
 * The live season's countdown, ticking every second on the server's clock. Its own component, so the
 * tick re-renders only this, not the ladder. `onEnded` runs every few seconds once the end has passed, until the next season replaces this one.
 */
export function SeasonCountdown({
  endsAt,
  serverNow,
  onEnded,
  overText = 'This season has just ended: the next one is starting.',
}: {
  endsAt: number;
  serverNow: number | undefined;
  onEnded: () => void;
  /** What shows once the end has passed (the league's week says its own). */
  overText?: string;
}) {
  const now = useServerNow(serverNow);
  const left = endsAt - now;
  const over = left <= 0;

  useEffect(() => {
    if (!over) return;
    const timer = setInterval(onEnded, ROLLOVER_POLL_MS);
    return () => clearInterval(timer);
  }, [over, onEnded]);

  if (over) return <p className="season-countdown__over">{overText}</p>;
  const parts = countdownParts(left);
  return (
    <div className="season-countdown">
      <span className="season-countdown__label">Ends in</span>
      <time
        className="season-countdown__time"
        role="timer"
        dateTime={new Date(endsAt * 1000).toISOString()}
        aria-label={`Ends in ${countdownText(parts)}`}
        title={seasonInstant(endsAt)}
      >
        {parts.map((part) => (
          <span key={part.unit} className="season-countdown__part">
            <span className="season-countdown__value">{part.value}</span>
            <span className="season-countdown__unit">{unitName(part)}</span>
          </span>
        ))}
      </time>
    </div>
  );
}
