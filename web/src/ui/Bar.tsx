/** A labelled progress bar (XP, health). */
export function Bar({
  value,
  max,
  label,
  kind,
}: {
  value: number;
  max: number;
  label: string;
  kind: 'xp' | 'health';
}) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      className={`bar bar--${kind}`}
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemax={max}
    >
      <span className="bar__fill" style={{ width: `${percent}%` }} />
      <span className="bar__text">{label}</span>
    </div>
  );
}
