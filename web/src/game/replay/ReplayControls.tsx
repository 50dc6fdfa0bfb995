import { REPLAY_SPEEDS } from './replayTimeline';
import type { ReplayPlayer } from './useReplayPlayer';

/** Play or pause, step one round, start over and the speed of the replay. */
export function ReplayControls({ player }: { player: ReplayPlayer }) {
  return (
    <div className="replay-controls" role="group" aria-label="Replay controls">
      {player.playing ? (
        <button type="button" className="button button--small" onClick={player.pause}>
          Pause
        </button>
      ) : (
        <button type="button" className="button button--small button--primary" onClick={player.play}>
          {player.ended ? 'Play again' : 'Play'}
        </button>
      )}
      <button type="button" className="button button--small" onClick={player.step} disabled={player.ended}>
        Step
      </button>
      <button type="button" className="button button--small button--quiet" onClick={player.restart}>
        Restart
      </button>
      <label className="replay-controls__speed">
        Speed
        <select value={player.speed} onChange={(event) => player.setSpeed(Number(event.target.value))}>
          {REPLAY_SPEEDS.map((speed) => (
            <option key={speed} value={speed}>
              {speed}×
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
