import { Bar } from '../../ui/Bar';
import { GameImage } from '../../ui/GameImage';
import { rarityColor } from '../grimoire/rarityColor';
import type { Combat, Fighter } from './huntOperations';
import { RetainerList } from './RetainerList';
import '../../styles/hunt.css';

/** The hunted creature: portrait, name in its rarity's colour, kind, health and retainers. */
export function EnemyHeader({ info, enemy }: { info: Combat['enemyInfo']; enemy: Fighter | null }) {
  const name = info?.name ?? enemy?.name ?? 'Unknown creature';
  const kind = [info?.enemyRarity?.name, info?.enemyType?.name].filter(Boolean).join(' · ');
  const wounded = !!enemy && enemy.health < enemy.maxHealth;
  return (
    <header className="hunt-enemy">
      <div className="hunt-enemy__portrait">
        <GameImage
          id={info?.imageId}
          animatedId={info?.animatedImageId}
          alt={name}
          kind="enemy"
          className="hunt-enemy__image"
        />
        {/* Keyed by health: every blow remounts it, which replays the flash. */}
        {wounded && <span key={enemy.health} className="hunt-enemy__wound" aria-hidden="true" />}
      </div>
      <div className="hunt-enemy__details">
        <h2 className="hunt-enemy__name" style={{ color: rarityColor(info?.enemyRarity?.colorHex) }}>
          {name}
        </h2>
        {kind && <p className="hunt-enemy__kind">{kind}</p>}
        {enemy && (
          <div className="hunt-enemy__health" data-testid="enemy-health">
            <Bar
              kind="health"
              value={enemy.health}
              max={enemy.maxHealth}
              label={`${enemy.health} / ${enemy.maxHealth}`}
            />
          </div>
        )}
        <RetainerList retainers={enemy?.retainers ?? []} label="Its retainers" />
      </div>
    </header>
  );
}
