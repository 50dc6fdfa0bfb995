import { Link } from 'react-router';
import { useServerNow } from '../../ui/clock';
import { minutesSeconds } from '../../ui/format';
import { equippedOfType, type Player } from '../player/meQuery';

/** HUNT or its countdown, and COFFIN HUNT or its countdown with the charges (spec 000 section 4). */
export function HuntButtons({ player }: { player: Player }) {
  const now = useServerNow(player.currentTimeStamp);
  const huntWait = player.nextAllowedHuntTimeStamp - now;
  const coffinEquipped = equippedOfType(player, 'coffin').length > 0;
  const coffinWait = player.nextCoffinRechargeTimeStamp - now;
  const coffinCountdown = coffinEquipped && coffinWait > 0 && player.coffinCharges <= 0;
  // A recharge that fell due since the answer counts before the server says so.
  const charges =
    player.coffinCharges + (coffinEquipped && coffinWait <= 0 && player.coffinCharges === 0 ? 1 : 0);
  return (
    <div className="hunt-buttons">
      {huntWait > 0 ? (
        <span className="hunt-button hunt-button--waiting" aria-label="Next hunt in">
          {minutesSeconds(huntWait)}
        </span>
      ) : (
        <Link to="/hunt/" className="hunt-button">
          HUNT
        </Link>
      )}
      <div className="coffin">
        {coffinCountdown ? (
          <span
            className="hunt-button hunt-button--coffin hunt-button--waiting"
            aria-label="Coffin recharges in"
          >
            {minutesSeconds(coffinWait)}
          </span>
        ) : (
          <Link to="/coffinhunt/" className="hunt-button hunt-button--coffin">
            COFFIN HUNT
          </Link>
        )}
        <span className="coffin__charges" title="Coffin charges">
          {charges}
        </span>
      </div>
    </div>
  );
}
