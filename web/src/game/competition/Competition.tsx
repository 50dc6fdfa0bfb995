import { Navigate, Route, Routes } from 'react-router';
import type { Player } from '../player/meQuery';
import { SeasonsRoute } from './seasons/SeasonsSection';
import '../../styles/account.css';
import '../../styles/competition.css';

/**
 * The Competition area (issue 35): seasons today. Each kind of competition is a section under
 * /competition/<section>; weekly leagues and tournaments join as sections, and with a second one the
 * header gets a tab per section.
 */
export default function Competition({ player }: { player: Player }) {
  return (
    <div className="competition">
      <header className="account-header competition__header">
        <h1>Competition</h1>
      </header>
      <Routes>
        <Route path="seasons/:season?" element={<SeasonsRoute player={player} />} />
        <Route path="*" element={<Navigate to="/competition/seasons" replace />} />
      </Routes>
    </div>
  );
}
