import { NavLink } from 'react-router';
import type { Player } from '../player/meQuery';
import { CovenScreen } from './coven/CovenScreen';
import { FriendsScreen } from './friends/FriendsScreen';
import { GiftsScreen } from './gifts/GiftsScreen';
import { InboxScreen } from './inbox/InboxScreen';
import '../../styles/account.css';
import '../../styles/competition.css';
import '../../styles/social.css';

/** The social screens, one route each; the header's tabs move between them. */
const SECTIONS = [
  { path: '/friends', label: 'Friends' },
  { path: '/gifts', label: 'Gifts' },
  { path: '/coven', label: 'Coven' },
  { path: '/inbox', label: 'Inbox' },
] as const;

export type SocialSection = 'friends' | 'gifts' | 'coven' | 'inbox';

const TITLES: Record<SocialSection, string> = {
  friends: 'Friends',
  gifts: 'Gifts',
  coven: 'Coven',
  inbox: 'Inbox',
};

/**
 * The social layer of issue 36 (a chunk loaded when first opened): friends, daily gifts, the coven
 * (its page, board, expedition and ladder) and the inbox.
 */
export default function Social({ player, section }: { player: Player; section: SocialSection }) {
  return (
    <div className="social-screen">
      <header className="account-header social-screen__header">
        <h1>{TITLES[section]}</h1>
        <nav className="tabs social-screen__tabs" aria-label="Social">
          {SECTIONS.map((link) => (
            <NavLink
              key={link.path}
              to={link.path}
              className={({ isActive }) => (isActive ? 'tab tab--active' : 'tab')}
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
      </header>
      {section === 'friends' && <FriendsScreen player={player} />}
      {section === 'gifts' && <GiftsScreen />}
      {section === 'coven' && <CovenScreen player={player} />}
      {section === 'inbox' && <InboxScreen />}
    </div>
  );
}
