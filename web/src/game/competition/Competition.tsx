import { NavLink, Navigate, Route, Routes } from 'react-router';
import type { Player } from '../player/meQuery';
import { LeagueSection } from './league/LeagueSection';
import { SeasonsRoute } from './seasons/SeasonsSection';
import { TournamentRoute } from './tournaments/TournamentPage';
import { TournamentsSection } from './tournaments/TournamentsSection';
import '../../styles/account.css';
import '../../styles/competition.css';

/** The sections of the Competition area, one tab each. */
const SECTIONS = [
  { path: 'seasons', label: 'Seasons' },
  { path: 'league', label: 'League' },
  { path: 'tournaments', label: 'Tournaments' },
] as const;

/**
 * The Competition area (issue 35): seasons, the weekly league and tournaments. Each kind of competition is a
 * section under /competition/<section>, with a tab in the header.
 */
export default function Competition({ player }: { player: Player }) {
  return (
    <div className="competition">
      <header className="account-header competition__header">
        <h1>Competition</h1>
        <nav className="tabs competition__tabs" aria-label="Competitions">
          {SECTIONS.map((section) => (
            <NavLink
              key={section.path}
              to={`/competition/${section.path}`}
              className={({ isActive }) => (isActive ? 'tab tab--active' : 'tab')}
            >
              {section.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <Routes>
        <Route path="seasons/:season?" element={<SeasonsRoute player={player} />} />
        <Route path="league" element={<LeagueSection player={player} />} />
        <Route path="tournaments" element={<TournamentsSection player={player} />} />
        <Route path="tournaments/:id" element={<TournamentRoute player={player} />} />
        <Route path="*" element={<Navigate to="/competition/seasons" replace />} />
      </Routes>
    </div>
  );
}
