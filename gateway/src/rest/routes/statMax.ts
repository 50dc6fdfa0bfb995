import type { RestRoute } from '../routeTypes';
import { path } from '../routeTypes';

const STAT_MAX_SCHEMA = {
  type: 'object',
  properties: {
    statShortName: { type: 'string' },
    currentTargetMax: { type: 'number' },
    highestUserValue: { type: 'number' },
    rawTheoreticalMax: { type: 'number' },
    smoothedTheoreticalMax: { type: 'number' },
    capMode: { type: 'integer', enum: [0, 1] },
    hardCapValue: { type: 'number', nullable: true },
    desiredPercent: { type: 'integer', minimum: 0, maximum: 100 },
    contributingItems: { type: 'string' },
  },
};

const pick = (field: string) => (data: Record<string, unknown>) => data[field];
const tag = 'admin: statmax';

/** spec 002 section 7.3. */
export const statMaxRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/statmax',
    summary: 'Admin: the StatMax table.',
    tag,
    auth: 'token',
    operation: 'StatMaxes',
    answer: pick('statMaxes'),
    answerSchema: { type: 'array', items: STAT_MAX_SCHEMA },
  },
  {
    method: 'POST',
    path: '/api/statmax/{statShortName}/capmode',
    summary: 'Admin: set the cap mode (0 Dynamic, 1 Hard) and the hard cap.',
    tag,
    auth: 'token',
    operation: 'SetStatMaxCapMode',
    variables: { statShortName: path('statShortName') },
    jsonBody: {
      description: '{ capMode, hardCapValue }',
      schema: {
        type: 'object',
        properties: {
          capMode: { type: 'integer', enum: [0, 1] },
          hardCapValue: { type: 'number', nullable: true },
        },
        required: ['capMode'],
      },
      toVariables: (body) => ({
        capMode: body.capMode,
        hardCapValue: body.hardCapValue ?? null,
      }),
    },
    answer: pick('setStatMaxCapMode'),
    answerSchema: STAT_MAX_SCHEMA,
  },
  {
    method: 'POST',
    path: '/api/statmax/{statShortName}/desired',
    summary: 'Admin: set the desired percent (0 to 100).',
    tag,
    auth: 'token',
    operation: 'SetStatMaxDesired',
    variables: { statShortName: path('statShortName') },
    jsonBody: {
      description: '{ desired }',
      schema: {
        type: 'object',
        properties: { desired: { type: 'integer', minimum: 0, maximum: 100 } },
        required: ['desired'],
      },
      toVariables: (body) => ({ desired: body.desired }),
    },
    answer: pick('setStatMaxDesired'),
    answerSchema: STAT_MAX_SCHEMA,
  },
  {
    method: 'POST',
    path: '/api/statmax/{statShortName}/recalc',
    summary: 'Admin: recompute the theoretical max from the visible items.',
    tag,
    auth: 'token',
    operation: 'RecalcStatMax',
    variables: { statShortName: path('statShortName') },
    answer: pick('recalcStatMax'),
    answerSchema: STAT_MAX_SCHEMA,
  },
];
