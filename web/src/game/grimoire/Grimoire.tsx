import { skipToken, useQuery } from '@apollo/client/react';
import { GENERIC_FAILURE } from '../../api/errors';
import { Message } from '../../ui/Message';
import type { Player } from '../player/meQuery';
import { useWorldSelection } from '../travel/useWorldSelection';
import { EnemyCard } from './EnemyCard';
import { GRIMOIRE_ENEMIES } from './enemiesQuery';
import { GRIMOIRE_RATES } from './ratesQuery';
import { WorldSelect } from './WorldSelect';
import '../../styles/world.css';

/** The bestiary of a hunting ground with the player's and everyone's hunt counts (spec 000 section 2). */
export function Grimoire({ player }: { player: Player }) {
  const world = useWorldSelection(player);
  const ground = world.ground;
  const enemiesAnswer = useQuery(
    GRIMOIRE_ENEMIES,
    ground ? { variables: { huntingGroundId: ground.id } } : skipToken,
  );
  // Everyone's observed rates: a second query, so the bestiary shows even when analytics is slow.
  const ratesAnswer = useQuery(
    GRIMOIRE_RATES,
    ground ? { variables: { huntingGroundId: ground.id } } : skipToken,
  );
  const rates = ratesAnswer.data?.huntingGroundRates;
  const enemies = enemiesAnswer.data?.enemiesOfHuntingGround ?? [];
  const discovered = enemies.filter((enemy) => enemy.playerTimesHunted > 0).length;

  return (
    <section className="panel grimoire" aria-labelledby="grimoire-heading">
      <header className="world-header">
        <h1 id="grimoire-heading">Grimoire</h1>
        {enemies.length > 0 && (
          <p className="world-header__note">
            Discovered <strong>{discovered}</strong> of {enemies.length}
          </p>
        )}
      </header>
      <div className="grimoire__filters">
        <WorldSelect
          label="Region"
          options={world.regions}
          value={world.region?.id}
          onChange={world.selectRegion}
        />
        <WorldSelect
          label="Hunting ground"
          options={world.grounds}
          value={ground?.id}
          onChange={world.selectGround}
        />
      </div>
      {(world.failed || enemiesAnswer.error) && <Message text={GENERIC_FAILURE} failed />}
      {rates && enemies.length > 0 && (
        <p className="grimoire__rates-note" data-testid="grimoire-rates-note">
          Rates observed over <strong>{rates.hunts}</strong> {rates.hunts === 1 ? 'hunt' : 'hunts'} here by
          all hunters, with their 95 % intervals.
        </p>
      )}
      {world.loadingRegions || world.loadingGrounds || (enemiesAnswer.loading && enemies.length === 0) ? (
        <p className="loading">Loading ...</p>
      ) : enemies.length === 0 ? (
        <p className="world-empty">No creatures are known to haunt this place.</p>
      ) : (
        <div className="card-grid grimoire__grid">
          {enemies.map((enemy) => (
            <EnemyCard
              key={enemy.id}
              enemy={enemy}
              rates={rates?.enemies.find((entry) => entry.enemyId === enemy.id)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
