import { skipToken, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import type { Player } from '../player/meQuery';
import { visibleBySequence } from './visibleBySequence';
import { WORLD_HUNTING_GROUNDS, WORLD_REGIONS } from './worldQueries';

/**
 * The region and hunting ground chosen on the travel and grimoire screens. Both start where the
 * player stands; picking the player's own region again goes back to their own ground.
 */
export function useWorldSelection(player: Player) {
  const here = player.currentHuntingGround;
  const [regionId, setRegionId] = useState<number | null>(here?.regionId ?? null);
  const [groundId, setGroundId] = useState<number | null>(here?.id ?? null);

  const regionsAnswer = useQuery(WORLD_REGIONS);
  const regions = useMemo(() => visibleBySequence(regionsAnswer.data?.regions ?? []), [regionsAnswer.data]);
  const region = regions.find((entry) => entry.id === regionId) ?? regions[0];

  const groundsAnswer = useQuery(
    WORLD_HUNTING_GROUNDS,
    region ? { variables: { regionId: region.id } } : skipToken,
  );
  const grounds = useMemo(
    // The region filter keeps a stale answer of the previous region from showing for a moment.
    () =>
      visibleBySequence(groundsAnswer.data?.huntingGroundsOfRegion ?? []).filter(
        (g) => g.regionId === region?.id,
      ),
    [groundsAnswer.data, region?.id],
  );
  const ground = grounds.find((entry) => entry.id === groundId) ?? grounds[0];

  const selectRegion = (id: number) => {
    setRegionId(id);
    setGroundId(id === here?.regionId ? here.id : null);
  };

  return {
    regions,
    region,
    grounds,
    ground,
    selectRegion,
    selectGround: setGroundId,
    loadingRegions: regionsAnswer.loading && regions.length === 0,
    loadingGrounds: groundsAnswer.loading && grounds.length === 0,
    failed: Boolean(regionsAnswer.error ?? groundsAnswer.error),
  };
}
