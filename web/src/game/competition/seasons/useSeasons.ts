import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { COMPETITION_SEASONS, SEASON_BY_NUMBER, type Season } from './seasonOperations';

const SEASONS_PER_PAGE = 50;

/**
 * The live season, the picker's list (newest first, older ones on request) and the season a route
 * names (`wanted`; the live one when absent), looked up on its own when the list does not hold it.
 */
export function useSeasons(wanted: number | undefined) {
  const list = useQuery(COMPETITION_SEASONS, { variables: { limit: SEASONS_PER_PAGE } });
  const [exhausted, setExhausted] = useState(false);
  const current = list.data?.currentSeason ?? null;
  const listed = list.data?.seasons ?? [];
  // The live season heads the list even if the server's list should lag behind a rollover.
  const seasons =
    current && !listed.some((season) => season.number === current.number) ? [current, ...listed] : listed;
  const number = wanted ?? current?.number;
  const inList = seasons.find((season) => season.number === number);
  const single = useQuery(SEASON_BY_NUMBER, {
    variables: { before: (number ?? 0) + 1 },
    skip: !list.data || inList !== undefined || number === undefined,
  });
  const found = single.data?.seasons.find((season) => season.number === number);
  const viewed: Season | undefined = inList ?? found;

  const loadOlder = async () => {
    const oldest = listed.at(-1)?.number;
    const more = await list.fetchMore({
      variables: { before: oldest },
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...previous,
        seasons: [...previous.seasons, ...fetchMoreResult.seasons],
      }),
    });
    if ((more.data?.seasons.length ?? 0) < SEASONS_PER_PAGE) setExhausted(true);
  };

  return {
    current,
    // The viewed season stays a choice even when it came from its own lookup.
    seasons: viewed && !inList ? [...seasons, viewed] : seasons,
    viewed,
    /** Still asking, as opposed to a season that does not exist. */
    loading: !list.data || (inList === undefined && number !== undefined && !single.data && !single.error),
    error: list.error ?? single.error,
    canLoadOlder: !exhausted && listed.length > 0 && listed.length % SEASONS_PER_PAGE === 0,
    loadOlder,
    refetch: () => void list.refetch().catch(() => undefined),
  };
}
