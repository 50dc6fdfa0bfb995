import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Message } from '../../ui/Message';
import { ModifierTagList } from '../journal/ModifierTagList';
import type { Player } from '../player/meQuery';
import { usePlayerHealth } from '../shell/PlayerHealth';
import { CombatLog } from './CombatLog';
import { CombatOutcome } from './CombatOutcome';
import { combatSides, isOngoing } from './combatState';
import { EnemyHeader } from './EnemyHeader';
import { HuntActions } from './HuntActions';
import { HunterPanel } from './HunterPanel';
import { useHunt } from './useHunt';
import '../../styles/hunt.css';

/** The hunt and coffin hunt screens (spec 000 section 2, Hunt screen). */
export function HuntScreen({ player, coffin }: { player: Player; coffin: boolean }) {
  // Every navigation gets a new location key, so each click on HUNT asks for a hunt again.
  const { key } = useLocation();
  const { shown, busy, failure, calls, hunt } = useHunt(coffin, key);
  const combat = shown?.combat ?? null;
  const { player: hunter, enemy } = combat ? combatSides(combat) : { player: null, enemy: null };
  const ongoing = !!combat && isOngoing(combat);
  const fighting = !!combat && !!combat.attacker && !!combat.defender;

  // The sidebar shows the hunter's health while the fight runs; ended or gone, it is unknown again.
  const { setHealth } = usePlayerHealth();
  const health = ongoing && hunter ? hunter.health : null;
  useEffect(() => setHealth(health), [health, setHealth]);
  useEffect(() => () => setHealth(null), [setHealth]);

  const ground = player.currentHuntingGround;
  return (
    <div className={`hunt ${coffin ? 'hunt--coffin' : ''}`}>
      <header className="hunt__title">
        <h1>{coffin ? 'Coffin Hunt' : 'Hunt'}</h1>
        {ground && <span className="hunt__ground">{ground.name}</span>}
      </header>

      <Message text={failure} failed />

      {combat?.errorMessage && (
        <section className="panel hunt-error" role="alert">
          <h2>Error</h2>
          <p>{combat.errorMessage}</p>
        </section>
      )}

      {!combat && !failure && <p className="loading">Loading ...</p>}

      {combat && fighting && (
        <div className="hunt__stage">
          <section className={`panel hunt-arena ${ongoing ? '' : 'hunt-arena--over'}`} aria-label="Fight">
            <EnemyHeader info={combat.enemyInfo} enemy={enemy} />
            <ModifierTagList flags={combat} />
            <p className="hunt-arena__round">
              {combat.round > 0 ? `Round ${combat.round}` : 'Ready to strike'}
            </p>
            {hunter && <HunterPanel hunter={hunter} />}
            {ongoing && <HuntActions busy={busy} calls={calls} onHunt={(action) => void hunt(action)} />}
            {combat.combatEnded && <CombatOutcome combat={combat} />}
          </section>
          {combat.combatEvents.length > 0 && (
            <div className="panel hunt__log">
              <CombatLog
                events={combat.combatEvents}
                combatKey={combat.id ?? 'none'}
                resumed={shown?.resumed ?? false}
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
