import { GameImage } from '../../ui/GameImage';
import type { HuntingGround } from './worldQueries';

interface Props {
  grounds: HuntingGround[];
  selectedId: number | undefined;
  currentGroundId: number | undefined;
  playerXp: number;
  onSelect: (groundId: number) => void;
}

/** The hunting grounds of the chosen region, in sequence; the player's own ground is marked. */
export function GroundList({ grounds, selectedId, currentGroundId, playerXp, onSelect }: Props) {
  return (
    <ul className="travel-grounds" aria-label="Hunting grounds">
      {grounds.map((ground) => {
        const here = ground.id === currentGroundId;
        const selected = ground.id === selectedId;
        return (
          <li key={ground.id}>
            <button
              type="button"
              aria-label={ground.name}
              aria-pressed={selected}
              aria-current={here ? 'location' : undefined}
              className={`travel-ground ${selected ? 'travel-ground--selected' : ''} ${here ? 'travel-ground--here' : ''}`}
              onClick={() => onSelect(ground.id)}
            >
              <GameImage id={ground.imageId} alt="" thumb className="travel-ground__image" />
              <span className="travel-ground__name">{ground.name}</span>
              {here ? (
                <span className="travel-badge travel-badge--here">Here</span>
              ) : (
                playerXp < ground.xpReqired && (
                  <span className="travel-badge travel-badge--locked">Locked</span>
                )
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
