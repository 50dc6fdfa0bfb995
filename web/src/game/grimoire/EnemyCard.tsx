import type { CSSProperties } from 'react';
import { GameImage } from '../../ui/GameImage';
import { shorten } from '../../ui/format';
import type { GrimoireEnemy } from './enemiesQuery';
import { EnemyRatesPanel } from './EnemyRatesPanel';
import type { EnemyRates } from './ratesQuery';
import { rarityColor } from './rarityColor';

/** One grimoire page: the portrait stays a silhouette until the player has hunted the enemy once. */
export function EnemyCard({ enemy, rates }: { enemy: GrimoireEnemy; rates?: EnemyRates | undefined }) {
  const unknown = enemy.playerTimesHunted === 0;
  const rarity = enemy.enemyRarityRef;
  const colour = rarityColor(rarity?.colorHex);
  return (
    <article
      className={`card grimoire-enemy ${unknown ? 'grimoire-enemy--unknown' : ''}`}
      data-testid="grimoire-enemy"
      style={colour ? ({ '--rarity': colour } as CSSProperties) : undefined}
      aria-label={enemy.name}
    >
      <GameImage
        id={enemy.imageId}
        animatedId={enemy.animatedImageId}
        kind="enemy"
        hidden={unknown}
        alt={unknown ? `${enemy.name} (not hunted yet)` : enemy.name}
        className="grimoire-enemy__image"
      />
      <h3 className="grimoire-enemy__name">{enemy.name}</h3>
      <div className="grimoire-enemy__tags">
        {rarity && <span className="grimoire-enemy__rarity">{rarity.name}</span>}
        {enemy.enemyTypeRef && (
          <span className="grimoire-enemy__type">
            {enemy.enemyTypeRef.imageId != null && (
              <GameImage id={enemy.enemyTypeRef.imageId} alt="" thumb className="grimoire-enemy__type-icon" />
            )}
            {enemy.enemyTypeRef.name}
          </span>
        )}
      </div>
      {enemy.flavorText && <p className="world-flavor">{enemy.flavorText}</p>}
      <dl className="grimoire-enemy__counts">
        <div title={String(enemy.playerTimesHunted)}>
          <dt>Hunted by you:</dt> <dd>{shorten(enemy.playerTimesHunted)}</dd>
        </div>
        <div title={String(enemy.globalTimesHunted)}>
          <dt>Hunted by all:</dt> <dd>{shorten(enemy.globalTimesHunted)}</dd>
        </div>
      </dl>
      {rates && <EnemyRatesPanel rates={rates} enemyName={enemy.name} />}
    </article>
  );
}
