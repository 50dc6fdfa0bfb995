import type { Season } from './seasonOperations';
import { seasonOption } from './seasonState';

/**
 * Which season's standings to read: the live one or any earlier (final standings). "Older seasons"
 * appears while the server may have more than the list holds.
 */
export function SeasonPicker({
  seasons,
  selected,
  onSelect,
  onOlder,
}: {
  seasons: Season[];
  selected: number;
  onSelect: (season: number) => void;
  onOlder: (() => void) | null;
}) {
  return (
    <div className="season-picker">
      <label className="season-picker__label">
        <span>Season</span>
        <select
          className="season-picker__select"
          value={selected}
          onChange={(event) => onSelect(Number(event.target.value))}
        >
          {seasons.map((season) => (
            <option key={season.number} value={season.number}>
              {seasonOption(season)}
            </option>
          ))}
        </select>
      </label>
      {onOlder && (
        <button type="button" className="button button--small button--quiet" onClick={onOlder}>
          Older seasons
        </button>
      )}
    </div>
  );
}
