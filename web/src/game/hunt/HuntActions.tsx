import type { HuntAction } from '../../__generated__/graphql';
import { HUNT_THROTTLE_MS } from '../../config';
import '../../styles/hunt.css';

interface Props {
  busy: boolean;
  /** Hunt calls sent so far: each restarts the short breather shown under the buttons. */
  calls: number;
  onHunt: (action: HuntAction) => void;
}

/** Attack plays one round, Quick attack the rest; both wait while a call runs. */
export function HuntActions({ busy, calls, onHunt }: Props) {
  return (
    <div className="hunt-actions">
      <div className="hunt-actions__buttons">
        <button
          type="button"
          className="button button--primary hunt-actions__attack"
          disabled={busy}
          onClick={() => onHunt('ATTACK')}
        >
          Attack
        </button>
        <button
          type="button"
          className="button hunt-actions__quick"
          disabled={busy}
          onClick={() => onHunt('QUICK')}
        >
          Quick attack
        </button>
      </div>
      {/* Requests inside the throttle window are ignored; this drains while it lasts. */}
      {calls > 0 && (
        <span
          key={calls}
          className="hunt-actions__breather"
          style={{ animationDuration: `${HUNT_THROTTLE_MS}ms` }}
          aria-hidden="true"
        />
      )}
    </div>
  );
}
