import { useQuery } from '@apollo/client/react';
import { VERIFY_FIGHT } from './replayQuery';

/** "Verified" when the server re-simulated the stored fight and it reproduced exactly. */
export function VerifiedBadge({ id }: { id: string }) {
  const { data, error, loading } = useQuery(VERIFY_FIGHT, { variables: { id } });
  if (loading) return <span className="replay-badge replay-badge--pending">Verifying…</span>;
  const verification = data?.verifyFight;
  if (error || !verification) return <span className="replay-badge replay-badge--unknown">Not verified</span>;
  return verification.reproduced ? (
    <span
      className="replay-badge replay-badge--verified"
      title={`Re-simulated with combat engine v${verification.engineVersion}: rounds, result and rewards match`}
    >
      ✓ Verified
    </span>
  ) : (
    <span className="replay-badge replay-badge--mismatch" title={verification.mismatches.join(', ')}>
      Does not reproduce: {verification.mismatches.join(', ')}
    </span>
  );
}
