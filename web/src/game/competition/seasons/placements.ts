import type { LadderKind } from '../../../__generated__/graphql';

/** A final place as history shows it. */
export interface Place {
  rank: number;
  of: number;
  score: number;
}

/** One archived season of the player's history: its window and the places on both ladders. */
export interface SeasonResult {
  season: number;
  startsAt: number;
  endsAt: number;
  xp: Place | null;
  coolness: Place | null;
}

interface Placement extends Place {
  season: number;
  kind: LadderKind;
  startsAt: number;
  endsAt: number;
}

/** The server's placements (one per season and ladder) as one entry per season, newest first. */
export function placementsBySeason(placements: readonly Placement[]): SeasonResult[] {
  const seasons = new Map<number, SeasonResult>();
  for (const placement of placements) {
    const result = seasons.get(placement.season) ?? {
      season: placement.season,
      startsAt: placement.startsAt,
      endsAt: placement.endsAt,
      xp: null,
      coolness: null,
    };
    const place = { rank: placement.rank, of: placement.of, score: placement.score };
    if (placement.kind === 'XP') result.xp = place;
    else result.coolness = place;
    seasons.set(placement.season, result);
  }
  return [...seasons.values()].sort((a, b) => b.season - a.season);
}

/** 'rank of N': '#3 of 120', or 'Not ranked' where the player gained nothing on that ladder. */
export function placeText(place: Place | null): string {
  return place ? `#${place.rank.toLocaleString()} of ${place.of.toLocaleString()}` : 'Not ranked';
}
