import '../../styles/hunt.css';

/** The retainers fighting on one side; nothing when there are none. */
export function RetainerList({
  retainers,
  label,
}: {
  retainers: readonly { itemId: number; name: string }[];
  label: string;
}) {
  if (retainers.length === 0) return null;
  return (
    <div className="retainers">
      <span className="retainers__label">{label}</span>
      <ul className="retainers__list" aria-label={label}>
        {retainers.map((retainer, index) => (
          <li key={`${retainer.itemId}-${index}`} className="retainers__chip">
            {retainer.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
