import { Link } from 'react-router';
import { PLAY_STARTS, REGISTRATION_OPENS } from '../config';
import { useNowSeconds } from '../ui/clock';
import { missionCountdown } from '../ui/format';
import { VisitorFrame } from './VisitorFrame';

type Phase = { heading: string; until: Date | null; canRegister: boolean };

function phaseAt(now: Date): Phase {
  if (now < REGISTRATION_OPENS)
    return { heading: 'Registration starts in:', until: REGISTRATION_OPENS, canRegister: false };
  if (now < PLAY_STARTS) return { heading: 'Play soon:', until: PLAY_STARTS, canRegister: true };
  return { heading: 'Play now:', until: null, canRegister: true };
}

/** The visitors' landing page: the countdown to registration and launch, then the way in. */
export function Landing() {
  const now = useNowSeconds();
  const phase = phaseAt(new Date(now * 1000));
  return (
    <VisitorFrame wide>
      <h1 className="landing__heading">{phase.heading}</h1>
      {phase.until && (
        <p className="landing__countdown" aria-live="polite">
          {missionCountdown(phase.until.getTime() / 1000 - now)}
        </p>
      )}
      <div className="button-row">
        <Link to="/login" className="button button--primary">
          LOGIN
        </Link>
        {phase.canRegister && (
          <Link to="/register" className="button">
            REGISTER
          </Link>
        )}
      </div>
      <article className="story">
        <h2>The hunt begins again</h2>
        <p>
          Long ago, hunters trapped restless ghosts in the fog of a forgotten town. The town fell quiet, the
          traps rusted, and the hunters went home. But the fog never lifted, and something older than ghosts
          found its way back into the graveyards.
        </p>
        <p>
          Now the bells ring again at dusk. Lay your bait, sharpen your stakes and wait: every ten minutes the
          night offers you a fight of five rounds. Your retainers hunt while you sleep. Gather loot, coins and
          trophies, rise through the ranks and climb the ladders of the bravest hunters.
        </p>
        <Link to="/game" className="button button--primary">
          PLAY NOW
        </Link>
      </article>
    </VisitorFrame>
  );
}
