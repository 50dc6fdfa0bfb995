import { Link } from 'react-router';

/** The journal's way into a fight's replay. */
export function ReplayLink({ combatId }: { combatId: string | null | undefined }) {
  if (!combatId) return null;
  return (
    <Link to={`/replay/${combatId}`} className="button button--small button--quiet replay-link">
      Replay
    </Link>
  );
}
