import { GameImage } from '../../ui/GameImage';
import { shorten } from '../../ui/format';
import type { Region } from './worldQueries';

const XP_THRESHOLD = 10_000;

interface Props {
  regions: Region[];
  selectedId: number | undefined;
  currentRegionId: number | undefined;
  playerXp: number;
  onSelect: (regionId: number) => void;
}

/** The regions as picture banners; the player's own region carries a marker. */
export function RegionList({ regions, selectedId, currentRegionId, playerXp, onSelect }: Props) {
  return (
    <ul className="travel-regions" aria-label="Regions">
      {regions.map((region) => {
        const here = region.id === currentRegionId;
        const locked = playerXp < region.xpReqired;
        return (
          <li key={region.id}>
            {/* The label keeps the accessible name to the region's name; the badges are decoration. */}
            <button
              type="button"
              aria-label={region.name}
              aria-pressed={region.id === selectedId}
              aria-current={here ? 'location' : undefined}
              className={`travel-region ${region.id === selectedId ? 'travel-region--selected' : ''}`}
              onClick={() => onSelect(region.id)}
            >
              <GameImage
                id={region.imageId}
                animatedId={region.animatedImageId}
                alt=""
                className="travel-region__image"
              />
              <span className="travel-region__name">{region.name}</span>
              {here && <span className="travel-badge travel-badge--here">Here</span>}
              {locked && !here && (
                <span className="travel-badge travel-badge--locked">
                  {shorten(region.xpReqired, XP_THRESHOLD)} XP
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
