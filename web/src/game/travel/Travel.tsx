import { GENERIC_FAILURE } from '../../api/errors';
import { Message } from '../../ui/Message';
import type { Player } from '../player/meQuery';
import { GroundDetail } from './GroundDetail';
import { GroundList } from './GroundList';
import { RegionList } from './RegionList';
import { useWorldSelection } from './useWorldSelection';
import '../../styles/world.css';

/** Region and hunting-ground choice (spec 000 section 2, Travel). */
export function Travel({ player }: { player: Player }) {
  const world = useWorldSelection(player);
  const here = player.currentHuntingGround;

  return (
    <section className="panel travel" aria-labelledby="travel-heading">
      <header className="world-header">
        <h1 id="travel-heading">Travel</h1>
        {here && (
          <p className="world-header__note">
            You stand in <strong>{here.name}</strong>
          </p>
        )}
      </header>
      {world.failed && <Message text={GENERIC_FAILURE} failed />}
      {world.loadingRegions ? (
        <p className="loading">Loading ...</p>
      ) : (
        <RegionList
          regions={world.regions}
          selectedId={world.region?.id}
          currentRegionId={here?.regionId}
          playerXp={player.xp}
          onSelect={world.selectRegion}
        />
      )}
      <div className="travel__layout">
        <div className="travel__grounds">
          <h2 className="travel__subheading">{world.region ? world.region.name : 'Hunting grounds'}</h2>
          {world.loadingGrounds ? (
            <p className="loading">Loading ...</p>
          ) : (
            <GroundList
              grounds={world.grounds}
              selectedId={world.ground?.id}
              currentGroundId={here?.id}
              playerXp={player.xp}
              onSelect={world.selectGround}
            />
          )}
        </div>
        {world.ground && world.region && (
          // Keyed by ground: a message belongs to the ground it was given for.
          <GroundDetail key={world.ground.id} ground={world.ground} region={world.region} player={player} />
        )}
      </div>
    </section>
  );
}
