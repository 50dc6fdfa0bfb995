import { path, routesOf, type RestRoute } from '../routeTypes';

/** spec 002 section 7.3. */
export const statMaxRoutes: RestRoute[] = routesOf({ tag: 'admin: statmax', auth: 'token' }, [
  {
    method: 'GET',
    path: '/api/statmax',
    summary: 'Admin: the StatMax table.',
    operation: 'StatMaxes',
    answer: 'statMaxes',
  },
  {
    method: 'POST',
    path: '/api/statmax/{statShortName}/capmode',
    summary: 'Admin: set the cap mode (0 Dynamic, 1 Hard) and the hard cap.',
    operation: 'SetStatMaxCapMode',
    variables: { statShortName: path('statShortName') },
    jsonBody: {
      description: '{ capMode, hardCapValue }',
      // The hard cap mode (1) needs a hard cap value; the dynamic mode (0) may keep one.
      schema: {
        anyOf: [
          {
            type: 'object',
            properties: {
              capMode: { type: 'integer', enum: [0] },
              hardCapValue: { type: 'number', minimum: 0, nullable: true },
            },
            required: ['capMode'],
            additionalProperties: false,
          },
          {
            type: 'object',
            properties: {
              capMode: { type: 'integer', enum: [1] },
              hardCapValue: { type: 'number', minimum: 0 },
            },
            required: ['capMode', 'hardCapValue'],
            additionalProperties: false,
          },
        ],
      },
      toVariables: (body) => ({
        capMode: body.capMode,
        hardCapValue: body.hardCapValue ?? null,
      }),
    },
    answer: 'setStatMaxCapMode',
  },
  {
    method: 'POST',
    path: '/api/statmax/{statShortName}/desired',
    summary: 'Admin: set the desired percent (0 to 100).',
    operation: 'SetStatMaxDesired',
    variables: { statShortName: path('statShortName') },
    jsonBody: {
      description: '{ desired }',
      schema: {
        type: 'object',
        properties: { desired: { type: 'integer', minimum: 0, maximum: 100 } },
        required: ['desired'],
        additionalProperties: false,
      },
      toVariables: (body) => ({ desired: body.desired }),
    },
    answer: 'setStatMaxDesired',
  },
  {
    method: 'POST',
    path: '/api/statmax/{statShortName}/recalc',
    summary: 'Admin: recompute the theoretical max from the visible items.',
    operation: 'RecalcStatMax',
    variables: { statShortName: path('statShortName') },
    answer: 'recalcStatMax',
  },
]);
