import type { LadderQuery } from '../../__generated__/operations';
import { shapeOf } from '../shapeTypes';
import { path, type RestRoute } from '../routeTypes';

const ladder = (routePath: string, kind: string, summary: string): RestRoute => ({
  method: 'GET',
  path: routePath,
  summary,
  tag: 'ladder',
  auth: 'token',
  operation: 'Ladder',
  constants: { kind },
  variables: {
    offset: { ...path('from', '0-based offset of the first row (pages of 50)', 'integer'), minimum: 0 },
  },
  // A ladder entry of spec 001 section 3 (avatarImageID spelt so).
  answer: shapeOf<LadderQuery>({
    from: 'ladder',
    each: { rest: true, fields: { avatarImageID: 'avatarImageId' } },
  }),
});

export const analyticsRoutes: RestRoute[] = [
  ladder('/api/ladder/LadderAroundUserId/{from}', 'XP', 'The XP ladder: 50 rows from an offset.'),
  ladder(
    '/api/ladder/CoolnessLadderAroundUserId/{from}',
    'COOLNESS',
    'The Coolness ladder: 50 rows from an offset.',
  ),
  {
    method: 'GET',
    path: '/api/GameAppStats',
    summary: 'The daily analytics records, newest first (admin).',
    tag: 'admin',
    auth: 'token',
    operation: 'AnalyticsRecords',
    answer: 'analyticsRecords',
  },
];
