import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '../../session/SessionContext';
import { Bar } from '../../ui/Bar';
import { GameImage } from '../../ui/GameImage';
import { cutName, shorten } from '../../ui/format';
import { AdSlot } from '../ads/AdSlot';
import { equippedOfType, type InventoryEntry, type Player } from '../player/meQuery';
import { PremiumBanner } from '../premium/PremiumBanner';
import { MERCHANT_ROUTES } from '../shop/merchantRoutes';
import { HuntButtons } from './HuntButtons';
import { usePlayerHealth } from './PlayerHealth';

const HEADER_CURRENCY_THRESHOLD = 100_000;
const XP_THRESHOLD = 10_000;

function EquippedPicture({ entry, label }: { entry: InventoryEntry | undefined; label: string }) {
  if (!entry?.item)
    return <span className="sidebar__picture sidebar__picture--empty" title={`No ${label}`} />;
  return (
    <GameImage
      id={entry.item.imageId}
      animatedId={entry.item.animatedId}
      alt={entry.item.name}
      title={`${label}: ${entry.item.name}`}
      className="sidebar__picture"
      thumb
    />
  );
}

function EquippedSupply({ entry, label }: { entry: InventoryEntry | undefined; label: string }) {
  return (
    <div className="supply" title={label}>
      <span className="supply__label">{label}</span>
      {entry?.item ? (
        <>
          <GameImage id={entry.item.imageId} alt={entry.item.name} thumb className="supply__image" />
          <span className="supply__name">{entry.item.name}</span>
          <span className="supply__amount">x {entry.amount}</span>
        </>
      ) : (
        <span className="supply__name supply__name--none">none</span>
      )}
    </div>
  );
}

/** The game sidebar of spec 000 section 2 (header/sidebar). */
export function Sidebar({ player }: { player: Player }) {
  const location = useLocation();
  const { health } = usePlayerHealth();
  const onHuntPage = /^\/(coffin)?hunt/i.test(location.pathname);
  const rankTooltip = player.coolnessRank ? `Coolness Rank: #${player.coolnessRank}` : 'Unranked';
  const ground = player.currentHuntingGround;
  const session = useSession();
  const isAdmin = session.status === 'signedIn' && session.session.role === 'admin';
  return (
    <aside className="sidebar">
      <div className="sidebar__identity">
        <EquippedPicture entry={equippedOfType(player, 'avatar')[0]} label="Avatar" />
        <div className="sidebar__who">
          <Link to="/profile" className="sidebar__name" title={player.name}>
            {cutName(player.name)}
          </Link>
          <span className="sidebar__rank">{player.currentRank?.name ?? 'Unranked'}</span>
          <Link to="/ladder" className="sidebar__ladder" title={rankTooltip}>
            {player.coolnessRank ? `#${player.coolnessRank}` : 'Unranked'}
          </Link>
        </div>
        <EquippedPicture entry={equippedOfType(player, 'coin')[0]} label="Coin" />
      </div>
      <Bar
        kind="xp"
        value={player.xp}
        max={player.nextRankXP}
        label={`${shorten(player.xp, XP_THRESHOLD)} / ${shorten(player.nextRankXP, XP_THRESHOLD)} XP`}
      />
      <ul className="currencies" aria-label="Currencies">
        {player.currencies.map((currency) => (
          <li key={currency.shortName} title={currency.name}>
            <GameImage id={currency.imageId} alt={currency.name} thumb className="currencies__icon" />
            <span className="currencies__name">{currency.shortName}</span>
            <span className="currencies__value">{shorten(currency.value, HEADER_CURRENCY_THRESHOLD)}</span>
          </li>
        ))}
      </ul>
      <Link to="/wallet" className="currencies__ledger">
        Where my currency went
      </Link>
      <HuntButtons player={player} />
      <div className="supplies">
        <EquippedSupply entry={equippedOfType(player, 'bait')[0]} label="Bait" />
        <EquippedSupply entry={equippedOfType(player, 'hex')[0]} label="Hex" />
      </div>
      {onHuntPage && health !== null && (
        <Bar kind="health" value={health} max={player.maxHealth} label={`${health} / ${player.maxHealth}`} />
      )}
      {ground && (
        <div className="ground">
          <GameImage
            id={ground.imageId}
            animatedId={ground.animatedImageId}
            alt={ground.name}
            className="ground__image"
          />
          <div className="ground__text">
            <span className="ground__name">{ground.name}</span>
            <Link to="/travel" className="button button--small">
              TRAVEL
            </Link>
          </div>
        </div>
      )}
      <nav className="nav" aria-label="Game">
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/inventory">Inventory</NavLink>
        <NavLink to="/grimoire">Grimoire</NavLink>
        <NavLink to="/glossary">Glossary</NavLink>
        <NavLink to="/ladder">Ladder</NavLink>
        <NavLink to="/competition">Competition</NavLink>
        <NavLink to="/friends">Friends</NavLink>
        <NavLink to="/coven">Coven</NavLink>
        <NavLink to="/market">Market</NavLink>
        <details className="nav__merchants">
          <summary>Merchants</summary>
          {MERCHANT_ROUTES.map((route) => (
            <NavLink key={route.path} to={route.path}>
              {route.label}
            </NavLink>
          ))}
        </details>
        {/* The admin web is its own app (a page load, not a client route). */}
        {isAdmin && <a href="/admin/">Admin</a>}
      </nav>
      <PremiumBanner />
      <AdSlot placement="sidebar" />
    </aside>
  );
}
