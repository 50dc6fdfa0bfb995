import { Bar } from '../../ui/Bar';
import type { Fighter } from './huntOperations';
import { RetainerList } from './RetainerList';
import '../../styles/hunt.css';

/** The player's side of the fight: name, health and the retainers at their side. */
export function HunterPanel({ hunter }: { hunter: Fighter }) {
  return (
    <div className="hunt-hunter">
      <span className="hunt-hunter__name">{hunter.name}</span>
      <div className="hunt-hunter__health" data-testid="player-health">
        <Bar
          kind="health"
          value={hunter.health}
          max={hunter.maxHealth}
          label={`${hunter.health} / ${hunter.maxHealth}`}
        />
      </div>
      <RetainerList retainers={hunter.retainers} label="Your retainers" />
    </div>
  );
}
