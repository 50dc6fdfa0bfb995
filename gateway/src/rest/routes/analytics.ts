import { answerField, path, type RestRoute } from '../routeTypes';

interface LadderRowData {
  name: string;
  avatarImageId: number | null;
  xp: number;
  ladderRank: number | null;
  coolness: number;
  coolnessRank: number | null;
}

const INT = { type: 'integer', format: 'int32' };
const LADDER_ENTRY_SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    avatarImageID: { ...INT, nullable: true },
    xp: INT,
    ladderRank: { ...INT, nullable: true },
    coolness: INT,
    coolnessRank: { ...INT, nullable: true },
  },
  required: ['name', 'avatarImageID', 'xp', 'ladderRank', 'coolness', 'coolnessRank'],
  additionalProperties: false,
};

/** A ladder entry of spec 001 section 3 (avatarImageID spelt so). */
const ladderEntry = ({ avatarImageId, ...row }: LadderRowData) => ({ ...row, avatarImageID: avatarImageId });

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
  answer: (data) => (data.ladder as LadderRowData[]).map(ladderEntry),
  answerSchema: { type: 'array', items: LADDER_ENTRY_SCHEMA },
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
    ...answerField('analyticsRecords'),
  },
];
