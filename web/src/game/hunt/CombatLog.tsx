import { useEffect, useRef } from 'react';
import {
  combatEventText,
  eventSide,
  groupEventsByRound,
  roundHeading,
  type CombatEventFacts,
  type RoundGroup,
} from './combatEventText';
import { useStaggeredReveal } from './useStaggeredReveal';
import '../../styles/hunt.css';

const ROUND_START = 2;
const END = 17;
const RESULT_TONE: Record<number, string> = { 1: 'draw', 2: 'win', 3: 'loss' };

function lineClass(event: CombatEventFacts): string {
  const classes = ['combat-log__line', `combat-log__line--${eventSide(event)}`];
  if (event.isCriticalHit) classes.push('combat-log__line--critical');
  if (event.combatEventType === END)
    classes.push(`combat-log__line--end-${RESULT_TONE[event.combatResult] ?? 'over'}`);
  return classes.join(' ');
}

/** A round's group: its round-start event is the heading; the opening events get their own. */
function Round({ group }: { group: RoundGroup<CombatEventFacts> }) {
  const [first, ...others] = group.events;
  const opensWithRoundStart = first?.event.combatEventType === ROUND_START;
  const lines = opensWithRoundStart ? others : group.events;
  return (
    <li className="combat-log__round">
      <h3 className="combat-log__round-title" data-event-type={opensWithRoundStart ? ROUND_START : undefined}>
        {opensWithRoundStart && first ? combatEventText(first.event) : roundHeading(group.round)}
      </h3>
      {lines.length > 0 && (
        <ol className="combat-log__lines">
          {lines.map(({ event, index }) => (
            <li key={index} className={lineClass(event)} data-event-type={event.combatEventType}>
              {combatEventText(event)}
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}

interface Props {
  events: readonly CombatEventFacts[];
  /** Identifies the fight: another fight starts the log over. */
  combatKey: string;
  /** A fight loaded as it stands shows its past events at once; only new ones animate. */
  resumed: boolean;
}

/** Every event of the fight, grouped by round; new lines appear one after another. */
export function CombatLog({ events, combatKey, resumed }: Props) {
  const { shown, skip } = useStaggeredReveal(events.length, combatKey, resumed);
  const scroller = useRef<HTMLDivElement>(null);

  // Keep the newest line in view inside the log, without scrolling the page.
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [shown]);

  if (events.length === 0) return null;
  const groups = groupEventsByRound(events.slice(0, shown));
  return (
    <section className="combat-log" aria-labelledby="combat-log-heading">
      <header className="combat-log__header">
        <h2 id="combat-log-heading">Combat log</h2>
        {shown < events.length && (
          <button type="button" className="button button--small button--quiet" onClick={skip}>
            Skip
          </button>
        )}
      </header>
      <div className="combat-log__scroller" ref={scroller} role="log" aria-label="Combat events">
        <ol className="combat-log__rounds">
          {groups.map((group) => (
            <Round key={group.events[0]?.index ?? group.round} group={group} />
          ))}
        </ol>
      </div>
    </section>
  );
}
