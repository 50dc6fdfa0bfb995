import { TournamentStandingsPanel } from '../tournaments/TournamentStandingsPanel';
import type { ContentScreen } from './contentScreen';
import { image, multiline, number, pickRows, text, entries } from './fieldSpecs';
import { tournamentsContent } from './kinds/generated';

/**
 * Tournaments (issue 35): content entries like every kind, staged in releases. The window is in epoch
 * seconds (the content service's own unit); a tournament's phase, registrations, standings and
 * end-now are analytics' and show in its detail panel.
 */
export const TOURNAMENT_SCREEN: ContentScreen = {
  resource: 'tournaments',
  columns: [
    { source: 'name', label: 'Name' },
    { source: 'startsAt', label: 'Starts At', date: true },
    { source: 'endsAt', label: 'Ends At', date: true },
    { source: 'maxPlayers', label: 'Max Players' },
  ],
  fields: [
    text('name', 'Name'),
    multiline('flavorText', 'Flavor Text'),
    image(),
    number('startsAt', 'Starts At (epoch seconds)'),
    number('endsAt', 'Ends At (epoch seconds)'),
    number('maxPlayers', 'Max Players'),
    number('minXp', 'Entry XP'),
    // A picked enemy becomes a row of the point table: its won hunts score these points.
    pickRows('pointTable', 'Point Table', {
      what: 'enemy',
      idField: 'enemyId',
      fields: [number('points', 'Points', 1)],
    }),
    entries(
      'prizes',
      'Prizes',
      [
        number('rankFrom', 'Rank From', 1),
        number('rankTo', 'Rank To', 1),
        {
          source: 'itemId',
          label: 'Item',
          input: { kind: 'reference', reference: 'items', autocomplete: true },
        },
        number('itemAmount', 'Item Amount', 0),
        {
          source: 'currency',
          label: 'Currency',
          input: { kind: 'reference', reference: 'currencies', optionValue: 'shortName' },
        },
        number('currencyAmount', 'Currency Amount', 0),
      ],
      // Six fields do not fit side by side: each prize's fields stand one under the other.
      { stacked: true },
    ),
  ],
  defaults: {
    name: '',
    flavorText: '',
    imageId: null,
    maxPlayers: 100,
    minXp: 0,
    pointTable: [],
    prizes: [],
  },
  sort: { field: 'startsAt', order: 'DESC' },
  data: tournamentsContent,
  detailPanel: TournamentStandingsPanel,
};
