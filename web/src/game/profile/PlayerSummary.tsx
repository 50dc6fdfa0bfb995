import { shorten } from '../../ui/format';
import type { Player } from '../player/meQuery';

const XP_THRESHOLD = 10_000;

function Figure({ label, value, title }: { label: string; value: string; title?: string }) {
  return (
    <div className="profile-figure" title={title}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Who the player is at a glance: name, rank, XP, coolness and ladder places. */
export function PlayerSummary({ player }: { player: Player }) {
  return (
    <header className="profile-summary">
      <p className="profile-summary__eyebrow">Hunter</p>
      <h1 className="profile-summary__name">{player.name}</h1>
      <dl className="profile-summary__figures">
        <Figure label="Rank" value={player.currentRank?.name ?? 'Unranked'} />
        <Figure label="XP" value={shorten(player.xp, XP_THRESHOLD)} title={player.xp.toLocaleString()} />
        <Figure label="Coolness" value={shorten(player.coolness)} title={player.coolness.toLocaleString()} />
        <Figure label="XP ladder" value={player.ladderRank ? `#${player.ladderRank}` : 'Unranked'} />
        <Figure
          label="Coolness ladder"
          value={player.coolnessRank ? `#${player.coolnessRank}` : 'Unranked'}
        />
      </dl>
    </header>
  );
}
