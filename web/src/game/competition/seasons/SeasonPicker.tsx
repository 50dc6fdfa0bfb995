import { useId } from 'react';
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
  const id = useId();
  return (
    <div className="season-picker">
      {/* Beside the select, not around it: a wrapping label would name it after the chosen season too. */}
      <label className="season-picker__label" htmlFor={id}>
        Season
      </label>
      <select
        id={id}
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
      {onOlder && (
        <button type="button" className="button button--small button--quiet" onClick={onOlder}>
          Older seasons
        </button>
      )}
    </div>
  );
}
