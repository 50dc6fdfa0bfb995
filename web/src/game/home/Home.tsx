import { AdSlot } from '../ads/AdSlot';
import { Journal } from '../journal/Journal';
import type { Player } from '../player/meQuery';
import { EquipmentPanel } from './EquipmentPanel';
import { MissionsPanel } from './MissionsPanel';

/** The game's home: equipment and missions beside the journal. */
export function Home({ player }: { player: Player }) {
  return (
    <>
      <AdSlot placement="wide" />
      <div className="home">
        <div className="home__column">
          <EquipmentPanel player={player} />
          <MissionsPanel serverNow={player.currentTimeStamp} />
        </div>
        <div className="home__column">
          <Journal />
        </div>
      </div>
    </>
  );
}
