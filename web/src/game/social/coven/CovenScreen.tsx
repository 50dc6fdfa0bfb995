import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { NavLink, Navigate, Route, Routes, useLocation } from 'react-router';
import { failureMessage } from '../../../api/errors';
import { Message } from '../../../ui/Message';
import type { Player } from '../../player/meQuery';
import { ExpeditionTab } from '../expedition/ExpeditionTab';
import { CovenBoard } from './CovenBoard';
import { CovenLadder } from './CovenLadder';
import { CovenMembers } from './CovenMembers';
import { CovenEmblem } from './EmblemPicker';
import { NoCoven } from './NoCoven';
import { MY_COVEN, type MyCoven } from './covenOperations';
import { ROLE_LABEL, membersText } from './covenRules';

/** The coven's tabs, each a route under /coven. */
const TABS = [
  { path: '/coven', label: 'Members', end: true },
  { path: '/coven/board', label: 'Board', end: false },
  { path: '/coven/expedition', label: 'Expedition', end: false },
  { path: '/coven/ladder', label: 'Ladder', end: false },
] as const;

/** /coven: the player's coven (members, board, expedition, ladder), or how to found or join one. */
export function CovenScreen({ player }: { player: Player }) {
  const { data, error, refetch } = useQuery(MY_COVEN, { fetchPolicy: 'cache-and-network' });
  // Others change the coven too (a member joins, a role changes): each tab opened asks again.
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    void refetch().catch(() => undefined);
  }, [pathname, refetch]);
  if (error && !data) return <Message text={failureMessage(error)} failed />;
  if (!data) return <p className="loading">Loading ...</p>;
  const coven = data.myCoven;
  if (!coven)
    return (
      <Routes>
        <Route path="ladder" element={<CovenLadder myCovenId={null} />} />
        <Route path="*" element={<NoCoven />} />
      </Routes>
    );
  return (
    <div className="social-screen__panels">
      <CovenHead coven={coven} />
      <nav className="tabs coven__tabs" aria-label="Coven">
        {TABS.map((tab) => (
          <NavLink
            key={tab.path}
            to={tab.path}
            end={tab.end}
            className={({ isActive }) => (isActive ? 'tab tab--active' : 'tab')}
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<CovenMembers coven={coven} playerId={player.id} />} />
        <Route path="board" element={<CovenBoard coven={coven} playerId={player.id} />} />
        <Route
          path="expedition"
          element={<ExpeditionTab myRole={coven.myRole ?? null} playerId={player.id} />}
        />
        <Route path="ladder" element={<CovenLadder myCovenId={coven.id} />} />
        <Route path="*" element={<Navigate to="/coven" replace />} />
      </Routes>
    </div>
  );
}

function CovenHead({ coven }: { coven: MyCoven }) {
  return (
    <section className="panel coven-head" aria-label={coven.name}>
      <CovenEmblem imageId={coven.emblemImageId} name={coven.name} className="coven-head__emblem" />
      <div className="coven-head__text">
        <h2 className="coven-head__name">{coven.name}</h2>
        <p className="coven-head__facts">
          <span>{membersText(coven.memberCount, coven.maxMembers)}</span>
          <span>{coven.open ? 'Open to join requests' : 'Closed: invitation only'}</span>
          {coven.myRole && <span>You: {ROLE_LABEL[coven.myRole]}</span>}
        </p>
      </div>
      <dl className="coven-head__figures">
        <div>
          <dt>Season points</dt>
          <dd>{coven.seasonPoints.toLocaleString()}</dd>
        </div>
        <div>
          <dt>Ladder</dt>
          <dd>{coven.ladderRank ? `#${coven.ladderRank}` : 'Not ranked'}</dd>
        </div>
      </dl>
    </section>
  );
}
