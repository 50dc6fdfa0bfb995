/** The paths a hunt benchmark measures: REST facade, GraphQL, the game subgraph direct, a stub. */
export const SCENARIO_KEYS = ['rest', 'graphql', 'subgraph', 'stub'] as const;
export type ScenarioKey = (typeof SCENARIO_KEYS)[number];
/** The floor (floorServer.ts): measured like a scenario, but on its own process, after the stack. */
export const FLOOR_KEY = 'floor';
/** What a summary is of: a scenario on the stack, or the floor. */
export type MeasuredKey = ScenarioKey | typeof FLOOR_KEY;
