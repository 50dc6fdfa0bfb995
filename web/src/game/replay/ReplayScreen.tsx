import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { dateTime } from '../../ui/format';
import { CombatLog } from '../hunt/CombatLog';
import { CombatOutcome } from '../hunt/CombatOutcome';
import { combatSides } from '../hunt/combatState';
import { EnemyHeader } from '../hunt/EnemyHeader';
import { HunterPanel } from '../hunt/HunterPanel';
import { ModifierTagList } from '../journal/ModifierTagList';
import { ReplayControls } from './ReplayControls';
import { FIGHT_REPLAY, type FightReplay } from './replayQuery';
import { healthAfter, roundShown } from './replayTimeline';
import { ShareLink } from './ShareLink';
import { useReplayPlayer } from './useReplayPlayer';
import { VerifiedBadge } from './VerifiedBadge';
import '../../styles/hunt.css';
import '../../styles/replay.css';

/** A stored fight played again round by round: /replay/<fight id> (its owner) or /replay/<share token>. */
export function ReplayScreen() {
  const { ref = '' } = useParams();
  const { data, error } = useQuery(FIGHT_REPLAY, { variables: { id: ref } });
  const replay = data?.fightReplay;
  return (
    <div className="hunt replay">
      <header className="hunt__title">
        <h1>Replay</h1>
        {replay?.huntingGroundName && <span className="hunt__ground">{replay.huntingGroundName}</span>}
      </header>
      {error && (
        <section className="panel hunt-error" role="alert">
          <h2>No replay</h2>
          <p>{error.message}</p>
        </section>
      )}
      {!replay && !error && <p className="loading">Loading ...</p>}
      {replay && <ReplayStage replay={replay} fightRef={ref} />}
    </div>
  );
}

/** fightRef is how the page named the fight (id or share token): a viewer may verify it only so. */
function ReplayStage({ replay, fightRef }: { replay: FightReplay; fightRef: string }) {
  const { combat } = replay;
  const events = combat.combatEvents;
  const player = useReplayPlayer(events);
  const { player: hunter, enemy } = combatSides(combat);
  if (!hunter || !enemy) return null;
  // The log's own account of health while it plays; the server's final figures once it ended.
  const health = player.ended
    ? { player: hunter.health, enemy: enemy.health }
    : healthAfter(events, player.shown, hunter, enemy);
  const round = roundShown(events, player.shown);
  return (
    <>
      <p className="replay__meta">
        <span>
          {hunter.name} · {dateTime(replay.startedAt)}
          {replay.baitName ? ` · ${replay.baitName}` : ''} · engine v{replay.engineVersion}
        </span>
        <VerifiedBadge id={fightRef} />
      </p>
      <div className="hunt__stage" data-replay-state={player.ended ? 'ended' : 'playing'}>
        <section
          className={`panel hunt-arena ${player.ended ? 'hunt-arena--over' : ''}`}
          aria-label="Fight replay"
        >
          <EnemyHeader info={combat.enemyInfo} enemy={{ ...enemy, health: health.enemy }} />
          <ModifierTagList flags={combat} />
          <p className="hunt-arena__round">{round > 0 ? `Round ${round}` : 'Ready to strike'}</p>
          <HunterPanel hunter={{ ...hunter, health: health.player }} />
          <ReplayControls player={player} />
          {player.ended && <CombatOutcome combat={combat} />}
        </section>
        {player.shown > 0 && (
          <div className="panel hunt__log">
            {/* Each step is shown whole: the replay's own pace replaces the log's line-by-line reveal. */}
            <CombatLog
              events={events.slice(0, player.shown)}
              combatKey={`${replay.id}:${player.shown}`}
              resumed
            />
          </div>
        )}
      </div>
      {replay.own && replay.shareToken && <ShareLink token={replay.shareToken} />}
    </>
  );
}
