/** Standings rows a page of the admin's tournament panel shows. */
export const PAGE_SIZE = 25;

/** A tournament's state as the panel words it: 'Upcoming', 'Running · closes …', 'Ended early · results written'. */
export function tournamentStateLabel(tournament: {
  phase: 'UPCOMING' | 'RUNNING' | 'ENDED';
  closesAt: number;
  endedEarly: boolean;
  resultsWritten: boolean;
}): string {
  const closes = new Date(tournament.closesAt * 1000).toISOString().slice(0, 16).replace('T', ' ');
  switch (tournament.phase) {
    case 'UPCOMING':
      return 'Upcoming: registration open';
    case 'RUNNING':
      return `Running: closes ${closes} UTC`;
    default:
      return `${tournament.endedEarly ? 'Ended early' : 'Ended'} ${closes} UTC · ${tournament.resultsWritten ? 'results written' : 'results pending'}`;
  }
}
