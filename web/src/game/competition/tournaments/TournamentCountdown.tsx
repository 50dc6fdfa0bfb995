import { useEffect } from 'react';
import { useServerNow } from '../../../ui/clock';
import { countdownParts, countdownText } from '../seasons/countdown';
import { seasonInstant } from '../seasons/seasonDates';

/**
 * 'Starts in 2 days, 3 hours, 5 minutes' on the server's clock, ticking by itself; once the moment
 * has passed `onPassed` runs every 3 s, so the phase is asked again.
 */
export function TournamentCountdown({
  label,
  at,
  serverNow,
  onPassed,
}: {
  label: string;
  at: number;
  serverNow: number | undefined;
  onPassed?: () => void;
}) {
  const now = useServerNow(serverNow);
  const left = at - now;
  const passed = left <= 0;
  useEffect(() => {
    if (!passed || !onPassed) return;
    const timer = setInterval(onPassed, 3000);
    return () => clearInterval(timer);
  }, [passed, onPassed]);
  if (passed)
    return (
      <span className="tournament-countdown">{label === 'Starts in' ? 'Starting ...' : 'Closing ...'}</span>
    );
  const text = `${label} ${countdownText(countdownParts(left))}`;
  return (
    <time
      className="tournament-countdown"
      role="timer"
      dateTime={new Date(at * 1000).toISOString()}
      aria-label={text}
      title={seasonInstant(at)}
    >
      {text}
    </time>
  );
}
